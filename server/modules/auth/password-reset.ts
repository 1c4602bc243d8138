import type { EntityManager } from '@mikro-orm/core';
import { invalid } from '../../errors';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { Member } from '../member/member.entity';
import { endEverySignIn } from './new-password';
import { hashPassword } from './password';
import { PasswordReset } from './password-reset.entity';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const DEAD_LINK = 'Linket til at nulstille adgangskoden er ugyldigt, brugt eller udløbet. Bed om et nyt.';

/**
 * A new reset link for the member with this e-mail, replacing any earlier one. For an unknown
 * address a token is made and a statement runs just the same, so the answer takes about as long
 * either way and tells nobody whether the address belongs to a member.
 */
export async function createPasswordReset(
  em: EntityManager,
  email: string,
  now = new Date(),
): Promise<{ member: Member; token: string } | undefined> {
  const token = newSecretToken();
  const id = hashSecretToken(token);
  const member = await em.findOne(Member, { email });
  if (!member) {
    await em.nativeDelete(PasswordReset, { id });
    return undefined;
  }
  await em.nativeDelete(PasswordReset, { member });
  em.create(PasswordReset, { id, member, expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS) });
  await em.flush();
  return { member, token };
}

/**
 * Uses a reset link: sets the new password and ends every session and API token the member had
 * (endEverySignIn), and answers how many tokens went. The link is deleted in the same statement that
 * checks it, so two requests with one link cannot both succeed.
 */
export async function resetPassword(
  em: EntityManager,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ member: Member; deletedTokens: number }> {
  const id = hashSecretToken(token);
  const live = { id, expiresAt: { $gt: now } };
  const reset = await em.findOne(PasswordReset, live, { populate: ['member.teams', 'member.profilePicture'] });
  if (!reset) throw invalid(DEAD_LINK);
  // Hashed before the transaction: argon2's 19 MiB and tens of milliseconds hold no lock.
  const passwordHash = await hashPassword(password);
  const deletedTokens = await em.transactional(async (tx) => {
    if ((await tx.nativeDelete(PasswordReset, live)) === 0) throw invalid(DEAD_LINK);
    // Straight to the column: a new password is no edit of the record (updatedAt stays, docs/api.md).
    await tx.nativeUpdate(Member, { id: reset.member.id }, { passwordHash });
    return endEverySignIn(tx, reset.member.id);
  });
  return { member: reset.member, deletedTokens };
}

/** Whether a link is unused and within its hour; resetPassword checks again when it is used. */
export async function isResetLinkValid(em: EntityManager, token: string, now = new Date()): Promise<boolean> {
  return (await em.count(PasswordReset, { id: hashSecretToken(token), expiresAt: { $gt: now } })) > 0;
}

/** Hourly clean-up: links past their hour (used ones are deleted when used). */
export async function removeSpentPasswordResets(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(PasswordReset, { expiresAt: { $lte: now } });
}
