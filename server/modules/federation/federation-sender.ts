import { signRequest } from '@fedify/fedify';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { claimAttempt, type Execute, type Round, settleAttempt, startOutboxSender } from '../outbox/outbox';
import { bool, placeholders } from '../../read-model/columns';
import { post } from '../webhook/webhook-sender';
import { ACTOR_PATH } from './addressing';
import { federationKeyPairs } from './federation-keys';
import { federationDeliveries } from './federation-outbox';
import { blockedServers, giveUpForBlock, onBlockedServer } from './federation-servers';

const POLL_MS = 5000;
const LEASE_JOB = 'federation-deliveries';
/** An attempt under way postpones its row by this much in the statement that claims it (see claimAttempt). */
const CLAIM_MS = 60_000;
/** Attempts under way at once, at most one per inbox: a server gets its activities in order, and a slow one holds up only its own. */
const MAX_UNDER_WAY = 20;
const DUE_READ = 200;

type DueRow = { id: string; inbox_url: string; body: string; next_attempt_at: number | string };

/**
 * The activity as Mastodon wants it: POSTed as activity+json, signed with the actor's RSA key by
 * draft-cavage HTTP Signatures (the one every server reads; RFC 9421 is not yet), with a Digest of
 * the body. The key's id is the actor's `publicKey.id`.
 */
async function signedHeaders(orm: MikroORM, publicUrl: string, row: DueRow): Promise<Record<string, string>> {
  const [rsa] = await federationKeyPairs(orm);
  const body = new TextEncoder().encode(row.body);
  const unsigned = new Request(row.inbox_url, { method: 'POST', headers: { 'content-type': 'application/activity+json', accept: 'application/activity+json' }, body });
  const signed = await signRequest(unsigned, rsa!.privateKey, new URL(`${ACTOR_PATH}#main-key`, publicUrl), {
    spec: 'draft-cavage-http-signatures-12',
    body: body.buffer as ArrayBuffer,
  });
  return { ...Object.fromEntries(signed.headers), 'user-agent': `Spillested (+${publicUrl})` };
}

/**
 * A follower's server that answers again is healthy; one that has failed every delivery for
 * FEDERATION_GONE_AFTER_SECONDS is dropped with its followers, and what still waits for it is given up.
 */
async function noteHealth(execute: Execute, inbox: string, delivered: boolean, config: Config, log: FastifyBaseLogger): Promise<void> {
  const theirs = '(coalesce(shared_inbox_url, inbox_url) = ? or inbox_url = ?)';
  if (delivered) {
    await execute(`update federation_follower set failing_since = null where failing_since is not null and ${theirs}`, [inbox, inbox]);
    return;
  }
  const now = Date.now();
  await execute(`update federation_follower set failing_since = ? where failing_since is null and ${theirs}`, [now, inbox, inbox]);
  const cutoff = now - config.FEDERATION_GONE_AFTER_SECONDS * 1000;
  const dropped = await execute(`select actor_uri from federation_follower where failing_since <= ? and ${theirs}`, [cutoff, inbox, inbox]);
  if (dropped.length === 0) return;
  await execute(`update federation_delivery set status = 'failed', next_attempt_at = null where inbox_url = ? and status = 'pending'`, [inbox]);
  await execute(`delete from federation_follower where failing_since <= ? and ${theirs}`, [cutoff, inbox, inbox]);
  log.warn({ inbox, followers: dropped.map((row) => row.actor_uri) }, 'fediverse followers dropped: their server failed every delivery for a week');
}

async function attempt(orm: MikroORM, execute: Execute, row: DueRow, config: Config, log: FastifyBaseLogger): Promise<void> {
  const attempts = await claimAttempt(execute, 'federation_delivery', row, CLAIM_MS);
  if (attempts === undefined) return;
  const outcome = await post(row.inbox_url, await signedHeaders(orm, config.PUBLIC_URL, row), row.body, config.WEBHOOK_ALLOW_PRIVATE);
  const delivered = outcome.responseStatus !== undefined && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
  const status = await settleAttempt(execute, 'federation_delivery', row.id, {
    delivered,
    attempts,
    retrySeconds: config.FEDERATION_RETRY_SECONDS,
    also: { response_status: outcome.responseStatus ?? null, error: outcome.error?.slice(0, 200) ?? null },
  });
  if (status === 'failed') log.warn({ delivery: row.id, inbox: row.inbox_url, ...outcome }, 'fediverse delivery given up');
  await noteHealth(execute, row.inbox_url, delivered, config, log);
}

/**
 * One round: what is due, while federation is on, from the instance that holds the lease, at most
 * one attempt per inbox. Turned off, nothing is sent; what waits goes once it is on again.
 */
async function startDueDeliveries(orm: MikroORM, { execute, lease, underWay, start }: Round, config: Config, log: FastifyBaseLogger): Promise<number> {
  const now = Date.now();
  if (underWay.size > 0 && !(await lease())) return POLL_MS;
  const busy = [...underWay.keys()] as string[];
  const notBusy = busy.length ? ` and inbox_url not in (${placeholders(busy)})` : '';
  // Read alone first: an idle instance writes nothing, not even its lease.
  const [next] = await execute(`select min(next_attempt_at) as due from federation_delivery where next_attempt_at is not null${notBusy}`, busy);
  if (next?.due === null || next?.due === undefined) return POLL_MS;
  if (Number(next.due) > now) return Number(next.due) - now;
  const [settings] = await execute('select federation_enabled from site_settings', []);
  if (!settings || !bool(settings.federation_enabled)) return POLL_MS;
  if (underWay.size === 0 && !(await lease())) return POLL_MS;
  const rows = (await execute(
    `select id, inbox_url, body, next_attempt_at from federation_delivery
      where next_attempt_at <= ?${notBusy} order by next_attempt_at, created_at limit ${DUE_READ}`,
    [now, ...busy],
  )) as DueRow[];
  // A block's own transaction gave up what waited for the server; this catches an activity written
  // by a transaction that read the followers before the block was committed.
  const blocked = rows.length > 0 ? await blockedServers(execute) : [];
  const forBlocked = rows.filter((row) => onBlockedServer(row.inbox_url, blocked));
  await giveUpForBlock(execute, forBlocked.map((row) => row.id));
  for (const row of rows) {
    if (underWay.size >= MAX_UNDER_WAY) break;
    if (forBlocked.includes(row)) continue;
    // `underWay` is live: an attempt started in this loop is in it already.
    if (underWay.has(row.inbox_url)) continue;
    start(row.inbox_url, () => attempt(orm, execute, row, config, log));
  }
  return POLL_MS;
}

/** Sends the fediverse's activities now and whenever some are due, one instance at a time (server/modules/outbox/outbox.ts). */
export function startFederationSender(orm: MikroORM, config: Config, log: FastifyBaseLogger): () => Promise<void> {
  return startOutboxSender({ orm, job: LEASE_JOB, signal: federationDeliveries, log, pollMs: POLL_MS, round: (round) => startDueDeliveries(orm, round, config, log) });
}
