import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/_public/about')({
  head: pageHead('Om os'),
  component: () => <PlaceholderPage title="Om os" />,
});
