import type { EntityManager, FlushEventArgs, MikroORM, TransactionEventArgs } from '@mikro-orm/core';
import { copenhagenToUtc, copenhagenWallClock } from '../../../shared/copenhagen-time';
import type { EventStatus } from '../../../shared/event-details';
import { executeOn, insertRows, outboxSignal, WakeAfterCommit } from '../outbox/outbox';
import { placeholders } from '../../read-model/columns';

/** What the digest tells of a concert it lists. */
export type ProgrammeChangeKind = 'announced' | 'sold-out' | 'cancelled' | 'postponed' | 'moved';

/** Subscriber mail written in this process wakes its sender (subscriber-mail-sender.ts) at commit. */
export const subscriberMail = outboxSignal();

const STATUS_CHANGES: Partial<Record<EventStatus, ProgrammeChangeKind>> = { 'sold-out': 'sold-out', cancelled: 'cancelled', postponed: 'postponed' };

/** A notice gathers the day's announcements: it goes at this hour, Copenhagen time, or an hour after one made later. */
const NOTICE_HOUR = 18;
const GATHER_MS = 60 * 60 * 1000;

type EventLike = { id?: number; isPublic?: boolean };
/** Per unit of work, the changes its flushes made to public events, until its transaction commits. */
const pending = new WeakMap<EntityManager, Map<EventLike, Set<ProgrammeChangeKind>>>();

/** "2026-11-28": the Copenhagen day of an instant, the key that gathers one day's notices into one mail. */
export function copenhagenDay(instant: number): string {
  const { year, month, day } = copenhagenWallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** When a notice first written at `now` goes: at NOTICE_HOUR that day, or GATHER_MS later when that is past. */
export function noticeDueAt(now: number): number {
  const { year, month, day } = copenhagenWallClock(now);
  const evening = copenhagenToUtc(year, month, day, NOTICE_HOUR).getTime();
  return evening - GATHER_MS >= now ? evening : now + GATHER_MS;
}

/**
 * Keeps the programme's news for "Nyt i programmet" in the very transaction of every write to an
 * event: a public event created or made public is announced; a public one sold out, cancelled or
 * postponed, or moved to another venue or date, changed. Followers of an announced event's artists
 * get a notice row in the same transaction, one per subscriber and Copenhagen day (its id), so the
 * day's announcements go out together in one mail.
 */
export class ProgrammeChanges extends WakeAfterCommit {
  constructor() {
    super(subscriberMail);
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    let changes = pending.get(em);
    for (const changeSet of uow.getChangeSets()) {
      if (changeSet.meta.className !== 'Event') continue;
      const event = changeSet.entity as EventLike & { status?: EventStatus };
      const kinds = new Set<ProgrammeChangeKind>();
      const payload = changeSet.payload as Record<string, unknown>;
      const original = (changeSet.originalEntity ?? {}) as Record<string, unknown>;
      if (changeSet.type === 'create') {
        if (event.isPublic) kinds.add('announced');
      } else if (changeSet.type === 'update') {
        if ('isPublic' in payload && event.isPublic && !original.isPublic) kinds.add('announced');
        else if (event.isPublic) {
          const status = STATUS_CHANGES[payload.status as EventStatus];
          if ('status' in payload && status) kinds.add(status);
          if ('venue' in payload || 'fromDate' in payload) kinds.add('moved');
        }
      }
      if (kinds.size === 0) continue;
      changes ??= new Map();
      const known = changes.get(event) ?? new Set();
      for (const kind of kinds) known.add(kind);
      changes.set(event, known);
    }
    if (changes) pending.set(em, changes);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const changes = pending.get(em);
    if (!changes) return;
    pending.delete(em);
    const execute = executeOn(em, transaction);
    const now = Date.now();
    const rows = [...changes].flatMap(([event, kinds]) => [...kinds].map((kind) => [event.id, kind, now]));
    await insertRows(execute, 'programme_change', ['event_id', 'kind', 'at'], rows);
    const announced = [...changes].filter(([, kinds]) => kinds.has('announced')).map(([event]) => event.id!);
    if (announced.length === 0) return;
    // The id is the notice's key: a second announcement the same day joins the first one's mail.
    await execute(
      `insert into subscriber_mail (id, subscriber_id, kind, status, attempts, next_attempt_at, created_at)
       select distinct 'notice:' || s.id || ':' || ?, s.id, 'notice', 'pending', 0, ?, ?
         from subscriber s join subscriber_follow f on f.subscriber_id = s.id
        where s.confirmed_at is not null and not f.pending and f.kind = 'artist'
          and f.ref_id in (select c.artist_id from concert c where c.event_id in (${placeholders(announced)}))
       on conflict (id) do nothing`,
      [copenhagenDay(now), noticeDueAt(now), now, ...announced],
    );
    this.wrote(em);
  }

  override afterTransactionRollback(args: TransactionEventArgs): void {
    pending.delete(args.em);
    super.afterTransactionRollback(args);
  }
}

const registered = new WeakSet<object>();

export function registerProgrammeChanges(orm: MikroORM): void {
  if (registered.has(orm)) return;
  registered.add(orm);
  orm.em.getEventManager().registerSubscriber(new ProgrammeChanges());
}
