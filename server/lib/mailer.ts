import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Settings } from '../../shared/schemas/settings';
import { siteShortName } from '../../shared/site-identity';
import type { Config } from '../config';

/**
 * A file sent with a message, as nodemailer takes it. One with a `cid` is a picture the HTML shows
 * (`<img src="cid:…">`), sent inline beside it; the others are attachments to open or save.
 */
export type MailAttachment = { filename: string; content: Buffer | string; contentType: string; cid?: string };

/** One message, written in Danish by messages.ts. */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string>; attachments?: MailAttachment[] };

/** A message waiting for the association's settings, which it is signed with (messages.ts). */
export type MailDraft = (site: Settings) => MailMessage;

/** How long to wait before each new attempt after a failed one; after the last the message is given up. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];
/** Closing the app waits this long at most for messages still on their way. */
const CLOSE_WAIT_MS = 5_000;

type Deliver = (message: MailMessage, site: Settings) => Promise<void>;

export type Mailer = {
  /** Hands a message over for delivery in the background: the request that caused it never waits or fails for it. */
  send(draft: MailDraft): void;
  /**
   * Sends one message now and answers when the mail server took it, or fails: for an outbox that
   * keeps its own attempts (subscriber mail), through the same connection.
   */
  deliver(message: MailMessage, site: Settings): Promise<void>;
  /** Waits (a few seconds at most) for pending deliveries, then lets go of the mail server. */
  close(): Promise<void>;
};

/** A pause that does not keep the process alive by itself. */
const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/**
 * MAIL_FROM with the association's short name as the name people see (docs/settings.md): "Vores
 * spillested <noreply@…>". Until a name is set, MAIL_FROM as written.
 */
export function senderOf(mailFrom: string, site: Settings): string | { name: string; address: string } {
  if (!site.name) return mailFrom;
  return { name: siteShortName(site), address: /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim() };
}

type MailerOptions = {
  /** The association's settings as they are when a message goes (its name, contact). */
  site: () => Promise<Settings>;
  retryDelaysMs?: number[];
};

/**
 * With SMTP_URL and MAIL_FROM set, messages go to the mail server; without, each one is written to
 * the log, link and all, so development and tests can follow it (docs/operations.md).
 */
export function createMailer(config: Config, log: FastifyBaseLogger, { site, retryDelaysMs = RETRY_DELAYS_MS }: MailerOptions): Mailer {
  const { SMTP_URL } = config;
  // nodemailer is loaded with the first message, not at start: most runs send none.
  let transport: Promise<Transporter> | undefined;
  // Pooled: a digest's thousands of mails reuse a few connections instead of one handshake each.
  const connect = (url: string) => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(`${url}${url.includes('?') ? '&' : '?'}pool=true`)));
  const deliver: Deliver = SMTP_URL
    ? async (message, settings) => {
        await (await connect(SMTP_URL)).sendMail({ from: senderOf(config.MAIL_FROM ?? '', settings), ...message });
      }
    : async (message) => {
        const attachments = message.attachments?.map((attachment) => attachment.filename);
        log.info({ to: message.to, subject: message.subject, text: message.text, attachments }, 'mail (no SMTP_URL: written to the log)');
      };
  const pending = new Set<Promise<void>>();
  let closing = false;

  async function deliverWithRetries(draft: MailDraft): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      let message: MailMessage | undefined;
      try {
        const settings = await site();
        message = draft(settings);
        await deliver(message, settings);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || closing) {
          log.error({ err: error, to: message?.to, subject: message?.subject }, 'mail could not be sent');
          return;
        }
        log.warn({ err: error, to: message?.to, attempt: attempt + 1 }, 'mail failed, trying again');
        await wait(delay);
      }
    }
  }

  return {
    deliver,
    send(draft) {
      const delivery = deliverWithRetries(draft).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      closing = true;
      await Promise.race([Promise.allSettled([...pending]), wait(CLOSE_WAIT_MS)]);
      (await transport)?.close();
    },
  };
}
