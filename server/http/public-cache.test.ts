import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createOrm } from '../orm';
import { concert, createArtists, createVenue, uploadCover } from '../test/event-test-fixtures';
import { Member } from '../modules/member/member.entity';
import { sourcePages } from '../test/source-pages';
import { type TestApp, useTestApp } from '../test/test-app';
import { type CacheStats, chooseEncoding, PAGE_SEARCH_PARAMS, publicCacheStats } from './public-cache';

const onPostgres = process.env.TEST_DATABASE === 'postgresql';
// Two instances need one database: on SQLite a file (":memory:" is one per connection).
const sqliteFile = join(tmpdir(), `spillested-public-cache-${process.pid}.db`);
const t = useTestApp(onPostgres ? {} : { DATABASE_URL: sqliteFile });

/** A second app instance on the same database, with its own cache. */
const other = {} as {
  app: Awaited<ReturnType<typeof buildApp>>;
  orm: MikroORM;
};
beforeAll(async () => {
  other.orm = await createOrm(t.config.DATABASE_URL);
  other.app = await buildApp({
    config: t.config,
    orm: other.orm,
    logger: false,
  });
});
afterAll(async () => {
  await other.app?.close();
  await other.orm?.close(true);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
});

const day = (offset: number, hour: number) => new Date(Date.UTC(2031, 5, 1 + offset, hour)).toISOString();

async function createEvent(app: TestApp, cookie: string, title: string, isPublic: boolean): Promise<number> {
  const [artist] = await createArtists(app, [`Kunstner til ${title}`]);
  const response = await app.post('/api/events', {
    cookie,
    body: {
      title,
      description: 'Om aftenen',
      ticketUrl: 'https://billet.dk/aften',
      imageUrl: await uploadCover(app, cookie),
      isPublic,
      venueId: await createVenue(app, cookie, `Sted til ${title}`),
      concerts: [concert(artist, day(0, 19), day(0, 21))],
    },
  });
  if (response.status !== 200) throw new Error(`event not created: ${response.text}`);
  return response.body.id;
}

const titles = (body: { records: { title: string }[] }) => body.records.map((event) => event.title).sort();

const statsOf = (app: TestApp): CacheStats => publicCacheStats(app.app)!;

/** Each encoding the cache keeps, and how to read it back. */
const DECOMPRESSORS = [
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
] as const;

/** The Set-Cookie that clears the session cookie (plain HTTP in tests: no __Host- prefix). */
const CLEARED_SESSION = /^spillested_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/;

