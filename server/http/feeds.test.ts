import ical, { type ParameterValue, type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../shared/danish-date';
import { createArtists, createVenue, inDays, uploadCover } from '../modules/event/event-test-fixtures';
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

/** A property's text, whether the parser gave it plain or with its parameters. */
const textOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);

const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT') as VEvent[];

describe('calendar feeds (RFC 5545, docs/content.md)', () => {
  it('/kalender.ics has one event per concert of the upcoming public programme, in UTC', async () => {
    const { jazz } = await programme();
    const response = await t.get('/kalender.ics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    const events = vevents(response.text);
    expect(events.map((event) => event.summary).sort()).toEqual(['Anna · Jazzaften', 'Bent · Jazzaften', 'Bent · Rock i Train']);
    const anna = events.find((event) => event.summary === 'Anna · Jazzaften')!;
    expect(anna.start.toISOString()).toBe(inDays(3, 18));
    expect(anna.end!.toISOString()).toBe(inDays(3, 19));
    expect(anna.location).toBe('Vega, Aarhus, Danmark');
    expect(anna.description).toBe('Om Jazzaften & mere');
    expect(textOf(anna.url)).toBe(`${PUBLIC_URL}/events/${jazz}`);
  });

  it('keeps UIDs across fetches and across an update that replaces the concerts', async () => {
    const { jazz, anna, bent, vega } = await programme();
    const uids = async () => vevents((await t.get(`/events/${jazz}.ics`)).text).map((event) => event.uid).sort();
    const before = await uids();
    expect(before).toEqual([`event-${jazz}-artist-${anna}@spillested.test`, `event-${jazz}-artist-${bent}@spillested.test`]);
    expect(await uids()).toEqual(before);
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
    expect(await uids()).toEqual(before);
  });

  it('serves one event as a file to add, and never a members-only or unknown one', async () => {
    const { jazz, secret } = await programme();
    const response = await t.get(`/events/${jazz}.ics`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="spillested-${jazz}.ics"`);
    expect(vevents(response.text)).toHaveLength(2);
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
    expect(vevents((await t.get(`/venues/${train}/kalender.ics`)).text).map((event) => event.summary)).toEqual(['Bent · Rock i Train']);
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
        expect(entries.map((entry) => [entry.summary, entry.status])).toEqual([
          ['Aflyst: Anna · Jazzaften', 'CANCELLED'],
          ['Aflyst: Bent · Jazzaften', 'CANCELLED'],
        ]);
      }
    });
    await withJazz({ status: 'postponed' }, async (jazz) => {
      const [entry] = vevents((await t.get(`/events/${jazz}.ics`)).text);
      expect([entry?.summary, entry?.status]).toEqual(['Udsat: Anna · Jazzaften', 'TENTATIVE']);
    });
    const [entry] = vevents((await t.get(`/events/${(await programme()).jazz}.ics`)).text);
    expect([entry?.summary, entry?.status]).toEqual(['Anna · Jazzaften', undefined]);
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
