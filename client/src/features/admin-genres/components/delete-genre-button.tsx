import { DeleteButton } from '../../../components/admin/delete-button';
import { Button } from '../../../components/ui/button';
import { artistCountText, type GenreRow } from '../genre-queries';
import { useGenreActions } from '../use-genre-actions';

/** Deletes a genre no artist has; a used one can only be merged, and the button says why it is off. */
export function DeleteGenreButton({ genre }: { genre: GenreRow }) {
  const { remove, pending } = useGenreActions();
  if (genre.artistCount > 0) {
    return (
      <Button variant="danger" disabled title={`Bruges af ${artistCountText(genre.artistCount)}: flet den i stedet`}>
        Slet
        <span className="sr-only">
          {' '}
          {genre.name} (bruges af {artistCountText(genre.artistCount)}: flet den i stedet)
        </span>
      </Button>
    );
  }
  return (
    <DeleteButton name={genre.name} onDelete={() => remove(genre.id)} pending={pending}>
      Genren slettes for altid. Ingen kunstner har den.
    </DeleteButton>
  );
}
