import { createFileRoute } from '@tanstack/react-router';
import { MyShiftsPage } from '../../../features/volunteer-shifts/components/my-shifts-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/vagter/mine')({
  head: pageHead('Mine vagter'),
  loader: async ({ context }) => {
    await context.trpc.shifts.mine.ensureData();
  },
  component: function MyShiftsRoute() {
    const { member } = Route.useRouteContext();
    return <MyShiftsPage viewerId={member.id} />;
  },
});
