import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { parseId } from '../../../lib/route-params';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_public/events/$eventId')({
  head: pageHead('Koncert'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  component: () => <PlaceholderPage title="Koncert" />,
});
