import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/admin/events/')({
  component: () => <PlaceholderPage title="Events">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
