import { z } from 'zod';
import { AGE_LIMIT_MAX, EVENT_STATUSES, PRICE_MAX } from '../event-details';
import { ADMISSIONS, CONCERTS_REQUIRED, DOOR_PRICE_MAX, EVENT_KINDS } from '../event-night';
import { SERIES_INTERVALS, SERIES_MAX_COUNT, SERIES_MIN_COUNT } from '../event-series';
import { COVER_REQUIRED, EVENT_DESCRIPTION_REQUIRED, EVENT_TITLE_REQUIRED, TICKET_URL_INVALID, TICKET_URL_REQUIRED } from '../messages';
import { hasText } from '../rich-text';
import { eventAccessInputSchema, eventAccessSchema } from './access';
import { artistSchema, RICH_TEXT_DESCRIPTION } from './artist';
import { auditFields, dateTimeSchema, idSchema, jsonBoolean, jsonInteger, optionalField, pagedListSchema, requiredText, seenUpdatedAt } from './common';
import { venueSchema } from './venue';
import { imageFocusSchema } from './image-focus';
import { reservationCapacitySchema } from './reservation';
import { englishText, translationsInput, translationsOutput } from './translations';
import { ACCESS_NOTE_MAX } from '../access';

const MAX_CONCERTS_PER_EVENT = 50;
const EVENT_TITLE_MAX = 200;
const EVENT_DESCRIPTION_MAX = 10_000;

/**
 * An ISO 8601 time with an offset; admin forms convert Copenhagen local time before sending.
 * Years outside 1–9999 parse in JavaScript but are no real concert and not every database stores them.
 */
export function concertTime(missing: string, invalid: string) {
  // An admin who has not filled in a time yet needs to be told so, not about ISO 8601.
  const error = (issue: { input?: unknown }) => (issue.input === '' || issue.input === undefined ? missing : invalid);
  return z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    },
    { error: invalid },
  );
}

export const concertInputSchema = z
  .object({
    artistID: jsonInteger('Vælg en kunstner til koncerten'),
    from: concertTime('Angiv koncertens starttid', 'Koncertens starttid skal være et ISO 8601-tidspunkt med tidszone'),
    to: concertTime('Angiv koncertens sluttid', 'Koncertens sluttid skal være et ISO 8601-tidspunkt med tidszone'),
  })
  .refine((concert) => Date.parse(concert.to) > Date.parse(concert.from), {
    error: 'Koncertens sluttid skal være efter starttiden',
    path: ['to'],
  });
export type ConcertInput = z.infer<typeof concertInputSchema>;

/**
 * A text field another field decides whether it is needed (shared/event-night.ts, nightIssues): left
 * out, or blank as a form leaves a field it hides, it is absent.
 */
function blankAsAbsent(field: z.ZodType<string, string>, message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform((text) => text || undefined)
    .pipe(field.optional())
    .optional();
}

/** The running order as the form holds it: always a list, if an empty one. */
export const concertListSchema = z
  .array(concertInputSchema, { error: CONCERTS_REQUIRED })
  .max(MAX_CONCERTS_PER_EVENT, { error: `Et event kan højst have ${MAX_CONCERTS_PER_EVENT} koncerter` });

const KIND_INVALID = `Arten skal være ${EVENT_KINDS.map((kind) => `"${kind}"`).join(', ')}`;
const ADMISSION_INVALID = `Entré skal være ${ADMISSIONS.map((admission) => `"${admission}"`).join(', ')}`;
const DOOR_PRICE_INVALID = `Entréprisen skal være et helt antal kroner fra 0 til ${DOOR_PRICE_MAX}`;
const NIGHT_START_INVALID = 'Eventets starttid skal være et ISO 8601-tidspunkt med tidszone';
const NIGHT_END_INVALID = 'Eventets sluttid skal være et ISO 8601-tidspunkt med tidszone';

