import { Artist } from '../modules/artist/artist.entity';
import { Concert, Event } from '../modules/event/event.entity';
import { Genre } from '../modules/genre/genre.entity';
import { Venue } from '../modules/venue/venue.entity';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

export type Programme = { venues: number[]; artists: number[]; genres: number[]; events: number[] };

/**
 * `count` events straight into the database (through the API a thousand take a minute), with ties in
 * every order a list offers: three share each start, titles repeat every 37, creation times are
 * the same millisecond or nearly. From a year ago on, every tenth members-only, over three venues
 * and three artists of one genre each; every fourth event has a second concert.
 */
export async function seedProgramme(t: TestApp, count: number): Promise<Programme> {
  const em = t.orm.em.fork();
  const genres = ['Jazz', 'Rock', 'Folk'].map((name) => em.create(Genre, { name }));
  const venues = ['Vega', 'Train', 'Tape'].map((name) => em.create(Venue, { name, city: 'Aarhus', countryCode: 'DK' }));
  const artists = ['Anna', 'Bent', 'Carl'].map((name, index) =>
    em.create(Artist, { name, description: `<p>Om ${name}</p>`, socials: [], genres: [genres[index]!] }),
  );
  await em.flush();
  const first = Math.floor((Date.now() - 365 * DAY) / DAY) * DAY;
  const events = Array.from({ length: count }, (_, index) => {
    const from = new Date(first + Math.floor(index / 3) * DAY);
    const event = em.create(Event, {
      title: `Koncert ${index % 37}`,
      description: `<p>Aften nummer ${index + 1}</p>`,
      ticketUrl: 'https://billet.dk',
      venue: venues[index % 3]!,
      isPublic: index % 10 !== 9,
      fromDate: from,
      toDate: new Date(from.getTime() + (1 + (index % 5)) * 3_600_000),
    });
    em.create(Concert, { event, artist: artists[index % 3]!, startsAt: from, endsAt: event.toDate });
    if (index % 4 === 0) em.create(Concert, { event, artist: artists[(index + 1) % 3]!, startsAt: from, endsAt: event.toDate });
    return event;
  });
  await em.flush();
  return {
    venues: venues.map((venue) => venue.id),
    artists: artists.map((artist) => artist.id),
    genres: genres.map((genre) => genre.id),
    events: events.map((event) => event.id),
  };
}
