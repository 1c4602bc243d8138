import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { startOfCopenhagenDay } from '../../../shared/copenhagen-time';
import { executeOn, type Execute, insertRows, outboxSignal, type Round, startOutboxSender } from '../outbox/outbox';
import { epochMs, placeholders } from '../../read-model/columns';
import { Settings } from '../settings/settings.entity';
import { Subscriber } from '../subscription/subscription.entity';
import { UNCONFIRMED_KEPT_MS } from '../subscription/subscription.service';
import { latestDigestSlot } from './digest-schedule';
import { type ProgrammeChangeKind, subscriberMail } from './programme-changes';
import type { DigestPayload } from './subscriber-mail-sender';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** A slot missed while no instance ran is still sent this long after; an older one is skipped. */
const CATCH_UP_MS = 6 * 60 * 60 * 1000;
/** Subscribers read, matched and written per transaction: what a digest holds in memory at once. */
export const DIGEST_BATCH = 500;
const SCHEDULE_MS = 60_000;
/** Delivered mail and programme news are kept this long, for the numbers and for a late digest. */
const KEPT_MS = 60 * 24 * 60 * 60 * 1000;
const LINKS_KEPT_MS = 400 * 24 * 60 * 60 * 1000;

/** Wakes the digest job at once: "Send nu". */
export const digestJob = outboxSignal();

/** A concert the digest may tell of, with what a follow matches it by. */
type Candidate = { id: number; venue: number; artists: Set<number>; genres: Set<number>; changes: Set<ProgrammeChangeKind> };
type FollowRow = { kind: string; refId: number };

const matches = (event: Candidate, follows: readonly FollowRow[]) =>
  follows.some(
    ({ kind, refId }) =>
      kind === 'all' || (kind === 'artist' && event.artists.has(refId)) || (kind === 'venue' && event.venue === refId) || (kind === 'genre' && event.genres.has(refId)),
  );

/** The news between `since` and `until` about public concerts still to come. */
async function candidates(execute: Execute, since: number, until: number): Promise<Candidate[]> {
  const today = startOfCopenhagenDay(new Date(until));
  const changes = await execute(
    `select p.event_id, p.kind, e.venue_id, e.to_date from programme_change p join event e on e.id = p.event_id
      where p.at > ? and p.at <= ? and e.is_public order by p.id`,
    [since, until],
  );
  const byId = new Map<number, Candidate>();
  for (const row of changes) {
    // Over already: nothing to go to.
    if (epochMs(row.to_date) < today.getTime()) continue;
    const id = Number(row.event_id);
    const event = byId.get(id) ?? { id, venue: Number(row.venue_id), artists: new Set(), genres: new Set(), changes: new Set() };
    event.changes.add(row.kind as ProgrammeChangeKind);
    byId.set(id, event);
  }
  const ids = [...byId.keys()];
  if (ids.length === 0) return [];
  const lineup = await execute(
    `select c.event_id, c.artist_id, g.genre_id from concert c left join artist_genres g on g.artist_id = c.artist_id where c.event_id in (${placeholders(ids)})`,
    ids,
  );
  for (const row of lineup) {
    const event = byId.get(Number(row.event_id))!;
    event.artists.add(Number(row.artist_id));
    if (row.genre_id !== null && row.genre_id !== undefined) event.genres.add(Number(row.genre_id));
  }
  return [...byId.values()];
}

/** What one subscriber's digest says: the new concerts, and changes to others, in programme order of the news. */
export function digestFor(events: readonly Candidate[], follows: readonly FollowRow[]): DigestPayload {
  const payload: DigestPayload = { events: [], changes: [] };
  for (const event of events) {
    if (!matches(event, follows)) continue;
    // A concert announced in the same week is simply new, whatever else happened to it since.
    if (event.changes.has('announced')) payload.events.push(event.id);
    else for (const change of event.changes) payload.changes.push([event.id, change]);
  }
  return payload;
}

/**
 * Starts the digest of `slot` (a scheduled instant's ISO text, or "manual:<ms>"), covering the news
 * since the last one ended and up to `now`. Two digests never cover the same moment: each names the
 * one before it, and that name is unique, so of two started at once from the same last one (on any
 * instance) only one is written; so is the slot, so a scheduled one starts once. Answers its id, or
 * undefined when another was written instead.
 */
export async function startDigest(em: EntityManager, slot: string, now = Date.now()): Promise<number | undefined> {
  const execute = executeOn(em);
  const [last] = await execute('select max(id) as id, max(until) as until from digest', []);
  const previous = last?.id === null || last?.id === undefined ? 0 : Number(last.id);
  const since = previous === 0 ? now - WEEK_MS : Number(last!.until);
  // A slot that "Send nu" went past is empty (until before since) rather than reaching back behind it.
  const [row] = await execute('insert into digest (slot, previous, since, until, recipients, last_subscriber) values (?, ?, ?, ?, 0, 0) on conflict do nothing returning id', [
    slot,
    previous,
    since,
    now,
  ]);
  return row ? Number(row.id) : undefined;
}

/**
 * "Send nu": a digest of the news since the last one, unless one is still being written, which it
 * joins (its news goes now, and what came since waits for the next). Parallel presses, on any
 * instance, make one digest (startDigest); answers whether this one started it.
 */
