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

/** How deep causes are followed: tRPC wraps MikroORM's error, which wraps the driver's. */
const MAX_CAUSES = 5;

/** Whether an error, or one it was caused by, says the database connection was lost. */
export function isConnectionLost(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.test(code)) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

const lostDuring = new WeakSet<object>();

/** Remembers that a request failed because its database connection was lost (any other error is ignored). */
export function noteDatabaseError(request: { raw?: object } | object, error: unknown): void {
  if (isConnectionLost(error)) lostDuring.add(rawOf(request));
}

/** Whether a request's database connection was lost while it was answered. */
export const lostConnectionDuring = (request: { raw?: object } | object): boolean => lostDuring.has(rawOf(request));

// Fastify's request or Node's underneath: the adapters hand either to their error callbacks.
const rawOf = (request: { raw?: object } | object) => ('raw' in request && request.raw ? request.raw : request);
