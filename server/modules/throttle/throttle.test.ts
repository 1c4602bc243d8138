import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createOrm } from '../../db/orm';
import { samplePicture } from '../../test/sample-images';
import { ADMIN, useTestApp } from '../../test/test-app';

const t = useTestApp();
const WRONG = { email: ADMIN.email, password: 'forkert-kode-1' };

let addresses = 0;
/** Each test its own client address, so the per-address limits of one test leave the others alone. */
const newAddress = () => `10.0.0.${(addresses += 1)}`;

function login(body: { email: string; password: string }, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

describe('login throttles, counted in the database (DESIGN.md §15)', () => {
  it('checks at most 10 passwords for one account, however many requests arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, (_, index) => login(WRONG, `10.1.${index}.1`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'For mange mislykkede loginforsøg. Prøv igen om et kvarter.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The right password no longer helps for this window, and tRPC counts the same attempts.
    expect((await login(ADMIN, newAddress())).statusCode).toBe(429);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: ADMIN, remoteAddress: newAddress() });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts tRPC batches call by call', async () => {
    const member = await t.memberWith([]);
    const batch = JSON.stringify(Object.fromEntries(Array.from({ length: 9 }, (_, index) => [index, { email: member.email, password: 'forkert-kode-1' }])));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/trpc/${Array(9).fill('auth.login').join(',')}?batch=1`,
          payload: batch,
          headers: { 'content-type': 'application/json' },
          remoteAddress: newAddress(),
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

  it('allows 10 registrations an hour from one address', async () => {
    const address = newAddress();
    const register = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address,
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

  it('answers the 21st picture upload of a quarter hour with 429 and when to come back', async () => {
    const address = newAddress();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await samplePicture('png', { seed: 5 }))], { type: 'image/png' }), 'mig.png');
    const encoded = new Request('http://x.test', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const upload = () =>
      t.app.inject({ method: 'POST', url: '/api/members/picture', payload: body, headers: { 'content-type': encoded.headers.get('content-type')! }, remoteAddress: address });
    for (let index = 0; index < 20; index += 1) expect((await upload()).statusCode).toBe(200);
    const refused = await upload();
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
    const wrong = { email: member.email, password: 'forkert-kode-1' };
    for (let index = 0; index < 5; index += 1) expect((await login(wrong, newAddress())).statusCode).toBe(401);
    const onSecond = (remoteAddress: string) => second.inject({ method: 'POST', url: '/api/auth/login', payload: wrong, remoteAddress });
    for (let index = 0; index < 5; index += 1) expect((await onSecond(newAddress())).statusCode).toBe(401);
    expect((await onSecond(newAddress())).statusCode).toBe(429);
    expect((await login(wrong, newAddress())).statusCode).toBe(429);
  });
});
