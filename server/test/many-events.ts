import { Artist } from '../modules/artist/artist.entity';
import { Concert, Event } from '../modules/event/event.entity';
import { Genre } from '../modules/genre/genre.entity';
import { Venue } from '../modules/venue/venue.entity';
import type { TestApp } from './test-app';

export const HOUR = 3600_000;

/** About 500 characters, as a real description's paragraph: pages and feeds are measured with text of real length. */
const PARAGRAPH =
  'En aften med nye sange og gamle favoritter, spillet af et band der har turneret i hele Norden det seneste år. Dørene åbner en time før, baren har lokal øl og kaffe, og der er plads til både dem der vil danse foran scenen og dem der helst vil lytte fra balkonen. Billetter kan købes på forhånd eller i døren, så længe der er flere tilbage. Koncerten er for alle aldre, og børn under tolv kommer gratis ind i følgeskab med en voksen.';

export type ManyEvents = {
  /** Every event made, earliest first. */
  events: { id: number; from: Date; isPublic: boolean; venue: number; artist: number }[];
  venues: number[];
  artists: number[];
  genres: number[];
};

/**
 * A large programme straight into the database (through the API it would take minutes): `count`
 * events of one concert, with descriptions of real length, `spacingHours` apart from `firstInHours` on, every tenth members-only,
 * rotating over three venues and three artists of one genre each.
 */
export async function seedManyEvents(
  t: TestApp,
  { count, firstInHours = 24, spacingHours = 14 }: { count: number; firstInHours?: number; spacingHours?: number },
): Promise<ManyEvents> {
  const em = t.orm.em.fork();
  const genres = ['Jazz', 'Rock', 'Folk'].map((name) => em.create(Genre, { name }));
  const venues = ['Vega', 'Train', 'Tape'].map((name) => em.create(Venue, { name, city: 'Aarhus', countryCode: 'DK' }));
  const artists = ['Anna', 'Bent', 'Carl'].map((name, index) =>
    em.create(Artist, { name, description: `<p>Om ${name}. ${PARAGRAPH}</p><p>${PARAGRAPH}</p><p>${PARAGRAPH}</p>`, socials: [], genres: [genres[index]!] }),
  );
  await em.flush();
  const events = Array.from({ length: count }, (_, index) => {
    const from = new Date(Math.floor((Date.now() + (firstInHours + index * spacingHours) * HOUR) / 60_000) * 60_000);
    const to = new Date(from.getTime() + 2 * HOUR);
    const [venue, artist] = [venues[index % 3]!, artists[index % 3]!];
    const event = em.create(Event, {
      title: `Koncert ${index + 1}`,
      description: `<p>Aften nummer ${index + 1}. ${PARAGRAPH}</p><p>${PARAGRAPH}</p>`,
      ticketUrl: 'https://billet.dk',
      venue,
      isPublic: index % 10 !== 9,
      fromDate: from,
      toDate: to,
    });
    em.create(Concert, { event, artist, startsAt: from, endsAt: to });
    return { event, venue, artist };
  });
  await em.flush();
  const made = events.map(({ event, venue, artist }) => ({ id: event.id, from: event.fromDate, isPublic: event.isPublic, venue: venue.id, artist: artist.id }));
  return { events: made, venues: venues.map((venue) => venue.id), artists: artists.map((artist) => artist.id), genres: genres.map((genre) => genre.id) };
}
