import { createFileRoute, type ErrorComponentProps, Outlet, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../components/layout/admin-layout';
import { RouteErrorPage } from '../../components/route-error-page';
import { LogOutButton } from '../../features/auth/components/log-out-button';
import { MembershipPendingNotice } from '../../features/auth/components/membership-pending-notice';
import { MembershipPendingError } from '../../features/auth/membership-pending-error';
import { httpStatusOf } from '../../lib/api-error';

export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    const member = await context.trpc.auth.session.ensureData().catch((error: unknown) => {
      if (httpStatusOf(error) === 401) throw redirect({ to: '/auth/login', search: { redirect: location.href } });
      throw error;
    });
    if (!member.active) throw new MembershipPendingError();
    // Child routes read the member from their context, e.g. to hide controls they may not use.
    return { member };
  },
  component: () => (
    <AdminLayout actions={<LogOutButton />}>
      <Outlet />
    </AdminLayout>
  ),
  errorComponent: AdminError,
});

function AdminError({ error }: ErrorComponentProps) {
  return error instanceof MembershipPendingError ? <MembershipPendingNotice /> : <RouteErrorPage error={error} />;
}
