import { createFileRoute } from '@tanstack/react-router';
import { GenreListPage } from '../../../features/admin-genres/components/genre-list-page';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/genres/')({
  head: pageHead('Genrer – admin'),
  loader: async ({ context }) => {
    await context.trpc.genres.usage.ensureData();
  },
  component: function GenresRoute() {
    const { member } = Route.useRouteContext();
    return <GenreListPage canManage={hasPermission(member, 'manageArtists')} />;
  },
});
