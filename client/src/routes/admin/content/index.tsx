import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/admin/content/')({
  component: () => <PlaceholderPage title="Indhold">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
