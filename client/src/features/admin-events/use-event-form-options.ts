import { allArtistsInput, allVenuesInput } from '../../lib/admin-queries';
import { type TrpcUtils, trpc } from '../../lib/trpc';

/** The venues and artists an event form chooses from, as the route's loader fetched them. */
export function useEventFormOptions() {
  const [{ records: venues }] = trpc.venues.list.useSuspenseQuery(allVenuesInput);
  const [{ records: artists }] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  return { venues, artists };
}

/** For the loaders of the create and edit routes. */
export async function ensureEventFormOptions(trpcUtils: TrpcUtils) {
  await Promise.all([trpcUtils.venues.list.ensureData(allVenuesInput), trpcUtils.artists.list.ensureData(allArtistsInput)]);
}
