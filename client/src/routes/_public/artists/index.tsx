import { createFileRoute } from '@tanstack/react-router';
import { ArtistListPage } from '../../../features/artists/components/artist-list-page';
import { seoHead } from '../../../lib/page-head';

/** ?side=2 and on: the next 50 artists; anything else is the first page. */
const parsePage = (search: Record<string, unknown>): { side?: number } => {
  const side = Number(search.side);
  return Number.isSafeInteger(side) && side > 1 && side <= 1_000_000 ? { side } : {};
};

export const Route = createFileRoute('/_public/artists/')({
  validateSearch: parsePage,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.api.artists.upcoming.query({ page: deps.side ?? 1 }),
  head: ({ match }) =>
    seoHead({
      title: 'Kunstnere',
      description: 'Kunstnerne, der spiller på Spillested snart: genrer, næste koncert og links til deres musik.',
      path: '/artists',
      siteUrl: match.context.siteUrl,
    }),
  component: function ArtistsRoute() {
    const { records, more } = Route.useLoaderData();
    const page = Route.useSearch().side ?? 1;
    return <ArtistListPage entries={records} page={page} nextPage={more ? page + 1 : undefined} />;
  },
});
