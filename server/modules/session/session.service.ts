import type { EntityManager } from '@mikro-orm/core';
import type { TeamName } from '../../../shared/constants';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { epochMs } from '../../read-model/columns';
import { readCredential } from '../../read-model/credentials';
import type { Member } from '../member/member.entity';
import { Session } from './session.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function startSession(em: EntityManager, member: Member): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  em.create(Session, { id: hashSecretToken(token), member, lastSeenAt: now, expiresAt });
  await em.flush();
  return { token, expiresAt };
}

/** A live session: whose it is, whether they are approved, and their teams. */
export type LiveSession = { id: string; memberId: number; active: boolean; teams: TeamName[] };

/**
 * The live session for a cookie token; expired sessions are removed. Read into plain values, not
 * entities: nothing a request reads through the session is written back, and `em`'s identity map
 * is never used (native statements only), so one EntityManager serves any number of lookups at once.
 */
export async function findSession(em: EntityManager, token: string): Promise<LiveSession | null> {
  const credential = await readCredential(em, 'session', 'id', hashSecretToken(token));
  if (!credential) return null;
  const { row, active, teams } = credential;
  const id = String(row.id);
  const now = Date.now();
  const lastSeenAt = epochMs(row.last_seen_at);
  if (epochMs(row.expires_at) <= now || lastSeenAt + SESSION_IDLE_MS <= now) {
    await em.nativeDelete(Session, { id });
    return null;
  }
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) await em.nativeUpdate(Session, { id }, { lastSeenAt: new Date(now) });
  return { id, memberId: Number(row.member_id), active, teams };
}

export async function endSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId });
}
