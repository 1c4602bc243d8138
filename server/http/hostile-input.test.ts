import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/**
 * Inputs nobody listed, sent the way a careless or hostile client would. Each must be refused with
 * a 4xx and a { message } body; a 500 here is a bug. Run on SQLite and on PostgreSQL, which is the
 * stricter of the two (NUL bytes, year 0, integer ranges).
 */
describe('hostile input never causes a 500', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  const expectRefused = (response: { status: number; body: unknown }) => {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual({ message: expect.any(String) });
  };

  it.each([
    '/api/venues/2147483648',
    '/api/venues/-0',
    '/api/venues/1e3',
    '/api/venues/%00',
    '/api/venues?filter=id%3D99999999999',
    `/api/venues?filter=id%3D${'9'.repeat(309)}`,
    `/api/events?filter=artist_id%3E%3D-${'9'.repeat(400)}`,
    '/api/venues?filter=created_at%3E%3D0000-01-01',
    '/api/venues?filter=created_at%3E%3D99999-01-01',
    '/api/venues?filter=name%3Da%00b',
    '/api/venues?filter=%2C%2C',
    '/api/venues?order_by=name%00',
    '/api/venues?page=9007199254740991&per_page=9007199254740991',
    '/api/venues?page=1e400',
    '/api/venues?per_page=NaN',
    '/api/venues?limit=Infinity',
  ])('GET %s', async (url) => {
    const response = await t.get(url);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expectRefused(response);
  });

  it('refuses JSON nested deeper than any body of the API with 400, on REST and tRPC', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/api/venues', '/api/venues/1', '/api/auth/login', '/trpc/venues.create']) {
      const response = await t.request(url.endsWith('/1') ? 'PUT' : 'POST', url, { cookie: admin, body: deep });
      expect(response.status, url).toBe(400);
      if (url.startsWith('/api')) expect(response.body).toEqual({ message: 'JSON i forespørgslen er for dybt indlejret' });
    }
    // Brackets inside strings are text, not nesting.
    const name = `${'['.repeat(100)}`;
    const created = await t.post('/api/venues', { cookie: admin, body: { name, city: 'Aarhus', countryCode: 'DK' } });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe(name);
  });

  it('answers an offset beyond any table with an empty page', async () => {
    const response = await t.get('/api/venues?page=9007199254740991&per_page=9007199254740991');
    expect(response.status).toBe(200);
    expect(response.body.records).toEqual([]);
  });

  it.each([
    [{ name: 'a\u0000b', city: 'x', countryCode: 'DK' }],
    [{ name: 'Vega', city: 'Kø\u0007benhavn', countryCode: 'DK' }],
    [{ name: 'Vega', city: 'x', countryCode: 'D\u0000' }],
    [{ name: ['Vega'], city: 'x', countryCode: 'DK' }],
    [{ name: { $gt: '' }, city: 'x', countryCode: 'DK' }],
    [{ name: 'Vega', city: 'x', countryCode: 'DK', id: 1, createdBy: 99 }],
  ])('POST /api/venues %j', async (body) => {
    const response = await t.post('/api/venues', { cookie: admin, body });
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expectRefused(response);
    else expect(response.body.createdBy).toBe(1);
  });

  it('refuses control characters in text with a Danish message', async () => {
    const response = await t.post('/api/venues', { cookie: admin, body: { name: 'a\u0000b', city: 'x', countryCode: 'DK' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Teksten indeholder ugyldige tegn' });
  });

  it('refuses half a surrogate pair, which PostgreSQL would store as another character', async () => {
    const response = await t.post('/api/venues', { cookie: admin, body: '{"name":"a\\ud800b","city":"Aarhus","countryCode":"DK"}' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Teksten indeholder ugyldige tegn' });
    const emoji = await t.post('/api/venues', { cookie: admin, body: { name: 'Scene 🎸', city: 'Aarhus', countryCode: 'DK' } });
    expect(emoji.status).toBe(200);
  });

  it('takes ids in a body only as JSON numbers, on REST and tRPC, whatever came before', async () => {
    // A path id is read from text; the numbers of bodies must not be converted like it.
    expect((await t.get('/api/venues/1')).status).toBeLessThan(500);
    const venue = (await t.post('/api/venues', { cookie: admin, body: { name: 'Id-scenen', city: 'Aarhus', countryCode: 'DK' } })).body.id;
    for (const genreIds of [[true], [[1]], ['1'], [' 1'], ['1e0'], [1.5]]) {
      const body = { name: 'Id-kunstner', description: 'Om', genreIds, socials: [], imageUrl: '' };
      const response = await t.post('/api/artists', { cookie: admin, body });
      expect(response.status, JSON.stringify(genreIds)).toBe(400);
      expectRefused(response);
    }
    for (const venueId of ['1', true, [venue], String(venue)]) {
      const body = { title: 'T', description: 'D', ticketUrl: 'https://billet.dk', venueId, concerts: [], isPublic: true, imageUrl: 'x' };
      const response = await t.post('/api/events', { cookie: admin, body });
      expect(response.status, JSON.stringify(venueId)).toBe(400);
      expect(response.body).toEqual({ message: 'Vælg et spillested' });
    }
    const members = await t.put('/api/members/1', {
      cookie: admin,
      body: { firstName: 'A', lastName: 'B', email: 'admin@spillested.test', memberTeams: ['1'] },
    });
    expect(members.status).toBe(400);
    const trpc = await t.post('/trpc/events.create', {
      cookie: admin,
      body: { title: 'T', description: 'D', ticketUrl: 'https://billet.dk', venueId: true, concerts: [], isPublic: true, imageUrl: 'x' },
    });
    expect(trpc.status).toBe(400);
  });

  it('refuses a name of invisible characters alone as empty', async () => {
    const response = await t.post('/api/venues', { cookie: admin, body: { name: '\u200b\u2060 ', city: 'Aarhus', countryCode: 'DK' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Navn skal være defineret' });
  });

  it('keeps line breaks and every Danish letter', async () => {
    const name = 'Æbleø Åhus\nScene 2';
    const response = await t.post('/api/venues', { cookie: admin, body: { name, city: 'Ærøskøbing', countryCode: 'DK' } });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe(name);
  });

  it.each([
    [{ email: 'a\u0000@b.dk', password: 'x' }],
    [{ email: { $ne: '' }, password: 'x' }],
    [{ email: 'admin@spillested.test', password: 'x'.repeat(100_000) }],
    [{ email: 'admin@spillested.test', password: null }],
  ])('POST /api/auth/login %j', async (body) => {
    expectRefused(await t.post('/api/auth/login', { body }));
  });

  it.each([
    [{ email: 'ny@b.dk', firstName: 'A\u0000', lastName: 'B', password: 'god-kode-1', passwordConfirm: 'god-kode-1' }],
    [{ email: 'ny@b.dk', firstName: 'A', lastName: 'B', password: 'god-kode-1\u0000', passwordConfirm: 'god-kode-1\u0000' }],
    [{ email: 'x'.repeat(300) + '@b.dk', firstName: 'A', lastName: 'B', password: 'god-kode-1', passwordConfirm: 'god-kode-1' }],
  ])('POST /api/auth/register %j', async (body) => {
    const response = await t.post('/api/auth/register', { body });
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expectRefused(response);
  });
});

/** What Node's HTTP parser refuses before any route sees it: only a real socket gets that far. */
describe('requests the HTTP parser refuses', () => {
  const t = useTestApp();
  let address: URL;
  beforeAll(async () => {
    address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });

  /** The raw answer to bytes written on a fresh connection. */
  const rawAnswer = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(address.port), address.hostname, () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk)).on('close', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject);
    });

  it('answers an address longer than the 16 kB of headers Node reads with 431 and a Danish message', async () => {
    const response = await fetch(`${address.origin}/api/events?filter=${encodeURIComponent(`title=${'x'.repeat(17_000)}`)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'Adressen eller forespørgslens headere er for lange' });
  });

  it('answers bytes that are no HTTP with 400 and a Danish message', async () => {
    const answer = await rawAnswer('HELLO WORLD\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'Forespørgslen kunne ikke læses' });
  });
});
