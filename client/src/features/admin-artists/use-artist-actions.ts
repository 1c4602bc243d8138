import type { Artist, ArtistInput } from '../../../../shared/schemas/artist';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

export const ARTISTS_PATH = '/admin/artists';

/** Create, update and delete, each ending on the artist list with a toast (docs/rendering.md). */
export function useArtistActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  // Refetched before leaving the form, so the list we go back to already shows the change.
  const refreshLists = () =>
    Promise.all([
      utils.artists.list.invalidate(undefined, { refetchType: 'all' }),
      utils.events.list.invalidate(undefined, { refetchType: 'all' }),
    ]);

  return {
    pending,
    create: (input: ArtistInput) =>
      run(
        async () => {
          await utils.client.artists.create.mutate(input);
          await refreshLists();
        },
        { success: 'Kunstneren er oprettet', to: ARTISTS_PATH },
      ),
    /** `loaded` is the version the form was filled from: the server refuses the save if it is stale. */
    update: (loaded: Artist, input: ArtistInput, onConflict: (message: string) => void) =>
      run(
        async () => {
          const { id, updatedAt } = loaded;
          utils.artists.byId.setData({ id }, await utils.client.artists.update.mutate({ id, ...input, updatedAt }));
          await refreshLists();
        },
        { success: 'Kunstneren er opdateret', to: ARTISTS_PATH, onConflict },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.artists.delete.mutate({ id });
          await refreshLists();
        },
        { success: 'Kunstneren er slettet', to: ARTISTS_PATH },
      ),
  };
}
