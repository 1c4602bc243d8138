import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { parseId } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/events/$eventId')({
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  component: () => <PlaceholderPage title="Koncert" />,
});
