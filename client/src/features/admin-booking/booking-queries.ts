import type { ApplicationStatus } from '../../../../shared/application-status';
import { allArtistsInput, allVenuesInput } from '../../lib/admin-queries';
import type { TrpcUtils } from '../../lib/trpc';

/**
 * What the booking calendar reads besides the month itself. Loader and page ask for exactly these
 * inputs, or the loader's data is not the data shown. No zod: the route's loader imports this.
 */

/** The applications a hold may be for: any not declined or withdrawn, one list per status (100 each). */
export const OPEN_APPLICATION_STATUSES = ['new', 'reviewing', 'offer', 'booked'] as const satisfies readonly ApplicationStatus[];
export const openApplicationInputs = OPEN_APPLICATION_STATUSES.map((status) => ({ status }));

export { allArtistsInput, allVenuesInput };

/** Every offer, once for the page: the calendar marks holds by their offer and events an accepted one became. */
export const allOffersInput = {};

/** The venues to pick from, the acts the hold form offers, and the offers sent. */
export async function ensureBookingOptions(trpc: TrpcUtils) {
  const [venues] = await Promise.all([
    trpc.venues.list.ensureData(allVenuesInput),
    trpc.artists.list.ensureData(allArtistsInput),
    trpc.offers.list.ensureData(allOffersInput),
    ...openApplicationInputs.map((input) => trpc.applications.list.ensureData(input)),
  ]);
  return venues;
}
