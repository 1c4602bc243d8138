import type { Artist } from '../../../../shared/schemas/artist';
import type { Event } from '../../../../shared/schemas/event';
import type { Venue } from '../../../../shared/schemas/venue';

/**
 * For tests of admin screens: records as the API answers them, with only what a test varies given.
 * A concert is [artist, from, to]; an event's from and to are its first start and last end.
 */
export const STAMP = { createdAt: '2026-01-01T12:00:00.000Z', updatedAt: '2026-01-01T12:00:00.000Z' };

export const sampleVenue = (id: number, name: string, city: string): Venue => ({ id, name, city, countryCode: 'DK', ...STAMP });

export function sampleArtist(id: number, name: string, genres: string[] = []): Artist {
  return {
    id,
    name,
    imageUrl: `https://billeder.example/${id}.webp`,
    description: '<p>Musik.</p>',
    genres: genres.map((genre, index) => ({ id: id * 10 + index, name: genre, ...STAMP })),
    socials: [],
    ...STAMP,
  };
}

export function sampleEvent(id: number, title: string, venue: Venue, isPublic: boolean, concerts: [Artist, string, string][]): Event {
  return {
    id,
    title,
    description: '<p>En aften.</p>',
    ticketUrl: 'https://billetter.example/',
    venue,
    isPublic,
    status: 'scheduled',
    kind: 'concert',
    admission: 'ticket',
    concerts: concerts.map(([artist, from, to], index) => ({ id: id * 10 + index, artist, from, to })),
    from: concerts[0]![1],
    to: concerts.at(-1)![2],
    ...STAMP,
  };
}
