import type { Venue, VenueInput } from '../../../../shared/schemas/venue';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';
import { VENUES_PATH } from './venue-queries';

/** Create, update and delete, each ending on the venue list with a toast (docs/rendering.md). */
export function useVenueActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  // Refetched before leaving the form, so the list we go back to already shows the change.
  const refreshLists = () => utils.venues.list.invalidate(undefined, { refetchType: 'all' });

  return {
    pending,
    create: (input: VenueInput) =>
      run(
        async () => {
          await utils.client.venues.create.mutate(input);
          await refreshLists();
        },
        { success: 'Spillestedet er oprettet', to: VENUES_PATH },
      ),
    /** `loaded` is the version the form was filled from: the server refuses the save if it is stale. */
    update: (loaded: Venue, input: VenueInput, onConflict: (message: string) => void) =>
      run(
        async () => {
          const { id, updatedAt } = loaded;
          utils.venues.byId.setData({ id }, await utils.client.venues.update.mutate({ id, ...input, updatedAt }));
          await refreshLists();
        },
        { success: 'Spillestedet er opdateret', to: VENUES_PATH, onConflict },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.venues.delete.mutate({ id });
          await refreshLists();
        },
        { success: 'Spillestedet er slettet', to: VENUES_PATH },
      ),
  };
}
