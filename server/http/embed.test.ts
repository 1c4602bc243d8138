import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Artist } from '../modules/artist/artist.entity';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../test/event-test-fixtures';
import { Genre } from '../modules/genre/genre.entity';
import { PUBLIC_URL, useTestApp } from '../test/test-app';
import { publicCacheStats } from './public-cache';

const t = useTestApp();

type Programme = { vega: number; train: number; anna: number; bent: number; rock: number; admin: string; cover: string };
let made: Programme | undefined;

/** An artist of a genre of its own, straight into the database as the fixtures make theirs. */
async function artistOfGenre(name: string, genreName: string): Promise<{ artist: number; genre: number }> {
  const em = t.orm.em.fork();
  const genre = em.create(Genre, { name: genreName });
  const artist = em.create(Artist, { name, description: `Om ${name}`, socials: [], genres: [genre] });
  await em.flush();
  return { artist: artist.id, genre: genre.id };
}

async function createEvent(
  programme: Pick<Programme, 'admin' | 'cover'>,
  title: string,
  venueId: number,
  concerts: [number, string][],
  { isPublic = true, status }: { isPublic?: boolean; status?: string } = {},
) {
  const response = await t.post('/api/events', {
    cookie: programme.admin,
    body: {
      title,
      description: `Om ${title}`,
      ticketUrl: 'https://billet.dk',
      imageUrl: programme.cover,
      isPublic,
      venueId,
      status,
      concerts: concerts.map(([artist, from]) => concert(artist, from, new Date(Date.parse(from) + 3600_000).toISOString())),
    },
  });
  if (response.status !== 200) throw new Error(`event not created: ${response.text}`);
  return response.body.id as number;
}

/**
 * Three public upcoming nights at two venues (one of them rock), one for members only and one past,
 * made once for the file.
 */
async function programme(): Promise<Programme> {
  if (made) return made;
  const admin = await t.loginAdmin();
  const cover = await uploadCover(t, admin);
  const [anna, bent] = await createArtists(t, ['Anna', 'Bent']);
  const { artist: rocker, genre: rock } = await artistOfGenre('Rocker', 'Rock');
  const [vega, train] = [await createVenue(t, admin, 'Vega'), await createVenue(t, admin, 'Train')];
  made = { vega, train, anna, bent, rock, admin, cover };
  await createEvent(made, 'Jazzaften', vega, [
    [anna, inDays(3, 18)],
    [bent, inDays(3, 20)],
  ]);
  await createEvent(made, 'Rocknat', train, [[rocker, inDays(5)]]);
  await createEvent(made, 'Bent alene', train, [[bent, inDays(8)]]);
  await createEvent(made, 'Hemmelig fest', vega, [[anna, inDays(4)]], { isPublic: false });
  await createEvent(made, 'Sidste år', vega, [[anna, inDays(-30)]]);
  return made;
}

/** The titles the page lists, in its order. */
const titles = (html: string) => [...html.matchAll(/<h2><a [^>]*>(.*?)<span class="sr">/g)].map((match) => match[1]);

