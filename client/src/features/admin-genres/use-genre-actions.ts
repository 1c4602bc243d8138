import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Rename, merge and delete, each staying on the genre list with a toast (docs/rendering.md). */
export function useGenreActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  // Artists show their genres by name, so their lists go stale too.
  const refresh = () =>
    Promise.all([
      utils.genres.usage.invalidate(undefined, { refetchType: 'all' }),
      utils.genres.list.invalidate(),
      utils.artists.invalidate(),
    ]);

  return {
    pending,
    /** `onDone` runs only when the server took the change, e.g. to close the inline editor. */
    rename: (id: number, name: string, onDone: () => void) =>
      run(
        async () => {
          await utils.client.genres.update.mutate({ id, name });
          await refresh();
          onDone();
        },
        { success: 'Genren er omdøbt', to: false },
      ),
    merge: (id: number, into: number) =>
      run(
        async () => {
          await utils.client.genres.merge.mutate({ id, into });
          await refresh();
        },
        { success: 'Genrerne er flettet', to: false },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.genres.delete.mutate({ id });
          await refresh();
        },
        { success: 'Genren er slettet', to: false },
      ),
  };
}
