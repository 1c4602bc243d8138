import { createFileRoute, redirect } from '@tanstack/react-router';
import { MembershipPendingNotice } from '../../features/auth/components/membership-pending-notice';
import { pageHead } from '../../lib/page-head';

/** Where a member who is not approved yet lands instead of the admin area (docs/permissions.md). */
export const Route = createFileRoute('/auth/pending')({
  head: pageHead('Afventer godkendelse'),
  beforeLoad: async ({ context }) => {
    const member = await context.session.viewer();
    if (!member) throw redirect({ to: '/auth/login' });
    if (member.active) throw redirect({ to: '/admin' });
    return { member };
  },
  loader: async ({ context }) => context.api.profile.consent.query(),
  component: function PendingPage() {
    const { member } = Route.useRouteContext();
    const { publicConsent } = Route.useLoaderData();
    return <MembershipPendingNotice member={member} publicConsent={publicConsent} />;
  },
});
