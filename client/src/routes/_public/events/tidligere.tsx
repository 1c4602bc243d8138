import { createFileRoute } from '@tanstack/react-router';
import { EventArchivePage } from '../../../features/events/components/event-archive-page';
import { eventListJsonLd } from '../../../features/events/event-json-ld';
import { loadArchive, parseProgrammePosition } from '../../../features/events/programme-slice';
import { seoHead } from '../../../lib/page-head';
import { siteName } from '../../../../../shared/site-identity';

export const Route = createFileRoute('/_public/events/tidligere')({
  validateSearch: parseProgrammePosition,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadArchive(context.api, parseProgrammePosition(deps)),
  head: ({ match, loaderData }) =>
    seoHead(match.context, {
      title: match.context.translator.t('events.past'),
      description: match.context.translator.t('events.archiveDescription', { name: siteName(match.context.site) }),
      path: '/events/tidligere',
      jsonLd: loaderData ? [eventListJsonLd(loaderData.events, match.context.siteUrl)] : [],
    }),
  component: function EventArchiveRoute() {
    return <EventArchivePage {...Route.useLoaderData()} position={parseProgrammePosition(Route.useSearch())} />;
  },
});
