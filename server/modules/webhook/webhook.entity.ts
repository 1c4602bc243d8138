import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { WebhookEventType } from '../../../shared/schemas/webhook';
import { Member } from '../member/member.entity';

/** An address told of every change of the kinds it asks for (docs/api.md, Webhooks). */
export const Webhook = defineEntity({
  name: 'Webhook',
  properties: {
    id: p.integer().primary(),
    url: p.string().length(2000),
    events: p.json<WebhookEventType[]>(),
    /** `application.created` too (docs/applications.md): apart from `events`, whose values stay closed. */
    applications: p.boolean().default(false),
    /** Kept as given, not hashed: the server signs every delivery with it. Shown once, at creation. */
    secret: p.string().length(64).hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Webhook = InferEntity<typeof Webhook>;

/**
 * One message to one webhook: the outbox row written in the change's own transaction, then sent
 * and tried again until it is delivered or the retry schedule runs out. Times are milliseconds since
 * 1970, compared and written in plain SQL alike on both databases (the sender and the outbox write
 * these rows without the ORM).
 */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  indexes: [{ properties: ['webhook', 'createdAt'] }],
  properties: {
    /** A UUID: the body's `id` and X-Spillested-Delivery, the same at every attempt. */
    id: p.string().length(36).primary(),
    webhook: () => p.manyToOne(Webhook).deleteRule('cascade'),
    type: p.string().length(50),
    /** The exact bytes sent and signed, made at the change: every attempt carries the same body. */
    body: p.text(),
    /** pending, delivered or failed (the schedule ran out). */
    status: p.string().length(20),
    attempts: p.integer(),
    /** When the next attempt is due; null once delivered or given up. */
    nextAttemptAt: p.bigint('number').nullable().index(),
    createdAt: p.bigint('number'),
    lastAttemptAt: p.bigint('number').nullable(),
    responseStatus: p.integer().nullable(),
    /** Why the last attempt failed without an answer: a timeout, a refused address, a closed connection. */
    error: p.string().length(200).nullable(),
  },
});
export type WebhookDelivery = InferEntity<typeof WebhookDelivery>;
