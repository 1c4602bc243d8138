/**
 * Errors that say the database connection went away, rather than that the query was wrong:
 * socket errors, PostgreSQL's "connection exception" class (08) and its shutdown codes (57P01–03:
 * an administrator or a restart ended the session), what node-postgres says when the socket
 * closes under a query or a query is sent on a closed one, which carries no code at all, and
 * pg-pool's wait for a free connection running out (server/db/pool-guard.ts).
 */
const CONNECTION_CODES = /^(ECONNRESET|ECONNREFUSED|ECONNABORTED|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|08...|57P0[123])$/;
const CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Connection ended unexpectedly|terminating connection|not queryable|timeout exceeded when trying to connect/i;

/**
 * Errors that say the database did not answer in time because something else held it, rather than
 * that it is gone or the query wrong: PostgreSQL's statement and lock timeouts (57014 query_canceled,
 * 55P03 lock_not_available; statement-limits.ts) and SQLite's busy_timeout running out ("database is
 * locked", which MikroORM turns into a LockWaitTimeoutException with the same message).
 */
const BUSY_CODES = /^(57014|55P03)$/;
const BUSY_MESSAGES = /database is locked/i;

/** How deep causes are followed: tRPC wraps MikroORM's error, which wraps the driver's. */
const MAX_CAUSES = 5;

/** Whether an error, or one it was caused by, has one of `codes` or a message matching `messages`. */
function causedBy(error: unknown, codes: RegExp, messages: RegExp): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.test(code)) return true;
    if (messages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Whether an error, or one it was caused by, says the database connection was lost. */
export const isConnectionLost = (error: unknown): boolean => causedBy(error, CONNECTION_CODES, CONNECTION_MESSAGES);

/** Whether an error, or one it was caused by, says the database was too busy to answer within the limits. */
export const isDatabaseBusy = (error: unknown): boolean => causedBy(error, BUSY_CODES, BUSY_MESSAGES);

const lostDuring = new WeakSet<object>();
const busyDuring = new WeakSet<object>();

/** Remembers that a request failed because its database connection was lost, or the database was busy (any other error is ignored). */
export function noteDatabaseError(request: { raw?: object } | object, error: unknown): void {
  if (isConnectionLost(error)) lostDuring.add(rawOf(request));
  else if (isDatabaseBusy(error)) busyDuring.add(rawOf(request));
}

/** Whether a request's database connection was lost while it was answered. */
export const lostConnectionDuring = (request: { raw?: object } | object): boolean => lostDuring.has(rawOf(request));

/** Whether a statement of the request ran out of time behind a lock or a busy database. */
export const databaseBusyDuring = (request: { raw?: object } | object): boolean => busyDuring.has(rawOf(request));

// Fastify's request or Node's underneath: the adapters hand either to their error callbacks.
const rawOf = (request: { raw?: object } | object) => ('raw' in request && request.raw ? request.raw : request);
