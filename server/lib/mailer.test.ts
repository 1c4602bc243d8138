import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startMailbox, until } from '../test/mailbox';
import { createMailer } from './mailer';
import { passwordResetMessage } from '../modules/mail/messages';

/** The association as its settings describe it, for the signature and the sender's name. */
const site = { name: 'Foreningen Åen', shortName: 'Åen', email: 'kontakt@aaen.example', address: 'Å-vej 1', postalCode: '8000', city: 'Aarhus', socials: [] };
const unnamed = { socials: [] };

/** A logger that keeps what it was told, to see what the mailer reports. */
function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; text: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, text: string) => lines.push({ level, fields, text });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const member = { firstName: 'Åse', lastName: 'Ærø', email: 'aase@example.dk' };
const link = `http://spillested.test/auth/reset?token=${'A'.repeat(43)}`;

describe('mailer', () => {
  const mailboxReady = startMailbox();
  afterAll(async () => (await mailboxReady).close());
  const smtpConfig = async () =>
    loadConfig({ SMTP_URL: (await mailboxReady).url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });

  it('sends a Danish message over SMTP from MAIL_FROM in the short name, as text and HTML with the same link, signed by the association', async () => {
    const mailbox = await mailboxReady;
    const mailer = createMailer(await smtpConfig(), recordingLog().log, { site: async () => site });
    mailer.send(passwordResetMessage(member, link));
    const [mail] = await mailbox.receive(1);
    await mailer.close();
    expect(mail).toMatchObject({ from: 'Åen <noreply@spillested.test>', to: ['aase@example.dk'], subject: 'Nulstil din adgangskode til Foreningen Åen' });
    expect(mail!.text).toContain('Hej Åse');
    expect(mail!.text).toContain(link);
    expect(mail!.text).toMatch(/Venlig hilsen\r?\nForeningen Åen\r?\nÅ-vej 1, 8000 Aarhus\r?\nkontakt@aaen\.example$/);
    expect(mail!.html).toContain(`<a href="${link}">Vælg en ny adgangskode</a>`);
    expect(mail!.html).toContain('<p>Venlig hilsen<br>Foreningen Åen<br>Å-vej 1, 8000 Aarhus<br>kontakt@aaen.example</p>');
  });

  it('keeps MAIL_FROM as written and signs with the neutral placeholder until the association has a name', async () => {
    const mailbox = await mailboxReady;
    const mailer = createMailer(await smtpConfig(), recordingLog().log, { site: async () => unnamed });
    mailer.send(passwordResetMessage(member, link));
    const [mail] = await mailbox.receive(1);
    await mailer.close();
    expect(mail!.from).toBe('Spillested <noreply@spillested.test>');
    expect(mail!.text).toMatch(/Venlig hilsen\r?\nVores spillested$/);
  });

  it('escapes names in the HTML', async () => {
    const message = passwordResetMessage({ ...member, firstName: '<b>Bo</b>' }, link)(site);
    expect(message.html).toContain('Hej &#60;b&#62;Bo&#60;/b&#62;');
    expect(message.text).toContain('Hej <b>Bo</b>');
  });

  it('tries again after a temporary refusal and delivers, with a warning in the log', async () => {
    const mailbox = await mailboxReady;
    const { log, lines } = recordingLog();
    const mailer = createMailer(await smtpConfig(), log, { site: async () => site, retryDelaysMs: [50, 50] });
    mailbox.refuse(2);
    mailer.send(passwordResetMessage(member, link));
    const [mail] = await mailbox.receive(1);
    await mailer.close();
    expect(mail!.to).toEqual(['aase@example.dk']);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
    expect(lines.some((line) => line.level === 'error')).toBe(false);
  });

  it('gives up after the last retry and logs an error, without throwing anywhere', async () => {
    const mailbox = await mailboxReady;
    const { log, lines } = recordingLog();
    const mailer = createMailer(await smtpConfig(), log, { site: async () => site, retryDelaysMs: [50] });
    mailbox.refuse(2);
    mailer.send(passwordResetMessage(member, link));
    await until(() => lines.some((line) => line.level === 'error'));
    await mailer.close();
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    expect(lines.filter((line) => line.level === 'error')).toMatchObject([{ text: 'mail could not be sent', fields: { to: 'aase@example.dk' } }]);
    expect(mailbox.messages).toHaveLength(0);
  });

  it('without SMTP_URL writes each message, link included, to the log', async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer(loadConfig({}), log, { site: async () => site });
    mailer.send(passwordResetMessage(member, link));
    await mailer.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ to: 'aase@example.dk', subject: 'Nulstil din adgangskode til Foreningen Åen' });
    expect(lines[0]!.fields.text).toContain(link);
  });
});
