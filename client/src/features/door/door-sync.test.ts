import { describe, expect, it, vi } from 'vitest';
import type { CheckInBatchAnswer, DoorState } from '../../../../shared/schemas/door';
import { type DoorStore, DoorSync, type DoorTransport } from './door-sync';
import { applyAnswer, doorView, entryByCode, fullness, type QueuedCheckIn, searchEntries } from './door-view';

const night: DoorState = {
  event: { id: 7, title: 'Fredagsbar', from: '2027-06-10T17:00:00.000Z', to: '2027-06-10T21:00:00.000Z', venue: { id: 1, name: 'Salen' } },
  capacity: 10,
  inside: 3,
  mayOverride: false,
  entries: [
    { key: 'r:1', kind: 'reservation', name: 'Kaja Holm', persons: 4, code: 'K7Q29XDM40ZA' },
    { key: 'g:2', kind: 'guest', name: 'Søren Ærø', persons: 1, label: 'Gæst hos Lilleput' },
    { key: 'v:3', kind: 'volunteer', name: 'Zoë Berg', persons: 1, label: 'Bar' },
  ],
  checkIns: [
    { id: 'a', type: 'in', key: 'r:1', persons: 2, at: '2027-06-10T17:10:00.000Z', door: 'Dør 2' },
    { id: 'b', type: 'walk-in', persons: 1, at: '2027-06-10T17:11:00.000Z', door: 'Dør 2' },
  ],
  syncedAt: '2027-06-10T17:12:00.000Z',
};

let ids = 0;
const queued = (made: Partial<QueuedCheckIn> & Pick<QueuedCheckIn, 'type'>): QueuedCheckIn => ({
  id: `q${(ids += 1)}`,
  persons: 1,
  at: '2027-06-10T17:20:00.000Z',
  door: 'Dør 1',
  offline: true,
  override: false,
  ...made,
});

describe('the door as a phone shows it', () => {
  it('adds the queue to the server count, an entry only up to its persons', () => {
    const view = doorView(night, [
      queued({ type: 'in', key: 'r:1', persons: 4 }),
      queued({ type: 'walk-in', persons: 3 }),
      queued({ type: 'exit', persons: 1 }),
      queued({ type: 'in', key: 'g:2' }),
      queued({ type: 'in', key: 'g:2' }),
    ]);
    // 3 + 2 (the rest of r:1) + 3 − 1 + 1 (g:2 once)
    expect(view.inside).toBe(8);
    expect(view.used.get('r:1')).toBe(4);
    expect(view.used.get('g:2')).toBe(1);
  });

  it('counts once a queued check-in the server already has, and takes back what an undo names', () => {
    const walkIn = queued({ type: 'walk-in', persons: 2 });
    const view = doorView(night, [
      queued({ id: 'a', type: 'in', key: 'r:1', persons: 2 }),
      walkIn,
      queued({ type: 'undo', undoes: walkIn.id }),
      queued({ type: 'undo', undoes: 'a' }),
      queued({ type: 'undo', undoes: 'a' }),
    ]);
    expect(view.inside).toBe(1);
    expect(view.used.get('r:1')).toBe(0);
  });

  it('holds the answer of a batch until the next state comes', () => {
    const sent = [queued({ type: 'in', key: 'r:1', persons: 2 }), queued({ type: 'undo', undoes: 'b' }), queued({ type: 'in', key: 'g:2' })];
    const answer: CheckInBatchAnswer = {
      outcomes: [
        { id: sent[0]!.id, result: 'ok', persons: 2 },
        { id: sent[1]!.id, result: 'ok', persons: 1 },
        { id: sent[2]!.id, result: 'already', persons: 0, message: 'Allerede tjekket ind kl. 19.14 (dør 2)' },
      ],
      inside: 9,
    };
    const state = applyAnswer(night, sent, answer);
    expect(state.inside).toBe(9);
    expect(state.checkIns.map((checkIn) => checkIn.id)).toEqual(['a', sent[0]!.id]);
    expect(doorView(state, []).used.get('r:1')).toBe(4);
  });

  it('warns from 90 % and is full at the capacity', () => {
    expect(fullness(269, 300, 0.9)).toBe('room');
    expect(fullness(270, 300, 0.9)).toBe('nearly');
    expect(fullness(300, 300, 0.9)).toBe('full');
    expect(fullness(5000, undefined, 0.9)).toBe('room');
  });

  it('finds names without their accents, and codes as typed', () => {
    expect(searchEntries(night.entries, 'soren aero').map((entry) => entry.key)).toEqual(['g:2']);
    expect(searchEntries(night.entries, 'ZOE').map((entry) => entry.key)).toEqual(['v:3']);
    expect(searchEntries(night.entries, 'lilleput').map((entry) => entry.key)).toEqual(['g:2']);
    expect(searchEntries(night.entries, '  ')).toHaveLength(3);
    expect(entryByCode(night.entries, 'K7Q29XDM40ZA')?.key).toBe('r:1');
    expect(entryByCode(night.entries, ' k7q2 9xdm-4oza\n')?.key).toBe('r:1');
    expect(entryByCode(night.entries, 'K7Q29XDM40ZB')).toBeUndefined();
    expect(entryByCode(night.entries, ' ')).toBeUndefined();
  });
});

