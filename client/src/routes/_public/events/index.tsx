import { createFileRoute } from '@tanstack/react-router';
import { EventListPage } from '../../../features/events/components/event-list-page';
import { parseEventFilters } from '../../../features/events/event-filters';
import { loadProgramme, parseProgrammePosition } from '../../../features/events/programme-slice';
import { seoHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_public/events/')({
  validateSearch: (search: Record<string, unknown>) => ({ ...parseEventFilters(search), ...parseProgrammePosition(search) }),
  loaderDeps: ({ search }) => search,
  head: ({ match }) =>
    seoHead({
      title: 'Koncerter',
      description: 'Alle kommende koncerter på Spillested: dato, spillested, kunstnere og billetter.',
      path: '/events',
      siteUrl: match.context.siteUrl,
    }),
  loader: ({ context, deps }) => loadProgramme(context.api, parseProgrammePosition(deps), parseEventFilters(deps)),
  component: function EventsRoute() {
    const search = Route.useSearch();
    return <EventListPage {...Route.useLoaderData()} position={parseProgrammePosition(search)} filters={parseEventFilters(search)} />;
  },
});
