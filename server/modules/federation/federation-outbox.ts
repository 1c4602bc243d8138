import { randomUUID } from 'node:crypto';
import { Accept, type Follow } from '@fedify/vocab';
import type { EntityManager, FlushEventArgs, MikroORM, TransactionEventArgs } from '@mikro-orm/core';
import { wrap } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type Execute, executeOn, insertRows, outboxSignal, WakeAfterCommit } from '../outbox/outbox';
import { bool } from '../../read-model/columns';
import { readEvents } from '../../read-model/events';
import { type EventActivity, eventActivity } from './event-object';
import { FederationDelivery, FederationFollower } from './federation.entity';
import { ACTOR_PATH, addressing } from './addressing';

/** The senders of this process, woken when an activity is written here. */
export const federationDeliveries = outboxSignal();

/** Writes one row per activity and inbox, due now; the sender (federation-sender.ts) signs and sends them. */
export async function insertActivities(execute: Execute, activities: Record<string, unknown>[], inboxes: string[], now = Date.now()): Promise<void> {
  const rows = activities.flatMap((activity) => {
    const body = JSON.stringify(activity);
    return inboxes.map((inbox) => [randomUUID(), inbox, body, 'pending', 0, now, now]);
  });
  await insertRows(execute, 'federation_delivery', ['id', 'inbox_url', 'body', 'status', 'attempts', 'next_attempt_at', 'created_at'], rows);
}

/** Sent or given up activities are kept this long, for looking into a follower's complaint; then the hourly clean-up removes them. */
export const ACTIVITIES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export function removeFinishedActivities(em: EntityManager, now = Date.now()): Promise<number> {
  return em.nativeDelete(FederationDelivery, { nextAttemptAt: null, createdAt: { $lt: now - ACTIVITIES_KEPT_MS } });
}

export type NewFollower = { actorUri: string; inboxUrl: string; sharedInboxUrl: string | null; followId: string; follow: Follow };

/**
 * Stores a follower (again, if it follows anew: its inbox may have moved) and, in the same
 * transaction, the Accept that tells its server, sent to its own inbox.
 */
export async function acceptFollow(orm: MikroORM, publicUrl: string, follower: NewFollower): Promise<void> {
  const { actor } = addressing(publicUrl);
  const accept = new Accept({ id: new URL(`${ACTOR_PATH}#accepts/${randomUUID()}`, publicUrl), actor, object: follower.follow, to: new URL(follower.actorUri) });
  const document = (await accept.toJsonLd({ format: 'compact' })) as Record<string, unknown>;
  await (orm.em.fork() as SqlEntityManager).transactional(async (em) => {
    const { follow: _follow, ...row } = follower;
    await (em as SqlEntityManager)
      .createQueryBuilder(FederationFollower)
      .insert({ ...row, createdAt: new Date(), failingSince: null })
      .onConflict('actorUri')
      .merge(['inboxUrl', 'sharedInboxUrl', 'followId', 'failingSince'])
      .execute();
    await insertActivities(executeOn(em, em.getTransactionContext()), [document], [follower.inboxUrl]);
  });
  federationDeliveries.wake();
}

/** Undo(Follow) of that Follow, or the account deleted (no Follow named); answers whether it followed. */
export async function removeFollower(orm: MikroORM, actorUri: string, followId?: string): Promise<boolean> {
  return (await orm.em.fork().nativeDelete(FederationFollower, { actorUri, ...(followId !== undefined && { followId }) })) > 0;
}

/**
 * The entity, whose id a new event has only after the flush; a deleted one's id, kept before it
 * goes; and whether it was public before the transaction, unknown when only its concerts changed
 * (then it still is what it was).
 */
type Change = { entity: { id?: number }; deletedId?: number; action: 'created' | 'updated' | 'deleted'; wasPublic?: boolean };

/** Created and changed in one transaction (an event and its concerts) is news of its creation; a deletion is the last word. */
const WEIGHT: Record<Change['action'], number> = { updated: 0, created: 1, deleted: 2 };

/** Per unit of work, the events its flushes changed and whose transaction has not committed yet. */
const pending = new WeakMap<EntityManager, Map<object, Change>>();

