import { Icon } from '../icon/icon';
import type { Genre } from '../../../../shared/schemas/genre';
import { sortedGenres } from '../../lib/sorted-genres';
import { Combobox } from '../form/combobox';
import { FieldFrame } from '../form/fields';
import { useFormReadOnly } from '../form/form-context';

/** A chosen genre: an existing one's id, or the name of a new one, made only when the artist is saved. */
export type GenrePick = number | string;

type GenreSelectProps = {
  label: string;
  name: string;
  genres: readonly Pick<Genre, 'id' | 'name'>[];
  value: readonly GenrePick[];
  onChange: (picks: GenrePick[]) => void;
  error?: string;
  onBlur?: () => void;
};

const normalise = (text: string) => text.trim().toLocaleLowerCase('da');

/**
 * The chosen genres as removable chips, and a type-ahead to add one: the exact match first, then
 * names that start with what was typed, then the rest, each in Danish order. A missing genre is
 * only noted ("ny"): picking "Opret …" creates nothing, so a form left unsaved leaves no genre behind.
 */
export function GenreSelect({ label, name, genres, value, onChange, error, onBlur }: GenreSelectProps) {
  const readOnly = useFormReadOnly();
  const chosen = value.map((pick) =>
    typeof pick === 'string'
      ? { key: `ny:${pick}`, pick, name: pick, isNew: true }
      : { key: String(pick), pick, name: genres.find((genre) => genre.id === pick)?.name ?? `#${pick}`, isNew: false },
  );

  /** What was typed names a genre that exists (in another case) or is already noted: that one, not a second. */
  function create(text: string) {
    const existing = genres.find((genre) => normalise(genre.name) === normalise(text));
    const pick = existing?.id ?? text;
    const taken = value.some((chosenPick) =>
      typeof chosenPick === 'string' ? normalise(chosenPick) === normalise(text) : chosenPick === pick,
    );
    if (!taken) onChange([...value, pick]);
  }

  return (
    <FieldFrame label={label} error={error} composite>
      {(control, labelId) => (
        <>
          {chosen.length > 0 && (
            <ul aria-label={`Valgte ${label.toLocaleLowerCase('da')}`} className="flex flex-wrap gap-2 pb-1">
              {chosen.map((genre) => (
                <li key={genre.key} className="inline-flex items-center gap-1 rounded-full bg-accent-tint py-1 pr-1 pl-3 text-sm">
                  {genre.name}
                  {genre.isNew && (
                    <span className="rounded-full bg-white px-1.5 text-xs text-stone-700" title="Oprettes, når kunstneren gemmes">
                      ny
                    </span>
                  )}
                  {!readOnly && (
                    <button
                      type="button"
                      onClick={() => onChange(value.filter((pick) => pick !== genre.pick))}
                      className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-accent-strong"
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
              options={sortedGenres(genres)
                .filter((genre) => !value.includes(genre.id))
                .map((genre) => ({ id: genre.id, label: genre.name }))}
              onPick={(option) => onChange([...value, option.id])}
              onCreate={create}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onBlur={onBlur}
            />
          )}
        </>
      )}
    </FieldFrame>
  );
}
