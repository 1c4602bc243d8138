import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type ReceivedMail, startMailbox } from '../../test/mailbox';
import { PUBLIC_URL, useTestApp } from '../../test/test-app';
import { memberById, updateBody } from '../../test/member-fixtures';
import { resetAddressThrottle } from '../throttle/throttle.service';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const AT_A_BROWSER = { message: 'Det kræver, at du er logget ind i browseren; en API-nøgle kan ikke bruges til det' };
const NOT_A_TOKEN = { message: 'API-nøglen er ugyldig, slettet eller udløbet' };
const NEW_PASSWORD = 'ny-kode-456';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenIn = (mail: ReceivedMail) => /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)![1]!;
const cookieOf = (headers: Record<string, unknown>) => String(headers['set-cookie']).split(';')[0]!;

/** The review's finding (issue 35): a leaked read-write token must not be a way to take the whole account. */
describe('a token is not the account (docs/permissions.md)', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });

  beforeEach(async () => {
    await resetAddressThrottle.reset(t.orm.em.fork(), '127.0.0.1');
    mailbox.messages.length = 0;
  });

  async function newToken(cookie: string): Promise<string> {
    const response = await t.post('/api/profile/tokens', { cookie, body: { name: 'Synkronisering', scopes: ['read', 'write'] } });
    expect(response.status).toBe(200);
    return response.body.token;
  }

  const tokenWorks = async (token: string) => (await t.get('/api/auth/session', { headers: bearer(token) })).status === 200;
  const sessionWorks = async (cookie: string) => (await t.get('/api/auth/session', { cookie })).status === 200;

  it('a token cannot change its own member’s e-mail or delete the account (403), and changes nothing', async () => {
    const member = await t.memberWith([]);
    const token = await newToken(member.cookie);
    const before = await memberById(t, member.id);

    const moved = await t.put(`/api/members/${member.id}`, { headers: bearer(token), body: updateBody(before, { email: 'angriber@example.dk' }) });
    expect(moved.status).toBe(403);
    expect(moved.body).toEqual(AT_A_BROWSER);
    const deleted = await t.delete(`/api/members/${member.id}`, { headers: bearer(token) });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual(AT_A_BROWSER);
    expect(await memberById(t, member.id)).toEqual(before);

    // What a script may well do is still allowed: the name, sent with the e-mail as it is.
    const renamed = await t.put(`/api/members/${member.id}`, { headers: bearer(token), body: updateBody(before, { firstName: 'Scriptet' }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Scriptet', email: member.email });
    // The forgotten-password mail to the address the attacker wanted goes nowhere: only the member's address has an account.
    expect((await t.post('/api/auth/forgot-password', { body: { email: 'angriber@example.dk' } })).status).toBe(200);
    expect((await t.post('/api/auth/forgot-password', { body: { email: member.email } })).status).toBe(200);
    expect((await mailbox.receive(1)).map((mail) => mail.to)).toEqual([[member.email]]);
  });

  it('a manager’s token may change another member’s e-mail as the manager could, and the old address is told', async () => {
    const manager = await t.memberWith(['team-management']);
    const member = await t.memberWith([]);
    const token = await newToken(manager.cookie);
    const body = updateBody(await memberById(t, member.id), { email: 'flyttet@example.dk' });
    expect((await t.put(`/api/members/${member.id}`, { headers: bearer(token), body })).status).toBe(200);
    // The other mail is the new address's link (member-email-verification.test.ts).
    const notice = (await mailbox.receive(2)).find((mail) => mail.to.includes(member.email));
    expect(notice!.text).toContain(`fra ${member.email} til flyttet@example.dk`);
  });

  it('a password reset ends every session and deletes every API token, and the mail says so', async () => {
    const member = await t.memberWith([]);
    const tokens = [await newToken(member.cookie), await newToken(member.cookie)];
    const otherDevice = await t.login(member.email, member.password);
    await t.post('/api/auth/forgot-password', { body: { email: member.email } });
    const [linkMail] = await mailbox.receive(1);
    expect(linkMail!.text).toContain('Når du har valgt en ny adgangskode, er du logget ud alle steder, og alle dine API-nøgler er slettet.');

    const reset = await t.post('/api/auth/reset-password', { body: { token: tokenIn(linkMail!), password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    for (const token of tokens) {
      const refused = await t.get('/api/auth/session', { headers: bearer(token) });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(NOT_A_TOKEN);
    }
    expect(await sessionWorks(member.cookie)).toBe(false);
    expect(await sessionWorks(otherDevice)).toBe(false);
    const fresh = cookieOf(reset.headers);
    expect(await sessionWorks(fresh)).toBe(true);
    expect((await t.get('/api/profile/tokens', { cookie: fresh })).body).toEqual([]);

    const [notice] = await mailbox.receive(1);
    expect(notice).toMatchObject({ to: [member.email], subject: 'Din adgangskode hos Vores spillested er ændret' });
    expect(notice!.text).toContain('Du er logget ud alle andre steder, og dine 2 API-nøgler er slettet');
    expect(notice!.text).toContain(`${PUBLIC_URL}/auth/forgot`);
  });

  it('a password change ends every session, the asking browser’s too (it gets a new one), and deletes every API token', async () => {
    const member = await t.memberWith([]);
    const token = await newToken(member.cookie);
    const otherDevice = await t.login(member.email, member.password);
    const body = { currentPassword: member.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const changed = await t.put('/api/profile/password', { cookie: member.cookie, body });
    expect(changed.status).toBe(200);

    expect(await tokenWorks(token)).toBe(false);
    expect(await sessionWorks(member.cookie)).toBe(false);
    expect(await sessionWorks(otherDevice)).toBe(false);
    const renewed = cookieOf(changed.headers);
    expect(renewed).not.toBe(member.cookie);
    expect(await sessionWorks(renewed)).toBe(true);

    const [notice] = await mailbox.receive(1);
    expect(notice).toMatchObject({ to: [member.email], subject: 'Din adgangskode hos Vores spillested er ændret' });
    expect(notice!.text).toMatch(/blev ændret \S+dag \d+\. \S+ \d{4} kl\. \d{2}\.\d{2}\./);
    expect(notice!.text).toContain('Du er logget ud alle andre steder, og din API-nøgle er slettet');
  });

  it('a member without tokens is told only of the sessions', async () => {
    const member = await t.memberWith([]);
    const body = { currentPassword: member.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await t.put('/api/profile/password', { cookie: member.cookie, body })).status).toBe(200);
    const [notice] = await mailbox.receive(1);
    expect(notice!.text).toContain('Du er logget ud alle andre steder.');
    expect(notice!.text).not.toContain('API-nøgle');
  });
});
