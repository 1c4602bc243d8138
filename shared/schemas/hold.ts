import { z } from 'zod';
import { MONTH_PATTERN } from '../calendar-day';
import { dateTimeSchema, idSchema, jsonIdSchema } from './common';

/**
 * Holds on dates (docs/applications.md#holds): the booking group's first and second options on a
 * venue's date, each for an application or an artist, until a day it expires. Dates are the
 * venue's calendar days in Copenhagen, written as on a calendar: "2027-03-12".
 */
export const HOLD_RANKS = [1, 2] as const;
export type HoldRank = (typeof HOLD_RANKS)[number];
export const HOLD_RANK_LABELS: Record<HoldRank, string> = { 1: '1. option', 2: '2. option' };

export const DATE_MESSAGE = 'En dato skrives ÅÅÅÅ-MM-DD, fx 2027-03-12';
export const MONTH_MESSAGE = 'En måned skrives ÅÅÅÅ-MM, fx 2027-03';

/** A calendar day that exists: "2027-02-30" is refused, not moved to March. */
export const calendarDateSchema = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine((date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
  }, { error: DATE_MESSAGE });
export const calendarMonthSchema = z.string({ error: MONTH_MESSAGE }).regex(MONTH_PATTERN, { error: MONTH_MESSAGE });

export const HOLD_NOTE_MAX = 300;
export const CLOSED_REASON_MAX = 100;

export const ACT_REQUIRED = 'Vælg en ansøgning eller en kunstner';
export const EXPIRY_AFTER_DATE = 'Optionen skal udløbe senest på datoen, den holder';

const holder = z.object({ id: idSchema, name: z.string() });

export const holdSchema = z
  .object({
    id: idSchema,
    venueId: idSchema,
    date: calendarDateSchema,
    rank: z.literal(HOLD_RANKS).meta({ description: '1 (første option) eller 2 (anden option, rykker op når den første slippes)' }),
    expiresOn: calendarDateSchema.meta({ description: 'Sidste dag optionen gælder; den slippes dagen efter' }),
    application: holder.optional().meta({ description: 'Ansøgningen, optionen er til (name er aktens navn)' }),
    artist: holder.optional().meta({ description: 'Kunstneren, optionen er til' }),
    note: z.string().optional(),
    createdBy: holder.optional(),
    createdAt: dateTimeSchema,
  })
  .meta({ id: 'Hold', description: 'En option på en dato hos et spillested' });
export type Hold = z.infer<typeof holdSchema>;

const optionalNote = z
  .string({ error: `Noten må højst være ${HOLD_NOTE_MAX} tegn` })
  .trim()
  .max(HOLD_NOTE_MAX, { error: `Noten må højst være ${HOLD_NOTE_MAX} tegn` })
  .optional()
  .transform((note) => note || undefined);

/** POST /api/holds: one of applicationId and artistId; without rank the first free one. */
export const holdInputSchema = z
  .object({
    venueId: jsonIdSchema,
    date: calendarDateSchema,
    expiresOn: calendarDateSchema,
    rank: z.literal(HOLD_RANKS, { error: 'rank skal være 1 eller 2' }).optional(),
    applicationId: jsonIdSchema.optional(),
    artistId: jsonIdSchema.optional(),
    note: optionalNote,
  })
  .refine((input) => (input.applicationId === undefined) !== (input.artistId === undefined), { error: ACT_REQUIRED, path: ['applicationId'] })
  .refine((input) => input.expiresOn <= input.date, { error: EXPIRY_AFTER_DATE, path: ['expiresOn'] });
export type HoldInput = z.infer<typeof holdInputSchema>;

/** PUT /api/holds/{id}: a new expiry (extended or shortened) and note. */
export const holdUpdateSchema = z.object({ expiresOn: calendarDateSchema, note: optionalNote });
export type HoldUpdate = z.infer<typeof holdUpdateSchema>;

export const holdListInputSchema = z.object({
  venueId: idSchema.optional(),
  month: calendarMonthSchema.optional().meta({ description: 'Kun optioner på datoer i måneden, fx 2027-03' }),
  applicationId: idSchema.optional(),
});
export type HoldListInput = z.infer<typeof holdListInputSchema>;
export const holdListSchema = z.object({ records: z.array(holdSchema) });

/** DELETE /api/holds/{id}: the hold is released; a second option on the date is now the first. */
export const holdReleasedSchema = z.object({ movedUp: holdSchema.optional().meta({ description: 'Den anden option, der nu er første' }) });

export const closedDateSchema = z
  .object({ id: idSchema, venueId: idSchema, date: calendarDateSchema, reason: z.string().optional() })
  .meta({ id: 'ClosedDate', description: 'En dag, spillestedet holder lukket: ingen optioner' });
export type ClosedDate = z.infer<typeof closedDateSchema>;
export const closedDateInputSchema = z.object({
  venueId: jsonIdSchema,
  date: calendarDateSchema,
  reason: z
    .string({ error: `Højst ${CLOSED_REASON_MAX} tegn` })
    .trim()
    .max(CLOSED_REASON_MAX, { error: `Højst ${CLOSED_REASON_MAX} tegn` })
    .optional()
    .transform((reason) => reason || undefined),
});
export type ClosedDateInput = z.infer<typeof closedDateInputSchema>;

export const bookingCalendarInputSchema = z.object({ venueId: idSchema, month: calendarMonthSchema });
export type BookingCalendarInput = z.infer<typeof bookingCalendarInputSchema>;

const calendarEvent = z.object({ id: idSchema, title: z.string(), isPublic: z.boolean(), startsAt: dateTimeSchema });

export const bookingCalendarSchema = z
  .object({
    venueId: idSchema,
    month: calendarMonthSchema,
    days: z
      .array(
        z.object({
          date: calendarDateSchema,
          closed: closedDateSchema.optional(),
          holds: z.array(holdSchema),
          events: z.array(calendarEvent),
        }),
      )
      .meta({ description: 'Månedens dage med optioner, arrangementer eller lukket, i datoorden' }),
  })
  .meta({ id: 'BookingCalendar' });
export type BookingCalendar = z.infer<typeof bookingCalendarSchema>;
