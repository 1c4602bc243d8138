import type { EntityManager } from '@mikro-orm/core';
import type { TeamName } from '../../../shared/constants';
import type { ApiToken as ApiTokenDto, ApiTokenInput, CreatedApiToken, MemberApiToken } from '../../../shared/schemas/api-token';
import { conflict, notFound } from '../../errors';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { bool, epochMs } from '../../read-model/columns';
import { readCredential } from '../../read-model/credentials';
import { Member } from '../member/member.entity';
import { Throttle } from '../throttle/throttle.service';
import { ApiToken } from './api-token.entity';

/**
 * Every token starts so, so a token pasted into a log, a chat or a repository is recognised as
 * ours (by people and by secret scanners), and a Bearer value without it is refused unread.
 */
export const API_TOKEN_PREFIX = 'spl_';

/** A member's tokens are a handful of scripts, and their list is answered whole. */
export const MAX_TOKENS_PER_MEMBER = 20;

/** lastUsedAt is written at most this often, so a script's reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A script's requests: 120 a minute per token, ample for a sync and a brake on a runaway loop. */
export const apiTokenThrottle = new Throttle<number>({
  name: 'api-token',
  limit: 120,
  windowMs: 60 * 1000,
  message: 'For mange forespørgsler med denne API-nøgle. Prøv igen om lidt.',
  keyOf: String,
});

const toApiTokenDto = (token: ApiToken): ApiTokenDto => ({
  id: token.id,
  name: token.name,
  scopes: token.canWrite ? ['read', 'write'] : ['read'],
  createdAt: token.createdAt.toISOString(),
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  expiresAt: token.expiresAt?.toISOString() ?? null,
});

/** A new token for the member; the token itself is in this answer and nowhere else, ever. */
export async function createApiToken(em: EntityManager, memberId: number, input: ApiTokenInput): Promise<CreatedApiToken> {
  if ((await em.count(ApiToken, { member: memberId })) >= MAX_TOKENS_PER_MEMBER) {
    throw conflict(`Du har allerede ${MAX_TOKENS_PER_MEMBER} API-nøgler. Slet en, før du opretter en ny.`);
  }
  const token = `${API_TOKEN_PREFIX}${newSecretToken()}`;
  const created = em.create(ApiToken, {
    tokenHash: hashSecretToken(token),
    member: em.getReference(Member, memberId),
    name: input.name,
    canWrite: input.scopes.includes('write'),
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  });
  await em.flush();
  return { ...toApiTokenDto(created), token };
}

/** The member's own tokens, newest first. */
export async function listApiTokens(em: EntityManager, memberId: number): Promise<ApiTokenDto[]> {
  const tokens = await em.find(ApiToken, { member: memberId }, { orderBy: { createdAt: 'DESC', id: 'DESC' } });
  return tokens.map(toApiTokenDto);
}

/** Every member's tokens, newest first, for the admins. */
export async function listAllApiTokens(em: EntityManager): Promise<MemberApiToken[]> {
  const tokens = await em.find(ApiToken, {}, { populate: ['member'], orderBy: { createdAt: 'DESC', id: 'DESC' } });
  return tokens.map((token) => ({
    ...toApiTokenDto(token),
    member: { id: token.member.id, firstName: token.member.firstName, lastName: token.member.lastName },
  }));
}

/**
 * Deletes a token, the member's own unless `memberId` is left out (an admin), and answers what was
 * deleted. Another member's token is as missing as one that never was.
 */
export async function revokeApiToken(em: EntityManager, id: number, memberId?: number): Promise<ApiTokenDto> {
  const token = await em.findOne(ApiToken, memberId === undefined ? { id } : { id, member: memberId });
  if (!token) throw notFound('API-nøglen findes ikke');
  const revoked = toApiTokenDto(token);
  await em.remove(token).flush();
  return revoked;
}

/** A token that works: whose it is, what it may do, and the member's approval and teams as they are now. */
export type LiveApiToken = { id: number; memberId: number; canWrite: boolean; active: boolean; teams: TeamName[] };

/**
 * The live token for a Bearer value, read with its member's teams as a session is (a team removed
 * or a member deleted takes effect at the next request). An expired token stays listed, so its
 * owner sees why the script stopped.
 */
export async function findApiToken(em: EntityManager, presented: string): Promise<LiveApiToken | null> {
  if (!presented.startsWith(API_TOKEN_PREFIX)) return null;
  const credential = await readCredential(em, 'api_token', 'token_hash', hashSecretToken(presented));
  if (!credential) return null;
  const { row, active, teams } = credential;
  const now = Date.now();
  if (row.expires_at !== null && epochMs(row.expires_at) <= now) return null;
  const id = Number(row.id);
  if (row.last_used_at === null || now - epochMs(row.last_used_at) > TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(ApiToken, { id }, { lastUsedAt: new Date(now) });
  }
  return { id, memberId: Number(row.member_id), canWrite: bool(row.can_write), active, teams };
}
