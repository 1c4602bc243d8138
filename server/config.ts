import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUE = ['true', 'yes', 'on', 'y', 'enabled'];
const FALSE = ['', 'false', '0', 'no', 'off', 'n', 'disabled'];

/** An address, a CIDR range of addresses or one of PROXY_RANGES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry) || isIP(entry)) return true;
  const [address, prefix] = entry.split('/') as [string, string | undefined];
  const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return prefix !== undefined && /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * Which X-Forwarded-For hops are the site's own proxies (docs/operations.md), as Fastify's trustProxy
 * takes them: none (`false`); a number of hops in front of the server (`true` is 1); or the proxies'
 * addresses and ranges, separated by commas. The client is the first hop from the right that is no
 * trusted proxy: what a client writes before the entry its proxy appends counts for nothing.
 */
const trustedProxies = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (FALSE.includes(text)) return false;
    if (TRUE.includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong === undefined) return entries;
    context.addIssue({ code: 'custom', message: `must be true, false, a number of proxy hops or proxy addresses separated by commas; "${wrong}" is none of them` });
    return z.NEVER;
  });
export type TrustedProxies = z.infer<typeof trustedProxies>;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the site is reached; decides the allowed Origin and whether cookies are Secure. */
  PUBLIC_URL: z.url().optional(),
  /** A file path or `:memory:` for SQLite, or a postgres:// URL. */
  DATABASE_URL: z.string().min(1).default('./data/spillested.db'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(24).optional(),
  /** Behind reverse proxies, which of them to trust for the client address and protocol (trustedProxies). */
  TRUST_PROXY: trustedProxies,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long a request may take to arrive, body included: the largest upload (10 MB) needs 80 s on a
   * 1 Mbit/s uplink. A body sent a byte at a time is cut off after this and answered 408.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  /** A page not rendered by then answers 503 "try again" instead of holding its visitor (and a worker) any longer. */
  PAGE_DEADLINE_SECONDS: z.coerce.number().positive().max(600).default(10),
  /** After SIGTERM, requests under way get this long to finish; then their connections are cut and the process exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().nonnegative().max(600).default(10),
  /** The mail server, e.g. smtps://user:password@mail.example.dk; without it mail is written to the log. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  /** The sender of every message, e.g. "Spillested <noreply@spillested.dk>". */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Mails to subscribers (confirmations, "Nyt i programmet", notices) the instance that sends hands
   * the mail server per minute at most, across instances: what the SMTP provider allows.
   */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(120),
  /** Seconds between a failed subscriber mail and its next attempt, one number per retry: after the last, it is given up. */
  MAIL_RETRY_SECONDS: z
    .string()
    .default('60,600,3600')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(z.number({ error: 'must be numbers of seconds separated by commas' }).positive().max(7 * 24 * 3600)).min(1)),
  /** Seconds between a failed webhook delivery and its next attempt, one number per retry: after the last, it is given up. */
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .default('10,60,600,3600')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(z.number({ error: 'must be numbers of seconds separated by commas' }).positive().max(7 * 24 * 3600)).min(1)),
  /**
   * Seconds between failed attempts to deliver an activity to a follower's server, one number per
   * retry: a little over a week in all, so a server that stays gone is dropped (FEDERATION_GONE_AFTER_SECONDS) before the schedule ends.
   */
  FEDERATION_RETRY_SECONDS: z
    .string()
    .default('60,300,1800,7200,21600,43200,86400,86400,86400,86400,86400,86400,86400,86400')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(z.number({ error: 'must be numbers of seconds separated by commas' }).positive().max(7 * 24 * 3600)).min(1)),
  /** A follower whose server has failed every delivery for this long is dropped (a week). */
  FEDERATION_GONE_AFTER_SECONDS: z.coerce.number().positive().default(7 * 24 * 3600),
  /** Lets webhooks and the fediverse call http:// and private, loopback and link-local addresses: for tests and development only. */
  WEBHOOK_ALLOW_PRIVATE: z.stringbool().default(false),
});

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Origins whose browser mutations are accepted: PUBLIC_URL's (development serves everything from it too). */
  allowedOrigins: string[];
  secureCookies: boolean;
};

/**
 * Parses the environment once. Anything wrong stops start-up with a message naming the variable;
 * there are no default secrets: the first admin's password is generated when none is given.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(values.SMTP_URL) !== Boolean(values.MAIL_FROM)) {
    throw new Error('Invalid configuration:\n  SMTP_URL and MAIL_FROM must be set together');
  }
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const origin = new URL(publicUrl).origin;
  return { ...values, PUBLIC_URL: publicUrl, allowedOrigins: allowedOrigins(new URL(publicUrl)), secureCookies: origin.startsWith('https:') };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * PUBLIC_URL's origin; on a machine of one's own (a loopback PUBLIC_URL) also the other loopback
 * names on the same port, which are the same server: someone who opens 127.0.0.1:3000 while
 * PUBLIC_URL says localhost can still log in.
 */
function allowedOrigins(publicUrl: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(publicUrl.hostname)) return [publicUrl.origin];
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${publicUrl.protocol}//${host}${port}`);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
