import { createFileRoute, redirect } from '@tanstack/react-router';
import { SettingsPage } from '../../features/admin-settings/components/settings-page';
import { allServersInput, allTeamsInput } from '../../lib/admin-queries';
import { hasPermission } from '../../lib/permissions';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/settings')({
  head: pageHead('Indstillinger – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageSettings')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context }) => {
    await Promise.all([
      context.trpc.settings.get.ensureData(),
      context.trpc.teams.list.ensureData(allTeamsInput),
      context.trpc.federation.servers.ensureData(allServersInput),
    ]);
  },
  component: function SettingsRoute() {
    const { siteUrl } = Route.useRouteContext();
    return <SettingsPage siteUrl={siteUrl} />;
  },
});
