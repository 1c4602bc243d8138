import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ReceivedMail, startMailbox } from '../../test/mailbox';
import { samplePicture } from '../../test/sample-images';
import { ADMIN, PUBLIC_URL, useTestApp } from '../../test/test-app';
import { Member } from '../member/member.entity';
import { resetAddressThrottle } from '../throttle/throttle.service';
import { PasswordReset } from './password-reset.entity';
import { removeSpentPasswordResets } from './password-reset';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const FORGOT_ANSWER = {
  message: 'Hvis adressen hører til et medlem, har vi sendt et link til at vælge en ny adgangskode. Linket virker i 1 time.',
};
const INVALID_LINK = { message: 'Linket til at nulstille adgangskoden er ugyldigt, brugt eller udløbet. Bed om et nyt.' };
const tokenIn = (mail: ReceivedMail) => /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)![1]!;

describe('account mail and password reset', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });

  beforeEach(async () => {
    // Every request here comes from one address; each test starts with its allowance whole.
    await resetAddressThrottle.reset(t.orm.em.fork(), '127.0.0.1');
    mailbox.messages.length = 0;
  });

  describe('registration and approval', () => {
    let pictureUrl = '';
    beforeAll(async () => {
      pictureUrl = (await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') })).text;
    });

    it('tells every active member who may approve members, and nobody else, with a link to the new member', async () => {
      const teamManager = await t.memberWith(['team-management']);
      const projectLeader = await t.memberWith(['project-leader']);
      await t.memberWith(['booking']);
      await t.memberWith(['team-management'], { active: false });
      const response = await t.post('/api/auth/register', {
        body: {
          email: 'ny@example.dk',
          firstName: 'Ny',
          lastName: 'Frivillig',
          password: 'god-kode-123',
          passwordConfirm: 'god-kode-123',
          profilePictureUrl: pictureUrl,
        },
      });
      expect(response.status).toBe(200);
      // The fourth is the new member's own "Bekræft din e-mail" (member-email-verification.test.ts).
      const mails = (await mailbox.receive(4)).filter((mail) => !mail.to.includes('ny@example.dk'));
      expect(mails.flatMap((mail) => mail.to).sort()).toEqual([ADMIN.email, projectLeader.email, teamManager.email].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('Nyt medlem venter på godkendelse: Ny Frivillig');
        expect(mail.text).toContain('Ny Frivillig (ny@example.dk) har oprettet et medlemskab');
        expect(mail.text).toContain(`${PUBLIC_URL}/admin/members/${response.body.id}`);
        expect(mail.html).toContain(`href="${PUBLIC_URL}/admin/members/${response.body.id}"`);
      }
    });

    it('tells the member once when they are approved, with the login link', async () => {
      const manager = await t.memberWith(['team-management']);
      const pending = await t.memberWith([], { active: false });
      expect((await t.post(`/api/members/${pending.id}/approve`, { cookie: manager.cookie })).status).toBe(200);
      const [mail] = await mailbox.receive(1);
      expect(mail).toMatchObject({ to: [pending.email], subject: 'Dit medlemskab er godkendt' });
      expect(mail!.text).toContain(`${PUBLIC_URL}/auth/login`);

      // Approving again changes nothing and sends nothing: a registration mail sent after it arrives alone.
      expect((await t.post(`/api/members/${pending.id}/approve`, { cookie: manager.cookie })).status).toBe(200);
      await t.post('/api/auth/forgot-password', { body: { email: manager.email } });
      expect((await mailbox.receive(1)).map((received) => received.to)).toEqual([[manager.email]]);
    });
  });

  describe('forgot and reset', () => {
    it('answers alike for a member and an unknown address, and mails only the member a link on PUBLIC_URL', async () => {
      const member = await t.memberWith([]);
      const unknown = await t.post('/api/auth/forgot-password', { body: { email: 'ingen@example.dk' } });
      const known = await t.post('/api/auth/forgot-password', { body: { email: member.email.toUpperCase() } });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.text).toBe(known.text);
      expect(known.body).toEqual(FORGOT_ANSWER);
      const [mail] = await mailbox.receive(1);
      expect(mail).toMatchObject({ to: [member.email], subject: 'Nulstil din adgangskode til Vores spillested' });
      expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/auth/reset\\?token=[\\w-]{43}\\s`));
      expect(mailbox.messages).toHaveLength(0);
      // Only the hash is stored.
      const stored = await t.orm.em.fork().find(PasswordReset, { member: member.id });
      expect(stored.map((reset) => reset.id)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      expect(stored[0]!.id).not.toContain(tokenIn(mail!));
    });

    it('sets the new password once, ends every session and logs the member in afresh', async () => {
      const member = await t.memberWith([]);
      const otherDevice = await t.login(member.email, member.password);
      await t.post('/api/auth/forgot-password', { body: { email: member.email } });
      const token = tokenIn((await mailbox.receive(1))[0]!);
      // The page asks first whether the link works; a visitor's answer is never kept by the cache.
      const check = () => t.get(`/api/auth/reset-password?token=${token}`);
      expect((await check()).body).toEqual({ valid: true });
      expect((await check()).headers.etag).toBeUndefined();

      const reset = await t.post('/api/auth/reset-password', {
        body: { token, password: 'ny-kode-456', passwordConfirm: 'ny-kode-456' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({ id: member.id, email: member.email });
      expect((await mailbox.receive(1))[0]).toMatchObject({ to: [member.email], subject: 'Din adgangskode hos Vores spillested er ændret' });
      const cookie = String(reset.headers['set-cookie']).split(';')[0]!;
      expect((await t.get('/api/auth/session', { cookie })).body.id).toBe(member.id);
      for (const old of [member.cookie, otherDevice]) expect((await t.get('/api/auth/session', { cookie: old })).status).toBe(401);
      expect((await t.post('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
      expect((await t.post('/api/auth/login', { body: { email: member.email, password: 'ny-kode-456' } })).status).toBe(200);

      const again = await t.post('/api/auth/reset-password', { body: { token, password: 'tredje-kode-7', passwordConfirm: 'tredje-kode-7' } });
      expect(again.status).toBe(400);
      expect(again.body).toEqual(INVALID_LINK);
      expect((await check()).body).toEqual({ valid: false });
      expect((await t.get('/api/auth/reset-password?token=')).status).toBe(400);
    });

    it('refuses an expired link, a tampered one, and one a newer link replaced', async () => {
      const member = await t.memberWith([]);
      const body = (token: string) => ({ body: { token, password: 'ny-kode-456', passwordConfirm: 'ny-kode-456' } });
      await t.post('/api/auth/forgot-password', { body: { email: member.email } });
      const first = tokenIn((await mailbox.receive(1))[0]!);
      await t.post('/api/auth/forgot-password', { body: { email: member.email } });
      const second = tokenIn((await mailbox.receive(1))[0]!);

      const replaced = await t.post('/api/auth/reset-password', body(first));
      expect(replaced.status).toBe(400);
      expect(replaced.body).toEqual(INVALID_LINK);
      const flipped = second.slice(0, -1) + (second.endsWith('A') ? 'B' : 'A');
      expect((await t.post('/api/auth/reset-password', body(flipped))).body).toEqual(INVALID_LINK);

      await t.orm.em.fork().nativeUpdate(PasswordReset, { member: member.id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await t.post('/api/auth/reset-password', body(second));
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual(INVALID_LINK);
      expect((await t.post('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    });

    it.each([
      [{ password: 'kort', passwordConfirm: 'kort' }, 'Adgangskoden skal være mindst 8 tegn'],
      [{ password: 'x'.repeat(25), passwordConfirm: 'x'.repeat(25) }, 'Adgangskoden må højst være 24 tegn'],
      [{ password: 'god-kode-123', passwordConfirm: 'anden-kode-1' }, 'Adgangskoder skal være ens'],
      [{ token: '' }, 'Linket mangler sin kode'],
    ])('keeps the password rules of registration: %j', async (change, message) => {
      const response = await t.post('/api/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: 'god-kode-123', passwordConfirm: 'god-kode-123', ...change },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('sends at most 3 links per address per hour, counting unknown addresses alike', async () => {
      const member = await t.memberWith([]);
      for (const email of [member.email, 'ukendt@example.dk']) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          expect((await t.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
        }
        const refused = await t.post('/api/auth/forgot-password', { body: { email } });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body).toEqual({ message: 'Der er allerede sendt flere links til den adresse. Prøv igen om en time.' });
      }
      expect((await mailbox.receive(3)).every((mail) => mail.to[0] === member.email)).toBe(true);
    });

    it('takes at most 10 requests per client address per hour', async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await t.post('/api/auth/forgot-password', { body: { email: `nr${attempt}@example.dk` } })).status).toBe(200);
      }
      const refused = await t.post('/api/auth/forgot-password', { body: { email: 'nr11@example.dk' } });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'For mange anmodninger om nye adgangskoder fra din adresse. Prøv igen om en time.' });
    });

    it('the hourly clean-up removes links past their hour and keeps live ones', async () => {
      const em = t.orm.em.fork();
      const [live, old] = await Promise.all([t.memberWith([]), t.memberWith([])]);
      await t.post('/api/auth/forgot-password', { body: { email: live.email } });
      await t.post('/api/auth/forgot-password', { body: { email: old.email } });
      await mailbox.receive(2);
      await em.nativeUpdate(PasswordReset, { member: old.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect(await removeSpentPasswordResets(em)).toBeGreaterThanOrEqual(1);
      expect(await em.count(PasswordReset, { member: old.id })).toBe(0);
      expect(await em.count(PasswordReset, { member: live.id })).toBe(1);
      expect(await em.count(Member, { id: old.id })).toBe(1);
    });
  });
});
