import type { Event } from '../../../../shared/schemas/event';

/** The artists of an event in running order, each once. */
export function eventArtists(event: Event) {
  return [...new Map(event.concerts.map((concert) => [concert.artist.id, concert.artist])).values()];
}