describe('the public cache', () => {
  it('answers visitors alike from one rendering, with an ETag and 304 when the browser has it', async () => {
    const first = await t.get('/api/venues');
    const second = await t.get('/api/venues');
    expect(second.text).toBe(first.text);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.vary).toContain('cookie');
    // A hit goes out past the other hooks, with the headers they gave the answer when it was made.
    for (const header of ['x-content-type-options', 'x-frame-options', 'content-security-policy', 'content-type']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    const head = await t.request('HEAD', '/api/venues');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    const unchanged = await t.get('/api/venues', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    // RFC 9110 §13.1.2: "*" matches any current answer, a weak one or one of a list its own.
    for (const ifNoneMatch of ['*', `"old", W/${first.headers.etag}`]) {
      expect((await t.get('/api/venues', { headers: { 'if-none-match': ifNoneMatch } })).status).toBe(304);
    }
    expect((await t.get('/api/venues', { headers: { 'if-none-match': '"old"' } })).status).toBe(200);
  });

  it('shows a write on the very next read, on this instance and on another one', async () => {
    const admin = await t.loginAdmin();
    const before = await other.app.inject({
      method: 'GET',
      url: '/api/venues',
    });
    expect((await t.get('/api/venues')).body.records).toEqual(before.json().records);

    await createVenue(t, admin, 'Nyt Spillested');

    expect((await t.get('/api/venues')).body.records.map((venue: { name: string }) => venue.name)).toContain('Nyt Spillested');
    const after = await other.app.inject({ method: 'GET', url: '/api/venues' });
    expect(after.json().records.map((venue: { name: string }) => venue.name)).toContain('Nyt Spillested');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never gives a member the visitors’ answer, nor a visitor the member’s', async () => {
    const admin = await t.loginAdmin();
    await createEvent(t, admin, 'Offentlig aften', true);
    const visitorBefore = await t.get('/api/events?per_page=0');
    expect(titles(visitorBefore.body)).toContain('Offentlig aften');

    await createEvent(t, admin, 'Kun for medlemmer', false);
    const visitor = await t.get('/api/events?per_page=0');
    const member = await t.get('/api/events?per_page=0', { cookie: admin });
    const visitorAgain = await t.get('/api/events?per_page=0');

    expect(titles(member.body)).toContain('Kun for medlemmer');
    expect(titles(visitor.body)).not.toContain('Kun for medlemmer');
    expect(titles(visitorAgain.body)).not.toContain('Kun for medlemmer');
    expect(member.headers.etag).toBeUndefined();
    expect(member.headers['cache-control']).toBe('no-store');
    // A live session neither reads nor fills the cache, whatever other cookies come with it.
    const entries = statsOf(t).entries;
    const memberWithOthers = await t.get('/api/events?per_page=0&order_by=title', { cookie: `_ga=GA1.2.3; ${admin}` });
    expect(titles(memberWithOthers.body)).toContain('Kun for medlemmer');
    expect(memberWithOthers.headers.etag).toBeUndefined();
    expect(statsOf(t).entries).toBe(entries);
  });

  it('answers a request with foreign cookies as a visitor’s, from the same entry', async () => {
    const plain = await t.get('/api/venues?per_page=0');
    const entries = statsOf(t).entries;
    const withCookies = await t.get('/api/venues?per_page=0', { cookie: '_ga=GA1.2.345.678; consent=yes' });
    expect(withCookies.status).toBe(200);
    expect(withCookies.headers.etag).toBe(plain.headers.etag);
    expect(withCookies.text).toBe(plain.text);
    expect(withCookies.headers['set-cookie']).toBeUndefined();
    expect(statsOf(t).entries).toBe(entries);
  });

  it('answers a cookie naming no live session from the cache, and clears that cookie', async () => {
    const admin = await t.loginAdmin();
    expect((await t.post('/api/auth/log-out', { cookie: admin, body: {} })).status).toBe(200);
    const url = `/api/venues?per_page=0&order_by=${encodeURIComponent('city DESC')}`;
    for (const cookie of [admin, 'spillested_session=aldrig-udstedt', `_ga=GA1.2.3; ${admin}`]) {
      const stale = await t.get(url, { cookie });
      expect(stale.status).toBe(200);
      expect(stale.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(stale.headers['set-cookie']).toMatch(CLEARED_SESSION);
      // The cleared cookie belongs to that response alone: the entry holds none.
      const visitor = await t.get(url);
      expect(visitor.headers['set-cookie']).toBeUndefined();
      expect(visitor.headers.etag).toBe(stale.headers.etag);
      expect(visitor.text).toBe(stale.text);
      const revalidated = await t.get(url, { cookie, headers: { 'if-none-match': String(stale.headers.etag) } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['set-cookie']).toMatch(CLEARED_SESSION);
    }
  });

  it('keys an answer by what its route reads: other query parameters and their order share the entry', async () => {
    await createVenue(t, await t.loginAdmin(), 'Nøglen');
    const cases = [
      ['/api/venues?per_page=0&order_by=name', ['/api/venues?order_by=name&utm_source=nyhedsbrev&per_page=0', '/api/venues?fbclid=x&per_page=0&order_by=name&u=1']],
      [
        `/trpc/venues.list?input=${encodeURIComponent(JSON.stringify({ per_page: 0 }))}`,
        [`/trpc/venues.list?u=2&input=${encodeURIComponent(JSON.stringify({ per_page: 0 }))}`],
      ],
      ['/api/venues/1', ['/api/venues/1?page=2', '/api/venues/1?x=y']],
    ] as const;
    for (const [url, variants] of cases) {
      const first = await t.get(url);
      expect(first.status).toBe(200);
      const entries = statsOf(t).entries;
      for (const variant of variants) {
        const response = await t.get(variant);
        expect(response.headers.etag).toBe(first.headers.etag);
        expect(response.text).toBe(first.text);
      }
      expect(statsOf(t).entries).toBe(entries);
    }
    // A parameter the route reads makes its own entry, with its own answer.
    const entries = statsOf(t).entries;
    const firstOnly = await t.get('/api/venues?per_page=1&order_by=name');
    expect(firstOnly.body.records).toHaveLength(1);
    expect(statsOf(t).entries).toBe(entries + 1);
  });

  it('holds a bounded amount whatever addresses visitors send', async () => {
    // The reviewer's attack: unknown parameters, unique and long, on a list.
    const eightKb = 'A'.repeat(8 * 1024);
    const before = statsOf(t);
    for (let index = 0; index < 300; index += 1) {
      const response = await t.get(`/api/genres?filter=id%3D99999&u=${index}&p=${eightKb}`);
      expect(response.status).toBe(200);
    }
    const afterUnknown = statsOf(t);
    expect(afterUnknown.entries).toBeLessThanOrEqual(before.entries + 1);
    expect(afterUnknown.bytes - before.bytes).toBeLessThan(8 * 1024);

    // Unique values of a parameter the route reads make entries, each counted with its key and headers.
    const filters = Array.from({ length: 200 }, (_, index) => `name%3D${index}-${'B'.repeat(1500)}`);
    for (const filter of filters) expect((await t.get(`/api/genres?filter=${filter}`)).status).toBe(200);
    const afterRead = statsOf(t);
    expect(afterRead.entries).toBe(afterUnknown.entries + filters.length);
    const body = (await t.get(`/api/genres?filter=${filters[0]}`)).raw.length;
    expect((afterRead.bytes - afterUnknown.bytes) / filters.length).toBeGreaterThan(2 * filters[0]!.length + body + 200);
    expect(afterRead.bytes).toBeLessThanOrEqual(afterRead.maxBytes);

    // Longer than any address the site makes: answered, not kept.
    for (let index = 0; index < 20; index += 1) {
      expect((await t.get(`/api/genres?filter=name%3D${index}-${'C'.repeat(2100)}`)).status).toBe(200);
    }
    expect(statsOf(t)).toEqual(afterRead);
  });

  it('caches tRPC queries too, and shows a write on the next one', async () => {
    const admin = await t.loginAdmin();
    const url = `/trpc/venues.list?input=${encodeURIComponent(JSON.stringify({ per_page: 0 }))}`;
    const names = async () => ((await t.get(url)).body.result.data.records as { name: string }[]).map((venue) => venue.name);
    expect(await names()).not.toContain('Via tRPC');
    await createVenue(t, admin, 'Via tRPC');
    expect(await names()).toContain('Via tRPC');
  });

  it('keeps answers compressed with brotli and gzip, the same answer as the plain one', async () => {
    const admin = await t.loginAdmin();
    // Answers under 1 kB go plain: compressing them saves nothing.
    for (let index = 0; index < 12; index += 1) await createVenue(t, admin, `Spillested nummer ${index}`);
    const plain = await t.get('/api/venues?per_page=0');
    expect(plain.text.length).toBeGreaterThan(1024);
    for (const [encoding, decompress] of DECOMPRESSORS) {
      for (let round = 0; round < 2; round += 1) {
        const response = await t.get('/api/venues?per_page=0', {
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.etag).toBe(plain.headers.etag);
        expect(decompress(response.raw).toString()).toBe(plain.text);
      }
    }
  });

  it('keeps only the compressed copies once one is made, and the answer as rendered again once a client that takes none asks', async () => {
    const admin = await t.loginAdmin();
    for (let index = 0; index < 12; index += 1) await createVenue(t, admin, `Spillested nummer ${index}`);
    const plain = await t.get('/api/venues?per_page=0');
    const heldPlain = statsOf(t).bytes;
    const brotli = await t.get('/api/venues?per_page=0', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    await vi.waitFor(() => expect(statsOf(t).bytes).toBeLessThan(heldPlain - plain.text.length + brotli.raw.length + 64));
    const heldCompressed = statsOf(t).bytes;
    const again = await t.get('/api/venues?per_page=0');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.text).toBe(plain.text);
    // Asked for once, the answer as rendered is kept beside the compressed copies, also after the next one is made.
    expect(statsOf(t).bytes).toBe(heldCompressed + Buffer.byteLength(plain.text));
    const gzip = await t.get('/api/venues?per_page=0', { headers: { 'accept-encoding': 'gzip' } });
    await vi.waitFor(() => expect(statsOf(t).bytes).toBe(heldCompressed + Buffer.byteLength(plain.text) + gzip.raw.length));
  });

  it('compresses answers for members too, which it does not keep', async () => {
    const admin = await t.loginAdmin();
    const response = await t.get('/api/venues?per_page=0', {
      cookie: admin,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toBeUndefined();
    expect(JSON.parse(gunzipSync(response.raw).toString()).records.length).toBeGreaterThan(12);
  });

  it('makes an answer once for visitors who ask for it at the same time', async () => {
    await createVenue(t, await t.loginAdmin(), 'Samtidig');
    const logger = t.orm.config.getLogger();
    const logQuery = logger.logQuery;
    const venueReads: string[] = [];
    logger.logQuery = (context) => {
      if (/from venue v where/.test(context.query ?? '')) venueReads.push(context.query ?? '');
    };
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.get('/api/venues?per_page=0&order_by=city')));
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(answers[0]!.text).toContain('Samtidig');
    } finally {
      logger.logQuery = logQuery;
    }
    expect(venueReads).toHaveLength(1);
  });

  it('chooses brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('members’ answers', () => {
  const membersStats = () => publicCacheStats(t.app, 'members')!;
  const withoutDate = ({ date: _date, ...headers }: Record<string, unknown>) => headers;

  /** The statements that read events' ids, as the ORM logs them, while `run` runs. */
  async function eventReads(run: () => Promise<void>): Promise<number> {
    const logger = t.orm.config.getLogger();
    const logQuery = logger.logQuery;
    let reads = 0;
    logger.logQuery = (context) => {
      if (/^select .* from `?"?event`?"? as `?"?owner/.test(context.query ?? '')) reads += 1;
    };
    try {
      await run();
    } finally {
      logger.logQuery = logQuery;
    }
    return reads;
  }

  it('are made once per content version for every active member, whatever their teams, and go out as a member’s', async () => {
    const admin = await t.loginAdmin();
    await createEvent(t, admin, 'Aften for medlemmerne', false);
    const booker = await t.memberWith(['booking']);
    const plain = await t.memberWith([]);
    const url = '/api/events?per_page=0&order_by=title';
    const first = await t.get(url, { cookie: admin });
    expect(titles(first.body)).toContain('Aften for medlemmerne');
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['access-control-allow-origin']).toBeUndefined();
    expect(first.headers.vary).toBe('Authorization, Cookie');
    const entries = membersStats().entries;
    const reads = await eventReads(async () => {
      for (const cookie of [admin, booker.cookie, plain.cookie]) {
        const again = await t.get(url, { cookie });
        expect(again.text).toBe(first.text);
        expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      }
    });
    expect(reads).toBe(0);
    expect(membersStats().entries).toBe(entries);
    // The visitors' entries are another matter: a visitor is never answered from a member's.
    expect(titles((await t.get(url)).body)).not.toContain('Aften for medlemmerne');
  });

  it('answer a member who is no longer active as a visitor at once, and show a write on the next read', async () => {
    const admin = await t.loginAdmin();
    const member = await t.memberWith([]);
    await createEvent(t, admin, 'Hemmelig aften', false);
    const url = '/api/events?per_page=0&order_by=from_date';
    expect(titles((await t.get(url, { cookie: member.cookie })).body)).toContain('Hemmelig aften');
    // Straight in the database, moving no content version: only the session's fresh read can tell.
    await t.orm.em.fork().nativeUpdate(Member, { id: member.id }, { active: false });
    const inactive = await t.get(url, { cookie: member.cookie });
    expect(inactive.status).toBe(200);
    expect(titles(inactive.body)).not.toContain('Hemmelig aften');
    expect(inactive.headers['cache-control']).toBe('no-store');

    await createEvent(t, admin, 'Endnu en hemmelig aften', false);
    expect(titles((await t.get(url, { cookie: admin })).body)).toContain('Endnu en hemmelig aften');
  });

  it('are compressed once, as @fastify/compress would send them', async () => {
    const admin = await t.loginAdmin();
    const url = '/api/events?per_page=0';
    const plain = await t.get(url, { cookie: admin });
    expect(plain.text.length).toBeGreaterThan(1024);
    for (const [encoding, decompress] of DECOMPRESSORS) {
      for (let round = 0; round < 2; round += 1) {
        const response = await t.get(url, { cookie: admin, headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toBe('Authorization, Cookie, accept-encoding');
        expect(response.headers.etag).toBeUndefined();
        expect(decompress(response.raw).toString()).toBe(plain.text);
      }
    }
    // The first to ask after a write asks in brotli: the entry still keeps the plain answer.
    await createVenue(t, admin, 'Komprimeret først');
    const first = await t.get(url, { cookie: admin, headers: { 'accept-encoding': 'br' } });
    expect(first.headers.vary).toBe('Authorization, Cookie, accept-encoding');
    const after = await t.get(url, { cookie: admin });
    expect(after.headers.vary).toBe('Authorization, Cookie');
    expect(after.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.raw).toString()).toBe(after.text);
  });

  it('are kept for audience reads only: not for one that depends on which member asks', async () => {
    const admin = await t.loginAdmin();
    const input = encodeURIComponent(JSON.stringify({ per_page: 0 }));
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { per_page: 0 }, 1: { per_page: 0 } }));
    await t.get(`/trpc/events.list?input=${input}`, { cookie: admin });
    const entries = membersStats().entries;
    expect((await t.get(`/trpc/events.list?input=${input}`, { cookie: admin })).status).toBe(200);
    for (const url of ['/api/members?per_page=0', `/trpc/events.list,members.list?batch=1&input=${batchInput}`, '/api/auth/session']) {
      for (let round = 0; round < 2; round += 1) expect((await t.get(url, { cookie: admin })).status).toBe(200);
    }
    expect(membersStats().entries).toBe(entries);
  });
});

describe('cached pages', () => {
  const site = useTestApp({}, { pages: sourcePages() });

  it('are one entry whatever else the address, cookies or an ended session carry', async () => {
    const first = await site.get('/artists');
    const entries = statsOf(site).entries;
    for (const [url, cookie] of [
      ['/artists?utm_source=facebook&fbclid=IwAR0abc', undefined],
      ['/artists', '_ga=GA1.2.345.678'],
      ['/artists?ref=1', 'spillested_session=udløbet'],
    ] as const) {
      const response = await site.get(url, { cookie });
      // The same render, nonce included: served from the entry, not made again.
      expect(response.text).toBe(first.text);
      expect(response.headers['set-cookie'] === undefined).toBe(!cookie?.startsWith('spillested_session'));
    }
    expect(statsOf(site).entries).toBe(entries);
    const filtered = await site.get('/events?genre=1');
    expect(filtered.status).toBe(200);
    expect(statsOf(site).entries).toBe(entries + 1);
  });

  it('go on serving an expired render while the first request to find it expired makes it again', async () => {
    const first = await site.get('/events');
    expect(first.status).toBe(200);
    expect((await site.get('/events')).text).toBe(first.text);
    const realNow = performance.now.bind(performance);
    // A minute and a bit later, by the clock the cache reads expiry from.
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      // Whichever reads the version first makes the page again; the other gets the expired one.
      const both = await Promise.all([site.get('/events'), site.get('/events')]);
      const remade = both.find((response) => response.text !== first.text);
      expect(both.filter((response) => response.text === first.text)).toHaveLength(1);
      expect(nonceOf(remade!.text)).not.toBe(nonceOf(first.text));
      expect((await site.get('/events')).text).toBe(remade!.text);
    } finally {
      clock.mockRestore();
    }
  });

  it('name every search param the client’s routes read', () => {
    const sources = (directory: string): string[] =>
      readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
      });
    const read = sources(join(import.meta.dirname, '../../client/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bsearch\??\.(\w+)/g)].map((match) => match[1]!),
    );
    expect(read.length).toBeGreaterThan(0);
    for (const name of read) expect(PAGE_SEARCH_PARAMS).toContain(name);
  });

  const nonceOf = (html: string) => /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];

  it('repeat their render, nonce and CSP together, until a write makes a new render', async () => {
    const first = await site.get('/artists');
    const second = await site.get('/artists');
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(String(second.headers['content-security-policy'])).toContain(`'nonce-${nonceOf(first.text)}'`);
    expect(
      (
        await site.get('/artists', {
          headers: { 'if-none-match': String(first.headers.etag) },
        })
      ).status,
    ).toBe(304);

    await createEvent(site, await site.loginAdmin(), 'Helt Ny Aften', true);

    const fresh = await site.get('/artists');
    expect(fresh.text).toContain('Kunstner til Helt Ny Aften');
    expect(nonceOf(fresh.text)).not.toBe(nonceOf(first.text));
    expect(String(fresh.headers['content-security-policy'])).toContain(`'nonce-${nonceOf(fresh.text)}'`);
  });
});
