import { createFileRoute } from '@tanstack/react-router';
import { ShiftPlanPage } from '../../../../features/volunteer-shifts/components/shift-plan-page';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/vagter/$eventId/')({
  head: pageHead('Vagtplan – admin'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  loader: async ({ context: { trpc }, params: { eventId } }) => {
    await notFoundOn404(trpc.shifts.plan.ensureData({ id: eventId }));
  },
  component: function ShiftPlanRoute() {
    const { eventId } = Route.useParams();
    const { member } = Route.useRouteContext();
    return <ShiftPlanPage key={eventId} eventId={eventId} canManage={hasPermission(member, 'manageShifts')} viewerId={member.id} />;
  },
});
