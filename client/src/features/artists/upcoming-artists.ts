import type { Artist } from '../../../../shared/schemas/artist';
import type { Event } from '../../../../shared/schemas/event';
import { compareDanish } from '../../lib/compare-danish';

/** The artists of these events (every concert carries its artist), each once, in Danish name order. */
export function upcomingArtists(events: readonly Event[]): Artist[] {
  const byId = new Map(events.flatMap((event) => event.concerts.map((concert) => [concert.artist.id, concert.artist] as const)));
  return [...byId.values()].sort((a, b) => compareDanish(a.name, b.name));
}
