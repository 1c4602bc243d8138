import { createFileRoute } from '@tanstack/react-router';
import { ArtistListPage } from '../../../features/admin-artists/components/artist-list-page';
import { allArtistsInput, allEventsInput } from '../../../lib/admin-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/artists/')({
  head: pageHead('Kunstnere – admin'),
  // Anything else is the default view, so an old or mistyped link still shows a list.
  validateSearch: (search: Record<string, unknown>): { vis?: 'kommende' } => (search.vis === 'kommende' ? { vis: 'kommende' } : {}),
  loader: async ({ context }) => {
    await Promise.all([
      context.trpc.artists.list.ensureData(allArtistsInput),
      context.trpc.events.list.ensureData(allEventsInput),
    ]);
  },
  component: function ArtistsRoute() {
    const { member } = Route.useRouteContext();
    const { vis } = Route.useSearch();
    return <ArtistListPage canManage={hasPermission(member, 'manageArtists')} view={vis ?? 'alle'} />;
  },
});
