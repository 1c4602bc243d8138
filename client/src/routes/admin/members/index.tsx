import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/admin/members/')({
  component: () => <PlaceholderPage title="Medlemmer">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
