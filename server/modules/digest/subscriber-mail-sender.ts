import type { Admission, EventKind } from '../../../shared/event-night';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStatus } from '../../../shared/event-details';
import type { Settings } from '../../../shared/schemas/settings';
import type { Config } from '../../config';
import { claimAttempt, type Execute, type Round, settleAttempt, startOutboxSender } from '../outbox/outbox';
import { epochMs, placeholders } from '../../read-model/columns';
import type { Mailer } from '../../lib/mailer';
import { getSettings } from '../settings/settings.service';
import { followViews, newSubscriberToken } from '../subscription/subscription.service';
import type { FollowKind } from '../../../shared/schemas/subscription';
import { copenhagenToUtc } from '../../../shared/copenhagen-time';
import { localisedPath, type Locale } from '../../../shared/i18n';
import { translatorFor } from '../../../shared/i18n/translators';
import { type ProgrammeChangeKind, subscriberMail } from './programme-changes';
import { type MailEvent, renderSubscriberMail, type SubscriberMailContent } from './subscriber-mail-content';

const LEASE_JOB = 'subscriber-mail';
const POLL_MS = 5000;
/** Mails per round: what is held in memory at once, however large the digest. */
export const MAIL_BATCH = 50;
const CLAIM_MS = 5 * 60_000;
const MINUTE_MS = 60_000;

type DueRow = { id: string; kind: string; payload: string | null; next_attempt_at: number | string; subscriber_id: number | string; email: string; language: Locale };

/** A digest's matches as written by the composer (digest.service.ts). */
export type DigestPayload = { events: number[]; changes: [number, ProgrammeChangeKind][] };

/** The concerts with these ids as the mails list them; deleted or hidden ones are left out. */
export async function mailEvents(execute: Execute, ids: readonly number[]): Promise<Map<number, MailEvent>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const events = await execute(
    `select e.id, e.title, e.from_date, e.status, e.kind, e.admission, e.door_price, v.name as venue, v.city from event e join venue v on v.id = e.venue_id
      where e.is_public and e.id in (${placeholders(unique)})`,
    unique,
  );
  const artists = await execute(
    `select c.event_id, a.name from concert c join artist a on a.id = c.artist_id where c.event_id in (${placeholders(unique)}) order by c.starts_at, c.id`,
    unique,
  );
  return new Map(
    events.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        title: String(row.title),
        fromDate: new Date(epochMs(row.from_date)),
        status: row.status as EventStatus,
        kind: row.kind as EventKind,
        admission: row.admission as Admission,
        ...(row.door_price !== null && { doorPrice: Number(row.door_price) }),
        venue: String(row.venue),
        city: String(row.city),
        artists: [...new Set(artists.filter((artist) => Number(artist.event_id) === Number(row.id)).map((artist) => String(artist.name)))],
      },
    ]),
  );
}

/** What the subscriber follows, by name in the mail's language; pending ones for a confirmation. */
async function followNames(round: Round, subscriberId: number, pending: boolean, locale: Locale): Promise<string[]> {
  const rows = await round.execute(`select kind, ref_id from subscriber_follow where subscriber_id = ? and ${pending ? '' : 'not '}pending order by kind, ref_id`, [subscriberId]);
  const follows = await followViews(round.em, rows.map((row) => ({ kind: row.kind as FollowKind, refId: Number(row.ref_id) })));
  return follows.map((follow) => (follow.kind === 'all' ? translatorFor(locale).t('mail.wholeProgramme') : follow.name));
}

/** The announcements of the notice's day that concern artists the subscriber follows. */
async function noticeEvents(execute: Execute, subscriberId: number, day: string): Promise<number[]> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = copenhagenToUtc(year, month, date).getTime();
  const end = copenhagenToUtc(year, month, date + 1).getTime();
  const rows = await execute(
    `select distinct p.event_id from programme_change p join concert c on c.event_id = p.event_id
      join subscriber_follow f on f.kind = 'artist' and f.ref_id = c.artist_id and f.subscriber_id = ? and not f.pending
      where p.kind = 'announced' and p.at >= ? and p.at < ?`,
    [subscriberId, start, end],
  );
  return rows.map((row) => Number(row.event_id));
}

const byDate = (a: MailEvent, b: MailEvent) => a.fromDate.getTime() - b.fromDate.getTime();

/** What the mail of a row says, read when it goes; undefined when nothing is left to tell. */
async function contentOf(round: Round, row: DueRow): Promise<SubscriberMailContent | undefined> {
  const subscriberId = Number(row.subscriber_id);
  if (row.kind === 'confirm') {
    const pending = await followNames(round, subscriberId, true, row.language);
    return { kind: 'confirm', follows: pending.length ? pending : await followNames(round, subscriberId, false, row.language) };
  }
  const follows = await followNames(round, subscriberId, false, row.language);
  if (row.kind === 'digest') {
    const payload = JSON.parse(row.payload ?? '{"events":[],"changes":[]}') as DigestPayload;
    const events = await mailEvents(round.execute, [...payload.events, ...payload.changes.map(([id]) => id)]);
    // The payload keeps the order the news came in; a reader wants the programme's order.
    const announced = payload.events.flatMap((id) => events.get(id) ?? []).sort(byDate);
    const changed = payload.changes.flatMap(([id, change]) => (events.has(id) ? [{ event: events.get(id)!, change }] : [])).sort((a, b) => byDate(a.event, b.event));
    return announced.length + changed.length > 0 ? { kind: 'digest', announced, changed, follows } : undefined;
  }
  const ids = await noticeEvents(round.execute, subscriberId, row.id.split(':')[2]!);
  const events = await mailEvents(round.execute, ids);
  const announced = [...events.values()].sort(byDate);
  return announced.length > 0 ? { kind: 'notice', announced, follows } : undefined;
}

