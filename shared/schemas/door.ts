import { z } from 'zod';
import { dateTimeSchema, idSchema, jsonBoolean, requiredText } from './common';

/**
 * The door on the night (docs/door.md): who is expected (the door list), who has come (check-ins made
 * on the door's phones, online or queued offline) and how many are inside against the venue's capacity.
 *
 * The door list's entries are keyed so a phone can tell them apart offline:
 * - `r:{id}` a confirmed reservation (its QR code carries `doorCode`),
 * - `g:{id}` a guest-list entry (an act's guests, press, others),
 * - `v:{memberId}` a volunteer on one of the night's shifts,
 * - `m:{memberId}` a member, when the settings let members in free.
 */
export const DOOR_ENTRY_KINDS = ['reservation', 'guest', 'volunteer', 'member'] as const;
export type DoorEntryKind = (typeof DOOR_ENTRY_KINDS)[number];

export const DOOR_ENTRY_KIND_LABELS: Readonly<Record<DoorEntryKind, string>> = {
  reservation: 'Reservation',
  guest: 'Gæsteliste',
  volunteer: 'Frivillig',
  member: 'Medlem',
};

/**
 * What a check-in records:
 * - `in`: persons of an entry on the list came in (`key` names the entry);
 * - `walk-in`: persons came in without being on a list (a tap at the door);
 * - `exit`: persons went out again (the count inside goes down);
 * - `undo`: takes back an earlier check-in (`undoes` names its id).
 */
export const CHECK_IN_TYPES = ['in', 'walk-in', 'exit', 'undo'] as const;
export type CheckInType = (typeof CHECK_IN_TYPES)[number];

