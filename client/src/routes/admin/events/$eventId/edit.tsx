import { createFileRoute } from '@tanstack/react-router';
import { EditEventPage } from '../../../../features/admin-events/components/edit-event-page';
import { ensureEventFormOptions } from '../../../../lib/admin-queries';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/events/$eventId/edit')({
  head: pageHead('Ret event – admin'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  loader: async ({ context: { trpc }, params: { eventId } }) => {
    const [event] = await Promise.all([notFoundOn404(trpc.events.byId.ensureData({ id: eventId })), ensureEventFormOptions(trpc)]);
    // The name of who changed it last is a nicety: the page is shown without it if that fails.
    if (event.updatedBy) await trpc.members.byId.ensureData({ id: event.updatedBy }).catch(() => undefined);
  },
  component: function EditEventRoute() {
    const { eventId } = Route.useParams();
    const { member } = Route.useRouteContext();
    // Keyed: "Kopiér" goes from one event's screen to its copy's, which starts afresh (dialogs closed, no conflict kept).
    return <EditEventPage key={eventId} eventId={eventId} canManage={hasPermission(member, 'manageEvents')} />;
  },
});
