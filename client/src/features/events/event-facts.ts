import type { Event } from '../../../../shared/schemas/event';

/** The artists of an event in running order, each once. */
export function eventArtists(event: Event) {
  return [...new Map(event.concerts.map((concert) => [concert.artist.id, concert.artist])).values()];
}

const countryNames = new Intl.DisplayNames('da', { type: 'region' });

/** "Vega, København, Danmark" */
export function venueLine({ venue }: Event): string {
  return `${venue.name}, ${venue.city}, ${countryNames.of(venue.countryCode) ?? venue.countryCode}`;
}
