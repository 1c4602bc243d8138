import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { claimAttempt, type Execute, type Round, settleAttempt, startOutboxSender } from '../outbox/outbox';
import { placeholders } from '../../read-model/columns';
import { checkedLookup, checkWebhookUrl, RefusedAddress } from './webhook-address';
import { webhookDeliveries } from './webhook-outbox';

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

export type Outcome = { responseStatus?: number; error?: string };

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
 * (it counts as a failure), and an answer's body is not read. JSON unless the headers say otherwise
 * (the fediverse's activities, federation-sender.ts).
 */
export async function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<Outcome> {
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
      headers: { 'content-type': 'application/json', ...headers, 'content-length': Buffer.byteLength(body) },
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
  const attempts = await claimAttempt(execute, 'webhook_delivery', row, CLAIM_MS);
  if (attempts === undefined) return;
  const headers = {
    'user-agent': 'Spillested-Webhook',
    'x-spillested-event': row.type,
    'x-spillested-delivery': row.id,
    'x-spillested-signature': webhookSignature(row.secret, row.body),
  };
  const outcome = await post(row.url, headers, row.body, config.WEBHOOK_ALLOW_PRIVATE);
  const delivered = outcome.responseStatus !== undefined && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
  const status = await settleAttempt(execute, 'webhook_delivery', row.id, {
    delivered,
    attempts,
    retrySeconds: config.WEBHOOK_RETRY_SECONDS,
    also: { response_status: outcome.responseStatus ?? null, error: outcome.error?.slice(0, 200) ?? null },
  });
  if (status === 'failed') log.warn({ delivery: row.id, url: row.url, ...outcome }, 'webhook delivery given up');
}

/**
 * One round: starts what is due, on this instance only if it holds (or could take) the lease, at
 * most one attempt per webhook and MAX_UNDER_WAY in all, without waiting for them, and answers how
 * long to wait before the next round.
 */
async function startDueDeliveries({ execute, lease, underWay, start }: Round, config: Config, log: FastifyBaseLogger): Promise<number> {
  const now = Date.now();
  // Attempts under way need the lease renewed, or another instance would take over their webhooks.
  if (underWay.size > 0 && !(await lease())) return POLL_MS;
  const busy = [...underWay.keys()] as number[];
  // Read alone first: an idle instance writes nothing, not even its lease.
  const [next] = await execute(`select min(next_attempt_at) as due from webhook_delivery${busy.length ? ` where webhook_id not in (${placeholders(busy)})` : ''}`, busy);
  if (next?.due === null || next?.due === undefined) return POLL_MS;
  if (Number(next.due) > now) return Number(next.due) - now;
  if (underWay.size === 0 && !(await lease())) return POLL_MS;
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
    // `underWay` is live: an attempt started in this loop is in it already.
    if (underWay.has(webhookId)) continue;
    start(webhookId, () => attempt(execute, row, config, log));
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
  return startOutboxSender({ orm, job: LEASE_JOB, signal: webhookDeliveries, log, pollMs: POLL_MS, leaseMs: LEASE_MS, round: (round) => startDueDeliveries(round, config, log) });
}
