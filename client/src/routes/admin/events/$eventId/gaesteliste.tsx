import { createFileRoute, redirect } from '@tanstack/react-router';
import { GuestListPage } from '../../../../features/admin-guest-list/components/guest-list-page';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

/** A night's guest list (docs/door.md#guest-lists), for those who manage events. */
export const Route = createFileRoute('/admin/events/$eventId/gaesteliste')({
  head: pageHead('Gæsteliste – admin'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  beforeLoad: ({ context: { member }, params: { eventId } }) => {
    // Other members see the event, not its guests.
    if (!hasPermission(member, 'manageEvents')) throw redirect({ to: '/admin/events/$eventId/edit', params: { eventId } });
  },
  loader: ({ context: { trpc }, params: { eventId } }) => notFoundOn404(trpc.guestList.list.ensureData({ id: eventId })),
  component: function GuestListRoute() {
    const { eventId } = Route.useParams();
    return <GuestListPage eventId={eventId} />;
  },
});
