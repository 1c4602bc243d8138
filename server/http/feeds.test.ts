import ical, { type ParameterValue, type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../../shared/danish-date';
import { createArtists, createVenue, inDays, uploadCover } from '../test/event-test-fixtures';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const t = useTestApp();


type Setup = { vega: number; train: number; anna: number; bent: number; jazz: number; secret: number; past: number };
let setup: Setup | undefined;

/** A small programme: two public upcoming events, one members-only, one past. */
async function programme(): Promise<Setup> {
  if (setup) return setup;
  const cookie = await t.loginAdmin();
  const [anna, bent] = await createArtists(t, ['Anna', 'Bent']);
  const [vega, train] = [await createVenue(t, cookie, 'Vega'), await createVenue(t, cookie, 'Train')];
  const event = async (title: string, venueId: number, isPublic: boolean, concerts: [number, string, string][]) => {
    const response = await t.post('/api/events', {
      cookie,
      body: {
        title,
        description: `<p>Om ${title} &amp; mere</p>`,
        ticketUrl: 'https://billet.dk',
        venueId,
        isPublic,
        imageUrl: await uploadCover(t, cookie, title.length),
        concerts: concerts.map(([artistID, from, to]) => ({ artistID, from, to })),
      },
    });
    if (response.status !== 200) throw new Error(response.text);
    return response.body.id as number;
  };
  setup = {
    vega,
    train,
    anna,
    bent,
    jazz: await event('Jazzaften', vega, true, [
      [anna, inDays(3, 18), inDays(3, 19)],
      [bent, inDays(3, 20), inDays(3, 21)],
    ]),
    secret: await event('Hemmelig fest', vega, false, [[anna, inDays(5), inDays(5, 21)]]),
    past: await event('Sidste år', train, true, [[bent, inDays(-30), inDays(-30, 21)]]),
  };
  await event('Rock i Train', train, true, [[bent, inDays(8), inDays(8, 21)]]);
  return setup;
}

/** "19.00–20.00": a concert's Copenhagen times, as the running order gives them. */
const slot = (day: number, fromHour: number, toHour: number) => `${formatTime(inDays(day, fromHour))}–${formatTime(inDays(day, toHour))}`;

/** A property's text, whether the parser gave it plain or with its parameters. */
const textOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);

const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT') as VEvent[];

// First in the file: the programme below is made once and kept.
describe('an empty programme', () => {
  it('dates the RSS feed now, not 1970', async () => {
    const before = Date.now();
    const rss = (await t.get('/rss.xml')).text;
    const built = Date.parse(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(rss)![1]!);
    expect(built).toBeGreaterThanOrEqual(before - 1000);
    expect(built).toBeLessThanOrEqual(Date.now());
  });
});

