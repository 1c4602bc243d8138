import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Locale } from '../../../shared/i18n';
import type { FollowKind } from '../../../shared/schemas/subscription';
import { Digest } from '../digest/digest.entity';
import { Member } from '../member/member.entity';

/**
 * An address that follows the programme (or part of it) by e-mail, with or without an account.
 * Nothing but the confirmation mail goes to it until `confirmedAt`; unconfirmed ones are forgotten
 * after 7 days (digest.service.ts). A member's own follows are found by the member, never by the
 * address: their row has no address until the member's is verified (member-subscription.ts).
 */
export const Subscriber = defineEntity({
  name: 'Subscriber',
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254).unique().nullable(),
    confirmedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** A member who follows from "Min profil": exported and erased with the member. One row a member. */
    member: () => p.manyToOne(Member).nullable().deleteRule('cascade').unique(),
    /** The language its mails are written in: the page it subscribed from, or what its own page chose since. */
    language: p.string().length(2).$type<Locale>().default('da'),
  },
});
export type Subscriber = InferEntity<typeof Subscriber>;

/**
 * One thing a subscriber follows. `refId` is 0 for the whole programme. A pending follow was asked
 * for but not yet confirmed from the mail: it sends nothing until then.
 */
export const SubscriberFollow = defineEntity({
  name: 'SubscriberFollow',
  tableName: 'subscriber_follow',
  indexes: [{ properties: ['kind', 'refId'] }],
  uniques: [{ properties: ['subscriber', 'kind', 'refId', 'pending'] }],
  properties: {
    id: p.integer().primary(),
    subscriber: () => p.manyToOne(Subscriber).deleteRule('cascade'),
    kind: p.string().length(10).$type<FollowKind>(),
    refId: p.integer(),
    pending: p.boolean(),
  },
});
export type SubscriberFollow = InferEntity<typeof SubscriberFollow>;

/**
 * A link's secret, kept hashed (lib/secret-token.ts): every mail carries a fresh one, so each
 * mail's links (manage, leave, one-click unsubscribe) keep working after later mails.
 */
export const SubscriberToken = defineEntity({
  name: 'SubscriberToken',
  tableName: 'subscriber_token',
  properties: {
    tokenHash: p.string().length(64).primary(),
    subscriber: () => p.manyToOne(Subscriber).deleteRule('cascade').index(),
    createdAt: p.bigint('number'),
  },
});
export type SubscriberToken = InferEntity<typeof SubscriberToken>;

/**
 * The subscriber mail outbox (modules/outbox/outbox.ts): one row per mail to send, written in the
 * transaction that makes the news, its id the mail's natural key ("digest:<digest>:<subscriber>",
 * "notice:<subscriber>:<day>", or a UUID for a confirmation), so no change or digest writes the
 * same mail twice. The mail itself is made when it goes (subscriber-mail-sender.ts).
 */
export const SubscriberMail = defineEntity({
  name: 'SubscriberMail',
  tableName: 'subscriber_mail',
  properties: {
    id: p.string().length(60).primary(),
    subscriber: () => p.manyToOne(Subscriber).deleteRule('cascade').index(),
    /** confirm, digest or notice */
    kind: p.string().length(10),
    /** A digest's matches: { events: ids announced, changes: [event id, change][] }. */
    payload: p.text().nullable(),
    digest: () => p.manyToOne(Digest).nullable().deleteRule('cascade').index(),
    status: p.string().length(20),
    attempts: p.integer(),
    nextAttemptAt: p.bigint('number').nullable().index(),
    createdAt: p.bigint('number'),
    lastAttemptAt: p.bigint('number').nullable().index(),
    error: p.string().length(200).nullable(),
  },
});
export type SubscriberMail = InferEntity<typeof SubscriberMail>;
