import { createFileRoute } from '@tanstack/react-router';
import { ArtistListPage } from '../../../features/artists/components/artist-list-page';
import { seoHead } from '../../../lib/page-head';
import { parsePageSearch } from '../../../lib/route-params';
import { siteName } from '../../../../../shared/site-identity';

export const Route = createFileRoute('/_public/artists/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.api.artists.upcoming.query({ page: parsePageSearch(deps).side ?? 1 }),
  head: ({ match }) =>
    seoHead(match.context, {
      title: match.context.translator.t('artists.title'),
      description: match.context.translator.t('artists.metaDescription', { site: siteName(match.context.site) }),
      path: '/artists',
    }),
  component: function ArtistsRoute() {
    const { records, more } = Route.useLoaderData();
    const page = parsePageSearch(Route.useSearch()).side ?? 1;
    return <ArtistListPage entries={records} page={page} nextPage={more ? page + 1 : undefined} />;
  },
});
