import { createFileRoute } from '@tanstack/react-router';
import { DoorPage } from '../../../features/door/components/door-page';
import { pageHead } from '../../../lib/page-head';
import { parseId } from '../../../lib/route-params';

/**
 * Door mode for a night. Nothing is loaded here: the page asks for the door's state itself and keeps it
 * on the phone, so a reload without network (from the service worker's copy) still opens it.
 */
export const Route = createFileRoute('/admin/doer/$eventId')({
  head: pageHead('Døren'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  component: function DoorRoute() {
    const { eventId } = Route.useParams();
    return <DoorPage key={eventId} eventId={eventId} />;
  },
});