/** What the server made of one check-in a phone sent. */
export const CHECK_IN_RESULTS = ['ok', 'partial', 'already', 'full', 'unknown', 'refused'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** Warned from 90 % of the venue's capacity, refused at 100 % unless a manager overrides. */
export const DOOR_WARN_SHARE = 0.9;
/** The most persons one tap or one entry brings in: a guest and 20 more is a bus, not a list. */
export const DOOR_PERSONS_MAX = 50;
/** A venue's capacity, as the fire authority states it. */
export const VENUE_CAPACITY_MAX = 100_000;
/** A batch from a phone that was offline a long night. */
export const CHECK_IN_BATCH_MAX = 500;
/** Names on the door's lists are deleted this many days after the night; the counts are kept. */
export const DOOR_NAMES_KEPT_DAYS = 30;

export const DOOR_MESSAGES = {
  notFound: 'Arrangementet findes ikke',
  noAccess: 'Døren er for aftenens dørvagt, holdlederen og dem, der styrer arrangementer',
  door: 'Skriv, hvilken dør telefonen står ved (højst 30 tegn)',
  persons: `Antal personer skal være et helt tal fra 1 til ${DOOR_PERSONS_MAX}`,
  key: 'Ukendt post på dørlisten',
  checkInId: 'Hvert tjek-ind skal have et id (UUID)',
  batch: `Send mellem 1 og ${CHECK_IN_BATCH_MAX} tjek-ind ad gangen`,
  capacity: `Kapaciteten skal være et helt tal fra 1 til ${VENUE_CAPACITY_MAX.toLocaleString('da-DK')}`,
  /** A batch with a check-in far from the night (409): a phone whose clock is wrong, or a list used on the wrong night. */
  closed: 'Døren er kun åben på aftenen',
  undoUnknown: 'Det tjek-ind, der skulle fortrydes, findes ikke',
  alreadyUndone: 'Tjek-indet er allerede fortrudt',
  otherEvent: 'Tjek-indets id er brugt til et andet arrangement',
} as const;

/** How far from the night a check-in may be made: the night's door, not the next one's. */
export const DOOR_OPEN_MARGIN_HOURS = 24;

/** "Fuldt: 300 af 300 er inde": the door refuses at the venue's capacity. */
export const doorFullText = (inside: number, capacity: number) => `Fuldt: ${inside} af ${capacity} er inde`;

/** "Næsten fuldt: 271 af 300 er inde": said with a check-in from 90 % of the capacity. */
export const doorNearlyFullText = (inside: number, capacity: number) => `Næsten fuldt: ${inside} af ${capacity} er inde`;

/** "Over kapaciteten: 301 af 300 er inde": let in by a manager, or already inside when the phone was offline. */
export const doorOverText = (inside: number, capacity: number) => `Over kapaciteten: ${inside} af ${capacity} er inde`;

/** "Kun 2 var inde: 2 talt ud": the count inside never goes below 0. */
export const doorExitPartialText = (inside: number) => `Kun ${inside} var inde: ${inside} talt ud`;

/** "Kun 2 af 4 tilbage: 2 tjekket ind": an entry's +N used in part before. */
export const doorPartialText = (left: number, asked: number) => `Kun ${left} af ${asked} tilbage: ${left} tjekket ind`;

/** "Allerede tjekket ind kl. 21.14 (dør 2)": what the second phone is told. */
export function alreadyCheckedInText(at: string, door: string): string {
  const time = new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit' }).format(new Date(at));
  return `Allerede tjekket ind kl. ${time} (${door.toLocaleLowerCase('da-DK')})`;
}

export const doorEntryKeySchema = z
  .string({ error: DOOR_MESSAGES.key })
  .regex(/^[rgvm]:[1-9][0-9]{0,9}$/, { error: DOOR_MESSAGES.key })
  .meta({ description: 'Posten på dørlisten: r:{reservation}, g:{gæst}, v:{frivilligs medlems-id}, m:{medlems-id}' });

const personsSchema = z
  .number({ error: DOOR_MESSAGES.persons })
  .int({ error: DOOR_MESSAGES.persons })
  .min(1, { error: DOOR_MESSAGES.persons })
  .max(DOOR_PERSONS_MAX, { error: DOOR_MESSAGES.persons })
  .pipe(z.number());

/** One check-in as a phone made it; its id, made on the phone, makes sending it again harmless. */
export const checkInInputSchema = z.object({
  id: z.uuid({ error: DOOR_MESSAGES.checkInId }),
  type: z.enum(CHECK_IN_TYPES, { error: 'Ukendt slags tjek-ind' }),
  key: doorEntryKeySchema.optional().meta({ description: 'Posten, der tjekkes ind (type in)' }),
  undoes: z.uuid({ error: DOOR_MESSAGES.checkInId }).optional().meta({ description: 'Det tjek-ind, der fortrydes (type undo)' }),
  persons: personsSchema.default(1).meta({ description: `Personer, 1–${DOOR_PERSONS_MAX}; for in højst postens resterende` }),
  at: dateTimeSchema.meta({ description: 'Hvornår det skete på telefonen (også når den var offline)' }),
  door: requiredText(DOOR_MESSAGES.door, 30).meta({ description: 'Døren, telefonen står ved, fx "Dør 2"' }),
  offline: jsonBoolean('offline skal være true eller false')
    .default(false)
    .meta({ description: 'Sand for et tjek-ind, der blev lavet uden net: personen er allerede inde, så kapaciteten afviser det ikke' }),
  override: jsonBoolean('override skal være true eller false')
    .default(false)
    .meta({ description: 'Lukker ind over kapaciteten; kun for dem, der styrer arrangementer' }),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

/** POST /api/events/{id}/door/check-ins: what a phone has made since it last synced. */
export const checkInBatchSchema = z.object({
  id: idSchema,
  checkIns: z.array(checkInInputSchema).min(1, { error: DOOR_MESSAGES.batch }).max(CHECK_IN_BATCH_MAX, { error: DOOR_MESSAGES.batch }),
});

export const checkInOutcomeSchema = z.object({
  id: z.string(),
  result: z.enum(CHECK_IN_RESULTS),
  persons: z.number().int().meta({ description: 'Personer, der blev talt med (0, når intet blev talt)' }),
  message: z.string().optional().meta({ description: 'Til dørvagten, fx "Allerede tjekket ind kl. 21.14 (dør 2)"' }),
});
export type CheckInOutcome = z.infer<typeof checkInOutcomeSchema>;

/** One person or party the door expects. */
export const doorEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(DOOR_ENTRY_KINDS),
  name: z.string(),
  persons: z.number().int().meta({ description: 'Personer i alt på posten (navnet og +N)' }),
  label: z.string().optional().meta({ description: 'Fx kunstneren, en gæst er gæst hos, eller vagtens rolle' }),
  code: z.string().optional().meta({ description: 'Koden i reservationens QR-kode' }),
});
export type DoorEntry = z.infer<typeof doorEntrySchema>;

/** A check-in the server has counted (undone ones are left out). */
export const doorCheckInSchema = z.object({
  id: z.string(),
  type: z.enum(['in', 'walk-in', 'exit']),
  key: z.string().optional(),
  persons: z.number().int(),
  at: dateTimeSchema,
  door: z.string(),
});
export type DoorCheckIn = z.infer<typeof doorCheckInSchema>;

/** The night as the door's answers name it. */
const doorEventSchema = z.object({
  id: idSchema,
  title: z.string(),
  from: dateTimeSchema,
  to: dateTimeSchema,
  doorsAt: dateTimeSchema.optional(),
  venue: z.object({ id: idSchema, name: z.string() }),
});

/** GET /api/events/{id}/door: all a phone needs to run the door, also when the network drops. */
export const doorStateSchema = z
  .object({
    event: doorEventSchema,
    capacity: z.number().int().optional().meta({ description: 'Stedets kapacitet; udeladt uden grænse' }),
    inside: z.number().int().meta({ description: 'Inde nu: tjekket ind og walk-ins minus dem, der er gået' }),
    mayOverride: z.boolean().meta({ description: 'Om den, der spørger, må lukke ind over kapaciteten' }),
    entries: z.array(doorEntrySchema),
    checkIns: z.array(doorCheckInSchema),
    syncedAt: dateTimeSchema,
  })
  .meta({ id: 'DoorState' });
export type DoorState = z.infer<typeof doorStateSchema>;

export const checkInBatchAnswerSchema = z
  .object({ outcomes: z.array(checkInOutcomeSchema), inside: z.number().int() })
  .meta({ id: 'CheckInBatchAnswer' });
export type CheckInBatchAnswer = z.infer<typeof checkInBatchAnswerSchema>;

const count = z.number().int();

/** GET /api/events/{id}/door/report: the night's numbers, for those who manage events (docs/door.md#after-the-night). */
export const doorReportSchema = z
  .object({
    event: doorEventSchema,
    capacity: count.optional().meta({ description: 'Stedets kapacitet; udeladt uden grænse' }),
    arrivals: z
      .array(z.object({ start: dateTimeSchema, label: z.string().meta({ description: 'Kvarterets start i dansk tid, fx "21.15"' }), persons: count }))
      .meta({ description: 'Personer ind (tjekket ind og walk-ins) pr. kvarter, fra det første til det sidste kvarter med nogen' }),
    peak: z
      .object({ inside: count, at: dateTimeSchema.optional().meta({ description: 'Hvornår der først var så mange inde; udeladt, når ingen kom' }) })
      .meta({ description: 'Flest inde på én gang, når tjek-ind spilles igen i telefonernes tidsorden' }),
    inside: count.meta({ description: 'Inde, da aftenen sluttede (ved det sidste tjek-ind)' }),
    reservations: z.object({
      count: count.meta({ description: 'Bekræftede reservationer' }),
      places: count.meta({ description: 'Deres pladser' }),
      came: count.meta({ description: 'Personer tjekket ind på en reservation' }),
      noShows: z.object({ count, places: count }).meta({ description: 'Reservationer uden et eneste tjek-ind, og deres pladser' }),
    }),
    guests: z
      .array(
        z.object({
          label: z.string().meta({ description: 'Kunstneren, for en kunstners gæster, ellers slagsen (Presse, Andet)' }),
          listed: count.meta({ description: 'Personer på listen (navne og +N)' }),
          came: count,
        }),
      )
      .meta({ description: 'Gæstelisten pr. kunstner og slags, i navnenes orden' }),
    volunteers: z.object({ listed: count, came: count }),
    members: z.object({ came: count }),
    walkIns: count,
    exits: count,
  })
  .meta({ id: 'DoorReport' });
export type DoorReport = z.infer<typeof doorReportSchema>;
