import Fastify from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { localisedPath } from '../../shared/i18n';
import { Event } from '../modules/event/event.entity';
import { HOUR, type ManyEvents, seedManyEvents } from '../test/many-events';
import { PUBLIC_URL, useTestApp } from '../test/test-app';
import { feeds } from './feeds';

const t = useTestApp();
let programme: ManyEvents;

// 1,200 events 14 hours apart: 700 days ahead, 90 % public.
beforeAll(async () => {
  programme = await seedManyEvents(t, { count: 1200 });
}, 60_000);

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT') as VEvent[];
const eventIdOf = (uid: string) => Number(/^event-(\d+)[-@]/.exec(uid)?.[1]);
const publicEvents = () => programme.events.filter((event) => event.isPublic);
const YEAR_AHEAD = 365 * 24 * HOUR;

describe('every feed is bounded (docs/content.md)', () => {
  it('/kalender.ics holds the first 500 entries of the coming 12 months', async () => {
    const entries = vevents((await t.get('/kalender.ics')).text);
    expect(entries).toHaveLength(500);
    // The earliest 500 public concerts, each within a year.
    expect(entries.map((entry) => eventIdOf(entry.uid)).sort((a, b) => a - b)).toEqual(publicEvents().slice(0, 500).map((event) => event.id));
    for (const entry of entries) expect(entry.start.getTime()).toBeLessThan(Date.now() + YEAR_AHEAD + 24 * HOUR);
  });

  it('an artist and a venue calendar hold their coming 12 months, and nothing later', async () => {
    const artist = programme.artists[0]!;
    const withinYear = (event: ManyEvents['events'][number]) => event.from.getTime() < Date.now() + YEAR_AHEAD - 24 * HOUR;
    const expected = publicEvents().filter((event) => event.artist === artist);
    const entries = vevents((await t.get(`/artists/${artist}/kalender.ics`)).text).map((entry) => eventIdOf(entry.uid));
    // About 200 of the artist's 360 public events fall in the year; the rest are later.
    expect(entries.length).toBeGreaterThan(150);
    expect(entries.length).toBeLessThan(expected.length);
    expect(new Set(entries)).toEqual(new Set(expected.slice(0, entries.length).map((event) => event.id)));
    expect(expected.filter(withinYear).every((event) => entries.includes(event.id))).toBe(true);
    const venue = programme.venues[1]!;
    const venueEntries = vevents((await t.get(`/venues/${venue}/kalender.ics`)).text);
    expect(venueEntries.length).toBeGreaterThan(150);
    expect(venueEntries.length).toBeLessThan(publicEvents().filter((event) => event.venue === venue).length);
  });

  it('an entry carries the first 1,000 characters of a long description, so 500 stay under 2 MB', async () => {
    const id = publicEvents()[0]!.id;
    const em = t.orm.em.fork();
    const event = await em.findOneOrFail(Event, id);
    event.description = `<p>${'Lang tekst om aftenen. '.repeat(430)}</p>`;
    await em.flush();
    const description = vevents((await t.get(`/events/${id}.ics`)).text)[0]!.description;
    // After the running order, the event's own text.
    const text = (typeof description === 'object' ? description.val : String(description)).split('\n\n').at(-1)!;
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toMatch(/^Lang tekst om aftenen\. .*…$/);
    expect((await t.get('/kalender.ics')).raw.length).toBeLessThan(2_000_000);
  });

  it('/rss.xml holds the next 50 public events', async () => {
    const text = (await t.get('/rss.xml')).text;
    const links = [...text.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(publicEvents().slice(0, 50).map((event) => `${PUBLIC_URL}/events/${event.id}`));
  });
});

const SITEMAP_INDEX = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">((?:<sitemap><loc>[^<]+<\/loc><\/sitemap>)+)<\/sitemapindex>\n$/;
const URL_SET =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">((?:<url><loc>[^<]+<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?(?:<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"\/>){3}<\/url>)*)<\/urlset>\n$/;
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Every URL of the sitemap, read through its index as a search engine does; each file at most `perFile`. */
async function walkSitemap(get: (path: string) => Promise<{ status: number; text: string }>, perFile: number) {
  const index = await get('/sitemap.xml');
  expect(index.text).toMatch(SITEMAP_INDEX);
  const files = locations(index.text);
  const urls: string[] = [];
  for (const [position, file] of files.entries()) {
    expect(file).toBe(`${PUBLIC_URL}/sitemap-${position + 1}.xml`);
    const part = await get(new URL(file).pathname);
    expect(part.status).toBe(200);
    expect(part.text).toMatch(URL_SET);
    const found = locations(part.text);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(perFile);
    urls.push(...found);
  }
  expect((await get(`/sitemap-${files.length + 1}.xml`)).status).toBe(404);
  return { files, urls };
}

describe('the sitemap is an index over files of bounded size', () => {
  const expected = () => [
    ...['/', '/events', '/events/tidligere', '/artists', '/about'],
    ...publicEvents().map((event) => `/events/${event.id}`),
    ...programme.artists.map((artist) => `/artists/${artist}`),
    ...programme.venues.map((venue) => `/venues/${venue}`),
  ].flatMap((path) => [`${PUBLIC_URL}${path}`, `${PUBLIC_URL}${localisedPath(path, 'en')}`]);

  it('holds the static pages, every upcoming public event, every artist and every venue, in both languages, in one file of at most 3,000', async () => {
    const { files, urls } = await walkSitemap((path) => t.get(path), 3_000);
    expect(files).toHaveLength(1);
    expect(urls).toEqual(expected());
  });

  it('splits them over files, none repeated or left out', async () => {
    // The same routes with 100 URLs a file: 1,091 pages in both languages, 2,182 URLs in 22 files.
    const small = Fastify({ logger: false });
    await small.register(feeds, { orm: t.orm, config: t.config, urlsPerFile: 100 });
    const get = async (url: string) => {
      const response = await small.inject({ method: 'GET', url });
      return { status: response.statusCode, text: response.body };
    };
    const { files, urls } = await walkSitemap(get, 100);
    expect(files).toHaveLength(Math.ceil(expected().length / 100));
    expect(urls).toEqual(expected());
    for (const path of ['/sitemap-0.xml', '/sitemap-x.xml']) expect((await get(path)).status, path).toBe(404);
    await small.close();
  });
});
