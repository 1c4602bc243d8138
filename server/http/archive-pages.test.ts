import { beforeAll, describe, expect, it } from 'vitest';
import { copenhagenWallClock, startOfCopenhagenDay } from '../../shared/copenhagen-time';
import { concert, createArtists, uploadCover } from '../test/event-test-fixtures';
import { sourcePages } from '../test/source-pages';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const t = useTestApp({}, { pages: sourcePages() });

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Where the programme begins: today's midnight in Copenhagen (docs/time-and-language.md). */
const midnight = startOfCopenhagenDay(new Date()).getTime();
const at = (ms: number) => new Date(ms).toISOString();

type Setup = { vega: number; train: number; anna: number; bent: number; carl: number } & Record<
  'lastYear' | 'lastMonth' | 'membersOnly' | 'cancelled' | 'yesterday' | 'tonight' | 'nextWeek',
  number
>;
const s = {} as Setup;

/**
 * Past and upcoming events on both sides of today's midnight: one that began at 23.00 yesterday is
 * past, one that began at 00.30 today is upcoming all day, though it may have ended.
 */
beforeAll(async () => {
  const cookie = await t.loginAdmin();
  const venue = async (body: object) => (await t.post('/api/venues', { cookie, body })).body.id as number;
  s.vega = await venue({ name: 'Vega', address: 'Enghavevej 40', postalCode: '1674', city: 'København V', countryCode: 'DK', url: 'https://vega.dk' });
  s.train = await venue({ name: 'Train', city: 'Aarhus', countryCode: 'DK' });
  [s.anna, s.bent, s.carl] = await createArtists(t, ['Anna', 'Bent', 'Carl']);
  const imageUrl = await uploadCover(t, cookie);
  const event = async (title: string, venueId: number, isPublic: boolean, start: number, artists: number[], status = 'scheduled') => {
    const body = {
      title,
      description: `<p>Om ${title}</p>`,
      ticketUrl: 'https://billet.dk',
      venueId,
      isPublic,
      imageUrl,
      status,
      concerts: artists.map((artist, index) => concert(artist, at(start + index * HOUR), at(start + (index + 1) * HOUR))),
    };
    const response = await t.post('/api/events', { cookie, body });
    if (response.status !== 200) throw new Error(response.text);
    return response.body.id as number;
  };
  s.lastYear = await event('Sidste år', s.vega, true, midnight - 400 * DAY + 20 * HOUR, [s.anna]);
  s.lastMonth = await event('Sidste måned', s.vega, true, midnight - 30 * DAY + 19 * HOUR, [s.anna, s.bent]);
  s.membersOnly = await event('Lukket fest', s.vega, false, midnight - 20 * DAY + 20 * HOUR, [s.anna]);
  // Not played: in neither list once it has passed.
  s.cancelled = await event('Aflyst aften', s.vega, true, midnight - 10 * DAY + 20 * HOUR, [s.anna], 'cancelled');
  s.yesterday = await event('I går', s.train, true, midnight - HOUR, [s.bent]);
  s.tonight = await event('I nat', s.train, true, midnight + HOUR / 2, [s.anna]);
  s.nextWeek = await event('Næste uge', s.vega, true, midnight + 7 * DAY + 20 * HOUR, [s.anna]);
});

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
/** The events a page links to, in the page's order. */
const eventIds = (html: string) => [...new Set([...html.matchAll(/href="\/events\/(\d+)"/g)].map((match) => Number(match[1])))];
const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
const yearOf = (ms: number) => String(copenhagenWallClock(ms).year);
/** The part of a page after a heading, up to the next heading of that level or the end. */
const after = (html: string, heading: string) => html.slice(html.indexOf(`>${heading}</h2>`));

