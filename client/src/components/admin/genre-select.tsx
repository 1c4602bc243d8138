import { Icon } from '../icon/icon';
import { useState } from 'react';
import type { Genre } from '../../../../shared/schemas/genre';
import { Combobox } from '../form/combobox';
import { FieldFrame } from '../form/fields';
import { useFormReadOnly } from '../form/schema-form-element';

type GenreSelectProps = {
  label: string;
  name: string;
  genres: readonly Pick<Genre, 'id' | 'name'>[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Makes a genre that does not exist yet and answers it (POST /api/genres). */
  onCreate: (name: string) => Promise<Pick<Genre, 'id' | 'name'>>;
  error?: string;
  onBlur?: () => void;
};

/** The chosen genres as removable chips, and a type-ahead to add one, or create it when it is missing. */
export function GenreSelect({ label, name, genres, value, onChange, onCreate, error, onBlur }: GenreSelectProps) {
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string>();
  const chosen = value.map((genreId) => genres.find((genre) => genre.id === genreId) ?? { id: genreId, name: `#${genreId}` });
  const message = createError ?? error;
  const readOnly = useFormReadOnly();

  async function create(genreName: string) {
    setCreating(true);
    setCreateError(undefined);
    try {
      const genre = await onCreate(genreName);
      onChange([...value, genre.id]);
    } catch (failure) {
      setCreateError(failure instanceof Error ? failure.message : 'Genren kunne ikke oprettes');
    } finally {
      setCreating(false);
    }
  }

  return (
    <FieldFrame label={label} error={message} composite>
      {(control, labelId) => (
        <>
          {chosen.length > 0 && (
            <ul aria-label={`Valgte ${label.toLocaleLowerCase('da')}`} className="flex flex-wrap gap-2 pb-1">
              {chosen.map((genre) => (
                <li key={genre.id} className="inline-flex items-center gap-1 rounded-full bg-amber-100 py-1 pr-1 pl-3 text-sm">
                  {genre.name}
                  {!readOnly && (
                    <button
                      type="button"
                      onClick={() => onChange(value.filter((genreId) => genreId !== genre.id))}
                      className="inline-flex size-7 items-center justify-center rounded-full hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-500"
                    >
                      <Icon name="x" className="size-4" />
                      <span className="sr-only">Fjern {genre.name}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!readOnly && (
            <Combobox
              labelledBy={labelId}
              name={name}
              placeholder="Skriv for at søge eller oprette"
              options={genres.filter((genre) => !value.includes(genre.id)).map((genre) => ({ id: genre.id, label: genre.name }))}
              onPick={(option) => onChange([...value, option.id])}
              onCreate={(text) => void create(text)}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onBlur={onBlur}
              disabled={creating}
            />
          )}
        </>
      )}
    </FieldFrame>
  );
}
