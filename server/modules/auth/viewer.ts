import type { EntityManager } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Viewer } from '../../lib/viewer';
import { findApiToken, type LiveApiToken } from '../api-token/api-token.service';
import { Member } from '../member/member.entity';
import { findSession, type LiveSession } from '../session/session.service';
import { readSessionToken } from './session-cookie';

const sessions = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();
const apiTokens = new WeakMap<FastifyRequest, Promise<LiveApiToken | null>>();

/**
 * What follows "Bearer" in the Authorization header (possibly nothing); undefined for a request
 * that names no Bearer token. A request that does is a script's: it is its token's member or
 * refused, never the member of a cookie it also carries.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(request.headers.authorization ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/** The live API token a request's Bearer header names, looked up once per request (see sessionOf). */
export function apiTokenOf(em: EntityManager, request: FastifyRequest): Promise<LiveApiToken | null> {
  let token = apiTokens.get(request);
  if (!token) {
    const presented = bearerToken(request);
    token = presented === undefined ? Promise.resolve(null) : findApiToken(em, presented);
    apiTokens.set(request, token);
  }
  return token;
}

/**
 * The live session a request's cookie names, looked up once per request: the public cache asks
 * first (a cookie naming no live session is a visitor's), then CORS or the context of the answer.
 * `em` is asked for only if the session is to be looked up.
 */
export function sessionOf(em: () => EntityManager, request: FastifyRequest, config: Config): Promise<LiveSession | null> {
  let session = sessions.get(request);
  if (!session) {
    const token = readSessionToken(request, config);
    session = token ? findSession(em(), token) : Promise.resolve(null);
    sessions.set(request, session);
  }
  return session;
}

export async function loadViewer(em: EntityManager, request: FastifyRequest, config: Config): Promise<Viewer | null> {
  if (bearerToken(request) !== undefined) {
    const token = await apiTokenOf(em, request);
    if (!token) return null;
    const apiToken = { id: token.id, canWrite: token.canWrite };
    return { memberId: token.memberId, active: token.active, sessionId: null, apiToken, teams: new Set(token.teams) };
  }
  const session = await sessionOf(() => em, request, config);
  if (!session) return null;
  return { memberId: session.memberId, active: session.active, sessionId: session.id, apiToken: null, teams: new Set(session.teams) };
}

/** The viewer as the member a write records (createdBy, updatedBy), without reading it. */
export function actingMember(em: EntityManager, viewer: Viewer): Member {
  return em.getReference(Member, viewer.memberId);
}
