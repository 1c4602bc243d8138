import type { EntityManager } from '@mikro-orm/core';
import type { Follow, Subscription } from '../../../shared/schemas/subscription';
import { Member } from '../member/member.entity';
import { Subscriber, SubscriberFollow } from './subscription.entity';
import { addFollows, assertFollowsExist, normalizeAll, replaceFollows, subscriptionView } from './subscription.service';

/*
 * A member's own e-mail about the programme ("Min profil", docs/mail.md). What a member follows is
 * found by the member, never by their address: anyone can register with any address, and an account
 * on a stranger's address must not read, change or delete the stranger's subscription. The member's
 * row gets the address only once the member's address is verified (member-email.ts); then it joins a
 * subscription of the same address that its owner confirmed from a mail, or takes the address itself.
 */

const verifiedAddress = (member: Member) => (member.emailVerifiedAt ? member.email : null);

const nothing = (member: Member): Subscription => ({ email: member.email, confirmed: false, follows: [], pendingFollows: [], language: 'da' });

/** GET /api/profile/subscription: the member's own follows; confirmed once mails go to their verified address. */
export async function memberSubscription(em: EntityManager, member: Member): Promise<Subscription> {
  const own = await em.findOne(Subscriber, { member: member.id });
  return own ? subscriptionView(em, own, member.email) : nothing(member);
}

/** The member's subscription for their export, or nothing. */
export async function memberSubscriptionExport(em: EntityManager, member: Member): Promise<Subscription | undefined> {
  const subscription = await memberSubscription(em, member);
  return subscription.follows.length + subscription.pendingFollows.length > 0 ? subscription : undefined;
}

/** PUT /api/profile/subscription: what the member follows; [] stops every mail and forgets the row. */
export async function setMemberSubscription(em: EntityManager, member: Member, follows: readonly Follow[]): Promise<Subscription> {
  await assertFollowsExist(em, follows);
  return em.transactional(async (tx) => {
    const own = await tx.findOne(Subscriber, { member: member.id });
    if (follows.length === 0) {
      if (own) await tx.nativeDelete(Subscriber, { id: own.id });
      return nothing(member);
    }
    const row = own ?? tx.create(Subscriber, { member: member.id });
    await tx.flush();
    await replaceFollows(tx, row, follows);
    await joinMemberAddress(tx, member);
    return memberSubscription(tx, member);
  });
}

/**
 * Gives the member's own follows their address, once it is verified: called when an address is
 * verified and whenever the member changes what they follow. A subscription of that address that
 * its owner confirmed becomes the member's, with the member's follows added; one still waiting for
 * its click gives way (its link dies), since the member has just proved the address theirs.
 */
export async function joinMemberAddress(em: EntityManager, member: Member): Promise<void> {
  const address = verifiedAddress(member);
  if (!address) return;
  const own = await em.findOne(Subscriber, { member: member.id });
  if (own?.email === address) return;
  const other = await em.findOne(Subscriber, { email: address, member: null });
  if (!own) {
    // Nothing of the member's to join, but what their address follows is theirs to see and change.
    if (other?.confirmedAt) {
      other.member = em.getReference(Member, member.id);
      await em.flush();
    }
    return;
  }
  if (other?.confirmedAt) {
    const follows = await em.find(SubscriberFollow, { subscriber: own, pending: false });
    await addFollows(em, other.id, follows.map((follow) => ({ kind: follow.kind, id: follow.refId || undefined })), false);
    // Deleted first: a member has one row, which the unique key holds.
    await em.nativeDelete(Subscriber, { id: own.id });
    other.member = em.getReference(Member, member.id);
    await em.flush();
    await normalizeAll(em, other.id);
    return;
  }
  if (other) await em.nativeDelete(Subscriber, { id: other.id });
  own.email = address;
  own.confirmedAt ??= new Date();
  await em.flush();
}
