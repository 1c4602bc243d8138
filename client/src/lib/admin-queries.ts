import type { ListQuery } from '../../../shared/schemas/common';
import type { TrpcUtils } from './trpc';

/**
 * The lists the admin screens ask for. A loader and its component must ask for exactly the same
 * input, or the loader's data is not the data shown; several screens share these. Kept apart from
 * the components: route loaders ship with every page, so what they import must stay small.
 */
export const allArtistsInput: ListQuery = { per_page: 0 };
export const allEventsInput: ListQuery = { per_page: 0, order_by: ['from_date ASC'] };
export const allVenuesInput: ListQuery = { per_page: 0 };
export const allGenresInput: ListQuery = { per_page: 0 };
export const allTeamsInput: ListQuery = { per_page: 0 };
/** Every fediverse server the programme is followed from, or that is blocked. */
export const allServersInput: ListQuery = { per_page: 0 };
/** Who may be put on a shift, confirmed a qualification or named a shift's lead. */
export const activeMembersInput: ListQuery = { per_page: 0, filter: 'active=true' };

/** What the event form chooses from, for the loaders of its two routes; "Indlejr programmet" chooses from the same. */
export async function ensureEventFormOptions(trpc: TrpcUtils) {
  await Promise.all([
    trpc.venues.list.ensureData(allVenuesInput),
    trpc.artists.list.ensureData(allArtistsInput),
    trpc.genres.list.ensureData(allGenresInput),
  ]);
}
