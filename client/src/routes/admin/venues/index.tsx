import { createFileRoute } from '@tanstack/react-router';
import { VenueListPage } from '../../../features/admin-venues/components/venue-list-page';
import { venueListInput } from '../../../features/admin-venues/venue-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/venues/')({
  head: pageHead('Spillesteder – admin'),
  loader: async ({ context }) => {
    await context.trpc.venues.list.ensureData(venueListInput);
  },
  component: function VenuesRoute() {
    const { member } = Route.useRouteContext();
    return <VenueListPage canManage={hasPermission(member, 'manageVenues')} />;
  },
});
