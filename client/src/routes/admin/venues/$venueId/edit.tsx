import { createFileRoute } from '@tanstack/react-router';
import { EditVenuePage } from '../../../../features/admin-venues/components/edit-venue-page';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/venues/$venueId/edit')({
  head: pageHead('Ret spillested – admin'),
  params: { parse: ({ venueId }) => ({ venueId: parseId(venueId) }) },
  loader: async ({ context: { trpc }, params: { venueId } }) => {
    const venue = await notFoundOn404(trpc.venues.byId.ensureData({ id: venueId }));
    // The name of who changed it last is a nicety: the page is shown without it if that fails.
    if (venue.updatedBy) await trpc.members.byId.ensureData({ id: venue.updatedBy }).catch(() => undefined);
  },
  component: function EditVenueRoute() {
    const { venueId } = Route.useParams();
    const { member } = Route.useRouteContext();
    return <EditVenuePage venueId={venueId} canManage={hasPermission(member, 'manageVenues')} />;
  },
});
