import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { buildOpenApiDocument } from './openapi-document';

/**
 * Every operation of the OpenAPI document, fed inputs nobody listed: odd ids, odd query values and
 * bodies of the wrong shape. Whatever the answer, it is never a 500 and every error is `{ message }`.
 * New calls are covered as soon as they are in the document.
 */
const document = buildOpenApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, { servers, ...methods }]) =>
  Object.entries(methods as Record<string, { requestBody?: { content: Record<string, unknown> } }>).map(([method, operation]) => ({
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
    path,
    // The feeds live at the site's root (their own server entry); everything else under /api.
    base: (servers as { url: string }[] | undefined)?.[0]?.url.replace(/\/$/, '') ?? '/api',
    multipart: Boolean(operation.requestBody?.content['multipart/form-data']),
  })),
);

/** Every row of the table in SPEC §7, one entry per method. */
const SPEC_CALLS = [
  'GET /venues',
  'POST /venues',
  'GET /venues/{id}',
  'PUT /venues/{id}',
  'DELETE /venues/{id}',
  'GET /genres',
  'POST /genres',
  'GET /artists',
  'GET /artists/{id}',
  'POST /artists',
  'PUT /artists/{id}',
  'DELETE /artists/{id}',
  'PUT /artists/image',
  'GET /events',
  'GET /events/{id}',
  'POST /events',
  'PUT /events/{id}',
  'DELETE /events/{id}',
  'POST /events/image',
  'GET /content/landing-images',
  'POST /content/landing-images',
  'DELETE /content/landing-images/{id}',
  'GET /members/{id}/teams',
  'GET /teams',
  'GET /members',
  'GET /members/{id}',
  'PUT /members/{id}',
  'POST /members/{id}/approve',
  'DELETE /members/{id}',
  'POST /members/picture',
  'GET /auth/session',
  'POST /auth/login',
  'POST /auth/log-out',
  'POST /auth/register',
];

/** Calls beyond SPEC §7 that the original client of the API makes. */
const COMPATIBILITY_CALLS = ['GET /members/{id}/permissions'];

const ODD_IDS = ['0', '-1', 'abc', '1.5', '2147483648', '9007199254740993', '%00', '%F0%9F%8E%B8', '1%20OR%201%3D1'];
const ODD_QUERIES = [
  'page=0',
  'per_page=-5',
  'limit=1e99',
  'order_by=%00',
  'order_by=id%20sideways',
  'filter=id%3D1%3D1',
  'filter=%3D%3D%3D',
  `filter=${'a'.repeat(5000)}%3D1`,
  'filter=from_date%3E%3D-000001-01-01',
  'filter=active%3Dmaybe',
  'page[]=1',
  'order_by[$gt]=x',
];
const text = 'Ølhalle\u0000'.repeat(3);
const ODD_BODIES: unknown[] = [
  {},
  [],
  'null',
  '"tekst"',
  '{"name":',
  { id: 1, name: text, title: text, email: text, concerts: 'alle', genreIds: [0, -1, 'x'], memberTeams: [1.5] },
  {
    name: 'x'.repeat(100_000),
    description: { $ne: null },
    previewUrl: 'javascript:alert(1)',
    socials: Array.from({ length: 2000 }, () => 'https://example.com'),
    imageUrl: 'http://spillested.test/images/../../etc/passwd',
    venueId: 2 ** 53,
    isPublic: 'ja',
    concerts: [{ artistID: 1, from: '0000-00-00T00:00:00Z', to: 'igår' }],
    firstName: ['a'],
    memberTeams: Array.from({ length: 10_000 }, (_, index) => index + 1),
    password: 'p'.repeat(10_000),
    passwordConfirm: 'p'.repeat(10_000),
    profilePictureUrl: 'file:///etc/passwd',
  },
];

describe('contract fuzz: no input makes any documented call answer 500', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  const expectClean = (call: string, response: { status: number; body: unknown; headers: Record<string, unknown> }) => {
    expect(response.status, `${call} answered ${response.status}`).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.body, call).toEqual({ message: expect.any(String) });
      expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    }
  };

  it('documents exactly the calls of SPEC §7, and those the original client makes besides', () => {
    const documented = operations.filter(({ base }) => base === '/api').map(({ method, path }) => `${method} ${path}`).sort();
    expect(documented).toEqual([...SPEC_CALLS, ...COMPATIBILITY_CALLS].sort());
  });

  it.each(operations)('$method $path with odd ids and query values', async ({ method, path, base, multipart }) => {
    const urls = path.includes('{id}')
      ? ODD_IDS.map((id) => `${base}${path.replace('{id}', id)}`)
      : ODD_QUERIES.map((query) => `${base}${path}?${query}`);
    for (const url of urls) {
      for (const cookie of [undefined, admin]) {
        const body = method === 'GET' || multipart ? undefined : {};
        expectClean(`${method} ${url}`, await t.request(method, url, { cookie, body }));
      }
    }
  });

  it.each(operations.filter(({ method, multipart }) => (method === 'POST' || method === 'PUT') && !multipart))(
    '$method $path with bodies of the wrong shape',
    async ({ method, path }) => {
      const url = `/api${path.replace('{id}', '1')}`;
      for (const body of ODD_BODIES) {
        for (const cookie of [undefined, admin]) {
          expectClean(`${method} ${url} ${JSON.stringify(body).slice(0, 60)}`, await t.request(method, url, { cookie, body }));
        }
      }
    },
  );

  it.each(operations.filter(({ multipart }) => multipart))('$method $path with a broken multipart body', async ({ method, path }) => {
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="image"; filename="a"\r\n\r\nabc'],
      ['multipart/form-data', '--x--'],
      ['multipart/form-data; boundary=x', ''],
      ['text/plain', 'image'],
    ]) {
      const response = await t.request(method, `/api${path}`, { cookie: admin, body, headers: { 'content-type': contentType! } });
      expectClean(`${method} ${path} ${contentType}`, response);
    }
  });
});