/** Stands for the link secret in a mail made once for every subscriber of a round who gets the same words. */
const TOKEN_SLOT = 'SPILLESTED-LINK-SECRET';

type Made = Awaited<ReturnType<typeof renderSubscriberMail>>;

/**
 * The mail for these words, made once per round (React Email takes some 15 ms a mail) and given
 * each subscriber's own link secret.
 */
async function madeFor(made: Map<string, Promise<Made>>, content: SubscriberMailContent, locale: Locale, site: Settings, publicUrl: string, token: string): Promise<Made> {
  const key = `${locale}:${JSON.stringify(content)}`;
  let mail = made.get(key);
  if (!mail) {
    const manage = `${publicUrl}${localisedPath(`/subscription?token=${TOKEN_SLOT}`, locale)}`;
    mail = renderSubscriberMail(content, site, publicUrl, { manage, unsubscribe: `${manage}#afmeld` }, locale);
    made.set(key, mail);
  }
  const { subject, html, text } = await mail;
  return { subject, html: html.replaceAll(TOKEN_SLOT, token), text: text.replaceAll(TOKEN_SLOT, token) };
}

/** Claims one mail (unless another sender did), makes it with a fresh link secret, sends it and records the outcome. */
async function attempt(round: Round, row: DueRow, site: Settings, config: Config, mailer: Mailer, log: FastifyBaseLogger, made: Map<string, Promise<Made>>): Promise<void> {
  const attempts = await claimAttempt(round.execute, 'subscriber_mail', row, CLAIM_MS);
  if (attempts === undefined) return;
  const content = await contentOf(round, row);
  if (!content) {
    await settleAttempt(round.execute, 'subscriber_mail', row.id, { delivered: true, attempts, retrySeconds: [], also: { error: 'Intet at sende' } });
    return;
  }
  const token = await newSubscriberToken(round.em, Number(row.subscriber_id));
  const mail = await madeFor(made, content, row.language, site, config.PUBLIC_URL, token);
  let error: string | undefined;
  try {
    await mailer.deliver(
      {
        to: row.email,
        ...mail,
        headers: {
          // RFC 8058: a mail provider's "Afmeld" posts here, without cookies (subscription-one-click.ts).
          'List-Unsubscribe': `<${config.PUBLIC_URL}/api/subscriptions/one-click?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      site,
    );
  } catch (failure) {
    error = (failure as Error).message || 'Mailserveren afviste beskeden';
  }
  const status = await settleAttempt(round.execute, 'subscriber_mail', row.id, {
    delivered: error === undefined,
    attempts,
    retrySeconds: config.MAIL_RETRY_SECONDS,
    also: { error: error?.slice(0, 200) ?? null },
  });
  if (status === 'failed') log.warn({ mail: row.id, error }, 'subscriber mail given up');
}

/**
 * One round: on the lease's holder, at most MAIL_BATCH mails and no more than MAIL_RATE_PER_MINUTE
 * in the last minute (counted in the table, so across instances and restarts), one after another.
 * Answers when to look again: at once while a backlog waits and the rate allows.
 */
async function sendDue(round: Round, config: Config, mailer: Mailer, log: FastifyBaseLogger): Promise<number> {
  const { execute } = round;
  const now = Date.now();
  const [next] = await execute('select min(next_attempt_at) as due from subscriber_mail', []);
  if (next?.due === null || next?.due === undefined) return POLL_MS;
  if (Number(next.due) > now) return Number(next.due) - now;
  if (!(await round.lease())) return POLL_MS;
  const [recent] = await execute('select count(*) as sent, min(last_attempt_at) as oldest from subscriber_mail where last_attempt_at > ?', [now - MINUTE_MS]);
  const budget = Math.min(MAIL_BATCH, config.MAIL_RATE_PER_MINUTE - Number(recent?.sent ?? 0));
  if (budget <= 0) return Number(recent!.oldest) + MINUTE_MS - now + 1;
  const rows = (await execute(
    `select m.id, m.kind, m.payload, m.next_attempt_at, m.subscriber_id, s.email, s.language from subscriber_mail m join subscriber s on s.id = m.subscriber_id
      where m.next_attempt_at <= ? order by m.next_attempt_at, m.id limit ${budget}`,
    [now],
  )) as DueRow[];
  const site = await getSettings(round.em, config.PUBLIC_URL);
  const made = new Map<string, Promise<Made>>();
  for (const row of rows) {
    await attempt(round, row, site, config, mailer, log, made).catch((error: unknown) => log.error({ err: error, mail: row.id }, 'subscriber mail failed'));
    // A long batch keeps the lease.
    await round.lease();
  }
  round.em.clear();
  return rows.length === budget ? 0 : POLL_MS;
}

/** Sends subscriber mail now and whenever some is due, like the webhooks (modules/outbox/outbox.ts). */
export function startSubscriberMailSender(orm: MikroORM, config: Config, mailer: Mailer, log: FastifyBaseLogger): () => Promise<void> {
  return startOutboxSender({ orm, job: LEASE_JOB, signal: subscriberMail, log, pollMs: POLL_MS, round: (round) => sendDue(round, config, mailer, log) });
}
