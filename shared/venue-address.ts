import { countryName } from './countries';
import type { Locale } from './i18n';
import type { Venue } from './schemas/venue';

type Place = Pick<Venue, 'address' | 'postalCode' | 'city' | 'countryCode'>;

/**
 * Where a venue is, as a letter is addressed: "Vesterbrogade 1, 1620 København V", then the country's
 * name in the reader's language, always or (for Danish readers) only abroad. The street and postal code are optional.
 */
export function venueAddress(venue: Place, country: 'always' | 'abroad', locale: Locale = 'da'): string {
  const parts = [venue.address, [venue.postalCode, venue.city].filter(Boolean).join(' ')];
  if (country === 'always' || venue.countryCode !== 'DK') parts.push(countryName(venue.countryCode, locale));
  return parts.filter(Boolean).join(', ');
}

/** OpenStreetMap's search for the address: a link only, so the page itself asks no map server for anything. */
export const mapSearchUrl = (venue: Place) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(venueAddress(venue, 'always'))}`;
