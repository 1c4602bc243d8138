import { z } from 'zod';
import { dateTimeSchema, idSchema, pagedListSchema } from './common';

export const WEBHOOK_RECORDS = ['event', 'artist', 'venue', 'genre'] as const;
export type WebhookRecord = (typeof WEBHOOK_RECORDS)[number];
const ACTIONS = ['created', 'updated', 'deleted'] as const;
export type WebhookAction = (typeof ACTIONS)[number];

/** `event.created` … `genre.deleted`; `*` is every one of them. */
export const WEBHOOK_EVENT_TYPES = WEBHOOK_RECORDS.flatMap((record) => ACTIONS.map((action) => `${record}.${action}` as const));
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | '*';
/**
 * A band applied to play (docs/applications.md): asked for with `applications`, a field of its own,
 * so `events` keeps its closed values for every client that reads them; personal data, so `*` does
 * not include it.
 */
export const APPLICATION_WEBHOOK_EVENT = 'application.created';
/** A hold on a date expires within days (docs/applications.md#holds): booking news, sent with `applications` as well. */
export const HOLD_EXPIRING_WEBHOOK_EVENT = 'hold.expiring';
/** An act accepted an offer: the artist and a draft event were made (docs/applications.md#offers). */
export const OFFER_ACCEPTED_WEBHOOK_EVENT = 'offer.accepted';

const URL_MAX = 2000;

export const webhookInputSchema = z
  .object({
  url: z
    .url({ protocol: /^https?$/, error: 'Adressen skal være et gyldigt https-URL' })
    .max(URL_MAX, { error: `Højst ${URL_MAX} tegn` })
    .meta({ description: 'Modtagerens adresse: https (http kun i test og udvikling med WEBHOOK_ALLOW_PRIVATE=true)' }),
  events: z
    .array(z.enum(['*', ...WEBHOOK_EVENT_TYPES], { error: 'Ukendt hændelse' }), { error: 'Vælg mindst én hændelse' })
    // Repeats count once.
    .transform((events) => [...new Set(events)])
    .meta({ description: 'Hændelserne, der sendes: fx "event.created", "artist.deleted", eller "*" for alle' }),
  applications: z
    .boolean({ error: 'applications skal være true eller false' })
    .optional()
    .meta({ description: 'Send også bookingens hændelser: "application.created" (en ansøgning om at spille, med personoplysninger) "hold.expiring" (en option udløber snart) og "offer.accepted" (en akt har accepteret et tilbud); kommer ikke med under "*"' }),
  })
  // Applications alone are a choice too.
  .refine((input) => input.events.length > 0 || input.applications === true, { error: 'Vælg mindst én hændelse', path: ['events'] });
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookSchema = z
  .object({
    id: idSchema,
    url: z.string(),
    events: z.array(z.string()),
    applications: z.boolean().meta({ description: 'Om "application.created" sendes' }),
    createdAt: dateTimeSchema,
    createdBy: idSchema.optional(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = pagedListSchema(webhookSchema).meta({ id: 'WebhookList' });

/** The answer to POST /api/webhooks: the only answer that holds the secret. */
export const createdWebhookSchema = webhookSchema
  .extend({
    secret: z.string().meta({ description: 'Nøglen til X-Spillested-Signature (HMAC-SHA256 af hele kroppen). Vises kun her.' }),
  })
  .meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.string().meta({ description: 'Som X-Spillested-Delivery og kroppens id: det samme ved hvert forsøg' }),
    type: z.string().meta({ description: 'Hændelsen, fx "event.updated", eller "ping"' }),
    status: z.enum(['pending', 'delivered', 'failed']).meta({ description: 'failed: alle forsøg efter WEBHOOK_RETRY_SECONDS er brugt' }),
    createdAt: dateTimeSchema,
    attempts: z.number().int().nonnegative(),
    lastAttemptAt: dateTimeSchema.optional(),
    nextAttemptAt: dateTimeSchema.optional(),
    responseStatus: z.number().int().optional().meta({ description: 'Modtagerens HTTP-status ved seneste forsøg' }),
    error: z.string().optional().meta({ description: 'Hvorfor seneste forsøg fik intet svar' }),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryDto = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.array(webhookDeliverySchema).meta({ id: 'WebhookDeliveryList' });
