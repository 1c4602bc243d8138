import { allGenresInput } from '../../lib/admin-queries';
import { trpc } from '../../lib/trpc';
import { useFieldControl } from '../form/use-field-control';
import { type GenrePick, GenreSelect } from './genre-select';

/** The genres of an artist form (`genreIds`): every genre to choose from, and new names made when the artist is saved. */
export function GenreField({ label }: { label: string }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<GenrePick[]>();
  const genres = trpc.genres.list.useQuery(allGenresInput);

  return (
    <GenreSelect
      label={label}
      name={name}
      genres={genres.data?.records ?? []}
      value={value ?? []}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
