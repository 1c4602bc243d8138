import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/members/')({
  head: pageHead('Medlemmer – admin'),
  component: () => <PlaceholderPage title="Medlemmer">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
