import { useId, useState } from 'react';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { artistCountText, type GenreRow } from '../genre-queries';
import { useGenreActions } from '../use-genre-actions';

/** "Flet ind i …": a dialog choosing the genre that takes over this one's artists; this one is then deleted. */
export function MergeGenreButton({ genre, genres }: { genre: GenreRow; genres: readonly GenreRow[] }) {
  const { merge, pending } = useGenreActions();
  const [open, setOpen] = useState(false);
  const [into, setInto] = useState<number>();
  const selectId = useId();
  const targets = genres.filter((other) => other.id !== genre.id);

  async function confirm() {
    if (into === undefined) return;
    try {
      await merge(genre.id, into);
    } finally {
      setOpen(false);
      setInto(undefined);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={targets.length === 0}>
        Flet ind i …<span className="sr-only"> ({genre.name})</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Flet ${genre.name} ind i en anden genre`}
        confirmLabel="Flet"
        pending={pending || into === undefined}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setInto(undefined);
        }}
      >
        <p>
          {genre.artistCount > 0 ? `Dens ${artistCountText(genre.artistCount)} får den valgte genre i stedet` : 'Ingen kunstner har den'},
          og {genre.name} slettes.
        </p>
        <label htmlFor={selectId} className="mt-4 block text-sm font-medium text-stone-800">
          Flet ind i
        </label>
        <select
          id={selectId}
          value={into ?? ''}
          onChange={(event) => setInto(event.target.value ? Number(event.target.value) : undefined)}
          className={`${controlClass} mt-1`}
        >
          <option value="">Vælg en genre</option>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.name}
            </option>
          ))}
        </select>
      </ConfirmDialog>
    </>
  );
}
