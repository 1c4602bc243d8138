import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { copenhagenWallClock } from '../../../shared/copenhagen-time';
import { formatDateTime } from '../../../shared/danish-date';
import { type ReceivedMail, startMailbox } from '../../test/mailbox';
import { useTestApp } from '../../test/test-app';
import { memberById, updateBody } from './member-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const DEAD_LINK = { message: 'Linket til at nulstille adgangskoden er ugyldigt, brugt eller udløbet. Bed om et nyt.' };
const tokenIn = (mail: ReceivedMail) => /\/auth\/reset\?token=([\w-]+)/.exec(mail.text)![1]!;

describe('a member’s e-mail changed (docs/permissions.md)', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });

  beforeEach(() => {
    mailbox.messages.length = 0;
  });

  /** Asks for a reset link for `email`, as the member would, and hands over its token. */
  async function resetLink(email: string): Promise<string> {
    expect((await t.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    const [mail] = await mailbox.receive(1);
    expect(mail!.to).toEqual([email]);
    return tokenIn(mail!);
  }

  const linkWorks = async (token: string) => (await t.get(`/api/auth/reset-password?token=${token}`)).body.valid as boolean;

  it('by someone else: the old address is told who and when, and the reset links sent there die', async () => {
    const leader = await t.memberWith(['project-leader']);
    const leaderName = await memberById(t, leader.id).then(({ firstName, lastName }) => `${firstName} ${lastName}`);
    const member = await t.memberWith(['booking']);
    const token = await resetLink(member.email);
    expect(await linkWorks(token)).toBe(true);

    const before = await memberById(t, member.id);
    const body = updateBody(before, { email: 'ny.adresse@example.dk' });
    const response = await t.put(`/api/members/${member.id}`, { cookie: leader.cookie, body });
    expect(response.status).toBe(200);

    const [notice] = await mailbox.receive(1);
    expect(notice!.to).toEqual([member.email]);
    expect(notice!.subject).toBe('Din e-mailadresse hos Vores spillested er ændret');
    const at = response.body.updatedAt as string;
    const { hour, minute } = copenhagenWallClock(new Date(at));
    expect(formatDateTime(at)).toContain(`kl. ${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`);
    expect(notice!.text).toContain(
      `${leaderName} har ${formatDateTime(at)} ændret e-mailadressen på din konto hos Vores spillested fra ${member.email} til ny.adresse@example.dk.`,
    );
    expect(notice!.text).toContain('links til at vælge en ny adgangskode, som er sendt hertil, virker ikke længere');
    expect(notice!.html).toContain(`<p>Hej ${before.firstName}</p>`);

    expect(await linkWorks(token)).toBe(false);
    const used = await t.post('/api/auth/reset-password', { body: { token, password: 'overtaget-1', passwordConfirm: 'overtaget-1' } });
    expect(used.status).toBe(400);
    expect(used.body).toEqual(DEAD_LINK);
    // The member logs in with the new address and the old password.
    expect((await t.post('/api/auth/login', { body: { email: 'ny.adresse@example.dk', password: member.password } })).status).toBe(200);
  });

  it('by the member themself: the old address is told too, and the reset links sent there die', async () => {
    const member = await t.memberWith([]);
    const token = await resetLink(member.email);
    const body = updateBody(await memberById(t, member.id), { email: 'min.nye@example.dk' });
    const response = await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body });
    expect(response.status).toBe(200);
    const [notice] = await mailbox.receive(1);
    expect(notice!.to).toEqual([member.email]);
    expect(notice!.subject).toBe('Din e-mailadresse hos Vores spillested er ændret');
    expect(notice!.text).toContain(
      `Du har ${formatDateTime(response.body.updatedAt)} ændret e-mailadressen på din konto hos Vores spillested fra ${member.email} til min.nye@example.dk.`,
    );
    expect(notice!.text).toContain('Var det ikke dig, har en anden adgang til din konto: kontakt straks foreningens administrator.');
    expect(await linkWorks(token)).toBe(false);
  });

  it('not at all: an edit by someone else that keeps the e-mail sends nothing and leaves the reset link working', async () => {
    const member = await t.memberWith([]);
    const token = await resetLink(member.email);
    const body = updateBody(await memberById(t, member.id), { firstName: 'Omdøbt' });
    expect((await t.put(`/api/members/${member.id}`, { cookie: await t.loginAdmin(), body })).status).toBe(200);
    expect(await linkWorks(token)).toBe(true);
    await resetLink(member.email);
    expect(mailbox.messages).toEqual([]);
  });
});
