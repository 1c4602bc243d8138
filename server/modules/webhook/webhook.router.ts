import { idParamSchema } from '../../../shared/schemas/common';
import { createdWebhookSchema, webhookDeliveryListSchema, webhookDeliverySchema, webhookInputSchema, webhookListSchema, webhookSchema } from '../../../shared/schemas/webhook';
import { listInputFor } from '../../lib/list-query';
import { rest } from '../../trpc/openapi-meta';
import { compiled, router, teamProcedure } from '../../trpc/trpc';
import { actingMember } from '../auth/viewer';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, pingWebhook, webhookListSpec } from './webhook.service';

const manageWebhooks = teamProcedure('manageWebhooks');

const SIGNED =
  'Hver levering er en POST af JSON { id, type, occurredAt, data } med X-Spillested-Event, X-Spillested-Delivery (det samme id ved hvert forsøg) og X-Spillested-Signature: sha256=<hex HMAC-SHA256 af kroppen med webhookens secret>.';

export const webhookRouter = router({
  list: manageWebhooks
    .meta(rest('GET', '/webhooks', 'webhooks', 'List webhooks', [400, 401, 403]))
    .input(listInputFor(webhookListSpec))
    .output(compiled(webhookListSchema))
    .query(({ ctx, input }) => listWebhooks(ctx.em, input)),

  create: manageWebhooks
    .meta(
      rest('POST', '/webhooks', 'webhooks', 'Opret en webhook', [400, 401, 403], `${SIGNED} Svaret er det eneste, der viser secret.`),
    )
    .input(webhookInputSchema)
    .output(compiled(createdWebhookSchema))
    .mutation(({ ctx, input }) => createWebhook(ctx.em, input, actingMember(ctx.em, ctx.viewer), ctx.config.WEBHOOK_ALLOW_PRIVATE)),

  delete: manageWebhooks
    .meta(rest('DELETE', '/webhooks/{id}', 'webhooks', 'Slet en webhook', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(webhookSchema))
    .mutation(({ ctx, input }) => deleteWebhook(ctx.em, input.id)),

  ping: manageWebhooks
    .meta(rest('POST', '/webhooks/{id}/ping', 'webhooks', 'Send en ping-levering', [400, 401, 403, 404], SIGNED))
    .input(idParamSchema)
    .output(compiled(webhookDeliverySchema))
    .mutation(({ ctx, input }) => pingWebhook(ctx.em, input.id)),

  deliveries: manageWebhooks
    .meta(rest('GET', '/webhooks/{id}/deliveries', 'webhooks', 'De seneste 50 leveringer', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(webhookDeliveryListSchema))
    .query(({ ctx, input }) => listDeliveries(ctx.em, input.id)),
});