export async function sendDigestNow(em: EntityManager, now = Date.now()): Promise<'started' | 'joined'> {
  const [writing] = await executeOn(em)('select id from digest where composed_at is null limit 1', []);
  const started = writing ? undefined : await startDigest(em, `manual:${now}`, now);
  digestJob.wake();
  return started === undefined ? 'joined' : 'started';
}

/**
 * Writes the digest's mails into the outbox, DIGEST_BATCH subscribers per transaction: each batch's
 * rows and the digest's progress commit together, so a stop goes on where it was and no
 * subscriber gets it twice (the row id is "digest:<digest>:<subscriber>" besides). A subscriber
 * with nothing to hear of gets nothing. Answers how many mails it wrote.
 */
export async function composeDigest(orm: MikroORM, digestId: number): Promise<number> {
  const execute = executeOn(orm.em.fork());
  const [digest] = await execute('select since, until, last_subscriber from digest where id = ? and composed_at is null', [digestId]);
  if (!digest) return 0;
  const events = await candidates(execute, Number(digest.since), Number(digest.until));
  let after = Number(digest.last_subscriber);
  let written = 0;
  for (;;) {
    const em = orm.em.fork();
    const done = await em.transactional(async (tx) => {
      const run = executeOn(tx);
      const subscribers = events.length === 0 ? [] : await run(`select id from subscriber where confirmed_at is not null and id > ? order by id limit ${DIGEST_BATCH}`, [after]);
      if (subscribers.length === 0) {
        await run('update digest set composed_at = ? where id = ?', [Date.now(), digestId]);
        return true;
      }
      const ids = subscribers.map((row) => Number(row.id));
      const follows = new Map<number, FollowRow[]>();
      for (const row of await run(`select subscriber_id, kind, ref_id from subscriber_follow where not pending and subscriber_id in (${placeholders(ids)})`, ids)) {
        const list = follows.get(Number(row.subscriber_id)) ?? [];
        list.push({ kind: String(row.kind), refId: Number(row.ref_id) });
        follows.set(Number(row.subscriber_id), list);
      }
      const now = Date.now();
      const mails = ids.flatMap((id) => {
        const payload = digestFor(events, follows.get(id) ?? []);
        if (payload.events.length + payload.changes.length === 0) return [];
        return [[`digest:${digestId}:${id}`, id, 'digest', JSON.stringify(payload), digestId, 'pending', 0, now, now]];
      });
      await insertRows(run, 'subscriber_mail', ['id', 'subscriber_id', 'kind', 'payload', 'digest_id', 'status', 'attempts', 'next_attempt_at', 'created_at'], mails);
      after = ids.at(-1)!;
      await run('update digest set last_subscriber = ?, recipients = recipients + ? where id = ?', [after, mails.length, digestId]);
      written += mails.length;
      return false;
    });
    if (written > 0) subscriberMail.wake();
    if (done) return written;
  }
}

/**
 * Forgets what is no longer needed: unconfirmed addresses after 7 days (a member's own follows wait for
 * their address however long it takes), old mail rows and news.
 */
async function forget(em: EntityManager, execute: Execute, now: number): Promise<void> {
  await em.nativeDelete(Subscriber, { confirmedAt: null, member: null, createdAt: { $lt: new Date(now - UNCONFIRMED_KEPT_MS) } });
  await execute("delete from subscriber_mail where status <> 'pending' and created_at < ?", [now - KEPT_MS]);
  await execute('delete from programme_change where at < ?', [now - KEPT_MS]);
  // A mail's links work for a year and a bit; the address itself stays until it leaves.
  await execute('delete from subscriber_token where created_at < ?', [now - LINKS_KEPT_MS]);
}

/**
 * One round of the digest job on the lease's holder: the scheduled digest when its slot has come
 * (day and hour from the settings, Copenhagen time), any digest not yet fully written (a manual one,
 * or one cut short), and the forgetting.
 */
export async function runDigestJob(round: Pick<Round, 'em' | 'execute' | 'lease'>, orm: MikroORM, now = Date.now()): Promise<number> {
  if (!(await round.lease())) return SCHEDULE_MS;
  const settings = await round.em.findOneOrFail(Settings, { id: 1 });
  const slot = latestDigestSlot(new Date(now), settings.digestWeekday, settings.digestHour);
  if (now - slot.getTime() < CATCH_UP_MS) await startDigest(round.em, slot.toISOString(), slot.getTime());
  for (const row of await round.execute('select id from digest where composed_at is null order by id', [])) {
    await composeDigest(orm, Number(row.id));
    await round.lease();
  }
  await forget(round.em, round.execute, now);
  return SCHEDULE_MS;
}

/** Runs the digest job every minute and when woken ("Send nu"), one instance at a time. */
export function startDigestJob(orm: MikroORM, log: FastifyBaseLogger): () => Promise<void> {
  return startOutboxSender({ orm, job: 'digest', signal: digestJob, log, pollMs: SCHEDULE_MS, leaseMs: 10 * 60_000, round: (round) => runDigestJob(round, orm) });
}
