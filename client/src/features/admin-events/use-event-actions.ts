import { useRouter } from '@tanstack/react-router';
import type { ArtistInput } from '../../../../shared/schemas/artist';
import type { Event, EventCopyInput, EventInput, EventRepeatInput } from '../../../../shared/schemas/event';
import type { VenueInput } from '../../../../shared/schemas/venue';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

export const EVENTS_PATH = '/admin/events';

/**
 * Create, update, delete and repeat, each ending on the event list with a toast (docs/rendering.md); a copy on
 * its own edit screen; venues and artists made on the spot.
 */
export function useEventActions() {
  const utils = trpc.useUtils();
  const router = useRouter();
  const { run, pending } = useFormAction();
  // Refetched before leaving the form, so the list we go back to already shows the change.
  const refreshLists = () => utils.events.list.invalidate(undefined, { refetchType: 'all' });

  /** Runs a create from a dialog over the form: a toast, no navigation, and the new record or undefined. */
  async function createOnTheSpot<Created>(create: () => Promise<Created>, success: string) {
    let created: Created | undefined;
    await run(
      async () => {
        created = await create();
      },
      { success, to: false },
    );
    return created;
  }

  return {
    pending,
    /** With a series chosen while creating ("Gentag …"), the copies are made at once after the event. */
    create: async (input: EventInput, series?: EventRepeatInput) => {
      let made: Event | undefined;
      const refused = await run(
        async () => {
          made = await utils.client.events.create.mutate({ ...input, imageUrl: input.imageUrl ?? '' });
          if (series) await utils.client.events.repeat.mutate({ id: made.id, ...series });
          await refreshLists();
        },
        { success: series ? `${series.count + 1} events er oprettet` : 'Eventet er oprettet', to: EVENTS_PATH },
      );
      if (!made || !refused) return refused;
      // Made but not repeated: saving the form again would make it twice, so its own edit screen, which
      // offers "Gentag …" again, takes over.
      await refreshLists();
      await router.navigate({ href: `${EVENTS_PATH}/${made.id}/edit` });
      return undefined;
    },
    /** `loaded` is the version the form was filled from: the server refuses the save if it is stale. */
    update: (loaded: Event, input: EventInput, onConflict: (message: string) => void) =>
      run(
        async () => {
          const { id, updatedAt } = loaded;
          utils.events.byId.setData({ id }, await utils.client.events.update.mutate({ id, ...input, updatedAt }));
          await refreshLists();
        },
        { success: 'Eventet er opdateret', to: EVENTS_PATH, onConflict },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.events.delete.mutate({ id });
          await refreshLists();
        },
        { success: 'Eventet er slettet', to: EVENTS_PATH },
      ),
    /** Goes on to the copy's edit screen, where its details are checked and changed. */
    copy: async (id: number, input: EventCopyInput) => {
      const copy = await createOnTheSpot(async () => {
        const made = await utils.client.events.copy.mutate({ id, ...input });
        await refreshLists();
        return made;
      }, 'Eventet er kopieret');
      if (copy) await router.navigate({ href: `${EVENTS_PATH}/${copy.id}/edit` });
    },
    repeat: (id: number, input: EventRepeatInput) =>
      run(
        async () => {
          await utils.client.events.repeat.mutate({ id, ...input });
          await refreshLists();
        },
        { success: `${input.count} events er oprettet`, to: EVENTS_PATH },
      ),
    createVenue: (input: VenueInput) =>
      createOnTheSpot(async () => {
        const venue = await utils.client.venues.create.mutate(input);
        await utils.venues.list.invalidate();
        return venue;
      }, 'Spillestedet er oprettet'),
    createArtist: (input: ArtistInput) =>
      createOnTheSpot(async () => {
        const artist = await utils.client.artists.create.mutate(input);
        await utils.artists.list.invalidate();
        return artist;
      }, 'Kunstneren er oprettet'),
  };
}
