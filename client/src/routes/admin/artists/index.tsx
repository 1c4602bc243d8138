import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/admin/artists/')({
  component: () => <PlaceholderPage title="Kunstnere">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
