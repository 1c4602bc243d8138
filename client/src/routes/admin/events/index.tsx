import { createFileRoute } from '@tanstack/react-router';
import { EventListPage } from '../../../features/admin-events/components/event-list-page';
import { allEventsInput } from '../../../lib/admin-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/events/')({
  head: pageHead('Events – admin'),
  loader: async ({ context }) => {
    await context.trpc.events.list.ensureData(allEventsInput);
  },
  component: function EventsRoute() {
    const { member } = Route.useRouteContext();
    return <EventListPage canManage={hasPermission(member, 'manageEvents')} />;
  },
});