function note(changes: Map<object, Change>, entity: { id?: number }, action: Change['action'], wasPublic?: boolean): void {
  const previous = changes.get(entity);
  // Whether followers knew the event is what it was before the transaction's first change of it.
  if (previous && previous.wasPublic === undefined) previous.wasPublic = wasPublic;
  if (previous && WEIGHT[previous.action] >= WEIGHT[action]) return;
  changes.set(entity, { entity, deletedId: action === 'deleted' ? entity.id : undefined, action, wasPublic: previous?.wasPublic ?? wasPublic });
}

/**
 * What followers are told of a change: a public event published (or made public) is a Create,
 * changed an Update, deleted (or made members-only) a Delete. A members-only event is never named.
 */
function activityOf({ action, wasPublic: before }: Change, isPublic: boolean | undefined): EventActivity | undefined {
  const wasPublic = before ?? isPublic;
  if (action === 'deleted' || !isPublic) return wasPublic ? 'Delete' : undefined;
  return action === 'created' || !wasPublic ? 'Create' : 'Update';
}

/**
 * The fediverse's outbox: in the very transaction of every write to an event or its concerts, one
 * row per follower's server with the Create, Update or Delete, read inside the transaction. A
 * write that rolls back leaves no row, a committed one cannot lose its rows to a crash, and every
 * service's writes (a copy, a series, the status) pass here without code of their own. Nothing is
 * written while federation is off or nobody follows.
 */
export class FederationOutbox extends WakeAfterCommit {
  constructor(private readonly publicUrl: string) {
    super(federationDeliveries);
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    const changes = pending.get(em) ?? new Map<object, Change>();
    for (const changeSet of uow.getChangeSets()) {
      const { className } = changeSet.meta;
      if (className === 'Concert') {
        const event = (changeSet.entity as { event?: { id?: number } }).event;
        if (event) note(changes, event, 'updated');
      } else if (className === 'Event') {
        const entity = changeSet.entity as { id?: number; isPublic: boolean };
        const before = changeSet.originalEntity as { isPublic?: unknown } | undefined;
        const wasPublic = changeSet.type === 'create' ? false : before?.isPublic === undefined ? entity.isPublic : bool(before.isPublic);
        note(changes, entity, changeSet.type === 'create' ? 'created' : changeSet.type === 'delete' ? 'deleted' : 'updated', wasPublic);
      }
    }
    for (const collection of uow.getCollectionUpdates()) {
      const owner = collection.owner as { id?: number };
      if (wrap(owner, true).__meta.className === 'Event') note(changes, owner, 'updated');
    }
    if (changes.size > 0) pending.set(em, changes);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const changes = pending.get(em);
    if (!changes) return;
    pending.delete(em);
    const execute = executeOn(em, transaction);
    const [settings] = await execute('select federation_enabled from site_settings', []);
    if (!settings || !bool(settings.federation_enabled)) return;
    const inboxes = (await execute('select distinct coalesce(shared_inbox_url, inbox_url) as inbox from federation_follower', [])).map((row) => String(row.inbox));
    if (inboxes.length === 0) return;
    const reader = em.fork({ clear: true });
    reader.setTransactionContext(transaction);
    const list = [...changes.values()].map((change) => ({ ...change, id: change.deletedId ?? change.entity.id! }));
    const events = new Map((await readEvents(reader, this.publicUrl, list.filter((change) => change.action !== 'deleted').map((change) => change.id))).map((event) => [event.id, event]));
    const activities = await Promise.all(
      list.flatMap((change) => {
        const event = events.get(change.id);
        const type = activityOf(change, event?.isPublic);
        return type ? [eventActivity(type, event ?? { id: change.id }, this.publicUrl, addressing(this.publicUrl), { first: change.action === 'created' })] : [];
      }),
    );
    if (activities.length === 0) return;
    await insertActivities(execute, activities, inboxes);
    this.wrote(em);
  }

  override afterTransactionRollback(args: TransactionEventArgs): void {
    pending.delete(args.em);
    super.afterTransactionRollback(args);
  }
}

/** Once per ORM, however many apps are built on it. */
const registered = new WeakSet<object>();

export function registerFederationOutbox(orm: MikroORM, publicUrl: string): void {
  if (registered.has(orm)) return;
  registered.add(orm);
  orm.em.getEventManager().registerSubscriber(new FederationOutbox(publicUrl));
}
