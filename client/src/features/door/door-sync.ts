import { CHECK_IN_BATCH_MAX, type CheckInBatchAnswer, type CheckInOutcome, type DoorState } from '../../../../shared/schemas/door';
import { httpStatusOf } from '../../lib/api-error';
import { retryDelay } from '../../lib/retry-policy';
import { applyAnswer, doorView, type DoorView, type QueuedCheckIn } from './door-view';

/** How a phone reaches the server: tRPC in the browser, REST in `npm run bench:door`. */
export type DoorTransport = {
  state(eventId: number): Promise<DoorState>;
  send(eventId: number, checkIns: QueuedCheckIn[]): Promise<CheckInBatchAnswer>;
};

/** Where a phone keeps the night between loads: IndexedDB in the browser (door-store.ts), memory in the bench. */
export type DoorStore = {
  load(eventId: number): Promise<{ state?: DoorState; queue: QueuedCheckIn[] }>;
  saveState(eventId: number, state: DoorState): Promise<void>;
  enqueue(eventId: number, checkIn: QueuedCheckIn): Promise<void>;
  dequeue(eventId: number, ids: readonly string[]): Promise<void>;
};

export type DoorSnapshot = {
  state?: DoorState;
  queue: readonly QueuedCheckIn[];
  view?: DoorView;
  /** False from a failed call until the next one gets through. */
  online: boolean;
  /** The server's refusal of a whole batch or of the state (a session that ran out, say). */
  problem?: string;
};

/** A check-in as the screen asks for it; the rest is filled in here. */
export type NewCheckIn = Pick<QueuedCheckIn, 'type' | 'key' | 'undoes' | 'persons'> & { override?: boolean };

type DoorSyncOptions = {
  eventId: number;
  door: () => string;
  transport: DoorTransport;
  store: DoorStore;
  /** Told what the server made of each check-in it answered for, with the check-ins as sent. */
  onOutcomes?: (outcomes: CheckInOutcome[], sent: QueuedCheckIn[]) => void;
  newId?: () => string;
  now?: () => Date;
  /** Milliseconds before the n-th retry (from 0) after a failed send. */
  retryDelayMs?: (attempt: number) => number;
  batchMax?: number;
};

const problemOf = (error: unknown) => {
  const status = httpStatusOf(error);
  const message = (error as { message?: unknown } | null)?.message;
  return status !== undefined && status < 500 && typeof message === 'string' ? message : undefined;
};

/**
 * One phone's door: the night's state and the queue of check-ins made on it, kept in the store, sent
 * in batches in the order they were made and taken out of the queue only once the server answered for
 * them. A failed send is tried again with backoff (and at once when the page says the network is
 * back). A check-in made while the last call failed is marked `offline`: the person is already in.
 * No DOM, so the bench runs the phones' own queue.
 */
export class DoorSync {
  private current: DoorSnapshot = { queue: [], online: true };
  private listeners = new Set<() => void>();
  private sending: Promise<void> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /** Moves at every answer applied: a state asked for before it is older than what the screen shows. */
  private answers = 0;
  private stopped = false;

  constructor(private readonly options: DoorSyncOptions) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = (): DoorSnapshot => this.current;

  private update(change: Partial<DoorSnapshot>) {
    const next = { ...this.current, ...change };
    next.view = next.state && doorView(next.state, next.queue);
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  /** What the phone kept from before (a reload offline starts from it), then the server's state and the queue sent. */
  async start(): Promise<void> {
    const kept = await this.options.store.load(this.options.eventId);
    this.update({ state: kept.state, queue: kept.queue });
    await Promise.all([this.refresh(), this.flush()]);
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  /** Asks the server for the night's state; a failure only marks the phone offline. */
  async refresh(): Promise<void> {
    const asked = this.answers;
    try {
      const state = await this.options.transport.state(this.options.eventId);
      // An answer to a batch came while asking: the state may not hold it yet, the screen does.
      if (asked !== this.answers) return;
      await this.options.store.saveState(this.options.eventId, state);
      this.update({ state, online: true, problem: undefined });
      if (this.current.queue.length > 0 && !this.retryTimer) void this.flush();
    } catch (error) {
      this.update({ online: httpStatusOf(error) !== undefined, problem: problemOf(error) });
    }
  }

  /** Makes a check-in on this phone: counted on the screen at once, queued, and sent. */
  async add(made: NewCheckIn): Promise<QueuedCheckIn> {
    const checkIn: QueuedCheckIn = {
      id: this.options.newId?.() ?? crypto.randomUUID(),
      type: made.type,
      ...(made.key !== undefined && { key: made.key }),
      ...(made.undoes !== undefined && { undoes: made.undoes }),
      persons: made.persons,
      at: (this.options.now?.() ?? new Date()).toISOString(),
      door: this.options.door(),
      offline: !this.current.online,
      override: made.override ?? false,
    };
    this.update({ queue: [...this.current.queue, checkIn] });
    await this.options.store.enqueue(this.options.eventId, checkIn);
    void this.flush();
    return checkIn;
  }

  /** The page says the network is back: send now rather than at the next retry. */
  networkBack() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.failures = 0;
    void this.flush();
    void this.refresh();
  }

  networkGone() {
    this.update({ online: false });
  }

  /** Sends the queue in batches until it is empty or a send fails; one sender at a time. */
  flush(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => (this.sending = undefined));
    return this.sending;
  }

  private async sendAll() {
    const { eventId, transport, store, batchMax = CHECK_IN_BATCH_MAX } = this.options;
    while (!this.stopped && this.current.queue.length > 0) {
      const batch = this.current.queue.slice(0, batchMax);
      let answer: CheckInBatchAnswer;
      try {
        answer = await transport.send(eventId, batch);
      } catch (error) {
        this.failures += 1;
        this.update({ online: httpStatusOf(error) !== undefined, problem: problemOf(error) });
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          void this.flush();
        }, (this.options.retryDelayMs ?? retryDelay)(this.failures - 1));
        return;
      }
      this.failures = 0;
      this.answers += 1;
      const answered = new Set(answer.outcomes.map((outcome) => outcome.id));
      const sent = batch.filter((checkIn) => answered.has(checkIn.id));
      const state = this.current.state && applyAnswer(this.current.state, sent, answer);
      if (state) await store.saveState(eventId, state);
      await store.dequeue(eventId, [...answered]);
      this.update({ state, queue: this.current.queue.filter((checkIn) => !answered.has(checkIn.id)), online: true, problem: undefined });
      this.options.onOutcomes?.(answer.outcomes, sent);
      // A server that answers for none of the batch would be asked the same forever.
      if (sent.length === 0) return;
    }
  }
}
