import type { EntityManager } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, type Permission, type TeamName } from '../../../shared/constants';
import type { Config } from '../../config';
import { forbidden, unauthorized } from '../../errors';
import { findApiToken, type LiveApiToken } from '../api-token/api-token.service';
import { Member } from '../member/member.entity';
import { findSession, type LiveSession } from '../session/session.service';
import { readSessionToken } from './session-cookie';

/** The logged-in member behind a request, read fresh every time so approvals and team changes apply at once. */
export type Viewer = {
  memberId: number;
  /** Approved: an inactive member may only see their own session and log out. */
  active: boolean;
  /** The browser session behind the request; null when a script sends an API token instead. */
  sessionId: string | null;
  /** The API token behind a script's request (docs/permissions.md); null for a browser's session. */
  apiToken: { id: number; canWrite: boolean } | null;
  teams: ReadonlySet<TeamName>;
};

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

/** Whether an approved member of one of the allowed teams (docs/permissions.md) is asking. */
export function hasPermission(viewer: Viewer | null, permission: Permission): boolean {
  if (!viewer?.active) return false;
  const allowed: readonly string[] = PERMISSIONS[permission];
  return [...viewer.teams].some((team) => allowed.includes(team));
}

/** The checks behind every protected call, tRPC procedure or upload route alike. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized('Du skal være logget ind');
  return viewer;
}

/** Account changes (the password, new API tokens) need the member at a browser, not a script's token. */
export function requireSession(viewer: Viewer | null): Viewer & { sessionId: string } {
  const present = requireViewer(viewer);
  if (present.sessionId === null) throw forbidden('Det kræver, at du er logget ind i browseren; en API-nøgle kan ikke bruges til det');
  return { ...present, sessionId: present.sessionId };
}

export function requireActiveMember(viewer: Viewer | null): Viewer {
  const present = requireViewer(viewer);
  if (!present.active) throw forbidden('Dit medlemskab afventer godkendelse');
  return present;
}

export function requirePermission(viewer: Viewer | null, permission: Permission): Viewer {
  const present = requireActiveMember(viewer);
  if (!hasPermission(present, permission)) throw forbidden('Du har ikke adgang til denne handling');
  return present;
}
