import { z } from 'zod';
import { RESERVATION_PLACES_MAX } from '../reservation-text';
import { dateTimeSchema, idSchema, jsonWholeNumber, mailLanguageSchema, requiredText } from './common';

/**
 * Reservations for nights whose admission is "reservation" (docs/door.md#reservations): a visitor
 * asks for places with a name and an address, and they count once the link mailed there is opened.
 *
 * - held: places kept until expiresAt (30 minutes) for the address to be confirmed
 * - confirmed: the places are the visitor's
 * - listed: on the wait list until expiresAt (30 minutes) for the address to be confirmed
 * - waiting: confirmed on the wait list, in the order of queuedAt
 * - offered: freed places offered to the first waiting, until expiresAt (12 hours)
 */
export const RESERVATION_STATUSES = ['held', 'confirmed', 'listed', 'waiting', 'offered'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export { RESERVATION_PLACES_MAX };
/** A night's places: a hall, not a stadium. */
export const RESERVATION_CAPACITY_MAX = 10_000;
export const RESERVATION_HOLD_MS = 30 * 60 * 1000;
export const RESERVATION_OFFER_MS = 12 * 60 * 60 * 1000;

export const RESERVATION_MESSAGES = {
  eventNotFound: 'Arrangementet findes ikke',
  notReservable: 'Arrangementet tager ikke imod reservationer',
  started: 'Arrangementet er begyndt eller forbi og tager ikke imod flere reservationer',
  cancelled: 'Arrangementet er aflyst',
  beyondCapacity: 'Der er ikke så mange pladser i alt til arrangementet',
  linkInvalid: 'Linket er ugyldigt eller udløbet',
  expired: 'Reservationen er udløbet. Reserver igen, hvis der stadig er plads.',
  name: 'Skriv dit navn',
  email: 'Skriv en gyldig e-mailadresse',
  places: `Vælg mellem 1 og ${RESERVATION_PLACES_MAX} pladser`,
  capacity: `Antal pladser skal være et helt tal fra 1 til ${RESERVATION_CAPACITY_MAX}`,
} as const;

/** The same answers whatever the address has reserved before: they tell nobody who comes. */
export const RESERVATION_ANSWERS = {
  held: 'Tjek din indbakke: vi holder pladserne i 30 minutter, til du har bekræftet med linket i den e-mail, vi har sendt.',
  listed:
    'Der er ikke plads lige nu, så du kommer på ventelisten, når du har bekræftet med linket i den e-mail, vi har sendt (inden 30 minutter). Bliver der plads, får du besked.',
  cancelled: 'Reservationen er annulleret.',
} as const;

const emailSchema = z
  .email({ error: RESERVATION_MESSAGES.email })
  .max(254, { error: 'E-mail må højst være 254 tegn' })
  .toLowerCase()
  .meta({ description: 'Hvor linket til at bekræfte sendes' });

/** The number of places a reservation is for: a JSON number (not coerced from text, see jsonInteger). */
const placesSchema = jsonWholeNumber(RESERVATION_MESSAGES.places, 1, RESERVATION_PLACES_MAX);

/** The capacity an event's input may carry: absent keeps the stored one, null removes it (no limit). */
export const reservationCapacitySchema = jsonWholeNumber(RESERVATION_MESSAGES.capacity, 1, RESERVATION_CAPACITY_MAX)
  .nullish()
  .meta({ description: 'Pladser i alt ved admission reservation; udeladt beholder den gemte, null fjerner grænsen' });

/** POST /api/events/{id}/reservations. */
export const reservationInputSchema = z.object({
  id: idSchema,
  name: requiredText(RESERVATION_MESSAGES.name, 100).meta({ description: 'Navnet, pladserne står i' }),
  email: emailSchema,
  places: placesSchema.meta({ description: `Antal pladser, 1–${RESERVATION_PLACES_MAX}` }),
  language: mailLanguageSchema.optional().meta({ description: 'Sproget i mailene og på siden, de linker til: da (standard) eller en' }),
});
export type ReservationInput = z.infer<typeof reservationInputSchema>;

export const reservationAnswerSchema = z
  .object({
    message: z.string(),
    waitlisted: z.boolean().meta({ description: 'Sand, når der ikke var plads: reservationen kommer på ventelisten, når den er bekræftet' }),
  })
  .meta({ id: 'ReservationAnswer' });
export type ReservationAnswer = z.infer<typeof reservationAnswerSchema>;

export const reservationTokenSchema = z.object({
  token: z
    .string({ error: RESERVATION_MESSAGES.linkInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: RESERVATION_MESSAGES.linkInvalid })
    .meta({ description: 'Nøglen fra linket i mailen' }),
});

/** The plain form of the link's page: which of its buttons was pressed. */
export const reservationFormSchema = reservationTokenSchema.extend({
  action: z.enum(['confirm', 'cancel'], { error: 'Vælg at bekræfte eller annullere reservationen' }),
});

/** What the visitor sees behind the link. */
export const reservationViewSchema = z
  .object({
    event: z.object({ id: idSchema, title: z.string(), from: dateTimeSchema, to: dateTimeSchema, venue: z.object({ id: idSchema, name: z.string() }) }),
    name: z.string(),
    places: z.number().int(),
    status: z.enum(RESERVATION_STATUSES),
    expiresAt: dateTimeSchema.optional().meta({ description: 'Hvornår en holdt plads, en ubekræftet plads på ventelisten eller en tilbudt plads udløber' }),
    doorCode: z
      .string()
      .optional()
      .meta({ description: 'Koden til døren (12 tegn, Crockford base32), som QR-koden bærer; kun for en bekræftet reservation' }),
    doorQr: z.string().optional().meta({ description: 'QR-koden med doorCode som SVG, til at vise i døren fra telefonen; kun for en bekræftet reservation' }),
  })
  .meta({ id: 'ReservationView' });
export type ReservationView = z.infer<typeof reservationViewSchema>;

export const reservationCancelledSchema = z.object({ message: z.string() });

export const reservationSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    places: z.number().int(),
    status: z.enum(RESERVATION_STATUSES),
    createdAt: dateTimeSchema,
    expiresAt: dateTimeSchema.optional(),
    confirmedAt: dateTimeSchema.optional(),
    queuedAt: dateTimeSchema.optional().meta({ description: 'Hvornår den kom på ventelisten (dens plads i køen)' }),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationTotalsSchema = z.object({
  capacity: z.number().int().optional().meta({ description: 'Pladser i alt; udeladt uden grænse' }),
  taken: z.number().int().meta({ description: 'Bekræftede pladser og holdte eller tilbudte, der ikke er udløbet' }),
  left: z.number().int().optional().meta({ description: 'Ledige pladser; udeladt uden grænse' }),
  waiting: z.number().int().meta({ description: 'Pladser på ventelisten (bekræftede)' }),
});

export const reservationListSchema = z
  .object({ records: z.array(reservationSchema), totals: reservationTotalsSchema })
  .meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof reservationListSchema>;
