import { createFileRoute } from '@tanstack/react-router';
import { MemberListPage } from '../../../features/admin-members/components/member-list-page';
import { memberListInput } from '../../../features/admin-members/member-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/members/')({
  head: pageHead('Medlemmer – admin'),
  loader: async ({ context }) => {
    await context.trpc.members.list.ensureData(memberListInput);
  },
  component: function MembersRoute() {
    const { member } = Route.useRouteContext();
    return <MemberListPage canApprove={hasPermission(member, 'manageMembers')} />;
  },
});