describe('/embed/programme', () => {
  it('lists the upcoming public programme as a small page of its own: date, title linking to the event in a new tab, time, place, artists', async () => {
    await programme();
    const response = await t.get('/embed/programme');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titles(response.text)).toEqual(['Jazzaften', 'Rocknat', 'Bent alene']);
    const html = response.text;
    expect(html).toMatch(/^<!doctype html>\n<html lang="da">/);
    expect(html).toContain('<title>Koncertprogram – Vores spillested</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const { body: list } = await t.get('/api/events?filter=title%3DJazzaften');
    const jazz = list.records[0];
    expect(html).toContain(`<a href="${PUBLIC_URL}/events/${jazz.id}" target="_blank" rel="noopener">Jazzaften<span class="sr"> (åbner i en ny fane)</span></a>`);
    // Dates as on the programme: the date block, and in words for screen readers.
    const from = new Date(jazz.from);
    const weekday = new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', weekday: 'long' }).format(from);
    expect(html).toContain(`<span>${weekday.slice(0, 3).toUpperCase()}</span>`);
    expect(html).toMatch(new RegExp(`<time datetime="${jazz.from}"><span class="sr">${weekday} \\d+\\. \\p{L}+ \\d{4} </span>kl\\. \\d\\d\\.\\d\\d</time> · Vega, Aarhus`, 'u'));
    expect(html).toContain('<p class="artists">Anna · Bent</p>');
    expect(html).toContain(`<a href="${PUBLIC_URL}/events" target="_blank" rel="noopener">Hele programmet hos Vores spillested`);
    // No React, no admin code, no other resource: a few kilobytes.
    expect(html).not.toMatch(/<script[^>]*src=|<link /);
    expect(Buffer.byteLength(html)).toBeLessThan(8 * 1024);
  });

  it('filters by venue, genre and artist, together too, and leads "Hele programmet" to the same choice', async () => {
    const { vega, train, bent, rock } = await programme();
    expect(titles((await t.get(`/embed/programme?venue_id=${train}`)).text)).toEqual(['Rocknat', 'Bent alene']);
    expect(titles((await t.get(`/embed/programme?genre_id=${rock}`)).text)).toEqual(['Rocknat']);
    expect(titles((await t.get(`/embed/programme?artist_id=${bent}`)).text)).toEqual(['Jazzaften', 'Bent alene']);
    expect(titles((await t.get(`/embed/programme?artist_id=${bent}&venue_id=${vega}`)).text)).toEqual(['Jazzaften']);
    expect((await t.get(`/embed/programme?venue_id=${train}&genre_id=${rock}`)).text).toContain(`href="${PUBLIC_URL}/events?genre=${rock}&#38;venue=${train}"`);
    expect((await t.get(`/embed/programme?artist_id=${bent}`)).text).toContain(`href="${PUBLIC_URL}/artists/${bent}"`);
    const none = await t.get('/embed/programme?venue_id=999999');
    expect(none.status).toBe(200);
    expect(titles(none.text)).toEqual([]);
    expect(none.text).toContain('Ingen kommende koncerter lige nu.');
  });

  it('shows 10 events unless told, 1 to 50 when told, and answers a clear 400 page for any other value', async () => {
    const programmeMade = await programme();
    for (let night = 0; night < 10; night += 1) await createEvent(programmeMade, `Ekstra ${night}`, programmeMade.vega, [[programmeMade.anna, inDays(20 + night)]]);
    expect(titles((await t.get('/embed/programme')).text)).toHaveLength(10);
    expect(titles((await t.get('/embed/programme?limit=1')).text)).toEqual(['Jazzaften']);
    expect(titles((await t.get('/embed/programme?limit=50')).text)).toHaveLength(13);
    const refused: [string, string][] = [
      ['limit=0', 'limit skal være et heltal fra 1 til 50'],
      ['limit=51', 'limit skal være et heltal fra 1 til 50'],
      ['limit=2.5', 'limit skal være et heltal fra 1 til 50'],
      ['limit=mange', 'limit skal være et heltal fra 1 til 50'],
      ['limit=', 'limit skal være et heltal fra 1 til 50'],
      ['limit=1&limit=2', 'limit skal være et heltal fra 1 til 50'],
      ['venue_id=-1', 'venue_id skal være et positivt heltal'],
      ['genre_id=rock', 'genre_id skal være et positivt heltal'],
      ['artist_id=99999999999999999999', 'artist_id skal være et positivt heltal'],
      ['theme=blue', 'theme skal være &#34;light&#34; eller &#34;dark&#34;'],
    ];
    for (const [query, message] of refused) {
      const response = await t.get(`/embed/programme?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<h1>Programmet kan ikke vises</h1>');
      expect(response.text).toContain(`<li>${message}</li>`);
      // Shown where the snippet's author looks: inside the partner's frame.
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    }
    const twoProblems = await t.get('/embed/programme?limit=0&theme=dark&venue_id=x');
    expect(twoProblems.text).toContain('<html lang="da" class="dark">');
    expect(twoProblems.text).toContain('<li>venue_id skal være et positivt heltal</li><li>limit skal være et heltal fra 1 til 50</li>');
  });

  it('is light unless asked for dark', async () => {
    expect((await t.get('/embed/programme')).text).toContain('<html lang="da">');
    expect((await t.get('/embed/programme?theme=light')).text).toContain('<html lang="da">');
    expect((await t.get('/embed/programme?theme=dark')).text).toContain('<html lang="da" class="dark">');
  });

  it('is in English with lang=en (data-lang="en"): words, dates and links to the English pages (issue 48)', async () => {
    const { train, bent } = await programme();
    const response = await t.get('/embed/programme?lang=en');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Concert listings – Vores spillested</title>');
    expect(html).toContain('<main aria-label="Concert listings from Vores spillested">');
    // No English title yet: the Danish one.
    expect(titles(html).slice(0, 3)).toEqual(['Jazzaften', 'Rocknat', 'Bent alene']);
    const jazz = (await t.get('/api/events?filter=title%3DJazzaften')).body.records[0];
    expect(html).toContain(`<a href="${PUBLIC_URL}/en/events/${jazz.id}" target="_blank" rel="noopener">Jazzaften<span class="sr"> (opens in a new tab)</span></a>`);
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', weekday: 'long' }).format(new Date(jazz.from));
    expect(html).toContain(`<span>${weekday.slice(0, 3).toUpperCase()}</span>`);
    expect(html).toMatch(new RegExp(`<time datetime="${jazz.from}"><span class="sr">${weekday} \\d+ \\p{L}+ \\d{4} </span>\\d\\d:\\d\\d</time> · Vega, Aarhus`, 'u'));
    expect(html).toContain(`<a href="${PUBLIC_URL}/en/events" target="_blank" rel="noopener">See the full programme at Vores spillested`);
    expect(html).not.toMatch(/kl\.|Hele programmet|Koncertprogram|åbner/);
    expect((await t.get(`/embed/programme?lang=en&venue_id=${train}&genre_id=1`)).text).toContain(`href="${PUBLIC_URL}/en/events?genre=1&#38;venue=${train}"`);
    expect((await t.get(`/embed/programme?lang=en&artist_id=${bent}`)).text).toContain(`href="${PUBLIC_URL}/en/artists/${bent}"`);
    expect((await t.get('/embed/programme?lang=en&venue_id=999999')).text).toContain('No concerts coming up right now.');
    // The same stylesheet and script, so the same hashes.
    expect(response.headers['content-security-policy']).toBe((await t.get('/embed/programme')).headers['content-security-policy']);
    const refused = await t.get('/embed/programme?lang=en&limit=0');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('<h1>The programme cannot be shown</h1>');
    const unknown = await t.get('/embed/programme?lang=fr');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('<li>lang skal være &#34;da&#34; eller &#34;en&#34;</li>');
  });

  it('may be framed by any site, runs only its own hashed stylesheet and script, and every other answer stays unframeable', async () => {
    const response = await t.get('/embed/programme');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const [, style = ''] = /<style>([\s\S]*?)<\/style>/.exec(response.text) ?? [];
    const [, script = ''] = /<script>([\s\S]*?)<\/script>/.exec(response.text) ?? [];
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(script).toContain("parent.postMessage({ type: 'spillested:height'");
    // With a trailing slash it is the same page; any other path keeps 'none'.
    expect((await t.get('/embed/programme/')).headers['x-frame-options']).toBeUndefined();
    for (const url of ['/api/events', '/rss.xml', '/embed/programmer', '/embed', '/api/embed/programme']) {
      const other = await t.get(url);
      expect({ url, frameOptions: other.headers['x-frame-options'] }).toEqual({ url, frameOptions: 'DENY' });
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('is cached as a visitor page whatever cookies come in, sets none, and shows a write at once', async () => {
    const programmeMade = await programme();
    // Made first: a new member is a write, which starts the cache afresh.
    const member = await t.memberWith(['booking']);
    const loggedOut = await t.loginAdmin();
    await t.post('/api/auth/log-out', { cookie: loggedOut, body: {} });
    const url = `/embed/programme?venue_id=${programmeMade.train}&theme=dark`;
    const first = await t.get(url);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await t.get(url, { headers: { 'if-none-match': String(first.headers.etag) } })).status).toBe(304);
    const entries = publicCacheStats(t.app)!.entries;
    // A member, a session that has ended, analytics: the same entry, and no cookie set or cleared.
    for (const cookie of [programmeMade.admin, member.cookie, loggedOut, '_ga=GA1.2.3; consent=ja', 'spillested_session=aldrig-udstedt']) {
      const answer = await t.get(url, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.text).not.toContain('Hemmelig fest');
    }
    // Parameters the page does not read share the entry.
    expect((await t.get(`${url}&utm_source=partner`)).headers.etag).toBe(first.headers.etag);
    expect(publicCacheStats(t.app)!.entries).toBe(entries);
    expect((await t.get('/embed/programme?limit=3', { cookie: programmeMade.admin })).headers['set-cookie']).toBeUndefined();
    await createEvent(programmeMade, 'Ny nat i Train', programmeMade.train, [[programmeMade.bent, inDays(6)]]);
    const after = await t.get(url);
    expect(titles(after.text)).toContain('Ny nat i Train');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const head = await t.request('HEAD', url);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('marks a cancelled, sold-out or postponed night as the programme does', async () => {
    const programmeMade = await programme();
    const venue = await createVenue(t, programmeMade.admin, 'Statusscenen');
    for (const [title, status] of [['Aflyst aften', 'cancelled'], ['Fuldt hus', 'sold-out'], ['Senere', 'postponed'], ['Som planlagt', 'scheduled']] as const) {
      await createEvent(programmeMade, title, venue, [[programmeMade.anna, inDays(10)]], { status });
    }
    const html = (await t.get(`/embed/programme?venue_id=${venue}`)).text;
    expect(html).toContain('<p><span class="status cancelled">Aflyst</span> <time');
    expect(html).toContain('<p><span class="status sold-out">Udsolgt</span> <time');
    expect(html).toContain('<p><span class="status postponed">Udsat</span> <time');
    expect(html.match(/class="status /g)).toHaveLength(3);
  });

  it('escapes every text it shows', async () => {
    const { admin, cover } = await programme();
    const venue = await t.post('/api/venues', { cookie: admin, body: { name: 'Sted <b>fed</b>', city: 'By "citat" & \'enkelt\'', countryCode: 'DK' } });
    const [artist] = await createArtists(t, ['<img src=x onerror=alert(1)>']);
    await createEvent({ admin, cover }, '</a><script>alert("titel")</script>', venue.body.id, [[artist, inDays(2)]]);
    const html = (await t.get(`/embed/programme?venue_id=${venue.body.id}`)).text;
    expect(html).toContain('&#60;/a&#62;&#60;script&#62;alert(&#34;titel&#34;)&#60;/script&#62;');
    expect(html).toContain('Sted &#60;b&#62;fed&#60;/b&#62;, By &#34;citat&#34; &#38; &#39;enkelt&#39;');
    expect(html).toContain('<p class="artists">&#60;img src=x onerror=alert(1)&#62;</p>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });
});
