import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../shared/danish-date';
import { seedDemo } from '../demo/seed-demo';
import { sourcePages } from '../test/source-pages';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const app = useTestApp({}, { pages: sourcePages() });

type EventDto = { id: number; title: string; isPublic: boolean; imageUrl: string; from: string; concerts: { artist: { id: number; name: string } }[] };
const programme = {} as { next: EventDto; secret: EventDto; past: EventDto };

beforeAll(async () => {
  await seedDemo(app.orm.em.fork());
  const all = (await app.get('/api/events?per_page=0&order_by=from_date', { cookie: await app.loginAdmin() })).body.records as EventDto[];
  const upcoming = all.filter((event) => Date.parse(event.from) > Date.now());
  programme.next = upcoming.find((event) => event.isPublic && event.concerts.length > 0)!;
  programme.secret = upcoming.find((event) => !event.isPublic)!;
  programme.past = all.find((event) => Date.parse(event.from) < Date.now())!;
});

/** The content of a head tag, e.g. meta('og:image'). */
function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`"${key}"`));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** The nonces on the page's script tags and the one its CSP allows must be the same, and fresh. */
function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]!);
}

describe('pages rendered on the server', () => {
  it('answers a page as complete Danish HTML, readable without JavaScript', async () => {
    const response = await app.get('/auth/login');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // A log-in page starts React at once (client/src/lib/app-start.ts).
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="da" data-start="at-once">/);
    expect(response.text).toContain('<title>Log ind · Spillested</title>');
    expect(response.text).toMatch(/<h1[^>]*>Log ind<\/h1>/);
    expect(response.text).toContain('href="/auth/register"');
  });

  it('stamps every inline script with a per-request nonce that the CSP allows, and nothing unsafe-inline', async () => {
    // A visitor's page may come from the public cache with the nonce of its render; a member's never does.
    const [first, second] = [await app.get('/auth/login'), await app.get('/auth/login', { cookie: await app.loginAdmin() })];
    const nonces = scriptNonces(first.text);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces).size).toBe(1);
    const csp = String(first.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonces[0]}'`);
    expect(scriptNonces(second.text)[0]).not.toBe(nonces[0]);
    // Every <script> either has the nonce or is a JSON data block, which never runs.
    for (const tag of first.text.match(/<script[^>]*>/g) ?? []) {
      expect(tag.includes(`nonce="${nonces[0]}"`) || tag.includes('application/ld+json')).toBe(true);
    }
  });

  it('lets door mode, and no other page, use the camera and WebAssembly (its QR reader)', async () => {
    const cookie = await app.loginAdmin();
    const [door, other] = [await app.get(`/admin/doer/${programme.next.id}`, { cookie }), await app.get('/admin/events', { cookie })];
    expect(door.status).toBe(200);
    expect(door.text).toContain('<title>Døren · Spillested</title>');
    expect(String(door.headers['permissions-policy'])).toContain('camera=(self)');
    expect(String(door.headers['content-security-policy'])).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'nonce-/);
    expect(String(other.headers['permissions-policy'])).toContain('camera=()');
    expect(String(other.headers['content-security-policy'])).not.toContain('wasm-unsafe-eval');
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await app.get('/findes/ikke');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Hov! Denne side findes desværre ikke...');
    expect(response.text).toContain('Lad os følge dig hjem igen...');
  });

  it('answers ids that are no ids with 404', async () => {
    for (const path of ['/events/abc', '/artists/0', '/events/1.5']) {
      const response = await app.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).toContain('Hov! Denne side findes desværre ikke...');
    }
  });

  it('redirects a visitor from the admin area to the login page, remembering where they were going', async () => {
    const response = await app.get('/admin/venues');
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe('/auth/login?redirect=%2Fadmin%2Fvenues');
  });

  it('sends a member who is not approved yet to the waiting page, never to a failed one', async () => {
    const { cookie } = await app.memberWith([], { active: false });
    const admin = await app.get('/admin/venues', { cookie });
    expect(admin.status).toBe(307);
    expect(admin.headers.location).toBe('/auth/pending');
    const waiting = await app.get('/auth/pending', { cookie });
    expect(waiting.status).toBe(200);
    expect(waiting.text).toContain('Dit medlemskab afventer godkendelse');
    expect((await app.get('/auth/pending')).headers.location).toBe('/auth/login');
  });

  it('renders the admin area for a member, with their session in the page', async () => {
    const cookie = await app.loginAdmin();
    const response = await app.get('/admin/venues', { cookie });
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<h1[^>]*>Spillesteder<\/h1>/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  // The auth screens' forms are answered without scripts too: form-posts.test.ts.
  it('sends its forms as posts, and any other form sent before the scripts ran back to its page, reading nothing from it', async () => {
    const page = await app.get('/auth/login');
    expect(page.text).toMatch(/<form[^>]*method="post"/);
    const early = await app.app.inject({
      method: 'POST',
      url: '/admin/venues/create?fra=%2Fadmin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      payload: 'name=Loppen&city=K%C3%B8benhavn',
    });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe('/admin/venues/create?fra=%2Fadmin');
    expect(early.headers['set-cookie']).toBeUndefined();
    // The API still takes JSON only.
    const api = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=anne%40example.dk&password=hemmelig-kode',
    });
    expect(api.statusCode).toBe(415);
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await app.get('/api/findes-ikke');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});

