import { createFileRoute, redirect } from '@tanstack/react-router';
import { SubscribersPage } from '../../features/admin-subscribers/components/subscribers-page';
import { hasPermission } from '../../lib/permissions';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/subscribers')({
  head: pageHead('Følgere – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'reachAudience')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context }) => {
    await context.trpc.subscriptions.stats.ensureData();
  },
  component: function SubscribersRoute() {
    const { member } = Route.useRouteContext();
    return <SubscribersPage mayExport={hasPermission(member, 'exportSubscribers')} />;
  },
});