describe('/events/tidligere', () => {
  it('lists the past public events that took place newest first, by year, with who played, and no tickets', async () => {
    const response = await t.get('/events/tidligere');
    expect(response.status).toBe(200);
    const html = decode(response.text);
    expect(html).toMatch(/<h1[^>]*>Tidligere koncerter<\/h1>/);
    expect(html).toContain('<title>Tidligere koncerter · Vores spillested</title>');
    expect(eventIds(html)).toEqual([s.yesterday, s.lastMonth, s.lastYear]);
    for (const year of new Set([yearOf(midnight - HOUR), yearOf(midnight - 400 * DAY)])) expect(html).toMatch(new RegExp(`<h2 id="aar-${year}"[^>]*>${year}</h2>`));
    // The running order, and each venue leading to its page.
    expect(html).toContain('Anna · Bent');
    expect(html).toMatch(new RegExp(`<a [^>]*href="/venues/${s.vega}"[^>]*>Vega</a>, København V`));
    expect(html).not.toContain('Køb billet');
    expect(html).not.toContain('Vis flere');
    expect(jsonLd(response.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [s.yesterday, s.lastMonth, s.lastYear].map((id, index) => ({ '@type': 'ListItem', position: index + 1, url: `${PUBLIC_URL}/events/${id}` })),
      },
    ]);
  });

  it('puts every public event in exactly one of /events and the archive, for members too', async () => {
    const upcoming = decode((await t.get('/events')).text);
    expect(eventIds(upcoming)).toEqual([s.tonight, s.nextWeek]);
    expect(upcoming).toMatch(/<a [^>]*href="\/events\/tidligere"[^>]*>Tidligere koncerter<\/a>/);
    const cookie = await t.loginAdmin();
    expect(eventIds((await t.get('/events/tidligere', { cookie })).text)).toEqual([s.yesterday, s.lastMonth, s.lastYear]);
  });

  it('shows the newest again for a month after today or an address it does not understand', async () => {
    for (const path of ['/events/tidligere?fra=2999-01', '/events/tidligere?fra=marts&side=x']) {
      const response = await t.get(path);
      expect(response.status, path).toBe(200);
      expect(eventIds(response.text), path).toEqual([s.yesterday, s.lastMonth, s.lastYear]);
    }
    // From the end of last year's month back: only that one.
    const { year, month } = copenhagenWallClock(midnight - 400 * DAY);
    const older = await t.get(`/events/tidligere?fra=${year}-${String(month).padStart(2, '0')}`);
    expect(eventIds(older.text)).toEqual([s.lastYear]);
    expect(decode(older.text)).toContain('Tilbage til de nyeste');
    // A page number that is none is the first page, on every page that reads one.
    for (const path of [`/artists/${s.anna}?side=x`, `/venues/${s.vega}?side=0`, '/artists?side=x']) expect((await t.get(path)).status, path).toBe(200);
  });
});

