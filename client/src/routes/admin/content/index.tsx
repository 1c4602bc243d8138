import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/content/')({
  head: pageHead('Indhold – admin'),
  component: () => <PlaceholderPage title="Indhold">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