/** A phone's memory in a test; the browser keeps the same in IndexedDB. */
function memoryStore(): DoorStore & { queue: QueuedCheckIn[] } {
  let kept: DoorState | undefined;
  const store = {
    queue: [] as QueuedCheckIn[],
    load: async () => ({ state: kept, queue: [...store.queue] }),
    saveState: async (_: number, state: DoorState) => void (kept = state),
    enqueue: async (_: number, checkIn: QueuedCheckIn) => void store.queue.push(checkIn),
    dequeue: async (_: number, ids: readonly string[]) => void (store.queue = store.queue.filter((checkIn) => !ids.includes(checkIn.id))),
  };
  return store;
}

describe('a phone’s queue', () => {
  it('keeps check-ins made without network, marked offline, and sends them in order once it is back', async () => {
    vi.useFakeTimers();
    let down = false;
    const batches: QueuedCheckIn[][] = [];
    const transport: DoorTransport = {
      state: async () => {
        if (down) throw new TypeError('Failed to fetch');
        return night;
      },
      send: async (_, checkIns) => {
        if (down) throw new TypeError('Failed to fetch');
        batches.push(checkIns);
        return { outcomes: checkIns.map((checkIn) => ({ id: checkIn.id, result: 'ok', persons: checkIn.persons })), inside: 3 + checkIns.length };
      },
    };
    const store = memoryStore();
    const outcomes = vi.fn();
    const sync = new DoorSync({ eventId: 7, door: () => 'Dør 1', transport, store, onOutcomes: outcomes, batchMax: 2 });
    await sync.start();
    expect(sync.snapshot().view?.inside).toBe(3);

    down = true;
    await sync.refresh();
    expect(sync.snapshot().online).toBe(false);
    await sync.add({ type: 'walk-in', persons: 1 });
    await sync.add({ type: 'walk-in', persons: 1 });
    await sync.add({ type: 'walk-in', persons: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.queue.map((checkIn) => checkIn.offline)).toEqual([true, true, true]);
    expect(sync.snapshot().view?.inside).toBe(6);

    // Retries back off while the network is gone; the queue stays.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toHaveLength(0);
    expect(store.queue).toHaveLength(3);

    down = false;
    sync.networkBack();
    await vi.advanceTimersByTimeAsync(0);
    await sync.flush();
    expect(batches.map((batch) => batch.length)).toEqual([2, 1]);
    expect(store.queue).toHaveLength(0);
    expect(outcomes).toHaveBeenCalledTimes(2);
    sync.stop();
    vi.useRealTimers();
  });

  it('keeps a batch the server refused whole, and says why', async () => {
    const refusal = Object.assign(new Error('Døren er for aftenens dørvagt, holdlederen og dem, der styrer arrangementer'), { data: { httpStatus: 403 } });
    const transport: DoorTransport = { state: async () => night, send: async () => Promise.reject(refusal) };
    const store = memoryStore();
    const sync = new DoorSync({ eventId: 7, door: () => 'Dør 1', transport, store, retryDelayMs: () => 60_000 });
    await sync.start();
    await sync.add({ type: 'exit', persons: 1 });
    await sync.flush();
    expect(sync.snapshot()).toMatchObject({ online: true, problem: refusal.message });
    expect(sync.snapshot().queue[0]?.offline).toBe(false);
    expect(store.queue).toHaveLength(1);
    sync.stop();
  });
});