describe('the list procedure the archive reads', () => {
  const today = () => {
    const { year, month, day } = copenhagenWallClock(Date.now());
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  const ids = (records: { id: number }[]) => records.map((record) => record.id);

  it('splits the public programme at today in Copenhagen, over REST and tRPC alike', async () => {
    const before = `from_date<${today()},is_public=true`;
    const all = await t.get(`/api/events?order_by=from_date%20desc&filter=${encodeURIComponent(before)}`);
    expect(ids(all.body.records)).toEqual([s.yesterday, s.cancelled, s.lastMonth, s.lastYear]);
    const past = await t.get(`/api/events?order_by=from_date%20desc&filter=${encodeURIComponent(`${before},status!=cancelled,status!=postponed`)}`);
    expect(past.status).toBe(200);
    expect(ids(past.body.records)).toEqual([s.yesterday, s.lastMonth, s.lastYear]);
    const input = { filter: `from_date>=${today()},is_public=true`, order_by: ['from_date ASC'] };
    const upcoming = await t.get(`/trpc/events.list?input=${encodeURIComponent(JSON.stringify(input))}`);
    expect(upcoming.status).toBe(200);
    expect(ids(upcoming.body.result.data.records)).toEqual([s.tonight, s.nextWeek]);
    const byVenue = await t.get(`/api/events?order_by=from_date%20desc&filter=${encodeURIComponent(`${before},venue_id=${s.vega}`)}`);
    expect(ids(byVenue.body.records)).toEqual([s.cancelled, s.lastMonth, s.lastYear]);
  });
});

describe("an artist's past", () => {
  it('lists "Har spillet her" under the upcoming concerts, public ones that took place only, by year', async () => {
    const html = decode((await t.get(`/artists/${s.anna}`)).text);
    expect(html.indexOf('>Kommende koncerter</h2>')).toBeGreaterThan(0);
    expect(html.indexOf('>Har spillet her</h2>')).toBeGreaterThan(html.indexOf('>Kommende koncerter</h2>'));
    expect(eventIds(after(html, 'Kommende koncerter').split('>Har spillet her</h2>')[0]!)).toEqual([s.tonight, s.nextWeek]);
    expect(eventIds(after(html, 'Har spillet her'))).toEqual([s.lastMonth, s.lastYear]);
    expect(html).toMatch(new RegExp(`<h3 id="aar-${yearOf(midnight - 400 * DAY)}"`));
  });

  it('leaves the section out for an artist who has not played yet', async () => {
    const html = decode((await t.get(`/artists/${s.carl}`)).text);
    expect(html).toContain('har ingen kommende koncerter hos os lige nu');
    expect(html).not.toContain('Har spillet her');
  });
});

describe('/venues/{id}', () => {
  it('shows the address, the upcoming concerts and the past ones, with a Place in the JSON-LD', async () => {
    const response = await t.get(`/venues/${s.vega}`);
    expect(response.status).toBe(200);
    const html = decode(response.text);
    expect(html).toMatch(/<h1[^>]*>Vega<\/h1>/);
    expect(html).toContain('<title>Vega · Vores spillested</title>');
    expect(html).toContain('>Enghavevej 40, 1674 København V</p>');
    expect(html).toContain(`href="https://www.openstreetmap.org/search?query=${encodeURIComponent('Enghavevej 40, 1674 København V, Danmark')}"`);
    expect(html).toContain('href="https://vega.dk"');
    expect(eventIds(after(html, 'Kommende koncerter').split('>Har spillet her</h2>')[0]!)).toEqual([s.nextWeek]);
    expect(eventIds(after(html, 'Har spillet her'))).toEqual([s.lastMonth, s.lastYear]);
    expect(jsonLd(response.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@id': `${PUBLIC_URL}/venues/${s.vega}`,
        '@type': 'Place',
        name: 'Vega',
        address: { '@type': 'PostalAddress', streetAddress: 'Enghavevej 40', postalCode: '1674', addressLocality: 'København V', addressCountry: 'DK' },
        url: 'https://vega.dk',
      },
    ]);
  });

  it('is linked from the event page and the programme', async () => {
    const event = decode((await t.get(`/events/${s.nextWeek}`)).text);
    expect(event).toMatch(new RegExp(`<a [^>]*href="/venues/${s.vega}"[^>]*>Vega</a>`));
    const programme = decode((await t.get('/events')).text);
    expect(programme).toMatch(new RegExp(`<a [^>]*href="/venues/${s.train}"[^>]*>Train</a>, Aarhus`));
  });

  it('answers 404 with the not-found page for a venue that does not exist', async () => {
    for (const path of ['/venues/99999', '/venues/abc', '/venues/0']) {
      const response = await t.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).toContain('Hov! Denne side findes desværre ikke...');
    }
  });

  it("serves a visitor's copy from the public cache until a write", async () => {
    const nonce = (html: string) => /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
    const first = await t.get(`/venues/${s.train}`);
    const second = await t.get(`/venues/${s.train}`);
    expect(second.text).toBe(first.text);
    expect(nonce(second.text)).toBe(nonce(first.text));
    const cookie = await t.loginAdmin();
    const venue = (await t.get(`/api/venues/${s.train}`)).body;
    const update = await t.put(`/api/venues/${s.train}`, { cookie, body: { name: 'Train', city: 'Aarhus', countryCode: 'DK', address: 'Toldbodgade 6', updatedAt: venue.updatedAt } });
    expect(update.status, update.text).toBe(200);
    expect(decode((await t.get(`/venues/${s.train}`)).text)).toContain('>Toldbodgade 6, Aarhus</p>');
  });
});

describe('the sitemap', () => {
  it('holds the archive and every venue', async () => {
    const text = (await t.get('/sitemap-1.xml')).text;
    const locations = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining([`${PUBLIC_URL}/events/tidligere`, `${PUBLIC_URL}/venues/${s.vega}`, `${PUBLIC_URL}/venues/${s.train}`]));
  });
});
