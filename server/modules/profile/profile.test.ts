import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createVenue } from '../../test/event-test-fixtures';

const NEW_PASSWORD = 'ny-kode-til-mig-1';

describe('Min profil', () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  describe('GET and PUT /api/profile/consent', () => {
    const publicNames = async () => ((await t.get('/api/members?per_page=0')).body.records as { firstName: string }[]).map((member) => member.firstName);

    it('lets the member give and withdraw the consent to be shown, which the public list follows at once', async () => {
      const member = await t.memberWith([]);
      const { firstName } = (await t.get('/api/auth/session', { cookie: member.cookie })).body;
      expect((await t.get('/api/profile/consent', { cookie: member.cookie })).body).toEqual({ publicConsent: false });
      expect(await publicNames()).not.toContain(firstName);

      const given = await t.put('/api/profile/consent', { cookie: member.cookie, body: { publicConsent: true } });
      expect(given.status).toBe(200);
      expect(given.body).toEqual({ publicConsent: true });
      expect(await publicNames()).toContain(firstName);

      await t.put('/api/profile/consent', { cookie: member.cookie, body: { publicConsent: false } });
      expect((await t.get('/api/profile/consent', { cookie: member.cookie })).body).toEqual({ publicConsent: false });
      expect(await publicNames()).not.toContain(firstName);
    });

    it('may be withdrawn while awaiting approval, and is nobody else’s to change', async () => {
      const pending = await t.memberWith([], { active: false, publicConsent: true });
      expect((await t.put('/api/profile/consent', { cookie: pending.cookie, body: { publicConsent: false } })).body).toEqual({ publicConsent: false });
      expect((await t.get('/api/profile/consent')).status).toBe(401);
      expect((await t.put('/api/profile/consent', { body: { publicConsent: true } })).status).toBe(401);
      const refused = await t.put('/api/profile/consent', { cookie: admin, body: { publicConsent: 'ja' } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Samtykke skal være true eller false' });
    });
  });

  describe('PUT /api/profile/password', () => {
    it('changes the password with the current one, ends every session and gives this browser a new one', async () => {
      const member = await t.memberWith([]);
      const otherDevice = await t.login(member.email, member.password);
      const body = { currentPassword: member.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };

      const changed = await t.put('/api/profile/password', { cookie: member.cookie, body });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ message: 'Din adgangskode er ændret' });

      const renewed = String(changed.headers['set-cookie']).split(';')[0]!;
      expect((await t.get('/api/auth/session', { cookie: renewed })).status).toBe(200);
      expect((await t.get('/api/auth/session', { cookie: member.cookie })).status).toBe(401);
      expect((await t.get('/api/auth/session', { cookie: otherDevice })).status).toBe(401);
      const oldLogin = await t.post('/api/auth/login', { body: { email: member.email, password: member.password } });
      expect(oldLogin.status).toBe(401);
      expect(await t.login(member.email, NEW_PASSWORD)).toMatch(/=/);
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const member = await t.memberWith([]);
      const body = { currentPassword: 'ikke-min-kode', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
      const refused = await t.put('/api/profile/password', { cookie: member.cookie, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Den nuværende adgangskode er forkert' });
      expect(await t.login(member.email, member.password)).toMatch(/=/);
    });

    it('counts a wrong current password as a failed login of the account', async () => {
      const member = await t.memberWith([]);
      const body = { currentPassword: 'forkert-kode', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        statuses.push((await t.put('/api/profile/password', { cookie: member.cookie, body })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      // The same count guards the login form.
      expect((await t.post('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(429);
    });

    it('holds the new password to the registration’s rules, with Danish messages', async () => {
      const member = await t.memberWith([]);
      const put = (password: string, passwordConfirmation: string) =>
        t.put('/api/profile/password', { cookie: member.cookie, body: { currentPassword: member.password, password, passwordConfirmation } });
      const short = await put('kort', 'kort');
      expect(short.status).toBe(400);
      expect(short.body.message).toMatch(/Adgangskoden skal være mindst \d+ tegn/);
      const differ = await put(NEW_PASSWORD, `${NEW_PASSWORD}x`);
      expect(differ.status).toBe(400);
      expect(differ.body.message).toContain('Adgangskoder skal være ens');
    });

    it('asks who is asking first', async () => {
      const body = { currentPassword: 'x', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
      expect((await t.put('/api/profile/password', { body })).status).toBe(401);
    });
  });

  describe('GET /api/profile/export', () => {
    it('answers everything stored about the member, with what they made and changed, and no password hash', async () => {
      const booker = await t.memberWith(['booking']);
      const venueId = await createVenue(t, booker.cookie, 'Gimle');
      const renamed = await t.put(`/api/venues/${venueId}`, { cookie: admin, body: { name: 'Gimle 2', city: 'Roskilde', countryCode: 'DK' } });
      expect(renamed.status).toBe(200);
      const ownVenue = await createVenue(t, booker.cookie, 'Bygningen');

      const response = await t.get('/api/profile/export', { cookie: booker.cookie });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const data = response.body;
      expect(data.profile).toMatchObject({ id: booker.id, email: booker.email, active: true, publicConsent: false, approvedBy: null });
      expect(data.teams.map((team: { name: string }) => team.name).sort()).toEqual(['booking', 'member']);
      expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
      expect(data.records.venues).toEqual({
        created: [
          { id: venueId, title: 'Gimle 2' },
          { id: ownVenue, title: 'Bygningen' },
        ],
        updated: [{ id: ownVenue, title: 'Bygningen' }],
      });
      expect(data.records.artists).toEqual({ created: [], updated: [] });
      expect(response.text).not.toMatch(/passwordHash|password_hash|\$argon|\$scrypt/i);
    });

    it('lists the members an admin approved and changed', async () => {
      const waiting = await t.memberWith([], { active: false });
      expect((await t.post(`/api/members/${waiting.id}/approve`, { cookie: admin })).status).toBe(200);
      const { body } = await t.get('/api/profile/export', { cookie: admin });
      expect(body.records.members.approved).toContainEqual({ id: waiting.id, title: expect.stringContaining('Testesen') });
      expect(body.records.members.updated).toContainEqual({ id: waiting.id, title: expect.stringContaining('Testesen') });
    });

    it('is for logged-in members only', async () => {
      expect((await t.get('/api/profile/export')).status).toBe(401);
    });
  });
});
