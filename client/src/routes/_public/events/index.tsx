import { createFileRoute } from '@tanstack/react-router';
import { EventListPage } from '../../../features/events/components/event-list-page';
import { parseEventFilters } from '../../../features/events/event-filters';
import { loadProgramme, parseProgrammePosition } from '../../../features/events/programme-slice';
import { seoHead } from '../../../lib/page-head';
import { siteName } from '../../../../../shared/site-identity';

export const Route = createFileRoute('/_public/events/')({
  validateSearch: (search: Record<string, unknown>) => ({ ...parseEventFilters(search), ...parseProgrammePosition(search) }),
  loaderDeps: ({ search }) => search,
  head: ({ match }) =>
    seoHead(match.context, {
      title: match.context.translator.t('events.title'),
      description: match.context.translator.t('events.description', { name: siteName(match.context.site) }),
      path: '/events',
    }),
  loader: ({ context, deps }) => loadProgramme(context.api, parseProgrammePosition(deps), parseEventFilters(deps)),
  component: function EventsRoute() {
    const search = Route.useSearch();
    return <EventListPage {...Route.useLoaderData()} position={parseProgrammePosition(search)} filters={parseEventFilters(search)} />;
  },
});
