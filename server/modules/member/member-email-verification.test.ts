import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/danish-date';
import { type ReceivedMail, startMailbox } from '../../test/mailbox';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { memberById, updateBody } from '../../test/member-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const DEAD_LINK = { message: 'Linket til at bekræfte e-mailadressen er ugyldigt, brugt eller udløbet. Log ind og bed om et nyt.' };
const verifyTokenIn = (mail: ReceivedMail) => /\/auth\/verify\?token=([\w-]{43})/.exec(mail.text)![1]!;
const resetTokenIn = (mail: ReceivedMail) => /\/auth\/reset\?token=([\w-]{43})/.exec(mail.text)![1]!;

describe('an address is trusted once it answers its link (issue 45)', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });
  let picture: string;

  beforeAll(async () => {
    picture = (await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') })).text;
  });
  beforeEach(() => {
    mailbox.messages.length = 0;
  });

  /** Registers through the spec's call and answers the member, their cookie and the link mailed to them. */
  async function register(email: string) {
    const password = 'god-kode-123';
    const body = { email, firstName: 'Ny', lastName: 'Frivillig', password, passwordConfirm: password, profilePictureUrl: picture };
    const response = await t.post('/api/auth/register', { body });
    expect(response.status, response.text).toBe(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const mail = (await mailbox.receive(1)).find((received) => received.to.includes(email))!;
    return { id: response.body.id as number, cookie, password, mail };
  }

  const verify = (token: string) => t.post('/api/auth/verify-email', { body: { token } });

  it('registration answers as the spec says and mails "Bekræft din e-mail"; the button on the page verifies the address, once', async () => {
    const { id, cookie, mail } = await register('ny@example.dk');
    expect(mail.subject).toBe('Bekræft din e-mail');
    expect(mail.text).toContain('Bekræft, at ny@example.dk er din adresse');
    expect(mail.text).toContain('Har du ikke bedt om det, kan du se bort fra denne e-mail');
    expect((await t.get('/api/auth/session', { cookie })).body).toMatchObject({ email: 'ny@example.dk', emailVerified: false });
    expect((await memberById(t, id)).emailVerified).toBe(false);

    const token = verifyTokenIn(mail);
    // Opening the link shows the page; only its button (a POST) verifies, so a mail scanner verifies nothing.
    expect((await t.get(`/api/auth/verify-email?token=${token}`)).body).toEqual({ valid: true, email: 'ny@example.dk' });
    expect((await memberById(t, id)).emailVerified).toBe(false);

    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Tak! Din e-mailadresse er bekræftet.', email: 'ny@example.dk' });
    expect((await memberById(t, id)).emailVerified).toBe(true);
    expect((await t.get(`/api/auth/verify-email?token=${token}`)).body).toEqual({ valid: false });
    expect((await verify(token)).body).toEqual(DEAD_LINK);
    expect((await verify('x'.repeat(43))).status).toBe(400);
  });

  it('a resend replaces the link, is refused once verified, and sends at most 3 an address an hour', async () => {
    const { cookie, mail } = await register('glemsom@example.dk');
    const first = verifyTokenIn(mail);
    const resent = await t.post('/api/profile/email-verification', { cookie });
    expect(resent.body).toEqual({ message: 'Vi har sendt et nyt link til glemsom@example.dk' });
    const [again] = await mailbox.receive(1);
    expect(again!.subject).toBe('Bekræft din e-mail');
    expect((await verify(first)).body).toEqual(DEAD_LINK);
    expect((await t.post('/api/profile/email-verification', { cookie })).status).toBe(200);
    expect((await t.post('/api/profile/email-verification', { cookie })).status).toBe(200);
    const throttled = await t.post('/api/profile/email-verification', { cookie });
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    const newest = (await mailbox.receive(2)).at(-1)!;
    expect((await verify(verifyTokenIn(newest))).status).toBe(200);
    const done = await t.post('/api/profile/email-verification', { cookie });
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ message: 'Din e-mailadresse er allerede bekræftet' });
    expect((await t.post('/api/profile/email-verification')).status).toBe(401);
  });

  describe('a new e-mail takes effect only when its link is opened', () => {
    it('waits in pendingEmail: the old address still logs in, is told, and keeps its reset links until the new one answers', async () => {
      const leader = await t.memberWith(['project-leader']);
      const member = await t.memberWith(['booking']);
      expect((await t.post('/api/auth/forgot-password', { body: { email: member.email } })).status).toBe(200);
      const resetToken = resetTokenIn((await mailbox.receive(1))[0]!);

      const body = updateBody(await memberById(t, member.id), { email: 'ny.adresse@example.dk' });
      const response = await t.put(`/api/members/${member.id}`, { cookie: leader.cookie, body });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: member.email, pendingEmail: 'ny.adresse@example.dk', emailVerified: true });

      const mails = await mailbox.receive(2);
      const link = mails.find((mail) => mail.to.includes('ny.adresse@example.dk'))!;
      const notice = mails.find((mail) => mail.to.includes(member.email))!;
      expect(link.subject).toBe('Bekræft din e-mail');
      expect(link.text).toContain('indtil da logger du ind med den gamle');
      expect(notice.subject).toBe('Din e-mailadresse hos Vores spillested skal ændres');
      const { firstName, lastName } = await memberById(t, leader.id);
      expect(notice.text).toContain(
        `${firstName} ${lastName} har ${formatDateTime(response.body.updatedAt)} bedt om at ændre e-mailadressen på din konto hos Vores spillested fra ${member.email} til ny.adresse@example.dk.`,
      );

      // Sending the profile back as shown (old address, or the waiting one) asks for nothing new.
      expect((await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body: updateBody(response.body) })).status).toBe(200);
      expect((await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body: updateBody(response.body, { email: 'ny.adresse@example.dk' }) })).status).toBe(200);
      expect(mailbox.messages).toEqual([]);
      expect((await memberById(t, member.id)).pendingEmail).toBe('ny.adresse@example.dk');

      expect((await t.post('/api/auth/login', { body: { email: 'ny.adresse@example.dk', password: member.password } })).status).toBe(401);
      expect((await t.get(`/api/auth/reset-password?token=${resetToken}`)).body.valid).toBe(true);

      expect((await verify(verifyTokenIn(link))).body).toEqual({ message: 'Tak! Din e-mailadresse er bekræftet.', email: 'ny.adresse@example.dk' });
      const after = await memberById(t, member.id);
      expect(after).toMatchObject({ email: 'ny.adresse@example.dk', emailVerified: true });
      expect(after.pendingEmail).toBeUndefined();
      expect((await t.post('/api/auth/login', { body: { email: 'ny.adresse@example.dk', password: member.password } })).status).toBe(200);
      expect((await t.post('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
      expect((await t.get(`/api/auth/reset-password?token=${resetToken}`)).body.valid).toBe(false);
    });

    it('can be taken back before the link is opened, which kills the link', async () => {
      const member = await t.memberWith([]);
      const body = updateBody(await memberById(t, member.id), { email: 'fortrudt@example.dk' });
      expect((await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body })).status).toBe(200);
      const link = (await mailbox.receive(2)).find((mail) => mail.to.includes('fortrudt@example.dk'))!;
      const cancelled = await t.delete(`/api/members/${member.id}/pending-email`, { cookie: member.cookie });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.pendingEmail).toBeUndefined();
      expect((await verify(verifyTokenIn(link))).body).toEqual(DEAD_LINK);
      expect((await memberById(t, member.id)).email).toBe(member.email);
      const other = await t.memberWith([]);
      expect((await t.delete(`/api/members/${member.id}/pending-email`, { cookie: other.cookie })).status).toBe(403);
    });

    it('refuses an address another member has, when asked and when its link is opened', async () => {
      const [first, second, third] = [await t.memberWith([]), await t.memberWith([]), await t.memberWith([])];
      const taken = await t.put(`/api/members/${first.id}`, { cookie: first.cookie, body: updateBody(await memberById(t, first.id), { email: second.email }) });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'Der findes allerede et medlem med denne e-mail' });

      // Two ask for the same free address; the first to open their link gets it.
      for (const member of [first, second]) {
        const body = updateBody(await memberById(t, member.id), { email: 'eftertragtet@example.dk' });
        expect((await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body })).status).toBe(200);
      }
      const links = (await mailbox.receive(4)).filter((mail) => mail.to.includes('eftertragtet@example.dk'));
      expect(links).toHaveLength(2);
      expect((await verify(verifyTokenIn(links[1]!))).status).toBe(200);
      const late = await verify(verifyTokenIn(links[0]!));
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ message: 'Der findes allerede et medlem med denne e-mail' });
      expect((await memberById(t, third.id)).email).toBe(third.email);
    });

    it('sends no stranger more than 3 links an hour, whoever asks', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const member = await t.memberWith([]);
        const body = updateBody(await memberById(t, member.id), { email: 'offer@example.dk' });
        expect((await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body })).status).toBe(200);
      }
      const member = await t.memberWith([]);
      const body = updateBody(await memberById(t, member.id), { email: 'offer@example.dk' });
      const refused = await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body });
      expect(refused.status).toBe(429);
      expect((await memberById(t, member.id)).pendingEmail).toBeUndefined();
    });
  });
});
