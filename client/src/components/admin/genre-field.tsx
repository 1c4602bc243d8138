import { allGenresInput } from '../../lib/admin-queries';
import { trpc } from '../../lib/trpc';
import { useFieldControl } from '../form/use-field-control';
import { GenreSelect } from './genre-select';

/** The genres of an artist form (`genreIds`): every genre to choose from, and new ones made on the spot. */
export function GenreField({ label }: { label: string }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<number[]>();
  const utils = trpc.useUtils();
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
      onCreate={async (genreName) => {
        const genre = await utils.client.genres.create.mutate({ name: genreName });
        await utils.genres.list.invalidate();
        return genre;
      }}
    />
  );
}
