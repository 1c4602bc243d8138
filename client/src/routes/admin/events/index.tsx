import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/events/')({
  head: pageHead('Events – admin'),
  component: () => <PlaceholderPage title="Events">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
