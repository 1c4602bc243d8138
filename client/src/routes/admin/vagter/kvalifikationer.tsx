import { createFileRoute } from '@tanstack/react-router';
import { QualificationsPage } from '../../../features/volunteer-shifts/components/qualifications-page';
import { pageHead } from '../../../lib/page-head';
import { hasPermission } from '../../../lib/permissions';

export const Route = createFileRoute('/admin/vagter/kvalifikationer')({
  head: pageHead('Kvalifikationer – admin'),
  loader: async ({ context }) => {
    await context.trpc.qualifications.list.ensureData();
  },
  component: function QualificationsRoute() {
    const { member } = Route.useRouteContext();
    return <QualificationsPage canManage={hasPermission(member, 'manageShifts')} />;
  },
});
