import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_public/events/')({
  head: pageHead('Koncerter'),
  component: () => <PlaceholderPage title="Koncerter" />,
});
