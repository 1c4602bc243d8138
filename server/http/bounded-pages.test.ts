import { beforeAll, describe, expect, it } from 'vitest';
import { Artist } from '../modules/artist/artist.entity';
import { Concert, Event } from '../modules/event/event.entity';
import { copenhagenWallClock } from '../../shared/copenhagen-time';
import { type ManyEvents, seedManyEvents } from '../test/many-events';
import { sourcePages } from '../test/source-pages';
import { useTestApp } from '../test/test-app';

const t = useTestApp({}, { pages: sourcePages() });
let programme: ManyEvents;
const extraArtists: number[] = [];

// 1,200 events 14 hours apart (about 52 a month for 23 months, 90 % public), and 120 more artists
// who each play one of the first public events.
beforeAll(async () => {
  programme = await seedManyEvents(t, { count: 1200 });
  const em = t.orm.em.fork();
  const events = await em.find(Event, { id: { $in: programme.events.filter((event) => event.isPublic).slice(0, 120).map((event) => event.id) } });
  const artists = events.map((event, index) => {
    const artist = em.create(Artist, { name: `Kunstner ${String(index + 1).padStart(3, '0')}`, description: '<p>Om</p>', socials: [] });
    em.create(Concert, { event, artist, startsAt: event.fromDate, endsAt: event.toDate });
    return artist;
  });
  await em.flush();
  extraArtists.push(...artists.map((artist) => artist.id));
}, 60_000);

const decode = (text: string) => text.replace(/&amp;/g, '&');
const eventIds = (html: string) => [...new Set([...html.matchAll(/href="\/events\/(\d+)"/g)].map((match) => Number(match[1])))];
const monthHeadings = (html: string) => [...html.matchAll(/<h2 id="maaned-(\d{4}-\d{2})"/g)].map((match) => match[1]!);
const moreLink = (html: string) => /<a [^>]*href="([^"]+)"[^>]*>Vis flere/.exec(html)?.[1];

/** Every slice from `start` on, following "Vis flere" as a browser without JavaScript does. */
async function walk(start: string, app = t) {
  const slices: { path: string; html: string; bytes: number; ids: number[]; months: string[] }[] = [];
  for (let path: string | undefined = start; path; ) {
    const response = await app.get(path);
    expect(response.status, path).toBe(200);
    slices.push({ path, html: response.text, bytes: response.raw.length, ids: eventIds(response.text), months: monthHeadings(response.text) });
    path = moreLink(response.text) && decode(moreLink(response.text)!);
    expect(slices.length).toBeLessThan(60);
  }
  return slices;
}

