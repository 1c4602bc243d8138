import { createFileRoute } from '@tanstack/react-router';
import { EventListPage } from '../../../features/events/components/event-list-page';
import { parseEventFilters } from '../../../features/events/event-filters';
import { seoHead } from '../../../lib/page-head';
import { loadUpcomingPublicEvents } from '../../../lib/public-events';

export const Route = createFileRoute('/_public/events/')({
  validateSearch: parseEventFilters,
  head: ({ match }) =>
    seoHead({
      title: 'Koncerter',
      description: 'Alle kommende koncerter på Spillested: dato, spillested, kunstnere og billetter.',
      path: '/events',
      siteUrl: match.context.siteUrl,
    }),
  loader: ({ context }) => loadUpcomingPublicEvents(context.api),
  component: function EventsRoute() {
    return <EventListPage events={Route.useLoaderData()} filters={Route.useSearch()} />;
  },
});
