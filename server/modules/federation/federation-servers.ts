import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FederationServer } from '../../../shared/schemas/federation';
import type { PagedList } from '../../../shared/schemas/common';
import { notFound } from '../../errors';
import { type Execute, executeOn } from '../outbox/outbox';
import { placeholders } from '../../read-model/columns';
import { pagedList, planList } from '../../lib/list-query';
import { FederationBlockedServer } from './federation.entity';

/** The server an address is on, as the list and the blocks name it: its host, lowercase, with a port when it has one. */
export function serverOf(address: string): string | undefined {
  return URL.canParse(address) ? new URL(address).host : undefined;
}

/** The block that covers a server: its own, or its domain's (`example.com` covers `social.example.com`). */
export function blockOf(server: string, blocked: readonly string[]): string | undefined {
  const hostname = server.replace(/:\d+$/, '');
  return blocked.find((host) => host === server || host === hostname || hostname.endsWith(`.${host}`));
}

/** Whether an address (an actor's, an inbox's) is on a blocked server. */
export function onBlockedServer(address: string, blocked: readonly string[]): boolean {
  const server = serverOf(address);
  return server !== undefined && blockOf(server, blocked) !== undefined;
}

export async function blockedServers(execute: Execute): Promise<string[]> {
  return (await execute('select host from federation_blocked_server', [])).map((row) => String(row.host));
}

/** Ids per statement: far below SQLite's 32,766 parameters. */
const ID_BATCH = 500;

async function inBatches(execute: Execute, sql: (list: string) => string, ids: unknown[]): Promise<void> {
  for (let start = 0; start < ids.length; start += ID_BATCH) {
    const batch = ids.slice(start, start + ID_BATCH);
    await execute(sql(placeholders(batch)), batch);
  }
}

/** Gives up activities waiting for a blocked server, saying why. */
export function giveUpForBlock(execute: Execute, deliveryIds: unknown[]): Promise<void> {
  return inBatches(execute, (list) => `update federation_delivery set status = 'failed', next_attempt_at = null, error = 'Serveren er blokeret' where id in (${list})`, deliveryIds);
}

/** The paging of the list alone: it has no filter or order of its own. */
const NO_FIELDS = { fields: {}, defaultOrder: [] };

/**
 * Followers per server, most first, and the blocked servers (none of whose followers remain).
 * Counted here rather than in SQL: the server is part of an address, and a programme's followers
 * are thousands at most.
 */
export async function listServers(em: EntityManager, query: { page?: number; per_page?: number }): Promise<PagedList<FederationServer>> {
  const execute = executeOn(em);
  const counts = new Map<string, number>();
  for (const row of await execute('select actor_uri from federation_follower', [])) {
    const server = serverOf(String(row.actor_uri));
    if (server) counts.set(server, (counts.get(server) ?? 0) + 1);
  }
  const blocks = new Map((await em.find(FederationBlockedServer, {})).map((block) => [block.host, block.createdAt]));
  const servers = [...new Set([...counts.keys(), ...blocks.keys()])]
    .map((host): FederationServer => {
      const block = blockOf(host, [...blocks.keys()]);
      return { host, followers: counts.get(host) ?? 0, blocked: block !== undefined, ...(block && { blockedAt: blocks.get(block)!.toISOString() }) };
    })
    .sort((a, b) => b.followers - a.followers || a.host.localeCompare(b.host));
  const plan = planList(query, NO_FIELDS);
  const page = plan.limit === undefined ? servers.slice(plan.offset) : servers.slice(plan.offset, plan.offset + plan.limit);
  return pagedList(plan, page, servers.length);
}

/**
 * Blocks a server (and its subdomains): in one transaction its followers are removed and what
 * waits to be sent to it is given up. From then on its activities are refused
 * (federation-http.ts) and the sender sends it nothing (federation-sender.ts).
 */
export async function blockServer(em: EntityManager, host: string): Promise<FederationServer> {
  return (em as SqlEntityManager).transactional(async (trx) => {
    const execute = executeOn(trx);
    await (trx as SqlEntityManager).createQueryBuilder(FederationBlockedServer).insert({ host, createdAt: new Date() }).onConflict('host').ignore().execute();
    const covered = (address: unknown) => onBlockedServer(String(address), [host]);
    const followers = (await execute('select id, actor_uri from federation_follower', [])).filter((row) => covered(row.actor_uri)).map((row) => row.id);
    await inBatches(execute, (list) => `delete from federation_follower where id in (${list})`, followers);
    const waiting = (await execute(`select id, inbox_url from federation_delivery where status = 'pending'`, [])).filter((row) => covered(row.inbox_url)).map((row) => row.id);
    await giveUpForBlock(execute, waiting);
    const block = await trx.findOneOrFail(FederationBlockedServer, { host });
    return { host, followers: 0, blocked: true, blockedAt: block.createdAt.toISOString() };
  });
}

/** Lifts a block: the server may follow again, and is sent to once it does. */
export async function unblockServer(em: EntityManager, host: string): Promise<FederationServer> {
  const removed = await em.nativeDelete(FederationBlockedServer, { host });
  if (removed === 0) throw notFound('Serveren er ikke blokeret');
  return { host, followers: 0, blocked: false };
}
