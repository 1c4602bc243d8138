import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { releaseLease, takeLease } from '../job-lease/job-lease.service';
import { placeholders } from '../../read-model/columns';
import { checkedLookup, checkWebhookUrl, RefusedAddress } from './webhook-address';
import { executeOn, type Execute, listenForDeliveries } from './webhook-outbox';

/** Deliveries written by another instance are found within this; this instance's own at once (wakeWebhookSenders). */
const POLL_MS = 5000;
const TIMEOUT_MS = 10_000;
/**
 * Deliveries under way at once on an instance, and at most one per webhook: one receiver's
 * deliveries go in order, and a slow one holds up only its own. When every delivery of a round
 * waited for the slowest, one receiver that let its requests time out delayed every other
 * webhook's by 10 s (issue 35).
 */
const MAX_UNDER_WAY = 20;
/** Due deliveries read per round to find MAX_UNDER_WAY of different webhooks. */
const DUE_READ = 200;
const LEASE_JOB = 'webhook-deliveries';
/** Renewed at every round (at most POLL_MS plus one round's timeout apart); a stopped sender is replaced within it. */
const LEASE_MS = 30_000;
/**
 * An attempt under way postpones its delivery by this much, in the statement that claims it: no
 * other sender takes it meanwhile, and if this one dies mid-send, the attempt is made again later.
 */
const CLAIM_MS = 60_000;

export const webhookSignature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

type Outcome = { responseStatus?: number; error?: string };

const ERRORS: Record<string, string> = {
  ABORT_ERR: 'Intet svar inden for 10 sekunder',
  ECONNREFUSED: 'Modtageren afviste forbindelsen',
  ECONNRESET: 'Modtageren lukkede forbindelsen',
  ENOTFOUND: 'Værten findes ikke',
};

function describe(error: Error & { code?: string }): string {
  if (error instanceof RefusedAddress || error.code === 'EREFUSED') return error.message;
  return ERRORS[error.code ?? ''] ?? `Forbindelsen mislykkedes (${error.code ?? error.message})`;
}

/**
 * One POST with node:http rather than fetch: its lookup option lets the connection use exactly the
 * address that was checked (fetch resolves the name again on its own). A redirect is not followed
 * (it counts as a failure), and an answer's body is not read.
 */
async function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Outcome> {
  try {
    // An address typed as digits is connected to without a lookup: checked here.
    await checkWebhookUrl(url, allowPrivate);
  } catch (error) {
    return { error: describe(error as Error) };
  }
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      lookup: checkedLookup(allowPrivate),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      agent: false,
    });
    request.on('response', (response) => {
      resolve({ responseStatus: response.statusCode });
      response.destroy();
    });
    request.on('error', (error) => resolve({ error: describe(error) }));
    request.end(body);
  });
}

type DueRow = { id: string; webhook_id: number | string; type: string; body: string; next_attempt_at: number | string; url: string; secret: string };

/** Claims one delivery (unless another sender did), sends it and records the outcome and when to try again. */
async function attempt(execute: Execute, row: DueRow, config: Config, log: FastifyBaseLogger): Promise<void> {
  const now = Date.now();
  const [claimed] = await execute(
    `update webhook_delivery set next_attempt_at = ?, attempts = attempts + 1, last_attempt_at = ?
      where id = ? and next_attempt_at = ? returning attempts`,
    [now + CLAIM_MS, now, row.id, row.next_attempt_at],
  );
  if (!claimed) return;
  const headers = {
    'user-agent': 'Spillested-Webhook',
    'x-spillested-event': row.type,
    'x-spillested-delivery': row.id,
    'x-spillested-signature': webhookSignature(row.secret, row.body),
  };
  const outcome = await post(row.url, headers, row.body, config.WEBHOOK_ALLOW_PRIVATE);
  const delivered = outcome.responseStatus !== undefined && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
  const retryAfter = config.WEBHOOK_RETRY_SECONDS[Number(claimed.attempts) - 1];
  const status = delivered ? 'delivered' : retryAfter === undefined ? 'failed' : 'pending';
  if (status === 'failed') log.warn({ delivery: row.id, url: row.url, ...outcome }, 'webhook delivery given up');
  await execute('update webhook_delivery set status = ?, next_attempt_at = ?, response_status = ?, error = ? where id = ?', [
    status,
    status === 'pending' ? Date.now() + retryAfter! * 1000 : null,
    outcome.responseStatus ?? null,
    outcome.error?.slice(0, 200) ?? null,
    row.id,
  ]);
}

