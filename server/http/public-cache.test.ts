import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createOrm } from '../db/orm';
import { concert, createArtists, createVenue, uploadCover } from '../modules/event/event-test-fixtures';
import { sourcePages } from '../test/source-pages';
import { type TestApp, useTestApp } from '../test/test-app';
import { chooseEncoding } from './public-cache';

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
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
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

describe('cached pages', () => {
  const site = useTestApp({}, { pages: sourcePages() });

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