/** Issue 47's fields: the original client leaves them out, which keeps what is stored (on create: a ticketed concert). */
const nightInputFields = {
  kind: z.enum(EVENT_KINDS, { error: KIND_INVALID }).optional().meta({ description: 'Eventets art (standard concert); udeladt beholder den gemte' }),
  admission: z
    .enum(ADMISSIONS, { error: ADMISSION_INVALID })
    .optional()
    .meta({ description: 'ticket (standard: billet via ticketUrl), free, door (betaling i døren, doorPrice) eller reservation; udeladt beholder den gemte' }),
  doorPrice: z
    .number({ error: DOOR_PRICE_INVALID })
    .int({ error: DOOR_PRICE_INVALID })
    .min(0, { error: DOOR_PRICE_INVALID })
    .max(DOOR_PRICE_MAX, { error: DOOR_PRICE_INVALID })
    .pipe(z.number())
    .nullish()
    .meta({ description: 'Entré i kroner ved admission door; udeladt beholder den gemte' }),
  reservationCapacity: reservationCapacitySchema,
  from: blankAsAbsent(concertTime(NIGHT_START_INVALID, NIGHT_START_INVALID), NIGHT_START_INVALID).meta({
    description: 'Eventets egen start; bruges kun, når det ikke har koncerter (en art ud over concert)',
  }),
  to: blankAsAbsent(concertTime(NIGHT_END_INVALID, NIGHT_END_INVALID), NIGHT_END_INVALID).meta({ description: 'Eventets egen slutning, som from' }),
};

const DOORS_INVALID = 'Dørenes åbningstid skal være et ISO 8601-tidspunkt med tidszone';
const PRICE_INVALID = 'Prisen skal være tekst';
const AGE_LIMIT_INVALID = `Aldersgrænsen skal være et helt tal fra 0 til ${AGE_LIMIT_MAX}`;
const STATUS_INVALID = 'Status skal være "scheduled", "sold-out", "cancelled" eller "postponed"';
/**
 * The body of PUT /api/events/{id} and of the event form. imageUrl is an URL the cover upload
 * answered; absent (or empty) on an update it keeps the cover.
 */
