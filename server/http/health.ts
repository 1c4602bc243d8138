import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseBusyDuring, lostConnectionDuring, noteDatabaseError } from '../db/connection-lost';
import { poolWatchOf } from '../orm';
import { STALL_LIMIT_MS } from '../db/pool-guard';
import { API_ERROR_MESSAGES, BUSY_RETRY_AFTER_SECONDS } from '../errors';

const NOT_READY = 'Databasen svarer ikke';
const MIGRATIONS_PENDING = 'Databasen mangler migreringer';
const POOL_STALLED = 'Serverens databaseforbindelser sidder fast; den skal genstartes';
export const OUTAGE_MESSAGE = 'Siden kan ikke nå sin database lige nu. Prøv igen om lidt.';
/** How soon a client may try again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;
/** A database that does not answer `select 1` this fast is treated as away. */
const PROBE_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query, without waiting long for one that hangs. */
async function databaseAnswers(orm: MikroORM): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([orm.em.getConnection().execute('select 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A small Danish page for a 503 that asks to come back in a moment (no scripts, no stylesheet to load). */
export const unavailablePage = (message: string) => `<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Midlertidigt utilgængelig</title></head>
<body style="font-family: system-ui, sans-serif; background: #0b0b0f; color: #f4f4f5; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>Vi er straks tilbage</h1>
<p>${message}</p>
<p><a href="" style="color: #f4f4f5">Prøv igen</a></p>
</body>
</html>
`;

/** Why the database could not serve a request, and when to ask again. */
type Unavailable = { message: string; retryAfterSeconds: number; page: string };
const AWAY: Unavailable = { message: OUTAGE_MESSAGE, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS, page: unavailablePage(OUTAGE_MESSAGE) };
const BUSY: Unavailable = { message: API_ERROR_MESSAGES.databaseBusy, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS, page: unavailablePage(API_ERROR_MESSAGES.databaseBusy) };

/** tRPC clients read errors in tRPC's own shape, one per call of a batch: each failed call says why. */
function trpcOutage(payload: unknown, message: string): string {
  const outage = (entry: { error?: { data?: object } }) =>
    entry.error ? { error: { ...entry.error, message, data: { ...entry.error.data, code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } } : entry;
  try {
    const parsed = JSON.parse(String(payload));
    return JSON.stringify(Array.isArray(parsed) ? parsed.map(outage) : outage(parsed));
  } catch {
    return JSON.stringify({ error: { message, code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } });
  }
}

/** The answer while the database is away or too busy: 503 that says so, in the form the asker reads. */
function outageAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, { message, retryAfterSeconds, page }: Unavailable): string {
  reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .removeHeader('content-encoding')
    .removeHeader('content-length')
    .removeHeader('etag');
  const path = request.url;
  if (/^\/trpc(\/|$)/.test(path)) return (reply.type('application/json'), trpcOutage(payload, message));
  const wantsPage = request.method === 'GET' && !/^\/(api|images)(\/|$)/.test(path) && /text\/html/.test(request.headers.accept ?? '');
  if (wantsPage) return (reply.type('text/html; charset=utf-8'), page);
  return (reply.type('application/json; charset=utf-8'), JSON.stringify({ message }));
}

/**
 * `/healthz`: the process answers and its connection pool is not wedged (a supervisor restarts it
 * when not): 503 once every wait for a database connection has run out, with none handed out, for
 * longer than STALL_LIMIT_MS. A database that is simply away does not count (its connections are
 * refused at once, and a restart would not bring it back). `/readyz`: it can serve, because its
 * database answers and is migrated; 503 with the reason while not, so traffic goes elsewhere until
 * it is. And while the database is away, whatever failed because of it (the API, /trpc, the feeds,
 * the pages) answers 503 with Retry-After instead of 500; nothing needs restarting when it is back,
 * as the connection pool reconnects by itself.
 */
export const health = fp(
  async (app: FastifyInstance, { orm }: { orm: MikroORM }) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if ((poolWatchOf(orm)?.stalledMs() ?? 0) > STALL_LIMIT_MS) return reply.code(503).send({ message: POOL_STALLED });
      return { status: 'ok' };
    });

    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        if (!(await databaseAnswers(orm))) return reply.code(503).send({ message: NOT_READY });
        if ((await orm.migrator.getPending()).length > 0) return reply.code(503).send({ message: MIGRATIONS_PENDING });
      } catch {
        return reply.code(503).send({ message: NOT_READY });
      }
      return { status: 'ok' };
    });

    app.addHook('onError', async (request, _reply, error) => noteDatabaseError(request, error));

    // Only a server error costs the probe: the database is asked whether it was the cause.
    app.addHook('onSend', async (request, reply, payload) => {
      // The tRPC adapter sends a fetch Response, whose status Fastify applies after these hooks.
      const response = payload instanceof Response ? payload : undefined;
      const status = response?.status ?? reply.statusCode;
      if (status === 503) return payload;
      // A query whose connection broke failed for the outage even when the probe finds the database
      // back, also as one call of a tRPC batch whose other calls succeeded (207); one that ran out of
      // time behind a lock (statement-limits.ts) failed because the database was busy, not away.
      const lost = lostConnectionDuring(request);
      const busy = !lost && databaseBusyDuring(request);
      if (status < 500 && !((lost || busy) && status === 207)) return payload;
      if (!lost && !busy && (await databaseAnswers(orm))) return payload;
      return outageAnswer(request, reply, response ? await response.text() : payload, busy ? BUSY : AWAY);
    });
  },
  { name: 'health' },
);
