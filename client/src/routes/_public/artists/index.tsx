import { createFileRoute } from '@tanstack/react-router';
import { ArtistListPage } from '../../../features/artists/components/artist-list-page';
import { seoHead } from '../../../lib/page-head';
import { upcomingPublicEventsInput } from '../../../lib/public-events';

export const Route = createFileRoute('/_public/artists/')({
  loader: ({ context }) => context.trpc.events.list.ensureData(upcomingPublicEventsInput()),
  head: ({ match }) =>
    seoHead({
      title: 'Kunstnere',
      description: 'Kunstnerne, der spiller på Spillested snart: genrer, næste koncert og links til deres musik.',
      path: '/artists',
      siteUrl: match.context.siteUrl,
    }),
  component: ArtistListPage,
});
