import { beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../test/event-test-fixtures';
import { useTestApp } from '../test/test-app';

const t = useTestApp();
const PARTNER = { origin: 'https://kommunens-kalender.example' };

const allowsAnySite = (headers: Record<string, unknown>) => headers['access-control-allow-origin'] === '*';
const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

let admin: string;
let venueId: number;

beforeAll(async () => {
  admin = await t.loginAdmin();
  venueId = await createVenue(t, admin, 'Åbent Hus');
});

describe('cross-origin reads', () => {
  it('lets any site read the REST API as an anonymous visitor, from the cache as when it was made', async () => {
    for (const round of ['made', 'cached']) {
      const response = await t.get('/api/venues?per_page=0', { headers: PARTNER });
      expect(response.status, round).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
      expect(String(response.headers.vary).toLowerCase()).toMatch(/authorization/);
      expect(String(response.headers.vary).toLowerCase()).toMatch(/cookie/);
    }
    const head = await t.request('HEAD', `/api/venues/${venueId}`, { headers: PARTNER });
    expect(head.status).toBe(200);
    expect(allowsAnySite(head.headers)).toBe(true);
    // Errors a visitor meets are readable too: a partner's script can show the message.
    const missing = await t.get('/api/venues/999999', { headers: PARTNER });
    expect(missing.status).toBe(404);
    expect(allowsAnySite(missing.headers)).toBe(true);
  });

  it('lets any site read the feeds and the OpenAPI document', async () => {
    for (const url of ['/kalender.ics', `/venues/${venueId}/kalender.ics`, '/rss.xml', '/sitemap.xml', '/api/openapi.json']) {
      const response = await t.get(url, { headers: PARTNER });
      expect(response.status, url).toBe(200);
      expect(allowsAnySite(response.headers), url).toBe(true);
    }
  });

  it('treats a cookie naming no live session as a visitor’s', async () => {
    const response = await t.get('/api/venues?per_page=0', { cookie: 'spillested_session=aldrig-udstedt', headers: PARTNER });
    expect(allowsAnySite(response.headers)).toBe(true);
  });

  it('gives no CORS header to an answer made for a member: a session or an API token', async () => {
    const member = await t.memberWith([]);
    const { token } = (await t.post('/api/profile/tokens', { cookie: member.cookie, body: { name: 'Sync', scopes: ['read'] } })).body;
    for (const url of ['/api/members?per_page=0', '/api/auth/session', '/api/profile/export', '/api/profile/tokens', '/api/venues', '/kalender.ics']) {
      const withSession = await t.get(url, { cookie: member.cookie, headers: PARTNER });
      expect(withSession.status, url).toBe(200);
      expect(corsHeaders(withSession.headers), url).toEqual([]);
      const withToken = await t.get(url, { headers: { ...PARTNER, authorization: `Bearer ${token}` } });
      expect(withToken.status, url).toBe(200);
      expect(corsHeaders(withToken.headers), url).toEqual([]);
    }
  });

  it('gives no CORS header to a write, nor to what is not the API or a feed', async () => {
    const write = await t.post('/api/venues', { headers: PARTNER, body: { name: 'Udefra', city: 'Odense', countryCode: 'DK' } });
    expect(write.status).toBe(403);
    expect(corsHeaders(write.headers)).toEqual([]);
    const logIn = await t.post('/api/auth/login', { body: { email: 'nogen@example.dk', password: 'forkert-kode' } });
    expect(corsHeaders(logIn.headers)).toEqual([]);
    expect(corsHeaders((await t.get('/healthz', { headers: PARTNER })).headers)).toEqual([]);
  });
});

describe('preflight', () => {
  const preflight = (url: string, method: string, headers: Record<string, string> = {}) =>
    t.request('OPTIONS', url, { headers: { ...PARTNER, 'access-control-request-method': method, ...headers } });

  it('answers 204 for a read of the API or a feed, with the methods and headers it allows', async () => {
    for (const url of ['/api/events?per_page=5', '/rss.xml']) {
      const response = await preflight(url, 'GET', { 'access-control-request-headers': 'If-None-Match' });
      expect(response.status, url).toBe(204);
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'accept, accept-language, content-language, if-none-match',
        'access-control-max-age': '86400',
      });
    }
  });

  it('allows no write, no Authorization and nothing outside the API and the feeds', async () => {
    for (const [url, method, headers] of [
      ['/api/venues', 'POST', {}],
      ['/api/venues/1', 'DELETE', {}],
      ['/api/members', 'GET', { 'access-control-request-headers': 'authorization' }],
      ['/api/events', 'GET', { 'access-control-request-headers': 'content-type, x-custom' }],
      ['/healthz', 'GET', {}],
    ] as const) {
      const response = await preflight(url, method, headers);
      expect(response.status, `${method} ${url}`).not.toBe(204);
      expect(corsHeaders(response.headers), `${method} ${url}`).toEqual([]);
    }
  });
});
