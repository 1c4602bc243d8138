import { z } from 'zod';
import { SHIFT_MAX_CAPACITY, SHIFT_NOTE_MAX, SHIFT_ROLE_MAX } from '../shift-rules';
import { concertTime } from './event';
import { dateTimeSchema, idParamSchema, idSchema, jsonInteger, requiredText } from './common';

const CAPACITY = `Antal pladser skal være et heltal mellem 1 og ${SHIFT_MAX_CAPACITY}`;

const shiftFields = {
  role: requiredText('Angiv vagtens rolle', SHIFT_ROLE_MAX).meta({ description: 'Fri tekst, fx Bar, Dør, Garderobe, Lyd eller Oprydning' }),
  startsAt: concertTime('Angiv vagtens starttid', 'Vagtens starttid skal være et ISO 8601-tidspunkt med tidszone'),
  endsAt: concertTime('Angiv vagtens sluttid', 'Vagtens sluttid skal være et ISO 8601-tidspunkt med tidszone'),
  capacity: z
    .number({ error: CAPACITY })
    .int({ error: CAPACITY })
    .min(1, { error: CAPACITY })
    .max(SHIFT_MAX_CAPACITY, { error: CAPACITY })
    .pipe(z.number())
    .meta({ description: 'Antal pladser' }),
  // Blank or null removes the note; left out, a PUT keeps the stored one.
  note: z
    .union([requiredText('Noten er ugyldig', SHIFT_NOTE_MAX), z.literal(''), z.null()], { error: 'Noten er ugyldig' })
    .optional()
    .meta({ description: 'Fx hvad man skal have med; tom eller null fjerner den' }),
};

const shiftObject = z.object(shiftFields);
/** A shift may begin before the doors open and end after the last concert, but it ends after it begins. */
const timesInOrder: [(shift: { startsAt: string; endsAt: string }) => boolean, { error: string; path: string[] }] = [
  (shift) => Date.parse(shift.endsAt) > Date.parse(shift.startsAt),
  { error: 'Vagtens sluttid skal være efter starttiden', path: ['endsAt'] },
];

/** A shift's whole plan entry: the body of POST /api/events/{id}/shifts and PUT /api/shifts/{id}. */
export const shiftInputSchema = shiftObject.refine(...timesInOrder);
/** The same with the id in the path beside it, as the procedures take it. */
export const shiftInputWithIdSchema = shiftObject.extend(idParamSchema.shape).refine(...timesInOrder);
export type ShiftInput = z.infer<typeof shiftInputSchema>;

export const shiftVolunteerSchema = z
  .object({
    memberId: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    signedUpAt: dateTimeSchema,
  })
  .meta({ id: 'ShiftVolunteer' });
export type ShiftVolunteer = z.infer<typeof shiftVolunteerSchema>;

export const shiftSchema = z
  .object({
    id: idSchema,
    eventId: idSchema,
    role: z.string(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    capacity: z.number().int().positive(),
    note: z.string().optional(),
    /** In the order they signed up. */
    volunteers: z.array(shiftVolunteerSchema),
    /** Whether the member asking holds a place on it. */
    mine: z.boolean(),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'Shift' });
export type Shift = z.infer<typeof shiftSchema>;

/** The event a shift belongs to, as much as a shift list needs of it. */
export const shiftEventSchema = z
  .object({ id: idSchema, title: z.string(), from: dateTimeSchema, to: dateTimeSchema, venueName: z.string(), isPublic: z.boolean() })
  .meta({ id: 'ShiftEvent' });
export type ShiftEvent = z.infer<typeof shiftEventSchema>;

/** GET /api/events/{id}/shifts: an event's shift plan, shifts by start. */
export const shiftPlanSchema = z.object({ event: shiftEventSchema, shifts: z.array(shiftSchema) }).meta({ id: 'ShiftPlan' });
export type ShiftPlan = z.infer<typeof shiftPlanSchema>;

/** POST /api/events/{id}/shifts/copy. */
export const shiftCopyInputSchema = z.object({
  fromEventId: jsonInteger('Vælg eventet, vagterne kopieres fra').meta({ description: 'Eventet, hvis vagter kopieres' }),
});

/** POST /api/shifts/{id}/signup: a manager may name another member; left out, the member asking signs up. */
export const shiftSignupInputSchema = z.object({
  memberId: jsonInteger('Medlemmets id skal være et positivt heltal').optional().meta({ description: 'Kun for vagtansvarlige: medlemmet, der sættes på' }),
});

/** DELETE /api/shifts/{id}/signup: as the sign-up, the member in the query. */
export const shiftGiveBackInputSchema = z.object({
  memberId: idSchema.optional().meta({ description: 'Kun for vagtansvarlige: medlemmet, der tages af' }),
});

/** A shift with its event, for "Mine vagter" and its list of open places. */
export const shiftWithEventSchema = shiftSchema.extend({ event: shiftEventSchema }).meta({ id: 'ShiftWithEvent' });
export type ShiftWithEvent = z.infer<typeof shiftWithEventSchema>;

/** GET /api/shifts/mine: the member's coming shifts, next first, and the places they could still take. */
export const myShiftsSchema = z
  .object({ mine: z.array(shiftWithEventSchema), open: z.array(shiftWithEventSchema) })
  .meta({ id: 'MyShifts' });
export type MyShifts = z.infer<typeof myShiftsSchema>;

/** GET /api/shifts/overview: each coming event with how many places its shifts have and how many are taken. */
export const shiftOverviewSchema = z
  .array(
    shiftEventSchema.extend({
      shiftCount: z.number().int().nonnegative(),
      capacity: z.number().int().nonnegative(),
      taken: z.number().int().nonnegative(),
    }),
  )
  .meta({ id: 'ShiftOverview' });
export type ShiftOverview = z.infer<typeof shiftOverviewSchema>;

/** GET /api/profile/shift-calendar: whether the member has a calendar link, and since when. */
export const shiftCalendarSchema = z
  .object({ active: z.boolean(), createdAt: dateTimeSchema.optional(), url: z.url().optional().meta({ description: 'Kun lige efter et nyt link er lavet: adressen vises én gang' }) })
  .meta({ id: 'ShiftCalendar' });
export type ShiftCalendar = z.infer<typeof shiftCalendarSchema>;

/** A member's shifts in GET /api/profile/export (everything stored about them): every place held, past ones too, and the calendar link's date. */
export const shiftExportSchema = z.object({
  places: z.array(
    z.object({
      shiftId: idSchema,
      event: z.object({ id: idSchema, title: z.string() }),
      role: z.string(),
      startsAt: dateTimeSchema,
      endsAt: dateTimeSchema,
      signedUpAt: dateTimeSchema,
      remindedAt: dateTimeSchema.nullable(),
    }),
  ),
  calendarLinkSince: dateTimeSchema.nullable(),
});
export type ShiftExport = z.infer<typeof shiftExportSchema>;
