import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const vega = { name: 'Vega', city: 'København', countryCode: 'DK' };

describe('HTTP behaviour shared by every call', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  it('GET /healthz answers that the process is alive, /readyz that the database answers and is migrated', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await t.get(path);
      expect(response.status, path).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('never lets a cache keep answers that depend on who asks', async () => {
    for (const url of ['/api/auth/session', '/api/members', '/api/venues', '/trpc/members.list']) {
      expect((await t.get(url, { cookie: admin })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('isolates the site from other windows, and shares only pictures and feeds with other sites', async () => {
    const api = await t.get('/api/venues');
    expect(api.headers).toMatchObject({
      'permissions-policy': expect.stringContaining('camera=()'),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect((await t.get('/kalender.ics')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.get(`/images/${'0'.repeat(64)}.webp`)).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends security headers, and a policy that allows only this site', async () => {
    const response = await t.get('/api/venues');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Pictures are absolute on PUBLIC_URL, and load also where the site was opened by another name.
    expect(response.headers['content-security-policy']).toContain(`img-src 'self' ${new URL(PUBLIC_URL).origin} `);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  describe('errors are { message } with the right status', () => {
    it('400 for malformed JSON', async () => {
      const response = await t.post('/api/venues', { cookie: admin, body: '{"name": "Vega",' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Ugyldig JSON i forespørgslen' });
    });

    it('413 for a body over 1 MB', async () => {
      const response = await t.post('/api/venues', { cookie: admin, body: { ...vega, name: 'x'.repeat(1_100_000) } });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Forespørgslen er for stor' });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      '415 for the content type %s',
      async (type) => {
        const response = await t.post('/api/venues', { cookie: admin, body: 'name=Vega', headers: { 'content-type': type } });
        expect(response.status).toBe(415);
        expect(response.body).toEqual({ message: 'Indholdstypen understøttes ikke; brug application/json' });
      },
    );

    it('404 for unknown /api paths and methods', async () => {
      for (const response of [
        await t.get('/api/nothing-here'),
        await t.post('/api/venues/1/nothing', { cookie: admin, body: {} }),
        await t.request('PATCH', '/api/venues/1', { cookie: admin, body: vega }),
        await t.request('OPTIONS', '/api/venues'),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Adressen findes ikke' });
      }
    });

    it('404 with JSON for unknown non-page requests outside /api', async () => {
      const response = await t.post('/nothing', { body: {} });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Adressen findes ikke' });
    });

    it('never sends a stack trace or internal detail', async () => {
      const responses = [
        await t.post('/api/venues', { cookie: admin, body: '{' }),
        await t.post('/api/venues', { cookie: admin, body: { name: 1 } }),
        await t.get('/api/venues?order_by=nope'),
        await t.get('/api/venues/abc'),
      ];
      for (const response of responses) {
        expect(Object.keys(response.body)).toEqual(['message']);
        expect(response.text).not.toMatch(/at .*\.(ts|js):\d+|stack|node_modules/);
      }
    });

    it('accepts a bodyless POST without a content type as "no input"', async () => {
      expect((await t.post('/api/auth/log-out')).status).toBe(200);
    });
  });

  describe('cross-site mutations are refused', () => {
    it.each([
      [{ origin: 'https://evil.example' }],
      [{ origin: 'null' }],
      [{ 'sec-fetch-site': 'cross-site' }],
      [{ origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' }],
    ])('403 for %j, and nothing is created', async (headers) => {
      const before = (await t.get('/api/venues')).body.totalCount;
      const response = await t.post('/api/venues', { cookie: admin, body: vega, headers });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Forespørgsler fra andre websteder afvises' });
      expect((await t.get('/api/venues')).body.totalCount).toBe(before);
    });

    it('refuses cross-site log-in and tRPC mutations too', async () => {
      const login = await t.post('/api/auth/login', { body: { email: 'a@b.dk', password: 'x' }, headers: { origin: 'https://evil.example' } });
      expect(login.status).toBe(403);
      const trpc = await t.post('/trpc/venues.create', { cookie: admin, body: vega, headers: { origin: 'https://evil.example' } });
      expect(trpc.status).toBe(403);
      expect(trpc.body.error).toMatchObject({ message: 'Forespørgsler fra andre websteder afvises', data: { code: 'FORBIDDEN', httpStatus: 403 } });
    });

    it.each([[{ origin: PUBLIC_URL }], [{ 'sec-fetch-site': 'same-origin' }], [{}]])('accepts %j', async (headers) => {
      const response = await t.post('/api/venues', { cookie: admin, body: vega, headers });
      expect(response.status).toBe(200);
    });

    it('lets cross-site reads through', async () => {
      const response = await t.get('/api/venues', { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(200);
    });
  });

  describe('the tRPC endpoint the client uses', () => {
    it('serves the same procedures at /trpc', async () => {
      const created = await t.post('/trpc/venues.create', { cookie: admin, body: vega });
      expect(created.status).toBe(200);
      const id = created.body.result.data.id;
      const read = await t.get(`/trpc/venues.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`);
      expect(read.body.result.data).toMatchObject(vega);
    });

    it('answers validation errors with the Danish message and no stack', async () => {
      const response = await t.post('/trpc/venues.create', { cookie: admin, body: { ...vega, name: '' } });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Navn skal være defineret');
      expect(response.text).not.toMatch(/stack/);
    });
  });

  describe('HEAD on the REST API', () => {
    it('answers as GET does, without the body', async () => {
      const admin = await t.loginAdmin();
      const venue = (await t.post('/api/venues', { cookie: admin, body: { name: 'Loppen', city: 'København', countryCode: 'DK' } })).body;
      const get = await t.get(`/api/venues/${venue.id}`);
      const head = await t.request('HEAD', `/api/venues/${venue.id}`);
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.text).toBe('');
      expect((await t.request('HEAD', '/api/venues/99999')).status).toBe(404);
      expect((await t.request('HEAD', '/api/events')).status).toBe(200);
    });
  });

  describe('API documentation', () => {
    it('serves the OpenAPI document at /api/openapi.json', async () => {
      const response = await t.get('/api/openapi.json');
      expect(response.status).toBe(200);
      expect(response.body.openapi).toBe('3.1.0');
      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining(['/venues', '/venues/{id}', '/auth/login', '/auth/register', '/auth/log-out', '/auth/session']),
      );
    });

    it("names each list's filter and order_by fields, and the 403 a change sent from another site gets", async () => {
      const { body } = await t.get('/api/openapi.json');
      const parameter = (name: string) =>
        (body.paths['/events'].get.parameters as { name: string; schema: { description: string } }[]).find((item) => item.name === name)!;
      expect(parameter('filter').schema.description).toMatch(/Felter: id, title, from_date, to_date, is_public, artist_id, genre_id, venue_id/);
      expect(parameter('order_by').schema.description).toMatch(/Felter: id, title, from_date/);
      expect(parameter('order_by').schema.description).not.toMatch(/artist_id/);
      expect(body.paths['/venues'].post.responses['403'].description).toMatch(/andet websted/);
      expect(body.paths['/members/picture'].post.responses['403'].description).toMatch(/andet websted/);
    });

    it('renders it at /api/docs with self-hosted assets', async () => {
      const page = await t.get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset.startsWith('/')).toBe(true);
        expect((await t.get(asset)).status).toBe(200);
      }
    });
  });
});
