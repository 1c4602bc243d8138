import { createFileRoute } from '@tanstack/react-router';
import { ShiftOverviewPage } from '../../../features/volunteer-shifts/components/shift-overview-page';
import { pageHead } from '../../../lib/page-head';
import { hasPermission } from '../../../lib/permissions';

export const Route = createFileRoute('/admin/vagter/')({
  head: pageHead('Vagter – admin'),
  loader: async ({ context }) => {
    await context.trpc.shifts.overview.ensureData();
  },
  component: function ShiftOverviewRoute() {
    const { member } = Route.useRouteContext();
    return <ShiftOverviewPage canManage={hasPermission(member, 'manageShifts')} />;
  },
});
