import { randomUUID } from 'node:crypto';
import type { EntityManager, FlushEventArgs, MikroORM, Transaction, TransactionEventArgs } from '@mikro-orm/core';
import { wrap } from '@mikro-orm/core';
import { executeOn, type Execute, insertRows, outboxSignal, WakeAfterCommit } from '../outbox/outbox';
import type { WebhookAction, WebhookEventType, WebhookRecord } from '../../../shared/schemas/webhook';
import { json } from '../../read-model/columns';
import { readArtists } from '../../read-model/artists';
import { readEvents } from '../../read-model/events';
import { readGenres } from '../../read-model/genres';
import { readVenues } from '../../read-model/venues';

/** The entities whose writes webhooks hear of; a concert's change is its event's. */
const RECORDS: Record<string, WebhookRecord> = { Event: 'event', Artist: 'artist', Venue: 'venue', Genre: 'genre' };

type Change = { record: WebhookRecord; action: WebhookAction; entity: { id?: number }; deletedId?: number };

/** Per unit of work, the records its flushes changed and whose transaction has not committed yet. */
const pending = new WeakMap<EntityManager, Map<object, Change>>();
/** The senders of this process: a delivery written here wakes them instead of waiting for their next round. */
export const webhookDeliveries = outboxSignal();

export const wakeWebhookSenders = (): void => webhookDeliveries.wake();

export type NewDelivery = { webhookId: number; type: string; data: unknown };

/**
 * Writes deliveries as due now, each with its body made once: every attempt sends the same bytes
 * under the same id. Answers the ids in order.
 */
export async function insertDeliveries(execute: Execute, deliveries: NewDelivery[], now = Date.now()): Promise<string[]> {
  const occurredAt = new Date(now).toISOString();
  const rows = deliveries.map(({ webhookId, type, data }) => {
    const id = randomUUID();
    return [id, webhookId, type, JSON.stringify({ id, type, occurredAt, data }), 'pending', 0, now, now];
  });
  // However many artists a genre merge moves, the rows go in batches.
  await insertRows(execute, 'webhook_delivery', ['id', 'webhook_id', 'type', 'body', 'status', 'attempts', 'next_attempt_at', 'created_at'], rows);
  return rows.map(([id]) => id as string);
}

/**
 * A delivery of booking news (`application.created`, `hold.expiring`) to each webhook that asked for
 * it with `applications`. `*` does not cover them: they carry an act's address and phone, which an
 * admin sends outside only by choosing so.
 */
export async function insertBookingDeliveries(execute: Execute, type: string, data: unknown): Promise<void> {
  const wanting = await execute('select id from webhook where applications = ?', [true]);
  await insertDeliveries(execute, wanting.map((row) => ({ webhookId: Number(row.id), type, data })));
}

export const subscribes = (events: readonly string[], type: string) => events.includes('*') || events.includes(type);

/** Created and changed in one transaction (an event and its concerts) is news of its creation; a deletion is the last word. */
const WEIGHT: Record<WebhookAction, number> = { updated: 0, created: 1, deleted: 2 };

function note(changes: Map<object, Change>, entity: { id?: number }, record: WebhookRecord, action: WebhookAction): void {
  const previous = changes.get(entity);
  if (previous && WEIGHT[previous.action] >= WEIGHT[action]) return;
  changes.set(entity, { record, action, entity, deletedId: action === 'deleted' ? entity.id : undefined });
}

const actionOf = (type: string): WebhookAction => (type.startsWith('create') ? 'created' : type.startsWith('delete') ? 'deleted' : 'updated');

/**
 * The outbox: in the very transaction of every write to events, artists, venues and genres, one
 * delivery row per webhook that asked for the change, its `data` the record as the REST API answers
 * it, read inside the transaction. A write that rolls back leaves no row, and a committed one cannot
 * lose its rows to a crash; the sender (webhook-sender.ts) sends them afterwards. Every service's
 * writes pass here, so a copy, a series, an artist's genres or a genre merge (each moved artist is
 * an `artist.updated`) need no code of their own.
 */
export class WebhookOutbox extends WakeAfterCommit {
  constructor(private readonly publicUrl: string) {
    super(webhookDeliveries);
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    const changes = pending.get(em) ?? new Map<object, Change>();
    for (const changeSet of uow.getChangeSets()) {
      const { className } = changeSet.meta;
      const entity = changeSet.entity as { id?: number; event?: { id?: number } };
      if (className === 'Concert' && entity.event) note(changes, entity.event, 'event', 'updated');
      else if (RECORDS[className]) note(changes, entity, RECORDS[className], actionOf(changeSet.type));
    }
    // An artist's genres and an event's concerts are the owner's own fields in its REST answer.
    for (const collection of uow.getCollectionUpdates()) {
      const record = RECORDS[wrap(collection.owner, true).__meta.className];
      if (record) note(changes, collection.owner as { id?: number }, record, 'updated');
    }
    if (changes.size > 0) pending.set(em, changes);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const changes = pending.get(em);
    if (!changes) return;
    pending.delete(em);
    const execute = executeOn(em, transaction);
    const webhooks = (await execute('select id, events from webhook', [])).map((row) => ({
      id: Number(row.id),
      events: json<string[]>(row.events),
    }));
    const wanted = [...changes.values()]
      .map(({ record, action, entity, deletedId }) => ({ record, type: `${record}.${action}` as WebhookEventType, id: deletedId ?? entity.id! }))
      .filter(({ type }) => webhooks.some((webhook) => subscribes(webhook.events, type)));
    if (wanted.length === 0) return;
    const records = await this.#read(em, transaction, wanted);
    const deliveries = wanted.flatMap(({ record, type, id }) => {
      const data = type.endsWith('.deleted') ? { id } : records.get(`${record}:${id}`);
      if (!data) return [];
      return webhooks.filter((webhook) => subscribes(webhook.events, type)).map((webhook) => ({ webhookId: webhook.id, type, data }));
    });
    await insertDeliveries(execute, deliveries);
    this.wrote(em);
  }

  override afterTransactionRollback(args: TransactionEventArgs): void {
    pending.delete(args.em);
    super.afterTransactionRollback(args);
  }

  /** The changed records as GET by id answers them, read in the transaction that wrote them. */
  async #read(em: EntityManager, transaction: Transaction, wanted: { record: WebhookRecord; id: number }[]): Promise<Map<string, unknown>> {
    const reader = em.fork({ clear: true });
    reader.setTransactionContext(transaction);
    const ids = (record: WebhookRecord) => wanted.filter((change) => change.record === record).map((change) => change.id);
    const lists = await Promise.all([
      readEvents(reader, this.publicUrl, ids('event')).then((records) => ['event', records] as const),
      readArtists(reader, this.publicUrl, ids('artist')).then((records) => ['artist', records] as const),
      readVenues(reader, ids('venue')).then((records) => ['venue', records] as const),
      readGenres(reader, ids('genre')).then((records) => ['genre', records] as const),
    ]);
    return new Map(lists.flatMap(([record, records]) => records.map((data): [string, unknown] => [`${record}:${data.id}`, data])));
  }
}

/** Once per ORM, however many apps are built on it (tests build two on one in-memory database). */
const registered = new WeakSet<object>();

export function registerWebhookOutbox(orm: MikroORM, publicUrl: string): void {
  if (registered.has(orm)) return;
  registered.add(orm);
  orm.em.getEventManager().registerSubscriber(new WebhookOutbox(publicUrl));
}
