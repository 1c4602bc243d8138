import { useId, useState } from 'react';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import type { GenreRow } from '../genre-queries';
import { useGenreActions } from '../use-genre-actions';

/** The genre's name made editable in its row: Gem renames it (the server refuses a name another genre has), Annuller leaves it. */
export function RenameGenreForm({ genre, onClose }: { genre: GenreRow; onClose: () => void }) {
  const { rename, pending } = useGenreActions();
  const [name, setName] = useState(genre.name);
  const inputId = useId();

  return (
    <form
      className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void rename(genre.id, name, onClose);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Nyt navn til {genre.name}
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        // The person asked to rename just now, so the field they will type in takes focus.
        autoFocus
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className={`${controlClass} max-w-64`}
      />
      <Button type="submit" disabled={pending}>
        Gem
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        Annuller
      </Button>
    </form>
  );
}
