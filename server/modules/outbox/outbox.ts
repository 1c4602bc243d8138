import { randomUUID } from 'node:crypto';
import type { EntityManager, EventSubscriber, MikroORM, Transaction, TransactionEventArgs } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_LIMITS, withStatementLimits } from '../../db/statement-limits';
import { releaseLease, takeLease } from '../job-lease/job-lease.service';
import type { Row } from '../../read-model/columns';

/**
 * What every outbox shares (webhook deliveries, subscriber mail, …): rows written in the
 * transaction of the change they tell of, then sent by one instance at a time (a job lease), each
 * attempt claimed in one statement so it is made once across restarts and instances, and tried
 * again on a schedule until it goes or the schedule runs out.
 *
 * An outbox table has at least these columns, times in milliseconds since 1970 (compared in plain
 * SQL alike on both databases):
 *   id (text primary key), status ('pending' | 'delivered' | 'failed'), attempts (integer),
 *   next_attempt_at (bigint, null once settled, indexed), last_attempt_at (bigint, nullable).
 *
 * The pieces:
 * - `outboxSignal()`: wakes this process's sender when a row is written here (at commit).
 * - `WakeAfterCommit`: an ORM subscriber base that writes rows before a commit and wakes after it.
 * - `insertRows()`: batched multi-row insert within SQLite's parameter limit.
 * - `claimAttempt()` / `settleAttempt()`: the exactly-once bookkeeping of one attempt.
 * - `startOutboxSender()`: the loop (lease, wake-ups, polling, stop that waits for attempts).
 */

/** Runs one statement on the given transaction, else on the unit of work's own (inside `em.transactional`), else on its own. */
export type Execute = (sql: string, params: unknown[]) => Promise<Row[]>;
export const executeOn =
  (em: EntityManager, transaction?: Transaction): Execute =>
  (sql, params) =>
    em.getConnection().execute(sql, params, 'all', transaction ?? em.getTransactionContext());

export type OutboxSignal = {
  /** Calls `wake` whenever a row is written in this process; answers a function that stops it. */
  listen(wake: () => void): () => void;
  /** Rows were written (and committed): senders go now instead of at their next poll. */
  wake(): void;
};

export function outboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  return {
    listen(wake) {
      listeners.add(wake);
      return () => listeners.delete(wake);
    },
    wake() {
      for (const wake of listeners) wake();
    },
  };
}

/**
 * An ORM subscriber that writes outbox rows in `beforeTransactionCommit` (in the transaction, so a
 * rollback leaves none) and wakes the senders once the outer transaction commits. Subclasses call
 * `wrote(em)` after writing.
 */
export abstract class WakeAfterCommit implements EventSubscriber {
  readonly #wrote = new WeakSet<EntityManager>();

  constructor(private readonly signal: OutboxSignal) {}

  protected wrote(em: EntityManager): void {
    this.#wrote.add(em);
  }

  afterTransactionCommit({ em, transaction }: TransactionEventArgs): void {
    // A savepoint's release is no commit: the outer transaction's commit wakes them.
    if ((transaction as { savepointName?: string } | undefined)?.savepointName) return;
    if (this.#wrote.delete(em)) this.signal.wake();
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.#wrote.delete(em);
  }
}

/** Rows per statement: far below SQLite's 32,766 parameters. */
const INSERT_BATCH = 500;

/** Inserts `rows` (values in `columns`' order) into `table`, INSERT_BATCH rows per statement. */
export async function insertRows(execute: Execute, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const row = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    await execute(`insert into ${table} (${columns.join(', ')}) values ${batch.map(() => row).join(', ')}`, batch.flat());
  }
}

/**
 * Claims one attempt at a due row unless another sender did: in the same statement it postpones
 * the row by `claimMs` (no other sender takes it meanwhile, and if this one dies mid-send the
 * attempt is made again later) and counts the attempt. Answers the attempts so far, or undefined
 * when the row was claimed or settled by someone else since it was read.
 */
