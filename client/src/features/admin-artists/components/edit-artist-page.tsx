import { ArtistForm } from '../../../components/admin/artist-form/artist-form';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useArtistActions } from '../use-artist-actions';
import { DeleteArtistButton } from './delete-artist-button';

export function EditArtistPage({ artistId, canManage }: { artistId: number; canManage: boolean }) {
  const [artist, query] = trpc.artists.byId.useSuspenseQuery({ id: artistId });
  const { update, pending } = useArtistActions();
  const conflict = useEditConflict(() => query.refetch());

  return (
    <>
      <PageHeading title={canManage ? 'Ret kunstner' : 'Kunstner'}>
        {canManage && <DeleteArtistButton artist={artist} />}
      </PageHeading>
      <LastUpdated record={artist} />
      {conflict.notice}
      <ArtistForm
        // A newer version loaded after a conflict refills the form.
        key={artist.updatedAt}
        initialValues={{
          name: artist.name,
          description: artist.description,
          imageUrl: artist.imageUrl ?? '',
          genreIds: artist.genres.map((genre) => genre.id),
          socials: artist.socials,
          previewUrl: artist.previewUrl ?? '',
        }}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(artist, input, conflict.onConflict)}
        pending={pending}
        readOnly={!canManage}
      />
    </>
  );
}
