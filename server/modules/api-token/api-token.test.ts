import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamName } from '../../../shared/constants';
import { useTestApp } from '../../test/test-app';
import { memberById, teamIds, updateBody } from '../../test/member-fixtures';

const READ_ONLY = { message: 'API-nøglen må kun læse (GET og HEAD). Opret en nøgle, der også må skrive.' };
const NOT_A_TOKEN = { message: 'API-nøglen er ugyldig, slettet eller udløbet' };
const NO_ACCESS = { message: 'Du har ikke adgang til denne handling' };

describe('API tokens', () => {
  const t = useTestApp();
  let admin: string;
  let teams: Record<TeamName, number>;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    teams = await teamIds(t);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A new token of the member with this cookie, as POST /api/profile/tokens answers it. */
  async function newToken(cookie: string, scopes: string[] = ['read'], extra: Record<string, unknown> = {}) {
    const response = await t.post('/api/profile/tokens', { cookie, body: { name: 'Synkronisering', scopes, ...extra } });
    if (response.status !== 200) throw new Error(`token: ${response.status} ${response.text}`);
    return response.body as { id: number; token: string };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const venue = (name: string) => ({ name, city: 'Aarhus', countryCode: 'DK' });

  describe('POST and GET /api/profile/tokens', () => {
    it('shows the token once, 256 random bits behind spl_, and keeps only its SHA-256', async () => {
      const member = await t.memberWith([]);
      const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
      const created = await t.post('/api/profile/tokens', { cookie: member.cookie, body: { name: ' Kalender-sync ', scopes: ['read', 'write'], expiresAt } });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Kalender-sync',
        scopes: ['read', 'write'],
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt,
        token: expect.stringMatching(/^spl_[A-Za-z0-9_-]{43}$/),
      });
      const { token, ...shown } = created.body;
      expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);

      const listed = await t.get('/api/profile/tokens', { cookie: member.cookie });
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([shown]);
      expect(listed.text).not.toContain(token.slice(4));
      const exported = await t.get('/api/profile/export', { cookie: member.cookie });
      expect(exported.body.apiTokens).toEqual([shown]);
      expect(exported.text).not.toContain(token.slice(4));

      const rows = await t.orm.em.fork().getConnection().execute('select * from api_token where id = ?', [created.body.id]);
      expect(JSON.stringify(rows)).not.toContain(token.slice(4));
      expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    });

    it('refuses a missing name, scopes without read and an expiry in the past', async () => {
      const member = await t.memberWith([]);
      const post = (body: unknown) => t.post('/api/profile/tokens', { cookie: member.cookie, body });
      expect((await post({ name: ' ', scopes: ['read'] })).body).toEqual({ message: 'Giv nøglen et navn' });
      expect((await post({ name: 'Sync', scopes: ['write'] })).body).toEqual({ message: 'En nøgle skal mindst kunne læse: ["read"] eller ["read", "write"]' });
      expect((await post({ name: 'Sync', scopes: ['admin'] })).status).toBe(400);
      const past = await post({ name: 'Sync', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' });
      expect(past.status).toBe(400);
      expect(past.body).toEqual({ message: 'Udløbstidspunktet skal ligge i fremtiden' });
      expect((await t.get('/api/profile/tokens', { cookie: member.cookie })).body).toEqual([]);
    });

    it('is for approved members at a browser, at most 20 tokens each', async () => {
      const pending = await t.memberWith([], { active: false });
      expect((await t.post('/api/profile/tokens', { cookie: pending.cookie, body: { name: 'Sync', scopes: ['read'] } })).status).toBe(403);
      expect((await t.post('/api/profile/tokens', { body: { name: 'Sync', scopes: ['read'] } })).status).toBe(401);

      const member = await t.memberWith([]);
      const { token } = await newToken(member.cookie, ['read', 'write']);
      const byToken = await t.post('/api/profile/tokens', { headers: bearer(token), body: { name: 'Efterfølger', scopes: ['read', 'write'] } });
      expect(byToken.status).toBe(403);
      expect(byToken.body).toEqual({ message: 'Det kræver, at du er logget ind i browseren; en API-nøgle kan ikke bruges til det' });
      const password = { currentPassword: member.password, password: 'ny-kode-1234', passwordConfirmation: 'ny-kode-1234' };
      expect((await t.put('/api/profile/password', { headers: bearer(token), body: password })).status).toBe(403);

      for (let made = 1; made < 20; made += 1) await newToken(member.cookie);
      const over = await t.post('/api/profile/tokens', { cookie: member.cookie, body: { name: 'Nr. 21', scopes: ['read'] } });
      expect(over.status).toBe(409);
      expect(over.body).toEqual({ message: 'Du har allerede 20 API-nøgler. Slet en, før du opretter en ny.' });
    });
  });

  describe('Authorization: Bearer', () => {
    it('acts as the member: sees what members see, and the list shows when it was last used', async () => {
      const member = await t.memberWith([]);
      const { id, token } = await newToken(member.cookie);
      // A visitor's answer is in the public cache first; the token's request must not get it.
      const visitor = await t.get('/api/members?per_page=0');
      expect(JSON.stringify(visitor.body)).not.toContain(member.email);

      const session = await t.get('/api/auth/session', { headers: bearer(token) });
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({ id: member.id, email: member.email });
      const members = await t.get('/api/members?per_page=0', { headers: bearer(token) });
      expect(JSON.stringify(members.body)).toContain(member.email);
      expect(members.headers['cache-control']).toBe('no-store');

      const [listed] = (await t.get('/api/profile/tokens', { cookie: member.cookie })).body;
      expect(listed).toMatchObject({ id, lastUsedAt: expect.any(String) });
    });

    it('refuses a write with a read token (403), on /api, /trpc and uploads alike', async () => {
      const booker = await t.memberWith(['booking']);
      const { token } = await newToken(booker.cookie);
      const refused = await t.post('/api/venues', { headers: bearer(token), body: venue('Kun læsning') });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(READ_ONLY);
      const trpc = await t.post('/trpc/venues.create', { headers: bearer(token), body: venue('Kun læsning') });
      expect(trpc.status).toBe(403);
      expect(trpc.body.error).toMatchObject({ message: READ_ONLY.message, data: { code: 'FORBIDDEN', httpStatus: 403 } });
      const upload = await t.request('POST', '/api/events/image', { headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' });
      expect(upload.status).toBe(403);
      expect(upload.body).toEqual(READ_ONLY);
      expect((await t.get('/api/venues?filter=name=Kun læsning')).body.totalCount).toBe(0);
    });

    it('writes with a write token as far as the member may, from any site (no browser cookie to guard)', async () => {
      const booker = await t.memberWith(['booking']);
      const { token } = await newToken(booker.cookie, ['read', 'write']);
      const created = await t.post('/api/venues', { headers: { ...bearer(token), origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' }, body: venue('Scriptets sted') });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'Scriptets sted', createdBy: booker.id });
      // The same from another site with the booker's cookie is refused, as before.
      const withCookie = await t.post('/api/venues', { cookie: booker.cookie, headers: { origin: 'https://partner.example' }, body: venue('Cookiens sted') });
      expect(withCookie.status).toBe(403);

      const plain = await t.memberWith([]);
      const { token: plainToken } = await newToken(plain.cookie, ['read', 'write']);
      const beyond = await t.post('/api/venues', { headers: bearer(plainToken), body: venue('Ikke mit') });
      expect(beyond.status).toBe(403);
      expect(beyond.body).toEqual(NO_ACCESS);
    });

    it('follows the member: a removed team and a deleted member take effect at the next request', async () => {
      const booker = await t.memberWith(['booking']);
      const { token } = await newToken(booker.cookie, ['read', 'write']);
      expect((await t.post('/api/venues', { headers: bearer(token), body: venue('Før') })).status).toBe(200);

      const demoted = await t.put(`/api/members/${booker.id}`, { cookie: admin, body: updateBody(await memberById(t, booker.id), { memberTeams: [teams.member] }) });
      expect(demoted.status).toBe(200);
      const after = await t.post('/api/venues', { headers: bearer(token), body: venue('Efter') });
      expect(after.status).toBe(403);
      expect(after.body).toEqual(NO_ACCESS);

      expect((await t.delete(`/api/members/${booker.id}`, { cookie: admin })).status).toBe(200);
      const gone = await t.get('/api/auth/session', { headers: bearer(token) });
      expect(gone.status).toBe(401);
      expect(gone.body).toEqual(NOT_A_TOKEN);
    });

    it('refuses an unknown token, another scheme’s value and a token with a cookie it would otherwise fall back to', async () => {
      const member = await t.memberWith([]);
      for (const value of ['Bearer spl_ukendt', 'Bearer', 'bearer abc']) {
        const response = await t.get('/api/auth/session', { cookie: member.cookie, headers: { authorization: value } });
        expect(response.status, value).toBe(401);
        expect(response.body).toEqual(NOT_A_TOKEN);
      }
      const trpc = await t.get('/trpc/auth.session', { headers: { authorization: 'Bearer spl_ukendt' } });
      expect(trpc.status).toBe(401);
      expect(trpc.body.error).toMatchObject({ message: NOT_A_TOKEN.message, data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    });

    it('stops at its expiry', async () => {
      const member = await t.memberWith([]);
      const expiresAt = new Date(Date.now() + 3600_000).toISOString();
      const { token } = await newToken(member.cookie, ['read'], { expiresAt });
      expect((await t.get('/api/auth/session', { headers: bearer(token) })).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600_000 });
      const expired = await t.get('/api/auth/session', { headers: bearer(token) });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual(NOT_A_TOKEN);
      // Still listed, so the owner sees why the script stopped.
      expect((await t.get('/api/profile/tokens', { cookie: member.cookie })).body).toEqual([expect.objectContaining({ expiresAt })]);
    });

    it('is throttled per token: 120 requests a minute, then 429 with Retry-After', async () => {
      const member = await t.memberWith([]);
      const { token } = await newToken(member.cookie);
      const { token: other } = await newToken(member.cookie);
      for (let sent = 0; sent < 120; sent += 1) {
        const response = await t.request('HEAD', '/api/auth/session', { headers: bearer(token) });
        if (response.status !== 200) throw new Error(`request ${sent + 1}: ${response.status}`);
      }
      const refused = await t.get('/api/auth/session', { headers: bearer(token) });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'For mange forespørgsler med denne API-nøgle. Prøv igen om lidt.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await t.get('/api/auth/session', { headers: bearer(other) })).status).toBe(200);
      expect((await t.get('/api/auth/session', { cookie: member.cookie })).status).toBe(200);
    });
  });

  describe('DELETE /api/profile/tokens/{id}', () => {
    it('revokes the member’s own token at once, and answers what it deleted', async () => {
      const member = await t.memberWith([]);
      const { id, token } = await newToken(member.cookie);
      const stranger = await t.memberWith([]);
      expect((await t.delete(`/api/profile/tokens/${id}`, { cookie: stranger.cookie })).status).toBe(404);
      expect((await t.get('/api/auth/session', { headers: bearer(token) })).status).toBe(200);

      const revoked = await t.delete(`/api/profile/tokens/${id}`, { cookie: member.cookie });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toMatchObject({ id, name: 'Synkronisering', scopes: ['read'] });
      expect(revoked.body.token).toBeUndefined();
      expect((await t.get('/api/auth/session', { headers: bearer(token) })).status).toBe(401);
      expect((await t.delete(`/api/profile/tokens/${id}`, { cookie: member.cookie })).body).toEqual({ message: 'API-nøglen findes ikke' });
    });
  });

  describe('GET and DELETE /api/tokens (admins)', () => {
    it('lists every member’s tokens with whose they are, and revokes any', async () => {
      const member = await t.memberWith([]);
      const { id, token } = await newToken(member.cookie);
      const all = await t.get('/api/tokens', { cookie: admin });
      expect(all.status).toBe(200);
      const { firstName, lastName } = await memberById(t, member.id);
      expect(all.body).toContainEqual(expect.objectContaining({ id, member: { id: member.id, firstName, lastName } }));
      expect(all.text).not.toMatch(/spl_/);

      const leader = await t.memberWith(['project-leader']);
      expect((await t.get('/api/tokens', { cookie: leader.cookie })).status).toBe(403);
      expect((await t.delete(`/api/tokens/${id}`, { cookie: leader.cookie })).status).toBe(403);

      expect((await t.delete(`/api/tokens/${id}`, { cookie: admin })).status).toBe(200);
      expect((await t.get('/api/auth/session', { headers: bearer(token) })).status).toBe(401);
      expect((await t.get('/api/tokens', { cookie: admin })).body).not.toContainEqual(expect.objectContaining({ id }));
    });
  });
});
