import { createFileRoute } from '@tanstack/react-router';
import { ArtistListPage } from '../../../features/artists/components/artist-list-page';
import { seoHead } from '../../../lib/page-head';
import { loadUpcomingPublicEvents } from '../../../lib/public-events';

export const Route = createFileRoute('/_public/artists/')({
  loader: ({ context }) => loadUpcomingPublicEvents(context.api),
  head: ({ match }) =>
    seoHead({
      title: 'Kunstnere',
      description: 'Kunstnerne, der spiller på Spillested snart: genrer, næste koncert og links til deres musik.',
      path: '/artists',
      siteUrl: match.context.siteUrl,
    }),
  component: function ArtistsRoute() {
    return <ArtistListPage events={Route.useLoaderData()} />;
  },
});