/** Attempts under way on this instance, by webhook id. */
type UnderWay = Map<number, Promise<void>>;

/**
 * One round: starts what is due, on this instance only if it holds (or could take) the lease, at
 * most one attempt per webhook and MAX_UNDER_WAY in all, without waiting for them (each calls
 * `finished` when done), and answers how long to wait before the next round.
 */
async function startDueDeliveries(orm: MikroORM, config: Config, holder: string, log: FastifyBaseLogger, underWay: UnderWay, finished: () => void): Promise<number> {
  const em = orm.em.fork();
  const execute = executeOn(em);
  const now = Date.now();
  // Attempts under way need the lease renewed, or another instance would take over their webhooks.
  if (underWay.size > 0 && !(await takeLease(em, LEASE_JOB, holder, LEASE_MS, now))) return POLL_MS;
  const busy = [...underWay.keys()];
  // Read alone first: an idle instance writes nothing, not even its lease.
  const [next] = await execute(`select min(next_attempt_at) as due from webhook_delivery${busy.length ? ` where webhook_id not in (${placeholders(busy)})` : ''}`, busy);
  if (next?.due === null || next?.due === undefined) return POLL_MS;
  if (Number(next.due) > now) return Number(next.due) - now;
  if (underWay.size === 0 && !(await takeLease(em, LEASE_JOB, holder, LEASE_MS, now))) return POLL_MS;
  const rows = (await execute(
    `select d.id, d.webhook_id, d.type, d.body, d.next_attempt_at, w.url, w.secret
       from webhook_delivery d join webhook w on w.id = d.webhook_id
      where d.next_attempt_at <= ?${busy.length ? ` and d.webhook_id not in (${placeholders(busy)})` : ''}
      order by d.next_attempt_at limit ${DUE_READ}`,
    [now, ...busy],
  )) as DueRow[];
  for (const row of rows) {
    const webhookId = Number(row.webhook_id);
    if (underWay.size >= MAX_UNDER_WAY) break;
    if (underWay.has(webhookId)) continue;
    const sending = attempt(execute, row, config, log)
      .catch((error: unknown) => log.error({ err: error, delivery: row.id }, 'webhook delivery failed'))
      .finally(() => {
        underWay.delete(webhookId);
        finished();
      });
    underWay.set(webhookId, sending);
  }
  return POLL_MS;
}

/**
 * Sends deliveries now and whenever some are due; returns a function that stops and waits for the
 * attempts under way, so a shutdown closes the database only after them. Several instances may
 * share one database: the lease lets one of them at a time send, and each attempt is claimed in
 * one statement.
 */
export function startWebhookSender(orm: MikroORM, config: Config, log: FastifyBaseLogger): () => Promise<void> {
  const holder = randomUUID();
  const underWay: UnderWay = new Map();
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
    running = startDueDeliveries(orm, config, holder, log, underWay, run)
      .catch((error: unknown) => {
        log.error({ err: error }, 'webhook deliveries failed');
        return POLL_MS;
      })
      .then((wait) => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, again ? 0 : Math.min(wait, POLL_MS));
        timer.unref();
        again = false;
      });
  };
  const stopListening = listenForDeliveries(run);
  run();
  return async () => {
    stopped = true;
    stopListening();
    clearTimeout(timer);
    await running;
    await Promise.all(underWay.values());
    // One that cannot be given up (the database is away) ends on its own within LEASE_MS.
    await releaseLease(orm.em.fork(), LEASE_JOB, holder).catch(() => {});
  };
}
