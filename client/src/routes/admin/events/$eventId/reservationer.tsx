import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReservationsPage } from '../../../../features/admin-reservations/components/reservations-page';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/events/$eventId/reservationer')({
  head: pageHead('Reservationer – admin'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageEvents')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context: { trpc }, params: { eventId } }) => {
    await Promise.all([notFoundOn404(trpc.events.byId.ensureData({ id: eventId })), notFoundOn404(trpc.reservations.list.ensureData({ id: eventId }))]);
  },
  component: function ReservationsRoute() {
    const { eventId } = Route.useParams();
    return <ReservationsPage key={eventId} eventId={eventId} />;
  },
});
