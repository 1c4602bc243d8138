import { useId, useRef, useState } from 'react';
import { controlClass, FieldError } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import type { GenreRow } from '../genre-queries';
import { useGenreActions } from '../use-genre-actions';

/**
 * The genre's name made editable in its row: Gem renames it, Annuller leaves it. A name another genre
 * has is refused by the server; its message stays under the name until the name is changed.
 */
export function RenameGenreForm({ genre, onClose }: { genre: GenreRow; onClose: () => void }) {
  const { rename, pending } = useGenreActions();
  const [name, setName] = useState(genre.name);
  const [refusal, setRefusal] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  return (
    <form
      className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const refused = await rename(genre.id, name, onClose);
        setRefusal(refused?.message);
        if (refused) input.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Nyt navn til {genre.name}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        autoComplete="off"
        // The person asked to rename just now, so the field they will type in takes focus.
        autoFocus
        maxLength={100}
        value={name}
        aria-invalid={Boolean(refusal)}
        aria-describedby={refusal ? errorId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setRefusal(undefined);
        }}
        className={`${controlClass} max-w-64`}
      />
      <Button type="submit" disabled={pending}>
        Gem
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        Annuller
      </Button>
      <div className="basis-full">
        <FieldError id={errorId} error={refusal} />
      </div>
    </form>
  );
}
