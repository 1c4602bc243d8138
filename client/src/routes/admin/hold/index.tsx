import { createFileRoute } from '@tanstack/react-router';
import { CrewListPage } from '../../../features/crews/components/crew-pages';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/hold/')({
  head: pageHead('Hold – admin'),
  loader: async ({ context }) => {
    await context.trpc.crews.list.ensureData();
  },
  component: function CrewsRoute() {
    const { member } = Route.useRouteContext();
    return <CrewListPage canManage={hasPermission(member, 'manageCrews')} />;
  },
});