export async function claimAttempt(execute: Execute, table: string, row: { id: string; next_attempt_at: unknown }, claimMs: number, now = Date.now()): Promise<number | undefined> {
  const [claimed] = await execute(
    `update ${table} set next_attempt_at = ?, attempts = attempts + 1, last_attempt_at = ?
      where id = ? and next_attempt_at = ? returning attempts`,
    [now + claimMs, now, row.id, row.next_attempt_at],
  );
  return claimed ? Number(claimed.attempts) : undefined;
}

export type Settled = 'delivered' | 'pending' | 'failed';

/**
 * Records an attempt's outcome: delivered, or due again after `retrySeconds[attempts - 1]`, or
 * failed once the schedule runs out. `also` sets further columns of the row (an answer's status, an
 * error). Answers the status written.
 */
export async function settleAttempt(
  execute: Execute,
  table: string,
  id: string,
  outcome: { delivered: boolean; attempts: number; retrySeconds: readonly number[]; also?: Record<string, unknown> },
): Promise<Settled> {
  const retryAfter = outcome.retrySeconds[outcome.attempts - 1];
  const status: Settled = outcome.delivered ? 'delivered' : retryAfter === undefined ? 'failed' : 'pending';
  const also = Object.entries(outcome.also ?? {});
  await execute(`update ${table} set status = ?, next_attempt_at = ?${also.map(([column]) => `, ${column} = ?`).join('')} where id = ?`, [
    status,
    status === 'pending' ? Date.now() + retryAfter! * 1000 : null,
    ...also.map(([, value]) => value),
    id,
  ]);
  return status;
}

/** What a round of sending is given. */
export type Round = {
  em: EntityManager;
  execute: Execute;
  /** Takes or renews the sender's lease; false when another instance holds it. */
  lease(): Promise<boolean>;
  /** Attempts started in earlier rounds and still under way, by a key of the round's choosing. */
  underWay: ReadonlyMap<unknown, Promise<void>>;
  /**
   * Starts an attempt without waiting for it: the next round runs when it ends, and stopping waits
   * for it. Errors are logged.
   */
  start(key: unknown, attempt: () => Promise<void>): void;
};

export type OutboxSenderOptions = {
  orm: MikroORM;
  /** The job lease's name: one instance at a time holds it. */
  job: string;
  signal: OutboxSignal;
  log: FastifyBaseLogger;
  /** Sends what is due; answers how long to wait before the next round (at most `pollMs` is waited). */
  round(round: Round): Promise<number>;
  /** Rows written by another instance are found within this. */
  pollMs?: number;
  /** Renewed at every round; a stopped sender is replaced within it. */
  leaseMs?: number;
};

/**
 * Runs `round` now, whenever the signal wakes it, when an attempt ends, and at least every
 * `pollMs`, never two rounds at once. Answers a function that stops, waits for the attempts under
 * way and gives the lease up, so a shutdown closes the database only after them.
 */
export function startOutboxSender({ orm, job, signal, log, round, pollMs = 5000, leaseMs = 30_000 }: OutboxSenderOptions): () => Promise<void> {
  const holder = randomUUID();
  const underWay = new Map<unknown, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    const em = orm.em.fork();
    const start = (key: unknown, attempt: () => Promise<void>) => {
      const promise = attempt()
        .catch((error: unknown) => log.error({ err: error, job }, 'outbox attempt failed'))
        .finally(() => {
          underWay.delete(key);
          run();
        });
      underWay.set(key, promise);
    };
    // Attempts started by the round run under its limits too.
    running = withStatementLimits(JOB_LIMITS, () => round({ em, execute: executeOn(em), lease: () => takeLease(em, job, holder, leaseMs), underWay, start }))
      .catch((error: unknown) => {
        log.error({ err: error, job }, 'outbox round failed');
        return pollMs;
      })
      .then((wait) => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, again ? 0 : Math.max(0, Math.min(wait, pollMs)));
        timer.unref();
        again = false;
      });
  };
  const stopListening = signal.listen(run);
  run();
  return async () => {
    stopped = true;
    stopListening();
    clearTimeout(timer);
    await running;
    await Promise.all(underWay.values());
    // One that cannot be given up (the database is away) ends on its own within leaseMs.
    await releaseLease(orm.em.fork(), job, holder).catch(() => {});
  };
}
