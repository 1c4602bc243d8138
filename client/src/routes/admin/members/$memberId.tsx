import { createFileRoute } from '@tanstack/react-router';
import { EditMemberPage } from '../../../features/admin-members/components/edit-member-page';
import { notFoundOn404, parseId } from '../../../lib/route-params';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/members/$memberId')({
  head: pageHead('Medlem – admin'),
  params: { parse: ({ memberId }) => ({ memberId: parseId(memberId) }) },
  loader: async ({ context: { trpc }, params: { memberId } }) => {
    const [member] = await Promise.all([notFoundOn404(trpc.members.byId.ensureData({ id: memberId })), trpc.teams.list.ensureData({ per_page: 0 })]);
    // The name of who changed it last is a nicety: the page is shown without it if that fails.
    if (member.updatedBy) await trpc.members.byId.ensureData({ id: member.updatedBy }).catch(() => undefined);
  },
  component: function EditMemberRoute() {
    const { memberId } = Route.useParams();
    const { member } = Route.useRouteContext();
    return <EditMemberPage memberId={memberId} viewer={member} />;
  },
});
