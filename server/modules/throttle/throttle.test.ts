import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createOrm } from '../../orm';
import { samplePicture } from '../../test/sample-images';
import { ADMIN, useTestApp } from '../../test/test-app';

const t = useTestApp();
const WRONG = { email: ADMIN.email, password: 'forkert-kode-1' };

let addresses = 0;
/** Each test its own client address, so the per-address limits of one test leave the others alone. */
const newAddress = () => `10.0.0.${(addresses += 1)}`;

const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });

function login(body: { email: string; password: string }, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

describe('login throttles, counted in the database (docs/operations.md)', () => {
  it('checks at most 10 passwords for one account from one address, however many requests arrive at once', async () => {
    const member = await t.memberWith([]);
    const address = newAddress();
    const wrong = { email: member.email, password: 'forkert-kode-1' };
    const responses = await Promise.all(Array.from({ length: 60 }, () => login(wrong, address)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'For mange mislykkede loginforsøg. Prøv igen om et kvarter.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // From that address the right password no longer helps for this window, and tRPC counts the same attempts.
    expect((await login(credentials(member), address)).statusCode).toBe(429);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email: member.email, password: member.password }, remoteAddress: address });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from another address while a stranger is refused (nobody locks out somebody else)', async () => {
    // The administrator, whom a stranger would most like to lock out; the refused guesses count nowhere else.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) statuses.push((await login(WRONG, '203.0.113.66')).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect((await login(ADMIN, newAddress())).statusCode).toBe(200);
    expect((await login(ADMIN, '203.0.113.66')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 address', async () => {
    const member = await t.memberWith([]);
    const wrong = { email: member.email, password: 'forkert-kode-1' };
    // One client rotating through its own /64 (written in several ways) is one client.
    for (let index = 1; index <= 10; index += 1) expect((await login(wrong, `2001:db8:7:42::${index.toString(16)}`)).statusCode).toBe(401);
    expect((await login(credentials(member), '2001:db8:7:42:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await login(credentials(member), '2001:0db8:0007:0042:0000:0000:0000:0001')).statusCode).toBe(429);
    // The neighbouring /64 is another customer.
    expect((await login(credentials(member), '2001:db8:7:43::1')).statusCode).toBe(200);

    const other = await t.memberWith([]);
    const otherWrong = { email: other.email, password: 'forkert-kode-1' };
    for (let index = 0; index < 5; index += 1) expect((await login(otherWrong, '198.51.100.7')).statusCode).toBe(401);
    for (let index = 0; index < 5; index += 1) expect((await login(otherWrong, '::ffff:198.51.100.7')).statusCode).toBe(401);
    expect((await login(credentials(other), '::ffff:c633:6407')).statusCode).toBe(429);
    expect((await login(credentials(other), '198.51.100.7')).statusCode).toBe(429);
  });

  it('refuses one account from everywhere after 100 failures in a quarter hour', async () => {
    const member = await t.memberWith([]);
    const wrong = { email: member.email, password: 'forkert-kode-1' };
    // 12 addresses × 10 guesses: no address reaches its own limits, so only the account's ceiling refuses.
    const responses = await Promise.all(Array.from({ length: 120 }, (_, index) => login(wrong, `10.2.${index % 12}.1`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = await login(credentials(member), newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'For mange mislykkede loginforsøg. Prøv igen om et kvarter.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // 100 argon2id verifications: 20–26 s on a busy 2-core machine.
  }, 90_000);

  it('counts tRPC batches call by call', async () => {
    const member = await t.memberWith([]);
    const address = newAddress();
    const batch = JSON.stringify(Object.fromEntries(Array.from({ length: 9 }, (_, index) => [index, { email: member.email, password: 'forkert-kode-1' }])));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/trpc/${Array(9).fill('auth.login').join(',')}?batch=1`,
          payload: batch,
          headers: { 'content-type': 'application/json' },
          remoteAddress: address,
        }),
      ),
    );
    const codes = answers.flatMap((answer) => (answer.json() as { error: { data: { httpStatus: number } } }[]).map((call) => call.error.data.httpStatus));
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(17);
  });

  it('stops one address trying one password on many accounts', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 32; index += 1) {
      statuses.push((await login({ email: `spray${index}@spillested.test`, password: 'sommer2026' }, address)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await login({ email: 'spray99@spillested.test', password: 'x' }, address)).json()).toEqual({
      message: 'For mange mislykkede loginforsøg fra din adresse. Prøv igen om et kvarter.',
    });
    // Another address is not affected, and a success gives its attempt back.
    const member = await t.memberWith([]);
    expect((await login({ email: member.email, password: member.password }, newAddress())).statusCode).toBe(200);
  });
});

describe('registrations and picture uploads per address', () => {
  let picture = '';
  beforeAll(async () => {
    const upload = await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') });
    picture = upload.text;
  });

  it('allows 10 registrations an hour from one address, an IPv6 /64 counting as one', async () => {
    const register = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `2001:db8:10:1::${index + 1}`,
        payload: {
          email: `ny${index}@spillested.test`,
          firstName: 'Ny',
          lastName: 'Medlem',
          password: 'god-kode-123',
          passwordConfirm: 'god-kode-123',
          profilePictureUrl: picture,
        },
      });
    for (let index = 0; index < 10; index += 1) expect((await register(index)).statusCode).toBe(200);
    const refused = await register(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'For mange nye medlemskaber fra din adresse. Prøv igen om en time.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('allows 10 reset-link requests an hour from one address, an IPv6 /64 counting as one', async () => {
    const forgot = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `2001:db8:10:2:${index.toString(16)}::1`,
        payload: { email: `glemsom${index}@spillested.test` },
      });
    for (let index = 0; index < 10; index += 1) expect((await forgot(index)).statusCode).toBe(200);
    const refused = await forgot(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'For mange anmodninger om nye adgangskoder fra din adresse. Prøv igen om en time.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('answers the 21st picture upload of a quarter hour from one /64 with 429 and when to come back', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await samplePicture('png', { seed: 5 }))], { type: 'image/png' }), 'mig.png');
    const encoded = new Request('http://x.test', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const upload = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/members/picture',
        payload: body,
        headers: { 'content-type': encoded.headers.get('content-type')! },
        remoteAddress: `2001:db8:10:3::${index.toString(16)}`,
      });
    for (let index = 0; index < 20; index += 1) expect((await upload(index)).statusCode).toBe(200);
    const refused = await upload(20);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('two app instances on one database', () => {
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondOrm: Awaited<ReturnType<typeof createOrm>>;
  beforeAll(async () => {
    // In-memory SQLite is one database per connection: the second instance shares the first's there.
    secondOrm = t.config.DATABASE_URL === ':memory:' ? t.orm : await createOrm(t.config.DATABASE_URL);
    second = await buildApp({ config: t.config, orm: secondOrm, logger: false });
  });
  afterAll(async () => {
    await second.close();
    if (secondOrm !== t.orm) await secondOrm.close();
  });

  it('count one account’s failed logins together', async () => {
    const member = await t.memberWith([]);
    const address = newAddress();
    const wrong = { email: member.email, password: 'forkert-kode-1' };
    for (let index = 0; index < 5; index += 1) expect((await login(wrong, address)).statusCode).toBe(401);
    const onSecond = () => second.inject({ method: 'POST', url: '/api/auth/login', payload: wrong, remoteAddress: address });
    for (let index = 0; index < 5; index += 1) expect((await onSecond()).statusCode).toBe(401);
    expect((await onSecond()).statusCode).toBe(429);
    expect((await login(wrong, address)).statusCode).toBe(429);
  });
});
