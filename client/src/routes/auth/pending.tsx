import { createFileRoute, redirect } from '@tanstack/react-router';
import { MembershipPendingNotice } from '../../features/auth/components/membership-pending-notice';
import { httpStatusOf } from '../../lib/api-error';
import { pageHead } from '../../lib/page-head';

/** Where a member who is not approved yet lands instead of the admin area (DESIGN.md §4). */
export const Route = createFileRoute('/auth/pending')({
  head: pageHead('Afventer godkendelse'),
  beforeLoad: async ({ context }) => {
    const member = await context.trpc.auth.session.ensureData().catch((error: unknown) => {
      if (httpStatusOf(error) === 401) throw redirect({ to: '/auth/login' });
      throw error;
    });
    if (member.active) throw redirect({ to: '/admin' });
  },
  component: MembershipPendingNotice,
});
