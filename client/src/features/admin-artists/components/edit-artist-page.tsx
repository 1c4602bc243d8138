import type { Artist } from '../../../../../shared/schemas/artist';
import { ArtistForm } from '../../../components/admin/artist-form/artist-form';
import { DeleteSection } from '../../../components/admin/delete-button';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useArtistActions } from '../use-artist-actions';
import { DeleteArtistButton } from './delete-artist-button';
import { englishFormValues } from '../../../components/form/language-tabs';

/** The form's values from an artist as the API shows it. */
const artistFormValues = (artist: Artist) => ({
  name: artist.name,
  description: artist.description,
  imageUrl: artist.imageUrl ?? '',
  genreIds: artist.genres.map((genre) => genre.id),
  socials: artist.socials,
  previewUrl: artist.previewUrl ?? '',
  translations: englishFormValues(['description'], artist.translations),
});

/** The artist form's fields, as a stale save names what someone else changed. */
const ARTIST_FORM_FIELDS = {
  values: artistFormValues,
  labels: { name: 'Navn', description: 'Beskrivelse', imageUrl: 'Billede', genreIds: 'Genrer', socials: 'Links', previewUrl: 'Spotify-smagsprøve', translations: 'Engelske tekster' },
};

export function EditArtistPage({ artistId, canManage }: { artistId: number; canManage: boolean }) {
  const [artist, query] = trpc.artists.byId.useSuspenseQuery({ id: artistId });
  const { update, pending } = useArtistActions();
  const utils = trpc.useUtils();
  const conflict = useEditConflict({
    loaded: artist,
    latest: () => utils.client.artists.byId.query({ id: artistId }),
    reload: () => query.refetch(),
    fields: ARTIST_FORM_FIELDS,
  });

  return (
    <>
      <PageHeading title={canManage ? 'Ret kunstner' : 'Kunstner'} />
      <LastUpdated record={conflict.base} />
      {conflict.notice}
      <ArtistForm
        // A newer version loaded after a conflict refills the form.
        key={artist.updatedAt}
        initialValues={artistFormValues(artist)}
        imageFocus={artist.imageFocus}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(conflict.base, input, conflict.onConflict)}
        pending={pending}
        readOnly={!canManage}
      />
      {canManage && (
        <DeleteSection>
          <DeleteArtistButton artist={artist} />
        </DeleteSection>
      )}
    </>
  );
}
