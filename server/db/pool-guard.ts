import type { Pool, PoolClient } from 'pg';
import { applyStatementLimits } from './statement-limits';

/**
 * How long a request waits for one of the pool's connections before it gives up (a 503 like any
 * lost connection, server/db/connection-lost.ts). A healthy pool hands one out in well under a
 * millisecond; five seconds of waiting means every connection is held by something that does not
 * come back.
 */
export const ACQUIRE_TIMEOUT_MS = 5000;

/** How long the pool may fail to hand out any connection before `/healthz` reports the instance wedged. */
export const STALL_LIMIT_MS = 30_000;

/** Whether the pool still serves: when it began to fail every request for a connection, if it does. */
export type PoolWatch = {
  /** How long every wait for a connection has timed out, with none handed out since; 0 while the pool serves. */
  stalledMs(now?: number): number;
};

/**
 * node-postgres' pool, guarded so that a connection lost while it is checked out always goes back to
 * the pool, which destroys it. Kysely (under MikroORM) releases a transaction's connection only after
 * its `commit` or `rollback` succeeds; on a connection the database has just terminated both fail, so
 * the connection stayed checked out for good. Eight rounds of killed backends during parallel
 * sign-ups (which lock rows in a transaction) used up all ten and hung the server (issue 35). Here a
 * connection that ends while checked out is released at once, and a later release by its holder is
 * a no-op instead of pg-pool's double-release error. Each connection handed out carries the statement
 * and lock limits of whoever asked for it (statement-limits.ts).
 */
export function guardPool(pool: Pool, watch: { served(): void; starved(now: number): void }): void {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const guarded = async (): Promise<PoolClient> => {
    let client: PoolClient;
    try {
      client = await connect();
    } catch (error) {
      if (error instanceof Error && ACQUIRE_TIMED_OUT.test(error.message)) watch.starved(Date.now());
      throw error;
    }
    watch.served();
    try {
      await applyStatementLimits(client);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    const release = client.release;
    let released = false;
    const giveBack = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onEnd);
      release(error);
    };
    const onEnd = () => giveBack(new Error('Connection terminated while checked out'));
    client.once('end', onEnd);
    client.release = giveBack;
    return client;
  };
  // Kysely's PostgresDriver asks for a promise; pool.query asks with a callback.
  pool.connect = ((callback?: (error: Error | undefined, client?: PoolClient, done?: PoolClient['release']) => void) => {
    if (!callback) return guarded();
    guarded().then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
  }) as Pool['connect'];
}

/** What pg-pool says when a wait for a connection ran out (not a database that refuses to connect). */
const ACQUIRE_TIMED_OUT = /^timeout exceeded when trying to connect$/;

/** A watch for guardPool: stalled from the first timed-out wait after the last connection handed out. */
export function poolWatch(): PoolWatch & { served(): void; starved(now: number): void } {
  let stalledSince: number | null = null;
  return {
    served: () => {
      stalledSince = null;
    },
    starved: (now) => {
      stalledSince ??= now;
    },
    stalledMs: (now = Date.now()) => (stalledSince === null ? 0 : now - stalledSince),
  };
}
