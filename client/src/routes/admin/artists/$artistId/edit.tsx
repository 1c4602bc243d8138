import { createFileRoute } from '@tanstack/react-router';
import { EditArtistPage } from '../../../../features/admin-artists/components/edit-artist-page';
import { allGenresInput } from '../../../../lib/admin-queries';
import { hasPermission } from '../../../../lib/permissions';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/artists/$artistId/edit')({
  head: pageHead('Ret kunstner – admin'),
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  loader: async ({ context: { trpc }, params: { artistId } }) => {
    const [artist] = await Promise.all([
      notFoundOn404(trpc.artists.byId.ensureData({ id: artistId })),
      trpc.genres.list.ensureData(allGenresInput),
    ]);
    // The name of who changed it last is a nicety: the page is shown without it if that fails.
    if (artist.updatedBy) await trpc.members.byId.ensureData({ id: artist.updatedBy }).catch(() => undefined);
  },
  component: function EditArtistRoute() {
    const { artistId } = Route.useParams();
    const { member } = Route.useRouteContext();
    return <EditArtistPage artistId={artistId} canManage={hasPermission(member, 'manageArtists')} />;
  },
});
