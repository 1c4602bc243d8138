import type { EntityManager } from '@mikro-orm/core';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
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

/** The live session for a cookie token, with its member and teams; expired sessions are removed. */
export async function findSession(em: EntityManager, token: string): Promise<Session | null> {
  // One joined statement: every logged-in request pays for this before anything else.
  const session = await em.findOne(
    Session,
    { id: hashSecretToken(token) },
    { populate: ['member.teams', 'member.profilePicture'], strategy: 'joined' },
  );
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
  }
  return session;
}

export async function endSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId });
}
