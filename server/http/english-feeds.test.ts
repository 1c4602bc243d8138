import ical, { type ParameterValue, type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../shared/english-date';
import { createArtists, createVenue, inDays, uploadCover } from '../test/event-test-fixtures';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const t = useTestApp();

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT') as VEvent[];
const textOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);

const night = {} as { id: number; anna: number; venue: number; doorsAt: string };

beforeAll(async () => {
  const cookie = await t.loginAdmin();
  const [anna] = await createArtists(t, ['Anna']);
  night.anna = anna;
  night.venue = await createVenue(t, cookie, 'Vega');
  night.doorsAt = inDays(4, 19);
  const response = await t.post('/api/events', {
    cookie,
    body: {
      title: 'Jazzaften',
      description: '<p>Om aftenen</p>',
      ticketUrl: 'https://billet.dk',
      venueId: night.venue,
      isPublic: true,
      imageUrl: await uploadCover(t, cookie),
      status: 'cancelled',
      doorsAt: night.doorsAt,
      ageLimit: 18,
      concerts: [{ artistID: anna, from: inDays(4, 20), to: inDays(4, 21) }],
    },
  });
  expect(response.status, response.text).toBe(200);
  night.id = response.body.id;
});

describe('the feeds in English (issue 48)', () => {
  it('/en/rss.xml is the programme in English, linking to the English pages', async () => {
    const response = await t.get('/en/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const rss = response.text;
    expect(rss).toContain('<title>Vores spillested: upcoming concerts</title>');
    expect(rss).toContain('<language>en</language>');
    expect(rss).toContain(`<link>${PUBLIC_URL}/en/events</link>`);
    expect(rss).toContain(`href="${PUBLIC_URL}/en/rss.xml"`);
    expect(rss).toContain(`<link>${PUBLIC_URL}/en/events/${night.id}</link>`);
    // No English title yet: the Danish one, after its status in English.
    expect(rss).toContain('<title><![CDATA[Cancelled: Jazzaften]]></title>');
    expect(rss).toContain(`Vega, Aarhus: Anna. Doors ${formatTime(night.doorsAt)} · Ages 18+. Om aftenen`);
    expect(rss).not.toMatch(/kommende|Dørene|Aldersgrænse|Aflyst/);
  });

  it('the English calendars are named, dated and linked in English', async () => {
    const paths = ['/en/kalender.ics', `/en/artists/${night.anna}/kalender.ics`, `/en/venues/${night.venue}/kalender.ics`, `/en/events/${night.id}.ics`];
    for (const path of paths) {
      const response = await t.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const [entry] = vevents(response.text);
      expect(textOf(entry!.summary), path).toMatch(/^Cancelled: (Anna · )?Jazzaften$/);
      expect(textOf(entry!.url)).toBe(`${PUBLIC_URL}/en/events/${night.id}`);
      expect(entry!.location).toBe('Vega, Aarhus, Denmark');
      expect(entry!.description).toBe(`Doors ${formatTime(night.doorsAt)} · Ages 18+\n\nRunning order:\n${formatTime(inDays(4, 20))}–${formatTime(inDays(4, 21))} Anna\n\nOm aftenen`);
    }
    expect((await t.get('/en/kalender.ics')).text).toContain('X-WR-CALNAME:Vores spillested: upcoming concerts');
    expect((await t.get(`/en/artists/${night.anna}/kalender.ics`)).text).toContain('X-WR-CALNAME:Anna at Vores spillested');
    expect((await t.get(`/en/events/${night.id}.ics`)).headers['content-disposition']).toBe(`attachment; filename="spillested-${night.id}.ics"`);
  });

  it('keeps the same entries (UIDs) in both languages, so a calendar app that has both keeps one', async () => {
    const uids = async (path: string) => vevents((await t.get(path)).text).map((entry) => entry.uid);
    expect(await uids(`/en/events/${night.id}.ics`)).toEqual(await uids(`/events/${night.id}.ics`));
    expect(await uids(`/en/artists/${night.anna}/kalender.ics`)).toEqual(await uids(`/artists/${night.anna}/kalender.ics`));
  });

  it('refuses what the Danish feeds refuse', async () => {
    for (const path of ['/en/events/99999.ics', '/en/artists/99999/kalender.ics', '/en/venues/abc/kalender.ics']) {
      const refused = await t.get(path);
      expect(refused.status, path).toBe(404);
      expect(refused.body).toEqual({ message: expect.stringMatching(/findes ikke/i) });
    }
  });
});

describe('the sitemap in both languages (issue 48)', () => {
  it("lists each page's Danish and English URL, each naming both and the Danish as x-default", async () => {
    const text = (await t.get('/sitemap-1.xml')).text;
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates = (danish: string, english: string) =>
      `<xhtml:link rel="alternate" hreflang="da" href="${danish}"/><xhtml:link rel="alternate" hreflang="en" href="${english}"/><xhtml:link rel="alternate" hreflang="x-default" href="${danish}"/>`;
    const page = `${PUBLIC_URL}/events/${night.id}`;
    const englishPage = `${PUBLIC_URL}/en/events/${night.id}`;
    const lastmod = '<lastmod>[^<]+</lastmod>';
    const escape = (text: string) => text.replace(/[.?/]/g, '\\$&');
    expect(text).toMatch(new RegExp(escape(`<url><loc>${page}</loc>`) + lastmod + escape(`${alternates(page, englishPage)}</url><url><loc>${englishPage}</loc>`) + lastmod + escape(`${alternates(page, englishPage)}</url>`)));
    expect(text).toContain(`<url><loc>${PUBLIC_URL}/</loc>${alternates(`${PUBLIC_URL}/`, `${PUBLIC_URL}/en`)}</url><url><loc>${PUBLIC_URL}/en</loc>`);
  });
});
