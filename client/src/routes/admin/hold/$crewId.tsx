import { createFileRoute, redirect } from '@tanstack/react-router';
import { EditCrewPage } from '../../../features/crews/components/crew-pages';
import { activeMembersInput } from '../../../lib/admin-queries';
import { hasPermission } from '../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../lib/route-params';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/hold/$crewId')({
  head: pageHead('Ret hold – admin'),
  params: { parse: ({ crewId }) => ({ crewId: parseId(crewId) }) },
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageCrews')) throw redirect({ to: '/admin/hold' });
  },
  loader: async ({ context: { trpc }, params: { crewId } }) => {
    await Promise.all([notFoundOn404(trpc.crews.byId.ensureData({ id: crewId })), trpc.members.list.ensureData(activeMembersInput)]);
  },
  component: function EditCrewRoute() {
    const { crewId } = Route.useParams();
    return <EditCrewPage crewId={crewId} />;
  },
});
