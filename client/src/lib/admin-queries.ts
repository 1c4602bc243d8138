import type { ListQuery } from '../../../shared/schemas/common';

/**
 * The lists the admin screens ask for. A loader and its component must ask for exactly the same
 * input, or the loader's data is not the data shown; several screens share these.
 */
export const allArtistsInput: ListQuery = { per_page: 0 };
export const allEventsInput: ListQuery = { per_page: 0, order_by: ['from_date ASC'] };
export const allVenuesInput: ListQuery = { per_page: 0 };
