import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Waits (generously: the machine may be busy) until the condition holds. */
export async function until(condition: () => boolean, failure = 'the condition did not come true in time', timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** A file that came with a message: its content as base64, as it travelled (a picture is not text). */
export type ReceivedAttachment = { contentType: string; filename?: string; cid?: string; content: string };

/** A message as the mail server received it, decoded. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: ReceivedAttachment[];
};

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Headers unfolded and keyed in lower case; RFC 2047 words (a Danish subject) decoded. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  for (const [name, value] of Object.entries(headers)) {
    headers[name] = value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, word: string) =>
        kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : decodeQuotedPrintable(word.replace(/_/g, ' ')),
      );
  }
  return headers;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

type Part = { headers: Record<string, string>; body: string };

/** The leaves of a MIME tree: multipart/mixed, /related and /alternative opened, however nested. */
function leavesOf(part: Part): Part[] {
  const boundary = /^multipart\/.*boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => leavesOf(splitMessage(section.replace(/^\r?\n/, ''))));
}

const parameterOf = (header: string | undefined, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

/** Just enough MIME for what nodemailer writes: the text, the HTML, and every other part as an attachment. */
function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const message = splitMessage(raw);
  const leaves = leavesOf(message);
  const isAttachment = (part: Part) => /^attachment|^inline/i.test(part.headers['content-disposition'] ?? '') || part.headers['content-id'] !== undefined;
  const partOf = (type: string) => {
    const part = leaves.find((leaf) => !isAttachment(leaf) && (leaf.headers['content-type'] ?? 'text/plain').startsWith(type));
    return part ? decodeBody(part.body, part.headers['content-transfer-encoding']).trim() : '';
  };
  const attachments = leaves.filter(isAttachment).map((part) => {
    const encoding = part.headers['content-transfer-encoding'] ?? '';
    const content = /base64/i.test(encoding) ? part.body.replace(/\s/g, '') : Buffer.from(decodeBody(part.body, encoding)).toString('base64');
    const filename = parameterOf(part.headers['content-disposition'], 'filename') ?? parameterOf(part.headers['content-type'], 'name');
    const cid = part.headers['content-id']?.replace(/^<|>$/g, '');
    return { contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(), ...(filename && { filename }), ...(cid && { cid }), content };
  });
  const { headers } = message;
  return { from: headers.from ?? '', to: recipients, subject: headers.subject ?? '', text: partOf('text/plain'), html: partOf('text/html'), headers, attachments };
}

/**
 * A real SMTP server in the test's own process (docs/operations.md), on a free port. `refuse(n)` makes
 * the next n deliveries fail with a temporary error, to see the mailer try again.
 */
export async function startMailbox(port = 0, onMessage?: (mail: ReceivedMail) => void) {
  const messages: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Prøv igen senere'), { responseCode: 451 }));
        }
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((recipient) => recipient.address),
        );
        messages.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: actualPort } = server.server.address() as AddressInfo;

  /** Waits until `count` messages have arrived (delivery runs in the background), then hands them over. */
  async function receive(count: number): Promise<ReceivedMail[]> {
    await until(() => messages.length >= count, `expected ${count} messages`);
    return messages.splice(0, messages.length);
  }

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    receive,
    refuse: (count: number) => {
      refusals = count;
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
