import type { EntityManager } from '@mikro-orm/core';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import type { CreatedWebhook, Webhook as WebhookDto, WebhookDeliveryDto, WebhookInput } from '../../../shared/schemas/webhook';
import { invalid, notFound } from '../../errors';
import { findPage, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { newSecretToken } from '../../lib/secret-token';
import type { Member } from '../member/member.entity';
import { checkWebhookUrl, RefusedAddress } from './webhook-address';
import { Webhook, WebhookDelivery } from './webhook.entity';
import { executeOn } from '../outbox/outbox';
import { insertDeliveries, wakeWebhookSenders } from './webhook-outbox';

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const webhookListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    url: { property: 'url', type: 'string', filter: true, order: true },
    created_at: { property: 'createdAt', type: 'date', filter: true, order: true },
  },
  defaultOrder: [],
};

const NOT_FOUND = 'Webhooken findes ikke';
/** GET /api/webhooks/{id}/deliveries: the newest this many. */
const DELIVERIES_SHOWN = 50;
/** A delivery done with (sent or given up) is kept this long, to be looked into, then removed by the hourly clean-up. */
export const DELIVERY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export function toWebhookDto(webhook: Webhook): WebhookDto {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    applications: webhook.applications,
    createdAt: webhook.createdAt.toISOString(),
    createdBy: webhook.createdBy?.id,
  };
}

const isoOrUndefined = (millis: number | null) => (millis === null ? undefined : new Date(millis).toISOString());

function toDeliveryDto(delivery: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: delivery.id,
    type: delivery.type,
    status: delivery.status as WebhookDeliveryDto['status'],
    createdAt: new Date(delivery.createdAt).toISOString(),
    attempts: delivery.attempts,
    lastAttemptAt: isoOrUndefined(delivery.lastAttemptAt ?? null),
    nextAttemptAt: isoOrUndefined(delivery.nextAttemptAt ?? null),
    responseStatus: delivery.responseStatus ?? undefined,
    error: delivery.error ?? undefined,
  };
}

export async function listWebhooks(em: EntityManager, query: ListQuery): Promise<PagedList<WebhookDto>> {
  const plan = planList(query, webhookListSpec);
  const [webhooks, total] = await findPage(em, Webhook, plan);
  return pagedList(plan, webhooks.map(toWebhookDto), total);
}

async function findWebhook(em: EntityManager, id: number): Promise<Webhook> {
  const webhook = await em.findOne(Webhook, { id });
  if (!webhook) throw notFound(NOT_FOUND);
  return webhook;
}

/** The only answer that holds the secret: 256 random bits, which signs every delivery. */
export async function createWebhook(em: EntityManager, input: WebhookInput, actor: Member, allowPrivate: boolean): Promise<CreatedWebhook> {
  try {
    await checkWebhookUrl(input.url, allowPrivate);
  } catch (error) {
    if (error instanceof RefusedAddress) throw invalid(error.message);
    throw error;
  }
  const secret = newSecretToken();
  const webhook = em.create(Webhook, { url: input.url, events: input.events, applications: input.applications ?? false, secret, createdBy: actor });
  await em.flush();
  return { ...toWebhookDto(webhook), secret };
}

/** Its deliveries go with it, sent or not. */
export async function deleteWebhook(em: EntityManager, id: number): Promise<WebhookDto> {
  const webhook = await findWebhook(em, id);
  const deleted = toWebhookDto(webhook);
  em.remove(webhook);
  await em.flush();
  return deleted;
}

/** A `ping` delivery, sent like any other: a receiver being set up sees a signed request at once. */
export async function pingWebhook(em: EntityManager, id: number): Promise<WebhookDeliveryDto> {
  const webhook = await findWebhook(em, id);
  const [deliveryId] = await insertDeliveries(executeOn(em), [{ webhookId: webhook.id, type: 'ping', data: { id: webhook.id, url: webhook.url } }]);
  // Read before the sender is woken: the answer is the delivery as written, not a first attempt under way.
  const delivery = toDeliveryDto(await em.findOneOrFail(WebhookDelivery, { id: deliveryId! }));
  wakeWebhookSenders();
  return delivery;
}

export async function listDeliveries(em: EntityManager, id: number): Promise<WebhookDeliveryDto[]> {
  await findWebhook(em, id);
  const deliveries = await em.find(WebhookDelivery, { webhook: id }, { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit: DELIVERIES_SHOWN });
  return deliveries.map(toDeliveryDto);
}

export function removeFinishedDeliveries(em: EntityManager, now = Date.now()): Promise<number> {
  return em.nativeDelete(WebhookDelivery, { nextAttemptAt: null, createdAt: { $lt: now - DELIVERY_KEPT_MS } });
}