describe('the public pages, as the server sends them', () => {
  it('shows the landing page with the next concert, the programme and the team, all in the HTML', async () => {
    const response = await app.get('/');
    expect(response.status).toBe(200);
    // A visitor's page starts React only when they reach for a link (client/src/lib/app-start.ts).
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="da" data-start="on-intent">/);
    const html = decode(response.text);
    expect(html).toMatch(/<h1[^>]*>Spillested<\/h1>/);
    for (const heading of ['Næste koncert', 'Kommende koncerter', 'Mød holdet']) expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain(`href="/events/${programme.next.id}"`);
    expect(html).toContain(programme.next.title);
    expect(html).toContain('Anne');
    expect(html).not.toContain(programme.secret.title);
    // The first landing image is the page's largest picture: loaded first; the slideshow's others wait
    // unfetched for their turn (data-src), every other picture loads lazily.
    const images = response.text.match(/<img [^>]*>/g) ?? [];
    expect(images[0]).toMatch(/fetchPriority="high"/);
    expect(images.slice(1).every((image) => image.includes('loading="lazy"') && (image.includes(' src=') !== image.includes(' data-src=')))).toBe(true);
    expect(images.some((image) => image.includes(' data-src='))).toBe(true);
    expect(images.every((image) => /width="\d+"/.test(image) && /height="\d+"/.test(image) && /(srcSet|data-srcset)=/.test(image))).toBe(true);
  });

  it('renders an event page with its running order and a rich link preview', async () => {
    const { next } = programme;
    const response = await app.get(`/events/${next.id}`);
    expect(response.status).toBe(200);
    const html = decode(response.text);
    expect(html).toContain(`<title>${next.title} · Spillested</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${next.title}</h1>`));
    expect(html).toContain('>Koncerter</h2>');
    for (const concert of next.concerts) expect(html).toContain(`href="/artists/${concert.artist.id}"`);
    expect(html).toContain(`href="/events/${next.id}.ics"`);
    expect(html).toContain('Køb billet');
    expect(meta(html, 'og:title')).toBe(next.title);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/events/${next.id}`);
    expect(meta(html, 'og:image')).toBe(next.imageUrl.replace('.webp', '-og.webp'));
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')).toMatch(/kl\. \d\d\.\d\d/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/events/${next.id}"`);
    const [event] = jsonLd(response.text);
    expect(event).toMatchObject({
      '@type': 'MusicEvent',
      name: next.title,
      location: { '@type': 'Place', address: { addressCountry: expect.any(String) } },
      offers: { '@type': 'Offer', url: expect.stringMatching(/^https:/) },
    });
    expect(event!.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+0[12]:00$/);
    expect(event!.performer.map((performer: { name: string }) => performer.name)).toEqual(
      [...new Set(next.concerts.map((concert) => concert.artist.name))],
    );
  });

  it("gives an English page's JSON-LD inLanguage en and English links, and its head the English RSS feed (issue 48)", async () => {
    const { next } = programme;
    const danish = decode((await app.get(`/events/${next.id}`)).text);
    expect(jsonLd(danish)[0]).toMatchObject({ inLanguage: 'da', url: `${PUBLIC_URL}/events/${next.id}` });
    expect(danish).toContain('<link rel="alternate" type="application/rss+xml" title="Spillested: kommende koncerter" href="/rss.xml"');
    const english = decode((await app.get(`/en/events/${next.id}`)).text);
    // No English title yet: the Danish one.
    expect(jsonLd(english)[0]).toMatchObject({ inLanguage: 'en', name: next.title, url: `${PUBLIC_URL}/en/events/${next.id}` });
    expect(english).toContain('<link rel="alternate" type="application/rss+xml" title="Spillested: upcoming concerts" href="/en/rss.xml"');
  });

  it("shows where an event is: the venue's address, a map search and its site, and a Place in the JSON-LD", async () => {
    type Place = { name: string; address?: string; postalCode?: string; city: string; countryCode: string; url?: string };
    const upcoming = ((await app.get('/api/events?per_page=0')).body.records as (EventDto & { venue: Place })[]).filter(
      (event) => Date.parse(event.from) > Date.now(),
    );
    const home = upcoming.find(({ venue }) => venue.countryCode === 'DK' && venue.address && venue.url)!;
    const { venue } = home;
    const response = await app.get(`/events/${home.id}`);
    const html = decode(response.text);
    const address = `${venue.address}, ${venue.postalCode} ${venue.city}`;
    // The country only abroad; the map search names it, to find the right town.
    expect(html).toContain(`>${address}</p>`);
    const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, Danmark`)}`;
    expect(html).toContain(`<a href="${map}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain('Vis på kort');
    expect(html).toContain(`<a href="${venue.url}" target="_blank" rel="noopener noreferrer"`);
    // A link only: nothing on the page loads from a map server.
    expect(response.text).not.toMatch(/(src|srcSet|href)="https:\/\/[a-z.]*openstreetmap\.org\/(?!search\?)/);
    // Besides its access information, where the venue tells it (event-access.test.ts).
    expect(jsonLd(response.text)[0]!.location).toMatchObject({
      '@type': 'Place',
      name: venue.name,
      address: { '@type': 'PostalAddress', streetAddress: venue.address, postalCode: venue.postalCode, addressLocality: venue.city, addressCountry: 'DK' },
      url: venue.url,
    });

    const abroad = upcoming.find((event) => event.venue.countryCode === 'SE')!;
    const foreign = decode((await app.get(`/events/${abroad.id}`)).text);
    expect(foreign).toContain(`>${abroad.venue.address}, ${abroad.venue.postalCode} ${abroad.venue.city}, Sverige</p>`);
  });

  it("shows an event's status, doors, price and age limit on its page, in the programme and in the JSON-LD", async () => {
    const cookie = await app.loginAdmin();
    const event = (await app.get(`/api/events/${programme.next.id}`)).body;
    const body = (details: Record<string, unknown>) => ({
      ...{ title: event.title, description: event.description, ticketUrl: event.ticketUrl, venueId: event.venue.id, isPublic: true },
      concerts: event.concerts.map((concert: { artist: { id: number }; from: string; to: string }) => ({ artistID: concert.artist.id, from: concert.from, to: concert.to })),
      ...details,
    });
    const doorsAt = new Date(Date.parse(event.from) - 3600_000).toISOString();
    const page = async () => {
      const response = await app.get(`/events/${event.id}`);
      return { html: decode(response.text), ld: jsonLd(response.text)[0]! };
    };
    try {
      expect((await app.put(`/api/events/${event.id}`, { cookie, body: body({ status: 'sold-out', doorsAt, price: '120 kr.', ageLimit: 18 }) })).status).toBe(200);
      const soldOut = await page();
      expect(soldOut.html).toMatch(/>Udsolgt<\/span>Der er ikke flere billetter\.<\/p>/);
      expect(soldOut.html).toContain(`<li>Dørene åbner kl. ${formatTime(doorsAt)}</li><li>120 kr.</li><li>Aldersgrænse 18 år</li>`);
      // "Udsolgt" in the ticket button's place, with no link to the seller.
      expect(soldOut.html).toMatch(/<p class="[^"]*"><svg[^>]*>[\s\S]*?<\/svg>Udsolgt<\/p>/);
      expect(soldOut.html).not.toContain('Køb billet');
      expect(soldOut.html).not.toContain(`href="${event.ticketUrl}"`);
      expect(soldOut.ld.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(soldOut.ld.offers).toEqual({
        '@type': 'Offer',
        url: event.ticketUrl,
        availability: 'https://schema.org/SoldOut',
        price: '120',
        priceCurrency: 'DKK',
      });

      expect((await app.put(`/api/events/${event.id}`, { cookie, body: body({ status: 'cancelled' }) })).status).toBe(200);
      const cancelled = await page();
      expect(cancelled.html).toMatch(/>Aflyst<\/span>Koncerten er aflyst\.<\/p>/);
      expect(cancelled.html).not.toContain('Køb billet');
      expect(cancelled.html).not.toContain('Tilføj til kalender');
      expect(cancelled.ld.eventStatus).toBe('https://schema.org/EventCancelled');
      // Nothing is offered for a night on which nothing happens.
      expect(cancelled.ld).not.toHaveProperty('offers');
      // It stays in the programme and on the landing page until it has passed, marked.
      for (const path of ['/events', '/']) {
        const html = decode((await app.get(path)).text);
        const card = html.slice(html.indexOf(`href="/events/${event.id}"`));
        expect(card.slice(0, card.indexOf('</article>')), path).toMatch(/>Aflyst<\/span>/);
      }

      expect((await app.put(`/api/events/${event.id}`, { cookie, body: body({ status: 'postponed' }) })).status).toBe(200);
      const postponed = await page();
      expect(postponed.html).toMatch(/>Udsat<\/span>Koncerten er udsat\. Den nye dato følger\.<\/p>/);
      // Neither a ticket nor a calendar entry for the old date, on the page, its card and row, or in the JSON-LD.
      expect(postponed.html).not.toContain('Køb billet');
      expect(postponed.html).not.toContain(`href="${event.ticketUrl}"`);
      expect(postponed.html).not.toContain('Tilføj til kalender');
      expect(postponed.html).not.toContain(`/events/${event.id}.ics`);
      expect(postponed.ld.eventStatus).toBe('https://schema.org/EventPostponed');
      expect(postponed.ld).not.toHaveProperty('offers');
      for (const path of ['/events', '/']) {
        const html = decode((await app.get(path)).text);
        const card = html.slice(html.indexOf(`href="/events/${event.id}"`));
        const article = card.slice(0, card.indexOf('</article>'));
        expect(article, path).toMatch(/>Udsat<\/span>/);
        expect(article, path).not.toContain('Køb billet');
      }

      // A price that does not start with an amount is left to people.
      expect((await app.put(`/api/events/${event.id}`, { cookie, body: body({ status: 'scheduled', price: 'Fra 100 kr.' }) })).status).toBe(200);
      expect((await page()).ld.offers).not.toHaveProperty('price');
    } finally {
      await app.put(`/api/events/${event.id}`, { cookie, body: body({ status: 'scheduled', doorsAt: null, price: null, ageLimit: null }) });
    }
    const plain = await page();
    expect(plain.html).toContain('Køb billet');
    expect(plain.html).toContain('Tilføj til kalender');
    expect(plain.html).not.toMatch(/>(Aflyst|Udsolgt|Udsat)</);
    expect(plain.ld.eventStatus).toBe('https://schema.org/EventScheduled');
  });

  it('answers 404 with the not-found page for members-only, past-unknown and missing events', async () => {
    for (const path of [`/events/${programme.secret.id}`, '/events/99999', '/artists/99999']) {
      const response = await app.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).toContain('Hov! Denne side findes desværre ikke...');
    }
    // A member sees the members-only event.
    expect((await app.get(`/events/${programme.secret.id}`, { cookie: await app.loginAdmin() })).status).toBe(200);
  });

  it('renders an artist page with MusicGroup data and the Spotify preview behind a link', async () => {
    const artist = programme.next.concerts[0]!.artist;
    const response = await app.get(`/artists/${artist.id}`);
    expect(response.status).toBe(200);
    const html = decode(response.text);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${artist.name}</h1>`));
    expect(html).toContain('Tilfældig kunstner');
    // The player waits without an address: nothing from Spotify loads until the visitor asks.
    expect(html).toMatch(/<iframe hidden="" data-src="https:\/\/open\.spotify\.com\/embed\//);
    expect(html).not.toMatch(/\ssrc="https:\/\/open\.spotify\.com/);
    expect(jsonLd(response.text)[0]).toMatchObject({ '@type': 'MusicGroup', name: artist.name, url: `${PUBLIC_URL}/artists/${artist.id}` });
  });

  it('filters the events list from the address, without JavaScript', async () => {
    const all = decode((await app.get('/events')).text);
    expect(all).toContain('>Koncerter</h1>');
    const venueFilter = /href="\/events\?venue=(\d+)"/.exec(all)?.[1];
    expect(venueFilter).toBeDefined();
    const filtered = decode((await app.get(`/events?venue=${venueFilter}`)).text);
    // The chosen chips (this venue, and "Alle" kinds, genres and access) are the links to the very address shown.
    const current = (filtered.match(/<a [^>]*>/g) ?? []).filter((tag) => tag.includes('aria-current="page"') && tag.includes('href="/events?'));
    expect(current.map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual(Array(4).fill(`/events?venue=${venueFilter}`));
    expect((filtered.match(/<article/g) ?? []).length).toBeLessThan((all.match(/<article/g) ?? []).length);
    expect((await app.get('/events?genre=abc')).status).toBe(200);
  });

  it('lists artists with upcoming events and the teams on the about page', async () => {
    const artists = decode((await app.get('/artists')).text);
    expect(artists).toContain(`href="/artists/${programme.next.concerts[0]!.artist.id}"`);
    // An admin who agreed to be shown: the admin team is an access right, and never presents itself.
    await app.memberWith(['admin'], { publicConsent: true });
    const page = decode((await app.get('/about')).text);
    // What a visitor reads, not the loaders' data handed to the browser with it (every team is in that).
    const about = page.slice(page.indexOf('<body'), page.indexOf('<script', page.indexOf('<body')));
    expect(about).toContain('>Om os</h1>');
    // The demo's own text, from its settings (docs/settings.md).
    expect(about).toContain('Spillested er en musikforening drevet af frivillige.');
    expect(about).toContain('Projektledelse');
    expect(about).toContain('Anne Kristensen');
    // A team in its own words, and one with its standard text.
    expect(about).toContain('Vi lytter til hundredvis af demoer om året');
    expect(about).toContain('Leder foreningens projekter og har det samlede overblik.');
    // Ida did not agree to be shown (docs/permissions.md), and was all PR had: the team is left off entirely.
    expect(about).not.toContain('Ida Larsen');
    expect(about).not.toContain('PR og kommunikation');
    for (const internal of ['>Administrator<', 'Fuld adgang til hele administrationen', '>Medlem<', 'Holdet præsenterer sig snart']) {
      expect(about).not.toContain(internal);
    }
  });

  it('hands the loaders\' data to the browser with the page, so it asks for nothing again', async () => {
    const html = (await app.get(`/events/${programme.next.id}`)).text;
    const handedOver = html.slice(html.indexOf('$_TSR.router='));
    // The event as the loader got it (field names appear only there, not in the visible page).
    expect(handedOver).toContain(`title:"${programme.next.title}"`);
    expect(handedOver).toContain('dehydratedData');
  });

  it("sends a visitor's page its data inert, run only when React starts; the admin area's runs at once", async () => {
    const executable = (html: string) => [...html.matchAll(/<script ([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/type="(?!module)/.test(attributes));
    const visitors = (await app.get(`/events/${programme.next.id}`)).text;
    expect(visitors).toMatch(/<script type="text\/x-deferred-hydration" nonce="[^"]+" data-tsr-stream-part="">[^<]*\$_TSR\.router=/);
    expect(executable(visitors).filter((attributes) => attributes.includes('data-tsr-stream-part'))).toEqual([]);
    const admins = (await app.get('/admin/venues', { cookie: await app.loginAdmin() })).text;
    expect(admins).not.toContain('x-deferred-hydration');
    expect(executable(admins).some((attributes) => attributes.includes('data-tsr-stream-part'))).toBe(true);
  });
});

describe('page responses', () => {
  it('are compressed for browsers that accept it, and plain for clients that do not', async () => {
    const plain = await app.get('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.text.length / 3);
      expect(decompress(response.rawPayload).toString()).toMatch(/^<!DOCTYPE html><html lang="da"/);
    }
  });
});
