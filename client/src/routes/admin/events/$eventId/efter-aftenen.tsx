import { createFileRoute, redirect } from '@tanstack/react-router';
import { DoorReportPage } from '../../../../features/admin-door-report/components/door-report-page';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/events/$eventId/efter-aftenen')({
  head: pageHead('Efter aftenen – admin'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageEvents')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context: { trpc }, params: { eventId } }) => {
    await notFoundOn404(trpc.door.report.ensureData({ id: eventId }));
  },
  component: function DoorReportRoute() {
    const { eventId } = Route.useParams();
    return <DoorReportPage key={eventId} eventId={eventId} />;
  },
});