describe('/events is bounded: about 50 events in whole months, then "Vis flere" (docs/content.md)', () => {
  it('sends the first months, at most 80 events and 300 kB, and leads through every public event once', async () => {
    const started = performance.now();
    const slices = await walk('/events');
    const first = slices[0]!;
    // Months of about 52 events: the 50th falls in the first or second month.
    expect(first.ids.length).toBeGreaterThanOrEqual(40);
    expect(first.bytes).toBeLessThan(300_000);
    for (const slice of slices) {
      expect(slice.ids.length, slice.path).toBeLessThanOrEqual(80);
      expect(slice.bytes, slice.path).toBeLessThan(300_000);
    }
    expect(slices.flatMap((slice) => slice.ids)).toEqual(programme.events.filter((event) => event.isPublic).map((event) => event.id));
    // Whole months: no month's heading is on two slices, and each slice after the first starts one.
    const months = slices.flatMap((slice) => slice.months);
    expect(new Set(months).size).toBe(months.length);
    expect(slices[1]!.path).toBe(`/events?fra=${slices[1]!.months[0]}`);
    const largest = slices.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.info(
      `/events: ${slices.length} slices, the first ${first.ids.length} events in ${first.bytes} bytes, the largest ${largest.ids.length} in ${largest.bytes}; all in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);

  it('keeps the filters in "Vis flere", filtered in the query', async () => {
    const venue = programme.venues[1]!;
    const slices = await walk(`/events?venue=${venue}`);
    expect(slices.length).toBeGreaterThan(1);
    expect(slices.slice(1).every((slice) => slice.path.startsWith(`/events?venue=${venue}&fra=`))).toBe(true);
    expect(slices.flatMap((slice) => slice.ids)).toEqual(programme.events.filter((event) => event.isPublic && event.venue === venue).map((event) => event.id));
    // The chosen venue stays marked on a later slice.
    expect(slices[1]!.html).toMatch(new RegExp(`<a [^>]*href="/events\\?venue=${venue}"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="/events\\?venue=${venue}"`));
    const genre = programme.genres[2]!;
    const byGenre = await walk(`/events?genre=${genre}`);
    const artist = programme.artists[2]!;
    expect(byGenre.flatMap((slice) => slice.ids)).toEqual(programme.events.filter((event) => event.isPublic && event.artist === artist).map((event) => event.id));
  }, 120_000);

  it('filters the REST list by genre_id across the concerts', async () => {
    const [genre, artist] = [programme.genres[0]!, programme.artists[0]!];
    const response = await t.get(`/api/events?per_page=5&filter=${encodeURIComponent(`genre_id=${genre}`)}`);
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(programme.events.filter((event) => event.isPublic && event.artist === artist).length);
    const none = await t.get(`/api/events?per_page=1&filter=${encodeURIComponent(`genre_id!=${genre}`)}`);
    expect(none.body.totalCount).toBe(programme.events.filter((event) => event.isPublic && event.artist !== artist).length);
  });

  it('shows the start again for a month without events or an address it does not understand', async () => {
    const late = await t.get('/events?fra=2999-01');
    expect(late.status).toBe(200);
    expect(late.text).toContain('Ingen kommende koncerter lige nu');
    expect(moreLink(late.text)).toBeUndefined();
    const odd = await t.get('/events?fra=marts&side=x');
    expect(eventIds(odd.text)).toEqual(eventIds((await t.get('/events')).text));
  });
});

describe('/artists is bounded: 50 at a time, then "Vis flere"', () => {
  const artistIds = (html: string) => [...new Set([...html.matchAll(/href="\/artists\/(\d+)"/g)].map((match) => Number(match[1])))];

  it('walks every artist with an upcoming public concert once, in name order', async () => {
    const seen: number[] = [];
    let path: string | undefined = '/artists';
    for (let page = 1; path; page += 1) {
      const response = await t.get(path);
      expect(response.status).toBe(200);
      const ids = artistIds(response.text);
      expect(ids.length).toBeLessThanOrEqual(50);
      seen.push(...ids);
      path = moreLink(response.text) && decode(moreLink(response.text)!);
      if (path) expect(path).toBe(`/artists?side=${page + 1}`);
    }
    // Anna, Bent and Carl, then Kunstner 001 … 120: Danish order, letters before the shared prefix.
    expect(seen).toEqual([...programme.artists, ...extraArtists]);
  });
});

describe('the past is bounded the same way: the archive, and an artist\'s and a venue\'s "Har spillet her"', () => {
  const old = useTestApp({}, { pages: sourcePages() });
  let past: ManyEvents;
  // 1,200 events 14 hours apart, the last one 38 hours ago: all before today in Copenhagen.
  beforeAll(async () => {
    past = await seedManyEvents(old, { count: 1200, firstInHours: -(1199 * 14 + 38) });
  }, 60_000);
  const newestFirst = (keep: (event: ManyEvents['events'][number]) => boolean) =>
    past.events.filter((event) => event.isPublic && keep(event)).reverse().map((event) => event.id);
  const monthOf = (from: Date) => {
    const { year, month } = copenhagenWallClock(from);
    return `${year}-${String(month).padStart(2, '0')}`;
  };

  it('/events/tidligere sends about 50 past events in whole months, newest first, and leads through every one once', async () => {
    const slices = await walk('/events/tidligere', old);
    // Months of about 52: the first slice is this month so far, with last month too when that ends
    // within the 80 read, so at least 27 on any day of the month.
    expect(slices[0]!.ids.length).toBeGreaterThanOrEqual(25);
    for (const slice of slices) {
      expect(slice.ids.length, slice.path).toBeLessThanOrEqual(80);
      expect(slice.bytes, slice.path).toBeLessThan(300_000);
    }
    expect(slices.flatMap((slice) => slice.ids)).toEqual(newestFirst(() => true));
    // Whole months: each slice after the first begins at the end of a month none before it showed.
    const months = new Map(past.events.map((event) => [event.id, monthOf(event.from)]));
    const monthsOf = slices.map((slice) => new Set(slice.ids.map((id) => months.get(id))));
    for (const [index, shown] of monthsOf.entries()) for (const earlier of monthsOf.slice(0, index)) for (const month of shown) expect(earlier.has(month)).toBe(false);
    expect(slices[1]!.path).toBe(`/events/tidligere?fra=${months.get(slices[1]!.ids[0]!)}`);
    const largest = slices.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.info(`/events/tidligere: ${slices.length} slices, the largest ${largest.ids.length} events in ${largest.bytes} bytes`);
  }, 120_000);

  it("an artist's and a venue's page list their past 50 at a time, newest first, every one once", async () => {
    const [venue, artist] = [past.venues[1]!, past.artists[2]!];
    const venuePages = await walk(`/venues/${venue}`, old);
    expect(venuePages.map((page) => page.path).slice(0, 2)).toEqual([`/venues/${venue}`, `/venues/${venue}?side=2`]);
    for (const page of venuePages) {
      expect(page.ids.length, page.path).toBeLessThanOrEqual(50);
      expect(page.bytes, page.path).toBeLessThan(300_000);
    }
    expect(venuePages.flatMap((page) => page.ids)).toEqual(newestFirst((event) => event.venue === venue));
    expect(venuePages[1]!.html).toMatch(new RegExp(`<a [^>]*href="/venues/${venue}"[^>]*>Tilbage til de nyeste</a>`));
    const artistPages = await walk(`/artists/${artist}`, old);
    expect(artistPages.flatMap((page) => page.ids)).toEqual(newestFirst((event) => event.artist === artist));
  }, 120_000);
});

describe('a page not rendered within its deadline', () => {
  const slow = useTestApp(
    { PAGE_DEADLINE_SECONDS: '0.2' },
    {
      pages: {
        register: async () => {},
        load: async () => ({
          renderPage: () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('for sent')), 2000)),
          manifest: { routes: {} },
        }),
      },
    },
  );

  it('answers 503 with a small Danish page and Retry-After', async () => {
    const started = performance.now();
    const response = await slow.get('/events', { headers: { accept: 'text/html' } });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('<html lang="da">');
    expect(response.text).toContain('Siden tager for lang tid at lave lige nu. Prøv igen om lidt.');
  });
});
