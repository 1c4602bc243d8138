import { allArtistsInput, allVenuesInput } from '../../lib/admin-queries';
import { trpc } from '../../lib/trpc';

/** The venues and artists an event form chooses from, as the route's loader fetched them. */
export function useEventFormOptions() {
  const [{ records: venues }] = trpc.venues.list.useSuspenseQuery(allVenuesInput);
  const [{ records: artists }] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  return { venues, artists };
}
