import type { EntityManager } from '@mikro-orm/core';
import { REFUSALS } from '../../../shared/refusals';
import type { EmailVerificationLink } from '../../../shared/schemas/auth';
import { flushOrConflict } from '../../db/flush';
import { conflict, invalid } from '../../errors';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { PasswordReset } from '../auth/password-reset.entity';
import { emailVerificationMessage } from '../mail/messages';
import type { MailDraft } from '../../lib/mailer';
import { joinMemberAddress } from '../subscription/member-subscription';
import { verificationEmailThrottle } from '../throttle/throttle.service';
import { EmailVerification } from './email-verification.entity';
import { Member } from './member.entity';

/** Three days: a registration made on a Friday can be verified on Monday; a resend makes a new one. */
export const VERIFICATION_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const DEAD_LINK = 'Linket til at bekræfte e-mailadressen er ugyldigt, brugt eller udløbet. Log ind og bed om et nyt.';

/**
 * A link that proves `email` is the member's, replacing any earlier link of theirs (an earlier new
 * address asked for dies with it), and the mail that carries it. The link only names the page: the
 * address is verified when the person there presses the button (a POST), so a mail scanner that
 * opens every link verifies nothing.
 */
export async function verificationMail(em: EntityManager, member: Member, email: string, publicUrl: string, now = new Date()): Promise<MailDraft> {
  const token = newSecretToken();
  await em.nativeDelete(EmailVerification, { member: member.id });
  em.create(EmailVerification, { id: hashSecretToken(token), member, email, expiresAt: new Date(now.getTime() + VERIFICATION_LINK_LIFETIME_MS) });
  await em.flush();
  return emailVerificationMessage(member, email, `${publicUrl}/auth/verify?token=${token}`, email === member.email ? 'account' : 'new-address');
}

/** A fresh link for the viewer's unverified address, or for the new one waiting: 3 an address an hour. */
export async function resendVerification(em: EntityManager, memberId: number, publicUrl: string): Promise<{ email: string; mail: MailDraft }> {
  const member = await em.findOneOrFail(Member, { id: memberId });
  const email = member.pendingEmail ?? (member.emailVerifiedAt ? undefined : member.email);
  if (!email) throw conflict('Din e-mailadresse er allerede bekræftet');
  await verificationEmailThrottle.take(em, email);
  return { email, mail: await verificationMail(em, member, email, publicUrl) };
}

/**
 * Asks for a new address (PUT /api/members/{id}): it waits in `pendingEmail`, and the member logs in
 * with the old one until the link sent to the new one is opened (docs/permissions.md). Refused at
 * once when another member has the address, and throttled per address, so no account floods a
 * stranger's inbox with links.
 */
export async function askForNewAddress(em: EntityManager, member: Member, email: string, publicUrl: string): Promise<MailDraft> {
  if (await em.count(Member, { email, id: { $ne: member.id } })) throw conflict(REFUSALS.emailTaken);
  await verificationEmailThrottle.take(em, email);
  member.pendingEmail = email;
  return verificationMail(em, member, email, publicUrl);
}

/** A new address asked for and not yet verified is forgotten, its link with it. */
export async function cancelNewAddress(em: EntityManager, member: Member): Promise<void> {
  member.pendingEmail = null;
  await em.nativeDelete(EmailVerification, { member: member.id });
}

const liveLink = (token: string, now: Date) => ({ id: hashSecretToken(token), expiresAt: { $gt: now } });

/** GET /api/auth/verify-email: the page shows which address a link verifies before its button is pressed. */
export async function describeVerificationLink(em: EntityManager, token: string, now = new Date()): Promise<EmailVerificationLink> {
  const link = await em.findOne(EmailVerification, liveLink(token, now));
  return link ? { valid: true, email: link.email } : { valid: false };
}

/**
 * Uses a link: the registration's address becomes verified, or the new address takes the old one's
 * place (the old one's reset links die, as they went there). The link is deleted by the statement
 * that checks it, so one link works once. Then the member's own follows may join the address's
 * subscription (member-subscription.ts).
 */
export async function verifyEmail(em: EntityManager, token: string, now = new Date()): Promise<{ member: Member; email: string }> {
  return em.transactional(async (tx) => {
    const link = await tx.findOne(EmailVerification, liveLink(token, now), { populate: ['member'] });
    if (!link || (await tx.nativeDelete(EmailVerification, liveLink(token, now))) === 0) throw invalid(DEAD_LINK);
    const member = link.member;
    if (link.email === member.pendingEmail) {
      if (await tx.count(Member, { email: link.email, id: { $ne: member.id } })) throw conflict(REFUSALS.emailTaken);
      await tx.nativeDelete(PasswordReset, { member: member.id });
      tx.assign(member, { email: link.email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now });
    } else if (link.email === member.email) {
      member.emailVerifiedAt ??= now;
    } else {
      throw invalid(DEAD_LINK);
    }
    await flushOrConflict(tx, { duplicate: REFUSALS.emailTaken });
    await joinMemberAddress(tx, member);
    return { member, email: link.email };
  });
}

/** Hourly clean-up: links past their time. */
export async function removeSpentVerifications(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(EmailVerification, { expiresAt: { $lte: now } });
}
