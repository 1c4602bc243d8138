import { createFileRoute } from '@tanstack/react-router';
import { MyCrewsPage } from '../../../features/crews/components/my-crews-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/hold/mine')({
  head: pageHead('Mine hold'),
  loader: async ({ context }) => {
    await context.trpc.crews.mine.ensureData();
  },
  component: function MyCrewsRoute() {
    const { member } = Route.useRouteContext();
    return <MyCrewsPage viewerId={member.id} />;
  },
});
