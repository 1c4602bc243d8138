import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The association's key pairs in the fediverse (docs/federation.md), made once and kept: RSA for
 * the HTTP Signatures Mastodon checks, Ed25519 for Object Integrity Proofs. As JWK; the private
 * half never leaves the server.
 */
export const FederationKey = defineEntity({
  name: 'FederationKey',
  tableName: 'federation_key',
  properties: {
    /** "RSASSA-PKCS1-v1_5" or "Ed25519": one pair of each. */
    algorithm: p.string().length(20).primary(),
    publicKey: p.text(),
    privateKey: p.text().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FederationKey = InferEntity<typeof FederationKey>;

/**
 * An actor on another server that follows the programme: stored when its signed Follow arrives,
 * removed by its Undo, or when its server has refused or missed every delivery for a week.
 */
export const FederationFollower = defineEntity({
  name: 'FederationFollower',
  tableName: 'federation_follower',
  properties: {
    id: p.integer().primary(),
    actorUri: p.string().length(2000).unique(),
    inboxUrl: p.string().length(2000),
    /** Where its server takes activities for all of its users: one delivery per server rather than per follower. */
    sharedInboxUrl: p.string().length(2000).nullable(),
    /** The Follow's id, which the Accept names. */
    followId: p.string().length(2000),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Since when (milliseconds since 1970) every delivery to it has failed; null while it answers. */
    failingSince: p.bigint('number').nullable(),
  },
});
export type FederationFollower = InferEntity<typeof FederationFollower>;

/**
 * One activity to one inbox (a follower's server's shared inbox, or a follower's own): the outbox
 * row written in the transaction of the change it tells of (server/modules/outbox/outbox.ts), then
 * signed and sent, and tried again on a schedule. Times are milliseconds since 1970.
 */
export const FederationDelivery = defineEntity({
  name: 'FederationDelivery',
  tableName: 'federation_delivery',
  properties: {
    id: p.string().length(36).primary(),
    inboxUrl: p.string().length(2000),
    /** The activity as sent, made at the change: every attempt sends the same bytes. */
    body: p.text(),
    /** pending, delivered or failed (the schedule ran out, or the follower's server was dropped). */
    status: p.string().length(20),
    attempts: p.integer(),
    nextAttemptAt: p.bigint('number').nullable().index(),
    createdAt: p.bigint('number'),
    lastAttemptAt: p.bigint('number').nullable(),
    responseStatus: p.integer().nullable(),
    error: p.string().length(200).nullable(),
  },
});
export type FederationDelivery = InferEntity<typeof FederationDelivery>;

/**
 * A server an admin blocked (docs/federation.md): its followers were removed when it was blocked,
 * its activities are refused, and nothing is sent to it. A domain blocks its subdomains too.
 */
export const FederationBlockedServer = defineEntity({
  name: 'FederationBlockedServer',
  tableName: 'federation_blocked_server',
  properties: {
    /** Lowercase, with the port when it has one (`mastodon.example`, `social.example:8443`). */
    host: p.string().length(260).primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FederationBlockedServer = InferEntity<typeof FederationBlockedServer>;
