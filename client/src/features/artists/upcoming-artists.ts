import type { Artist } from '../../../../shared/schemas/artist';
import type { Event } from '../../../../shared/schemas/event';
import { compareDanish } from '../../lib/compare-danish';

export type UpcomingArtist = { artist: Artist; nextDate: string; events: Event[] };

/**
 * The artists with upcoming public events, from the programme itself (every concert carries its
 * artist), in Danish name order, each with their next date and their events, earliest first.
 */
export function upcomingArtists(events: readonly Event[]): UpcomingArtist[] {
  const byArtist = new Map<number, UpcomingArtist>();
  for (const event of events) {
    for (const concert of event.concerts) {
      const entry = byArtist.get(concert.artist.id);
      if (!entry) byArtist.set(concert.artist.id, { artist: concert.artist, nextDate: concert.from, events: [event] });
      else {
        if (concert.from < entry.nextDate) entry.nextDate = concert.from;
        if (!entry.events.includes(event)) entry.events.push(event);
      }
    }
  }
  return [...byArtist.values()].sort((a, b) => compareDanish(a.artist.name, b.artist.name));
}
