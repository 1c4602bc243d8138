import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { DOOR_OPEN_MARGIN_HOURS, type DoorState } from '../../../../shared/schemas/door';
import type { DoorStore } from './door-sync';
import type { QueuedCheckIn } from './door-view';

interface DoorDatabase extends DBSchema {
  /** The night's last state from the server, by event id: a reload without network starts from it. */
  states: { key: number; value: DoorState };
  /** Check-ins the server has not answered for yet, in the order they were made. */
  queue: { key: number; value: QueuedCheckIn & { eventId: number; seq?: number }; indexes: { event: number } };
}

let opened: Promise<IDBPDatabase<DoorDatabase>> | undefined;
const database = () =>
  (opened ??= openDB<DoorDatabase>('spillested-door', 1, {
    upgrade(db) {
      db.createObjectStore('states');
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('event', 'eventId');
    },
  }));

/**
 * Names stay on a phone no longer than the door needs them: a night whose door has closed (the server
 * takes no check-in after it) is forgotten once nothing of it waits to be sent.
 */
async function forgetClosedNights(db: IDBPDatabase<DoorDatabase>, now: number) {
  const transaction = db.transaction(['states', 'queue'], 'readwrite');
  for await (const cursor of transaction.objectStore('states').iterate()) {
    const closes = Date.parse(cursor.value.event.to) + DOOR_OPEN_MARGIN_HOURS * 3_600_000;
    if (closes < now && (await transaction.objectStore('queue').index('event').count(cursor.key)) === 0) await cursor.delete();
  }
  await transaction.done;
}

/** The phone's own copy of the night, in IndexedDB: it outlives a reload and a dead network. */
export const indexedDbDoorStore: DoorStore = {
  async load(eventId) {
    const db = await database();
    await forgetClosedNights(db, Date.now());
    const [state, queue] = await Promise.all([db.get('states', eventId), db.getAllFromIndex('queue', 'event', eventId)]);
    return { state, queue: queue.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)).map(({ eventId: _, seq: __, ...checkIn }) => checkIn) };
  },
  async saveState(eventId, state) {
    await (await database()).put('states', state, eventId);
  },
  async enqueue(eventId, checkIn) {
    await (await database()).add('queue', { ...checkIn, eventId });
  },
  async dequeue(eventId, ids) {
    const db = await database();
    const done = new Set(ids);
    const transaction = db.transaction('queue', 'readwrite');
    for await (const cursor of transaction.store.index('event').iterate(eventId)) {
      if (done.has(cursor.value.id)) await cursor.delete();
    }
    await transaction.done;
  },
};
