import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';

/** The site's proxy, as the socket shows it. */
const PROXY = '10.0.0.2';

/**
 * What a client sends when its proxy appends: `X-Forwarded-For: <what the client wrote>, <its address>`.
 * The review (issue 35) wrote a new prefix on every attempt and was never throttled.
 */
const forged = (attempt: number, client: string) => ({ 'x-forwarded-for': `9.9.9.${attempt}, ${client}` });

describe('TRUST_PROXY=true: one proxy in front, so the client is the last X-Forwarded-For entry (docs/operations.md)', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });
  let picture = '';
  beforeAll(async () => {
    picture = (await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') })).text;
  });

  const send = (method: 'POST', url: string, client: string, attempt: number, payload: object | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, remoteAddress: PROXY, headers: { ...forged(attempt, client), ...headers } });

  it('login: a forged prefix per attempt still meets the 10 wrong passwords per account and address', async () => {
    const member = await t.memberWith([]);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 14; attempt += 1) {
      statuses.push((await send('POST', '/api/auth/login', '198.51.100.10', attempt, { email: member.email, password: 'forkert-kode-1' })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429, 429, 429]);
    // The same member through the same proxy from another client is let in: the proxy's address is not what counts.
    expect((await send('POST', '/api/auth/login', '198.51.100.11', 1, { email: member.email, password: member.password })).statusCode).toBe(200);
  });

  it('registration: 10 an hour from one client, whatever it writes before its address', async () => {
    const register = (attempt: number) =>
      send('POST', '/api/auth/register', '198.51.100.20', attempt, {
        email: `videresendt${attempt}@spillested.test`,
        firstName: 'Ny',
        lastName: 'Medlem',
        password: 'god-kode-123',
        passwordConfirm: 'god-kode-123',
        profilePictureUrl: picture,
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await register(attempt)).statusCode).toBe(200);
    const refused = await register(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'For mange nye medlemskaber fra din adresse. Prøv igen om en time.' });
  });

  it('password reset: 10 links an hour from one client, whatever it writes before its address', async () => {
    const forgot = (attempt: number) => send('POST', '/api/auth/forgot-password', '198.51.100.30', attempt, { email: `glemt${attempt}@spillested.test` });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await forgot(attempt)).statusCode).toBe(200);
    const refused = await forgot(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'For mange anmodninger om nye adgangskoder fra din adresse. Prøv igen om en time.' });
  });

  it('uploads: 20 pictures a quarter hour from one client, whatever it writes before its address', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await samplePicture('png', { seed: 9 }))], { type: 'image/png' }), 'mig.png');
    const encoded = new Request('http://x.test', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const upload = (attempt: number) => send('POST', '/api/members/picture', '198.51.100.40', attempt, body, { 'content-type': encoded.headers.get('content-type')! });
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await upload(attempt)).statusCode).toBe(200);
    const refused = await upload(21);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  const t = useTestApp({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' });
  // One password tried on many accounts: the 30 per address across accounts is what counts here.
  let accounts = 0;
  const login = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `konto${(accounts += 1)}@spillested.test`, password: 'sommer2026' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('skips every listed proxy from the right, and counts the first hop that is none', async () => {
    // Two proxies in a row: the client is what the first of them (10.0.0.1) saw.
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await login(PROXY, `9.9.9.${attempt}, 198.51.100.50, 10.0.0.1`)).statusCode).toBe(401);
    const refused = await login(PROXY, '8.8.8.8, 198.51.100.50, 10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'For mange mislykkede loginforsøg fra din adresse. Prøv igen om et kvarter.' });
  });

  it('ignores X-Forwarded-For from a client that reaches the server without a listed proxy', async () => {
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await login('198.51.100.60', `9.9.9.${attempt}`)).statusCode).toBe(401);
    expect((await login('198.51.100.60', '7.7.7.7')).statusCode).toBe(429);
  });
});