export const eventInputSchema = z.object({
  title: requiredText(EVENT_TITLE_REQUIRED, EVENT_TITLE_MAX),
  description: requiredText(EVENT_DESCRIPTION_REQUIRED, EVENT_DESCRIPTION_MAX)
    .refine(hasText, { error: EVENT_DESCRIPTION_REQUIRED })
    .meta({ description: RICH_TEXT_DESCRIPTION }),
  // The column holds 255 characters. Required unless `admission` says there is no ticket (shared/event-night.ts).
  ticketUrl: blankAsAbsent(requiredText(TICKET_URL_REQUIRED, 255).pipe(z.url({ protocol: /^https?$/, error: TICKET_URL_INVALID })), TICKET_URL_REQUIRED)
    .meta({ description: 'Påkrævet, medmindre admission er free, door eller reservation' }),
  venueId: jsonInteger('Vælg et spillested'),
  // At least one for a concert (the spec's message); another kind of night may have none (nightIssues).
  concerts: concertListSchema.default([]),
  ...nightInputFields,
  isPublic: jsonBoolean('Angiv om eventet er offentligt'),
  imageUrl: z
    .string({ error: 'Billedets URL er ugyldigt' })
    .trim()
    .max(2000, { error: 'Billedets URL er ugyldigt' })
    .optional()
    .transform((url) => url || undefined),
  // Beyond the contract (issue 26): the original client leaves them out, which keeps what is stored.
  doorsAt: optionalField(concertTime(DOORS_INVALID, DOORS_INVALID), DOORS_INVALID, 'Hvornår dørene åbner, senest ved den første koncert'),
  price: optionalField(requiredText(PRICE_INVALID, PRICE_MAX), PRICE_INVALID, 'Fri tekst, fx "120 kr." eller "Gratis entré"'),
  ageLimit: z
    .number({ error: AGE_LIMIT_INVALID })
    .int({ error: AGE_LIMIT_INVALID })
    .min(0, { error: AGE_LIMIT_INVALID })
    .max(AGE_LIMIT_MAX, { error: AGE_LIMIT_INVALID })
    // Out of reach of trpc-to-openapi's coercion, as jsonInteger: "18" and true are no ages.
    .pipe(z.number())
    .nullish()
    .meta({ description: 'Aldersgrænse i år, 0 for ingen; udeladt beholder den gemte værdi, null fjerner den' }),
  status: z
    .enum(EVENT_STATUSES, { error: STATUS_INVALID })
    .optional()
    .meta({ description: 'scheduled (standard), sold-out, cancelled eller postponed; udeladt beholder den gemte' }),
  access: eventAccessInputSchema.nullish(),
  translations: translationsInput({
    title: englishText('Titlen på engelsk', EVENT_TITLE_MAX),
    description: englishText('Beskrivelsen på engelsk', EVENT_DESCRIPTION_MAX),
    accessNote: englishText('Teksten om tilgængelighed på engelsk', ACCESS_NOTE_MAX),
  }),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** PUT /api/events/{id}: the form's fields and the version the editor loaded. */
export const eventUpdateInputSchema = eventInputSchema.extend(seenUpdatedAt);
export type EventUpdateInput = z.infer<typeof eventUpdateInputSchema>;

/** POST /api/events: as the form, but a new event needs its cover (docs/product.md, message as the spec words it). */
export const eventCreateInputSchema = eventInputSchema.extend({
  imageUrl: z.string({ error: COVER_REQUIRED }).trim().min(1, { error: COVER_REQUIRED }).max(2000, { error: 'Billedets URL er ugyldigt' }),
});
export type EventCreateInput = z.infer<typeof eventCreateInputSchema>;

export const concertSchema = z
  .object({
    id: idSchema,
    from: dateTimeSchema,
    to: dateTimeSchema,
    artist: artistSchema,
  })
  .meta({ id: 'Concert' });
export type Concert = z.infer<typeof concertSchema>;

export const eventSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    description: z.string().meta({ description: 'Renset HTML (se EventInput)' }),
    ticketUrl: z.string(),
    imageUrl: z.url().optional(),
    imageFocus: imageFocusSchema.optional(),
    /** Ordered by start. */
    concerts: z.array(concertSchema),
    venue: venueSchema,
    isPublic: z.boolean(),
    doorsAt: dateTimeSchema.optional(),
    price: z.string().optional(),
    ageLimit: z.number().int().optional(),
    status: z.enum(EVENT_STATUSES),
    access: eventAccessSchema.optional(),
    translations: translationsOutput(['title', 'description', 'accessNote']),
    kind: z.enum(EVENT_KINDS),
    admission: z.enum(ADMISSIONS),
    doorPrice: z.number().int().optional(),
    reservationCapacity: z.number().int().optional().meta({ description: 'Pladser i alt ved admission reservation' }),
    placesLeft: z
      .number()
      .int()
      .min(0)
      .optional()
      .meta({ description: 'Ledige pladser ved admission reservation med reservationCapacity; 0 når der er venteliste' }),
    /** Earliest concert start, or the night's own start when it has no concerts. */
    from: dateTimeSchema,
    /** Latest concert end, or the night's own end. */
    to: dateTimeSchema,
    ...auditFields,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventListSchema = pagedListSchema(eventSchema).meta({ id: 'EventList' });

/** POST /api/events/{id}/copy: the copy's first concert starts at `from`. */
export const eventCopyInputSchema = z.object({
  from: concertTime('Angiv hvornår kopien skal begynde', 'Kopiens starttid skal være et ISO 8601-tidspunkt med tidszone').meta({
    description: 'Kopiens første koncerts start; de øvrige tider følger med samme afstand på Københavns vægur',
  }),
});
export type EventCopyInput = z.infer<typeof eventCopyInputSchema>;

const SERIES_COUNT = `Antal skal være mellem ${SERIES_MIN_COUNT} og ${SERIES_MAX_COUNT}`;

/** POST /api/events/{id}/repeat. */
export const eventRepeatInputSchema = z.object({
  every: z.enum(SERIES_INTERVALS, { error: 'Gentag skal være "week", "2weeks" eller "month"' }).meta({
    description: 'week: 7 dage, 2weeks: 14 dage, month: samme dag i måneden (den sidste, hvis måneden er kortere)',
  }),
  count: z
    .number({ error: SERIES_COUNT })
    .int({ error: SERIES_COUNT })
    .min(SERIES_MIN_COUNT, { error: SERIES_COUNT })
    .max(SERIES_MAX_COUNT, { error: SERIES_COUNT })
    .pipe(z.number())
    .meta({ description: 'Antal kopier, der laves' }),
});
export type EventRepeatInput = z.infer<typeof eventRepeatInputSchema>;

export const eventSeriesSchema = z.array(eventSchema).meta({ id: 'EventSeries' });
