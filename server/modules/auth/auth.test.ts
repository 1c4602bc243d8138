import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { ADMIN, startTestApp, useTestApp } from '../../test/test-app';
import { Member } from '../member/member.entity';
import { Session } from '../session/session.entity';

/** Completed with a freshly uploaded profile picture in beforeAll. */
const registration = {
  email: 'Ny.Frivillig@Example.dk',
  firstName: 'Ny',
  lastName: 'Frivillig',
  password: 'god-kode-123',
  passwordConfirm: 'god-kode-123',
  profilePictureUrl: '',
};

const sessionCookieOf = (headers: Record<string, unknown>) => {
  const raw = headers['set-cookie'];
  return String(Array.isArray(raw) ? raw[0] : raw);
};
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

describe('auth', () => {
  const t = useTestApp();

  beforeAll(async () => {
    // One upload serves every registration: the picture throttle allows few per address.
    const upload = await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') });
    expect(upload.status).toBe(200);
    registration.profilePictureUrl = upload.text;
  });

  const storedMember = (email: string) => t.orm.em.fork().findOneOrFail(Member, { email });

  describe('POST /api/auth/register', () => {
    it('creates an inactive member of the team "member" with the uploaded picture, logged in at once', async () => {
      const response = await t.post('/api/auth/register', { body: { ...registration, email: 'reg1@example.dk' } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        email: 'reg1@example.dk',
        firstName: 'Ny',
        lastName: 'Frivillig',
        active: false,
        teams: [{ name: 'member', displayName: 'Medlem' }],
        profilePictureUrl: registration.profilePictureUrl,
      });
      expect(registration.profilePictureUrl).toMatch(/^http:\/\/spillested\.test\/images\/[0-9a-f]{64}\.webp$/);
      expect(response.body).not.toHaveProperty('approvedById');
      expect(response.body).not.toHaveProperty('password');
      expect(response.body).not.toHaveProperty('passwordHash');
      const session = await t.get('/api/auth/session', { cookie: cookiePair(sessionCookieOf(response.headers)) });
      expect(session.status).toBe(200);
      expect(session.body.id).toBe(response.body.id);
    });

    it('stores the e-mail lower-cased and refuses the same address in other case with 409', async () => {
      const first = await t.post('/api/auth/register', { body: registration });
      expect(first.body.email).toBe('ny.frivillig@example.dk');
      const again = await t.post('/api/auth/register', { body: { ...registration, email: 'NY.FRIVILLIG@example.DK' } });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Der findes allerede et medlem med denne e-mail' });
    });

    it.each([
      [{ passwordConfirm: 'anden-kode-123' }, 'Adgangskoder skal være ens'],
      [{ password: 'kort', passwordConfirm: 'kort' }, 'Adgangskoden skal være mindst 8 tegn'],
      [{ password: 'x'.repeat(25), passwordConfirm: 'x'.repeat(25) }, 'Adgangskoden må højst være 24 tegn'],
      [{ email: 'ikke-en-email' }, 'E-mail skal være gyldig'],
      [{ email: undefined }, 'E-mail skal være defineret'],
      [{ firstName: ' ' }, 'Fornavn skal være defineret'],
      [{ lastName: '' }, 'Efternavn skal være defineret'],
      [{ profilePictureUrl: undefined }, 'Profilbillede skal være uploadet'],
      [{ profilePictureUrl: '' }, 'Profilbillede skal være uploadet'],
      [{ profilePictureUrl: 'ikke-en-url' }, 'Profilbillede skal være et gyldigt URL'],
      [{ profilePictureUrl: 'ftp://spillested.test/images/x.webp' }, 'Profilbillede skal være et gyldigt URL'],
      [{ profilePictureUrl: `https://andetsted.example/images/${'a'.repeat(64)}.webp` }, 'Billedet skal være uploadet her på siden'],
      [{ profilePictureUrl: `http://spillested.test/images/${'a'.repeat(64)}.webp` }, 'Billedet findes ikke; upload det igen'],
      [{ publicConsent: 'false' }, 'Samtykke skal være true eller false'],
      [{ publicConsent: 1 }, 'Samtykke skal være true eller false'],
    ])('refuses %j with 400 "%s"', async (change, message) => {
      const response = await t.post('/api/auth/register', { body: { ...registration, email: 'invalid@example.dk', ...change } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await t.orm.em.fork().count(Member, { email: 'invalid@example.dk' })).toBe(0);
    });

    it('records consent to be shown publicly only when ticked', async () => {
      await t.post('/api/auth/register', { body: { ...registration, email: 'samtykke@example.dk', publicConsent: true } });
      await t.post('/api/auth/register', { body: { ...registration, email: 'uden-samtykke@example.dk' } });
      expect((await storedMember('samtykke@example.dk')).publicConsent).toBe(true);
      expect((await storedMember('uden-samtykke@example.dk')).publicConsent).toBe(false);
    });

    it('accepts passwords of exactly 8 and 24 characters', async () => {
      for (const [email, password] of [
        ['otte@example.dk', '12345678'],
        ['fireogtyve@example.dk', 'x'.repeat(24)],
      ] as const) {
        const response = await t.post('/api/auth/register', { body: { ...registration, email, password, passwordConfirm: password } });
        expect(response.status).toBe(200);
      }
    });
  });

  describe('POST /api/auth/login', () => {
    it('logs in with any case of the e-mail and sets a safe session cookie', async () => {
      const response = await t.post('/api/auth/login', { body: { email: ADMIN.email.toUpperCase(), password: ADMIN.password } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: ADMIN.email, active: true });
      expect(response.body.teams.map((team: { name: string }) => team.name)).toContain('admin');
      const cookie = sessionCookieOf(response.headers);
      expect(cookie).toMatch(/^spillested_session=[\w-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('stores only a hash of the session token', async () => {
      const response = await t.post('/api/auth/login', { body: ADMIN });
      const token = cookiePair(sessionCookieOf(response.headers)).split('=')[1]!;
      const stored = await t.orm.em.fork().find(Session, {});
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((session) => session.id !== token && /^[0-9a-f]{64}$/.test(session.id))).toBe(true);
    });

    it.each([
      [{ email: ADMIN.email, password: 'forkert-kode' }],
      [{ email: 'ukendt@example.dk', password: ADMIN.password }],
    ])('refuses %j with 401 and the same message', async (body) => {
      const response = await t.post('/api/auth/login', { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Forkert e-mail eller adgangskode' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a missing password or e-mail with 400', async () => {
      expect((await t.post('/api/auth/login', { body: { email: ADMIN.email } })).status).toBe(400);
      expect((await t.post('/api/auth/login', { body: { password: 'x' } })).status).toBe(400);
      expect((await t.post('/api/auth/login', { body: {} })).status).toBe(400);
    });

    it('starts a new session on every login and ends the one the browser had', async () => {
      const first = await t.loginAdmin();
      const second = await t.post('/api/auth/login', { body: ADMIN, cookie: first });
      const secondCookie = cookiePair(sessionCookieOf(second.headers));
      expect(secondCookie).not.toBe(first);
      expect((await t.get('/api/auth/session', { cookie: first })).status).toBe(401);
      expect((await t.get('/api/auth/session', { cookie: secondCookie })).status).toBe(200);
    });

    it('lets a member who awaits approval log in, but not into the admin actions', async () => {
      const registered = await t.post('/api/auth/register', { body: { ...registration, email: 'venter@example.dk' } });
      expect(registered.status).toBe(200);
      const cookie = await t.login('venter@example.dk', registration.password);
      const session = await t.get('/api/auth/session', { cookie });
      expect(session.body).toMatchObject({ email: 'venter@example.dk', active: false });
      const attempt = await t.post('/api/venues', { cookie, body: { name: 'x', city: 'y', countryCode: 'DK' } });
      expect(attempt.status).toBe(403);
      expect(attempt.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers 401 without a session', async () => {
      const response = await t.get('/api/auth/session');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Du skal være logget ind' });
    });

    it('ends sessions idle for 14 days and those older than 30 days', async () => {
      const em = t.orm.em.fork();
      const idle = await t.loginAdmin();
      const expired = await t.loginAdmin();
      const fresh = await t.loginAdmin();
      const day = 24 * 60 * 60 * 1000;
      const sessions = await em.find(Session, {}, { orderBy: { createdAt: 'DESC' }, limit: 3 });
      // Newest first: fresh, expired, idle.
      sessions[2]!.lastSeenAt = new Date(Date.now() - 14 * day - 1000);
      sessions[1]!.expiresAt = new Date(Date.now() - 1000);
      await em.flush();
      expect((await t.get('/api/auth/session', { cookie: idle })).status).toBe(401);
      expect((await t.get('/api/auth/session', { cookie: expired })).status).toBe(401);
      expect((await t.get('/api/auth/session', { cookie: fresh })).status).toBe(200);
      expect(await em.fork().count(Session, { id: { $in: [sessions[1]!.id, sessions[2]!.id] } })).toBe(0);
    });
  });

  it('keeps a session in use alive: a visit after 13 idle days starts the 14 days again', async () => {
    const em = t.orm.em.fork();
    const cookie = await t.loginAdmin();
    const [session] = await em.find(Session, {}, { orderBy: { createdAt: 'DESC' }, limit: 1 });
    const day = 24 * 60 * 60 * 1000;
    session!.lastSeenAt = new Date(Date.now() - 13 * day);
    await em.flush();
    expect((await t.get('/api/auth/session', { cookie })).status).toBe(200);
    const touched = await t.orm.em.fork().findOneOrFail(Session, { id: session!.id });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  describe('POST /api/auth/log-out', () => {
    it('ends the session on the server, so the old cookie no longer works', async () => {
      const cookie = await t.loginAdmin();
      const response = await t.post('/api/auth/log-out', { cookie });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Du er logget ud' });
      expect(sessionCookieOf(response.headers)).toMatch(/spillested_session=;/);
      expect((await t.get('/api/auth/session', { cookie })).status).toBe(401);
    });

    it('accepts a JSON content type with an empty body, and no session at all', async () => {
      const cookie = await t.loginAdmin();
      const withHeader = await t.post('/api/auth/log-out', { cookie, headers: { 'content-type': 'application/json' } });
      expect(withHeader.status).toBe(200);
      expect((await t.post('/api/auth/log-out')).status).toBe(200);
    });
  });

  it('over HTTPS the cookie is Secure and __Host- prefixed', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://spillested.example.dk' });
    try {
      const response = await secure.post('/api/auth/login', { body: ADMIN });
      const cookie = sessionCookieOf(response.headers);
      expect(cookie).toMatch(/^__Host-spillested_session=/);
      expect(cookie).toMatch(/Secure/);
      const session = await secure.get('/api/auth/session', { cookie: cookiePair(cookie) });
      expect(session.status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('password guessing', () => {
  const t = useTestApp();

  it('is refused with 429 after 10 failures for one e-mail from one address, while others can still log in', async () => {
    const guess = () => t.post('/api/auth/login', { body: { email: ADMIN.email, password: 'gæt-igen-1' } });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess()).status).toBe(401);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'For mange mislykkede loginforsøg. Prøv igen om et kvarter.' });
    expect((await t.post('/api/auth/login', { body: ADMIN })).status).toBe(429);
    const other = await t.memberWith([]);
    expect((await t.post('/api/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
  });
});