describe('calendar feeds (RFC 5545, docs/content.md)', () => {
  it('/kalender.ics has one entry per evening of the upcoming public programme, in UTC, with its running order', async () => {
    const { jazz } = await programme();
    const response = await t.get('/kalender.ics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    const events = vevents(response.text);
    expect(events.map((event) => event.summary).sort()).toEqual(['Jazzaften', 'Rock i Train']);
    const evening = events.find((event) => event.summary === 'Jazzaften')!;
    // From the first concert (no doors given) to the last one's end.
    expect(evening.start.toISOString()).toBe(inDays(3, 18));
    expect(evening.end!.toISOString()).toBe(inDays(3, 21));
    expect(evening.location).toBe('Vega, Aarhus, Danmark');
    expect(evening.description).toBe(`Program:\n${slot(3, 18, 19)} Anna\n${slot(3, 20, 21)} Bent\n\nOm Jazzaften & mere`);
    expect(textOf(evening.url)).toBe(`${PUBLIC_URL}/events/${jazz}`);
  });

  it('keeps UIDs across fetches and across an update that replaces the concerts', async () => {
    const { jazz, anna, bent, vega } = await programme();
    const uids = async () =>
      [`/events/${jazz}.ics`, '/kalender.ics', `/venues/${vega}/kalender.ics`, `/artists/${anna}/kalender.ics`, `/artists/${bent}/kalender.ics`].map(
        async (path) => vevents((await t.get(path)).text).map((event) => event.uid).filter((uid) => uid.startsWith(`event-${jazz}`)),
      );
    const before = await Promise.all(await uids());
    // The evening by its event; an artist's own concert, as every entry was named before evenings.
    const evening = `event-${jazz}@spillested.test`;
    expect(before).toEqual([[evening], [evening], [evening], [`event-${jazz}-artist-${anna}@spillested.test`], [`event-${jazz}-artist-${bent}@spillested.test`]]);
    expect(await Promise.all(await uids())).toEqual(before);
    const cookie = await t.loginAdmin();
    const current = (await t.get(`/api/events/${jazz}`)).body;
    const updated = await t.put(`/api/events/${jazz}`, {
      cookie,
      body: {
        title: current.title,
        description: current.description,
        ticketUrl: current.ticketUrl,
        venueId: vega,
        isPublic: true,
        concerts: [
          { artistID: anna, from: inDays(3, 17), to: inDays(3, 18) },
          { artistID: bent, from: inDays(3, 20), to: inDays(3, 21) },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(await Promise.all(await uids())).toEqual(before);
  });

  it('serves one event as a file to add, and never a members-only or unknown one', async () => {
    const { jazz, secret } = await programme();
    const response = await t.get(`/events/${jazz}.ics`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="spillested-${jazz}.ics"`);
    expect(vevents(response.text)).toHaveLength(1);
    for (const path of [`/events/${secret}.ics`, '/events/99999.ics', '/events/abc.ics', '/events/0.ics']) {
      const refused = await t.get(path);
      expect(refused.status, path).toBe(404);
      expect(refused.body).toEqual({ message: expect.any(String) });
    }
    // A member who may see it still gets no feed for it: feeds are public documents.
    expect((await t.get(`/events/${secret}.ics`, { cookie: await t.loginAdmin() })).status).toBe(404);
  });

  it('has a calendar per artist and per venue', async () => {
    const { anna, train } = await programme();
    expect(vevents((await t.get(`/artists/${anna}/kalender.ics`)).text).map((event) => event.summary)).toEqual(['Anna · Jazzaften']);
    expect(vevents((await t.get(`/venues/${train}/kalender.ics`)).text).map((event) => event.summary)).toEqual(['Rock i Train']);
    expect((await t.get('/artists/99999/kalender.ics')).status).toBe(404);
    expect((await t.get('/venues/99999/kalender.ics')).status).toBe(404);
  });

  it("puts the venue's address in LOCATION when it has one", async () => {
    const { train } = await programme();
    const cookie = await t.loginAdmin();
    const place = (address: string | null, postalCode: string | null) => ({ name: 'Train', city: 'Aarhus', countryCode: 'DK', address, postalCode });
    expect((await t.put(`/api/venues/${train}`, { cookie, body: place('Toldbodgade 6', '8000') })).status).toBe(200);
    try {
      const [entry] = vevents((await t.get(`/venues/${train}/kalender.ics`)).text);
      expect(entry?.location).toBe('Train, Toldbodgade 6, 8000 Aarhus, Danmark');
    } finally {
      await t.put(`/api/venues/${train}`, { cookie, body: place(null, null) });
    }
  });
});

describe("an event's status and details in the feeds (issue 26)", () => {
  /** Sets the status and details of the Jazzaften, runs `check`, and sets them back. */
  async function withJazz(fields: Record<string, unknown>, check: (jazz: number) => Promise<void>) {
    const { jazz } = await programme();
    const cookie = await t.loginAdmin();
    const event = (await t.get(`/api/events/${jazz}`)).body;
    const body = (extra: Record<string, unknown>) => ({
      ...{ title: event.title, description: event.description, ticketUrl: event.ticketUrl, venueId: event.venue.id, isPublic: true },
      concerts: event.concerts.map((concert: { artist: { id: number }; from: string; to: string }) => ({ artistID: concert.artist.id, from: concert.from, to: concert.to })),
      ...extra,
    });
    expect((await t.put(`/api/events/${jazz}`, { cookie, body: body(fields) })).status).toBe(200);
    try {
      await check(jazz);
    } finally {
      await t.put(`/api/events/${jazz}`, { cookie, body: body({ status: 'scheduled', doorsAt: null, price: null, ageLimit: null }) });
    }
  }

  it('marks a cancelled event STATUS:CANCELLED with "Aflyst:" in every calendar, and a postponed one TENTATIVE', async () => {
    await withJazz({ status: 'cancelled' }, async (jazz) => {
      for (const path of [`/events/${jazz}.ics`, '/kalender.ics']) {
        const entries = vevents((await t.get(path)).text).filter((entry) => textOf(entry.summary)?.includes('Jazzaften'));
        expect(entries.map((entry) => [entry.summary, entry.status])).toEqual([['Aflyst: Jazzaften', 'CANCELLED']]);
      }
      const [own] = vevents((await t.get(`/artists/${(await programme()).anna}/kalender.ics`)).text);
      expect([own?.summary, own?.status]).toEqual(['Aflyst: Anna · Jazzaften', 'CANCELLED']);
    });
    await withJazz({ status: 'postponed' }, async (jazz) => {
      const [entry] = vevents((await t.get(`/events/${jazz}.ics`)).text);
      expect([entry?.summary, entry?.status]).toEqual(['Udsat: Jazzaften', 'TENTATIVE']);
    });
    const [entry] = vevents((await t.get(`/events/${(await programme()).jazz}.ics`)).text);
    expect([entry?.summary, entry?.status]).toEqual(['Jazzaften', undefined]);
  });

  it('starts the evening when the doors open and puts the doors, price and age limit before the running order', async () => {
    const { anna, bent } = await programme();
    const doorsAt = inDays(3, 17);
    const concerts = [
      { artistID: anna, from: inDays(3, 18), to: inDays(3, 19) },
      { artistID: bent, from: inDays(3, 20), to: inDays(3, 21) },
    ];
    await withJazz({ doorsAt, price: '120 kr.', ageLimit: 18, concerts }, async (jazz) => {
      const [entry] = vevents((await t.get(`/events/${jazz}.ics`)).text);
      expect(entry!.start.toISOString()).toBe(doorsAt);
      expect(entry!.end!.toISOString()).toBe(inDays(3, 21));
      expect(entry!.description).toBe(
        `Dørene åbner kl. ${formatTime(doorsAt)} · 120 kr. · Aldersgrænse 18 år\n\nProgram:\n${slot(3, 18, 19)} Anna\n${slot(3, 20, 21)} Bent\n\nOm Jazzaften & mere`,
      );
      // An artist's entry is still their own set.
      const [own] = vevents((await t.get(`/artists/${bent}/kalender.ics`)).text);
      expect([own!.start.toISOString(), own!.end!.toISOString()]).toEqual([inDays(3, 20), inDays(3, 21)]);
    });
  });

  it('lists a running order up to 1,000 characters and counts the rest', async () => {
    const [long] = await createArtists(t, ['L'.repeat(100)]);
    const start = Date.parse(inDays(3, 18));
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const concerts = Array.from({ length: 50 }, (_, index) => ({ artistID: long, from: at(index * 6), to: at(index * 6 + 5) }));
    await withJazz({ concerts }, async (jazz) => {
      const [entry] = vevents((await t.get(`/events/${jazz}.ics`)).text);
      const order = String(entry!.description).split('\n\n')[0]!.split('\n');
      // "18.00–18.05 LLL…": 112 characters a line, so 8 lines and the count of the other 42.
      expect(order).toHaveLength(10);
      expect(order.at(-1)).toBe('… og 42 mere');
      expect(order.slice(1, -1).join('\n').length).toBeLessThanOrEqual(1000);
    });
  });

  it('dates each concert of an event over several days in its running order', async () => {
    const { anna, bent } = await programme();
    const concerts = [
      { artistID: anna, from: inDays(3, 18), to: inDays(3, 19) },
      { artistID: bent, from: inDays(4, 18), to: inDays(4, 19) },
    ];
    await withJazz({ concerts }, async (jazz) => {
      const [entry] = vevents((await t.get(`/events/${jazz}.ics`)).text);
      expect(entry!.end!.toISOString()).toBe(inDays(4, 19));
      const dated = (day: number) => `${formatDate(inDays(day, 18))} kl. ${slot(day, 18, 19)}`;
      expect(entry!.description).toBe(`Program:\n${dated(3)} Anna\n${dated(4)} Bent\n\nOm Jazzaften & mere`);
    });
  });

  it('gives an RSS item its status before the title and its doors, price and age limit after who plays', async () => {
    const doorsAt = inDays(3, 17);
    await withJazz({ status: 'sold-out', doorsAt, price: '120 kr.', ageLimit: 18 }, async (jazz) => {
      const rss = (await t.get('/rss.xml')).text;
      const item = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!).find((text) => text.includes(`/events/${jazz}<`))!;
      expect(item).toContain('<title><![CDATA[Udsolgt: Jazzaften]]></title>');
      expect(item).toContain(`Vega, Aarhus: Anna, Bent. Dørene åbner kl. ${formatTime(doorsAt)} · 120 kr. · Aldersgrænse 18 år. Om Jazzaften &amp; mere`);
    });
  });
});

describe('feeds for readers and search engines', () => {
  it('lists the upcoming public events in RSS', async () => {
    const { jazz, secret, past } = await programme();
    const response = await t.get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const links = [...response.text.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toContain(`${PUBLIC_URL}/events/${jazz}`);
    expect(links).not.toContain(`${PUBLIC_URL}/events/${secret}`);
    expect(links).not.toContain(`${PUBLIC_URL}/events/${past}`);
    expect(links).toHaveLength(2);
  });

  it('maps the public pages, upcoming events and their artists in the sitemap', async () => {
    const { jazz, secret, anna, bent } = await programme();
    const index = await t.get('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.text).toContain(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${PUBLIC_URL}/sitemap-1.xml</loc></sitemap></sitemapindex>`);
    const response = await t.get('/sitemap-1.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/events`, `${PUBLIC_URL}/events/${jazz}`, `${PUBLIC_URL}/artists/${anna}`, `${PUBLIC_URL}/artists/${bent}`]),
    );
    expect(locations).not.toContain(`${PUBLIC_URL}/events/${secret}`);
    expect(locations.some((location) => location?.includes('/admin'))).toBe(false);
  });

  it('keeps search engines out of the admin area and the sign-in pages, and points at the sitemap', async () => {
    const response = await t.get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('Disallow: /admin');
    expect(response.text).toContain('Disallow: /auth');
    expect(response.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
