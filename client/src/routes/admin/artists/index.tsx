import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/artists/')({
  head: pageHead('Kunstnere – admin'),
  component: () => <PlaceholderPage title="Kunstnere">Denne del af administrationen kommer snart.</PlaceholderPage>,
});
