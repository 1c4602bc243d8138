import { z } from 'zod';
import { EVENT_STATUSES } from '../event-details';
import { ATTENDANCE_STATUSES, SHIFT_MAX_CAPACITY, SHIFT_NOTE_MAX, SHIFT_ROLE_MAX, SHIFT_SIGNUP_STATES } from '../shift-rules';
import { PERK_UNITS } from '../shift-season';
import { concertTime } from './event';
import { dateTimeSchema, idParamSchema, idSchema, jsonBoolean, jsonIdSchema, jsonInteger, requiredText } from './common';
import { QUALIFICATIONS_MAX } from './qualification';

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
  requires: z
    .array(jsonIdSchema, { error: 'requires skal være en liste af kvalifikationers id’er' })
    .max(QUALIFICATIONS_MAX, { error: `Højst ${QUALIFICATIONS_MAX} krav` })
    .optional()
    .meta({ description: 'Kvalifikationer (GET /api/qualifications), man skal have for at tage vagten; udeladt beholder de gemte, [] fjerner dem' }),
  leadId: jsonInteger('Vagtlederens id skal være et positivt heltal')
    .nullable()
    .optional()
    .meta({ description: 'Medlemmet, der leder vagten og registrerer fremmøde; null fjerner, udeladt beholder' }),
  crewId: jsonInteger('Holdets id skal være et positivt heltal')
    .nullable()
    .optional()
    .meta({ description: 'Holdet (GET /api/crews), hvis rolle vagten er: tilbydes holdets medlemmer først, og holdets leder planlægger den; null fjerner, udeladt beholder' }),
  door: jsonBoolean('door skal være true eller false')
    .optional()
    .meta({ description: 'Dørvagt: vagtens frivillige og leder kører døren på aftenen (docs/door.md); udeladt er false ved oprettelse og beholder det gemte ved rettelse' }),
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
    /** Left out until a manager or the shift's lead marks it. */
    attendance: z.enum(ATTENDANCE_STATUSES).optional().meta({ description: 'Mødt (arrived) eller udeblev (no-show); udeladt indtil det er registreret' }),
    /** Put on by a manager without what the shift requires: the screens warn. */
    missing: z.array(z.string()).optional().meta({ description: 'Krævede kvalifikationer, medlemmet ikke har; udeladt, når der ingen mangler' }),
  })
  .meta({ id: 'ShiftVolunteer' });
export type ShiftVolunteer = z.infer<typeof shiftVolunteerSchema>;

/** A member as a shift's lists name them. */
const shiftPersonSchema = z.object({ memberId: idSchema, firstName: z.string(), lastName: z.string() });

/** A place offered to swap: POST /api/swaps/{id}/take takes it. */
export const shiftSwapSchema = z
  .object({ id: idSchema, memberId: idSchema, firstName: z.string(), lastName: z.string(), offeredAt: dateTimeSchema })
  .meta({ id: 'ShiftSwap' });

/**
 * Where the member asking stands with the shift as a volunteer (shared/shift-rules.ts, shiftSignupStatus):
 * one named state, the reason they cannot take a place, and for a place they hold why they cannot give it
 * back. A manager's overrides (putting anyone on, taking anyone off) are not in it.
 */
export const shiftSignupSchema = z
  .object({
    state: z.enum(SHIFT_SIGNUP_STATES).meta({
      description:
        'free: kan tages; full: fuld, venteliste mulig; standby: på ventelisten; signed-up: har en plads og kan give den tilbage; ' +
        'after-cutoff: har en plads efter fristen (kun bytte eller en vagtansvarlig); collides: har en anden vagt samtidig; ' +
        'missing-qualification: mangler en krævet kvalifikation; cancelled: eventet er aflyst; postponed: eventet er udsat; ' +
        'started: vagten er begyndt; ended: vagten er slut. Der kan komme flere værdier: en ukendt betyder, at intet kan tilbydes',
    }),
    reason: z.string().optional().meta({ description: 'Hvorfor pladsen ikke kan tages, som 409 siger det; udeladt ved free' }),
    giveBackReason: z.string().optional().meta({ description: 'For en plads, man har: hvorfor man ikke selv kan give den tilbage; udeladt, når man kan' }),
  })
  .meta({ id: 'ShiftSignupStatus' });
export type ShiftSignup = z.infer<typeof shiftSignupSchema>;

export const shiftSchema = z
  .object({
    id: idSchema,
    eventId: idSchema,
    role: z.string(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    capacity: z.number().int().positive(),
    note: z.string().optional(),
    door: z.boolean().meta({ description: 'Dørvagt: kører døren på aftenen' }),
    /** In the order they signed up. */
    volunteers: z.array(shiftVolunteerSchema),
    /** Whether the member asking holds a place on it. */
    mine: z.boolean(),
    requires: z.array(idSchema).meta({ description: 'Id’er på de kvalifikationer, vagten kræver' }),
    requirements: z.array(z.object({ id: idSchema, name: z.string() })).meta({ description: 'De samme med navn, efter navn' }),
    lead: shiftPersonSchema.optional().meta({ description: 'Vagtens leder; udeladt, når ingen er sat' }),
    crew: z.object({ id: idSchema, name: z.string() }).optional().meta({ description: 'Holdet, vagten hører til; udeladt, når den ikke hører til et' }),
    /** In the order they joined: the first who can take a freed place gets it. */
    standby: z.array(shiftPersonSchema.extend({ since: dateTimeSchema })).meta({ description: 'Ventelisten i rækkefølge' }),
    swaps: z.array(shiftSwapSchema).meta({ description: 'Pladser, der er tilbudt til bytte og ikke taget endnu' }),
    signup: shiftSignupSchema,
    swapSignup: shiftSignupSchema
      .optional()
      .meta({ description: 'Når andre tilbyder en plads til bytte: om medlemmet kan overtage den (state free), eller hvorfor ikke' }),
    /** Whether the member asking may mark who came (a manager, or the shift's lead), now or later on the night. */
    marksAttendance: z.boolean(),
    /** Whether the member asking may edit and delete it: a shift manager, or the lead of its crew. */
    plans: z.boolean().meta({ description: 'Om medlemmet må rette og slette vagten: en vagtansvarlig eller lederen af vagtens hold' }),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'Shift' });
export type Shift = z.infer<typeof shiftSchema>;

/** The event a shift belongs to, as much as a shift list needs of it. */
export const shiftEventSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    from: dateTimeSchema,
    to: dateTimeSchema,
    venueName: z.string(),
    isPublic: z.boolean(),
    status: z.enum(EVENT_STATUSES).meta({ description: 'Som eventets: et aflyst events vagter tager ikke imod nogen, et udsats ikke imod nye' }),
  })
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

