import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectTarget } from '../../../../shared/redirect-target';
import { WelcomePage } from '../../features/admin-settings/components/welcome-page';
import { hasPermission } from '../../lib/permissions';
import { pageHead } from '../../lib/page-head';

/** The first-run welcome (docs/settings.md); the admin guard sends an admin here until the settings are saved once. */
export const Route = createFileRoute('/admin/velkommen')({
  head: pageHead('Velkommen – admin'),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: redirectTarget(search.redirect) }),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageSettings')) throw redirect({ to: '/admin/events' });
  },
  loader: ({ context }) => context.trpc.settings.get.ensureData(),
  component: function WelcomeRoute() {
    const { redirect: to } = Route.useSearch();
    return <WelcomePage to={to ?? '/admin/events'} />;
  },
});
