import type { EntityManager } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, type Permission, type TeamName } from '../../../shared/constants';
import type { Config } from '../../config';
import { forbidden, unauthorized } from '../../errors';
import { Member } from '../member/member.entity';
import { findSession, type LiveSession } from '../session/session.service';
import { readSessionToken } from './session-cookie';

/** The logged-in member behind a request, read fresh every time so approvals and team changes apply at once. */
export type Viewer = {
  memberId: number;
  /** Approved: an inactive member may only see their own session and log out. */
  active: boolean;
  sessionId: string;
  teams: ReadonlySet<TeamName>;
};

const sessions = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();

/**
 * The live session a request's cookie names, looked up once per request: the public cache asks
 * first (a cookie naming no live session is a visitor's), then the context of the answer.
 */
export function sessionOf(em: EntityManager, request: FastifyRequest, config: Config): Promise<LiveSession | null> {
  let session = sessions.get(request);
  if (!session) {
    const token = readSessionToken(request, config);
    session = token ? findSession(em, token) : Promise.resolve(null);
    sessions.set(request, session);
  }
  return session;
}

export async function loadViewer(em: EntityManager, request: FastifyRequest, config: Config): Promise<Viewer | null> {
  const session = await sessionOf(em, request, config);
  if (!session) return null;
  return { memberId: session.memberId, active: session.active, sessionId: session.id, teams: new Set(session.teams) };
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