/** One rule of what volunteering earns, and how many the hours and shifts have earned. */
const earnedPerkSchema = z.object({
  text: z.string().meta({ description: 'Fx "1 drikkebillet pr. 2 timer"' }),
  reward: z.string(),
  earned: z.number().int().nonnegative(),
});

const seasonSchema = z.object({
  year: z.number().int().meta({ description: 'Året, sæsonen begynder i' }),
  name: z.string().meta({ description: 'Fx "2026" eller "2026/27"' }),
  from: dateTimeSchema,
  to: dateTimeSchema,
});

/** A member's season: hours from shifts marked arrived, and from unmarked shifts that have ended on a night that was held. */
const seasonHoursSchema = z.object({
  hours: z.number().nonnegative(),
  shifts: z.number().int().nonnegative(),
  noShows: z.number().int().nonnegative(),
  perks: z.array(earnedPerkSchema),
});

/** GET /api/shifts/mine: the member's coming shifts, next first, the places they could still take, and their season. */
export const myShiftsSchema = z
  .object({
    mine: z.array(shiftWithEventSchema),
    open: z.array(shiftWithEventSchema),
    crews: z
      .array(shiftWithEventSchema)
      .optional()
      .meta({ description: 'Dine hold: ledige pladser på vagter for de hold, medlemmet er på, tilbudt her først og derfor ikke gentaget i open' }),
    swaps: z.array(shiftWithEventSchema).meta({ description: 'Vagter, andre tilbyder til bytte, som medlemmet kan overtage' }),
    standby: z.array(shiftWithEventSchema).meta({ description: 'Vagter, medlemmet står på venteliste til' }),
    season: seasonSchema.extend(seasonHoursSchema.shape),
  })
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

/** GET /api/shifts/hours: every active member's season, for the coordinators. */
export const shiftHoursSchema = z
  .object({
    season: seasonSchema,
    perks: z.array(z.object({ text: z.string(), reward: z.string(), unit: z.enum(PERK_UNITS) })),
    members: z.array(
      seasonHoursSchema.extend({
        memberId: idSchema,
        firstName: z.string(),
        lastName: z.string(),
        lastShiftAt: dateTimeSchema.optional().meta({ description: 'Slutningen af medlemmets seneste vagt, der tæller; udeladt, hvis ingen' }),
        idle: z.boolean().meta({ description: 'Ingen vagt, der tæller, i de sidste 60 dage' }),
      }),
    ),
  })
  .meta({ id: 'ShiftHours' });
export type ShiftHours = z.infer<typeof shiftHoursSchema>;

/** The season GET /api/shifts/hours reads: the one beginning in that year, or the current. */
export const shiftHoursInputSchema = z.object({
  season: z
    .number({ error: 'season skal være et årstal' })
    .int({ error: 'season skal være et årstal' })
    .min(2000, { error: 'season skal være et årstal' })
    .max(2100, { error: 'season skal være et årstal' })
    .optional()
    .meta({ description: 'Året, sæsonen begynder i (standard: den nuværende)' }),
});

/** PUT /api/shifts/{id}/attendance. */
export const shiftAttendanceInputSchema = z.object({
  memberId: jsonInteger('Medlemmets id skal være et positivt heltal').meta({ description: 'Medlemmet på vagten' }),
  status: z
    .enum(ATTENDANCE_STATUSES, { error: 'status skal være arrived, no-show eller null' })
    .nullable()
    .meta({ description: 'arrived (mødt), no-show (udeblev) eller null (ikke registreret)' }),
});

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
      cancelNoticeAt: dateTimeSchema.nullable(),
      attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
      attendanceMarkedAt: dateTimeSchema.nullable(),
    }),
  ),
  standby: z.array(z.object({ shiftId: idSchema, event: z.object({ id: idSchema, title: z.string() }), role: z.string(), startsAt: dateTimeSchema, since: dateTimeSchema })),
  swaps: z.array(
    z.object({
      shiftId: idSchema,
      role: z.string(),
      startsAt: dateTimeSchema,
      offeredAt: dateTimeSchema,
      offeredBy: z.enum(['me', 'another']),
      takenBy: z.enum(['me', 'another']).nullable(),
      takenAt: dateTimeSchema.nullable(),
    }),
  ),
  qualifications: z.array(z.object({ name: z.string(), confirmedAt: dateTimeSchema })),
  ledShifts: z.array(z.object({ shiftId: idSchema, role: z.string(), startsAt: dateTimeSchema })),
  calendarLinkSince: dateTimeSchema.nullable(),
});
export type ShiftExport = z.infer<typeof shiftExportSchema>;
