import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient } from 'pg';

/** How long one statement may run, and how long it may wait for a lock, in milliseconds (0: no limit). */
export type StatementLimits = { readonly statementMs: number; readonly lockMs: number };

/**
 * A request's statements on PostgreSQL. Without limits, requests that already held a connection waited
 * 49 s behind a table lock (issue 45), holding their connections meanwhile so that the rest waited for
 * one. Now a wait for a lock ends after 5 s and any statement after 10 s, and the request answers 503
 * with Retry-After (trpc/trpc.ts, http/health.ts). At 100,000 events a request's statements take
 * milliseconds (docs/speed.md): one that runs for 10 s is stuck behind something, not working.
 */
export const REQUEST_LIMITS: StatementLimits = { statementMs: 10_000, lockMs: 5_000 };

/**
 * Background jobs (the outboxes' senders, the digest, the reminders, the hourly clean-up): no one waits
 * for their answer, and they try again at their next round, so they may wait longer. A wait for a lock
 * still ends before the shortest job lease (30 s) runs out.
 */
export const JOB_LIMITS: StatementLimits = { statementMs: 120_000, lockMs: 15_000 };

/** Migrations: an index built on a large table takes what it takes, before the server serves anything. */
export const NO_LIMITS: StatementLimits = { statementMs: 0, lockMs: 0 };

const current = new AsyncLocalStorage<StatementLimits>();

/** Runs `work` with its database statements under `limits` instead of a request's. */
export const withStatementLimits = <T>(limits: StatementLimits, work: () => Promise<T>): Promise<T> => current.run(limits, work);

/**
 * The pg settings of a connection under `limits`: what every new connection of the pool starts with
 * (REQUEST_LIMITS), so a request never spends a round trip on them.
 */
export const connectionSettings = (limits: StatementLimits) => ({ statement_timeout: limits.statementMs, lock_timeout: limits.lockMs });

/** The limits each connection of the pool has now, where they are not REQUEST_LIMITS. */
const applied = new WeakMap<PoolClient, StatementLimits>();

/**
 * Gives a connection just checked out the limits of whoever asked for it (withStatementLimits, or a
 * request's): one `set` when they differ from what it had, none otherwise. Jobs and requests share the
 * pool, so a connection flips at most twice per job statement, a few times a minute.
 */
export async function applyStatementLimits(client: PoolClient): Promise<void> {
  const wanted = current.getStore() ?? REQUEST_LIMITS;
  if ((applied.get(client) ?? REQUEST_LIMITS) === wanted) return;
  await client.query(`set statement_timeout = ${wanted.statementMs}; set lock_timeout = ${wanted.lockMs}`);
  if (wanted === REQUEST_LIMITS) applied.delete(client);
  else applied.set(client, wanted);
}
