import type { Artist } from '../../../../../shared/schemas/artist';
import { DeleteButton } from '../../../components/admin/delete-button';
import { useArtistActions } from '../use-artist-actions';

export function DeleteArtistButton({ artist }: { artist: Pick<Artist, 'id' | 'name'> }) {
  const { remove, pending } = useArtistActions();
  return (
    <DeleteButton name={artist.name} label="Slet kunstner" onDelete={() => remove(artist.id)} pending={pending}>
      Kunstneren slettes for altid. Det kan ikke lade sig gøre, så længe kunstneren spiller ved et event.
    </DeleteButton>
  );
}
