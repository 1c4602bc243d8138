import { z } from 'zod';
import { dateTimeSchema, idSchema, jsonIdSchema } from './common';
import { calendarDateSchema } from './hold';

/**
 * Offers on holds (docs/applications.md#offers): the venue's terms for a held date, sent to the
 * act as a page behind a secret link where it accepts or declines. Accepting makes the artist and
 * a draft event (members only) on the date, which the team completes and publishes.
 */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = { sent: 'Sendt', accepted: 'Accepteret', declined: 'Afslået', withdrawn: 'Trukket tilbage' };

export const DEAL_KINDS = ['fee', 'door'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
export const DEAL_KIND_LABELS: Record<DealKind, string> = { fee: 'Honorar', door: 'Dørdeal' };

export const OFFER_MESSAGES = {
  feeRequired: 'Skriv honoraret i kroner',
  doorDealRequired: 'Beskriv dørdealen, fx "70 % af dørsalget efter udgifter"',
  endAfterStart: 'Koncerten skal slutte efter den begynder',
  doorsAfterStart: 'Dørene kan ikke åbne efter koncertens start',
  notOnHeldDate: 'Koncerten skal begynde på den dato, optionen holder',
  holdWithoutApplication: 'Et tilbud sendes til en ansøgning: optionen er til en kunstner uden kontaktoplysninger',
  alreadyOffered: 'Der er allerede sendt et tilbud på optionen',
  answered: 'Tilbuddet er allerede besvaret',
  notSent: 'Kun et sendt tilbud kan trækkes tilbage',
  linkInvalid: 'Linket er ugyldigt eller udløbet',
} as const;

/** The contract a booker may lay beside an offer (docs/applications.md#the-contract): one PDF, kept in the database. */
export const MAX_CONTRACT_BYTES = 10 * 1024 * 1024;
export const CONTRACT_MESSAGES = {
  notPdf: 'Kontrakten skal være en PDF-fil',
  tooLarge: 'Kontrakten må højst fylde 10 MB',
  empty: 'Kontraktfilen er tom',
  missing: 'Kontrakten mangler i feltet "file"',
  notMultipart: 'Send kontrakten som multipart/form-data',
  closed: 'Tilbuddet er afslået eller trukket tilbage: der kan ikke lægges en kontrakt ved',
  none: 'Tilbuddet har ingen kontrakt',
} as const;

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} må højst være ${max} tegn` })
    .trim()
    .max(max, { error: `${what} må højst være ${max} tegn` })
    .optional()
    .transform((value) => value || undefined);

/** POST /api/offers: the terms for a hold's date. Times are instants (ISO 8601), on the held date in Copenhagen. */
export const offerInputSchema = z
  .object({
    holdId: jsonIdSchema,
    dealKind: z.enum(DEAL_KINDS, { error: 'Vælg honorar eller dørdeal' }),
    fee: z
      .number({ error: OFFER_MESSAGES.feeRequired })
      .int({ error: OFFER_MESSAGES.feeRequired })
      .min(0, { error: OFFER_MESSAGES.feeRequired })
      .max(10_000_000, { error: OFFER_MESSAGES.feeRequired })
      .optional()
      .meta({ description: 'Honoraret i kroner, når dealKind er "fee"' }),
    doorDeal: text(300, 'Dørdealen').meta({ description: 'Dørdealen i ord, når dealKind er "door"' }),
    doorsAt: dateTimeSchema.optional(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    hospitality: text(2000, 'Forplejningen').meta({ description: 'Mad, drikke, overnatning' }),
    rider: text(2000, 'Rideren').meta({ description: 'Noter til teknik og rider' }),
    message: text(2000, 'Beskeden').meta({ description: 'Et par ord til akten øverst på tilbuddet' }),
  })
  .refine((input) => input.dealKind !== 'fee' || input.fee !== undefined, { error: OFFER_MESSAGES.feeRequired, path: ['fee'] })
  .refine((input) => input.dealKind !== 'door' || input.doorDeal !== undefined, { error: OFFER_MESSAGES.doorDealRequired, path: ['doorDeal'] })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), { error: OFFER_MESSAGES.endAfterStart, path: ['endsAt'] })
  .refine((input) => input.doorsAt === undefined || Date.parse(input.doorsAt) <= Date.parse(input.startsAt), { error: OFFER_MESSAGES.doorsAfterStart, path: ['doorsAt'] });
export type OfferInput = z.infer<typeof offerInputSchema>;

const terms = {
  venue: z.object({ id: idSchema, name: z.string() }),
  date: calendarDateSchema,
  dealKind: z.enum(DEAL_KINDS),
  fee: z.number().int().optional(),
  doorDeal: z.string().optional(),
  doorsAt: dateTimeSchema.optional(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  hospitality: z.string().optional(),
  rider: z.string().optional(),
  message: z.string().optional(),
  contract: z
    .object({ fileName: z.string(), size: z.number().int().meta({ description: 'Bytes' }), uploadedAt: dateTimeSchema })
    .optional()
    .meta({
      description: 'Den vedlagte kontrakt (PDF): for bookingholdet GET /api/offers/{id}/contract, for akten GET /api/offers/contract?token=…',
    }),
  status: z.enum(OFFER_STATUSES),
  answeredAt: dateTimeSchema.optional(),
};

export const offerSchema = z
  .object({
    id: idSchema,
    holdId: idSchema.optional().meta({ description: 'Optionen, tilbuddet er givet på (væk når den er sluppet)' }),
    application: z.object({ id: idSchema, name: z.string() }),
    ...terms,
    eventId: idSchema.optional().meta({ description: 'Arrangementet, et accepteret tilbud blev til' }),
    artistId: idSchema.optional().meta({ description: 'Kunstneren, et accepteret tilbud blev til' }),
    createdAt: dateTimeSchema,
  })
  .meta({ id: 'Offer', description: 'Et tilbud til en akt på en option' });
export type Offer = z.infer<typeof offerSchema>;

export const offerListInputSchema = z.object({
  applicationId: idSchema.optional(),
  status: z.enum(OFFER_STATUSES, { error: 'Ukendt status' }).optional(),
});
export type OfferListInput = z.infer<typeof offerListInputSchema>;
export const offerListSchema = z.object({ records: z.array(offerSchema) });

export const offerTokenSchema = z.object({
  token: z.string({ error: OFFER_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, { error: OFFER_MESSAGES.linkInvalid }).meta({ description: 'Nøglen fra linket i tilbudsmailen' }),
});

/** The plain form of the act's offer page: which of its two buttons was pressed. */
export const offerAnswerFormSchema = offerTokenSchema.extend({ answer: z.enum(['accept', 'decline'], { error: 'Vælg at acceptere eller afslå tilbuddet' }) });

/** What the act sees behind its link: the terms, in the venue's words. */
export const offerViewSchema = z
  .object({ actName: z.string(), ...terms })
  .meta({ id: 'OfferView' });
export type OfferView = z.infer<typeof offerViewSchema>;
