import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../components/layout/admin-layout';
import { LogOutButton } from '../../features/auth/components/log-out-button';
import { hasPermission } from '../../lib/permissions';

const WELCOME_PATH = '/admin/velkommen';

export const Route = createFileRoute('/admin')({
  // A redirect, not an error: it stops the admin pages below from loading data the viewer may not
  // read, and the server answers it as a redirect (307), not as a failed page.
  beforeLoad: async ({ context, location }) => {
    const [member] = await Promise.all([context.session.viewer(), context.queries.load()]);
    if (!member) throw redirect({ to: '/auth/login', search: { redirect: location.href } });
    if (!member.active) throw redirect({ to: '/auth/pending' });
    // A fresh install: whoever may set the association's name meets the welcome first, until the
    // settings are saved once (or it is skipped, which saves them as they are: docs/settings.md).
    if (!context.site.updatedAt && hasPermission(member, 'manageSettings') && location.pathname !== WELCOME_PATH) {
      throw redirect({ to: WELCOME_PATH, search: { redirect: location.href } });
    }
    // Child routes read the member from their context, e.g. to hide controls they may not use.
    return { member };
  },
  component: function AdminRoute() {
    const { member, queries } = Route.useRouteContext();
    const { Provider } = queries.current();
    return (
      <Provider>
        <AdminLayout member={member} actions={<LogOutButton />}>
          <Outlet />
        </AdminLayout>
      </Provider>
    );
  },
});
