/** The rules of volunteers' shifts (docs/shifts.md), shared by the server and the screens. */
import { formatDateTime } from './danish-date';
import type { EventStatus } from './event-details';
import { countText } from './count-text';

/** What the plan editor suggests for a shift's role; any other text is fine too. */
export const SHIFT_ROLE_SUGGESTIONS = ['Bar', 'Dør', 'Garderobe', 'Lyd', 'Oprydning'] as const;

export const SHIFT_ROLE_MAX = 40;
export const SHIFT_NOTE_MAX = 500;
export const SHIFT_MAX_CAPACITY = 50;

/**
 * A night's plan is a handful of roles in a few shifts each; a hundred holds a festival. The cap
 * keeps a plan, its page and the overview bounded whatever is copied (docs/product.md): copying two
 * events' shifts back and forth once doubled them each time, to 65,676 on one event.
 */
export const SHIFTS_PER_EVENT_MAX = 100;

const HOUR_MS = 3_600_000;

/** A shift lies within this of its event: from before its first concert (setting up) to after its last (clearing up). */
export const SHIFT_EVENT_MARGIN_MS = 24 * HOUR_MS;

/** Why `adding` more shifts do not fit on an event that has `existing`, or undefined when they do. */
export function shiftCapRefusal(existing: number, adding: number): string | undefined {
  if (existing + adding <= SHIFTS_PER_EVENT_MAX) return undefined;
  return `Et event kan højst have ${SHIFTS_PER_EVENT_MAX} vagter, og dette ville få ${existing + adding}`;
}

/**
 * Why a shift's times do not belong to an event from `eventFrom` (its first concert's start) to
 * `eventTo` (its last concert's end), or undefined when they do: it starts at most 24 hours before
 * and ends at most 24 hours after.
 */
export function shiftTimesRefusal(shift: { startsAt: string | Date; endsAt: string | Date }, eventFrom: string | Date, eventTo: string | Date): string | undefined {
  const earliest = new Date(eventFrom).getTime() - SHIFT_EVENT_MARGIN_MS;
  const latest = new Date(eventTo).getTime() + SHIFT_EVENT_MARGIN_MS;
  if (new Date(shift.startsAt).getTime() < earliest || new Date(shift.endsAt).getTime() > latest) {
    return 'En vagt skal ligge fra højst 24 timer før eventets første koncert til højst 24 timer efter dets sidste';
  }
  return undefined;
}

/** "1 ledig plads", "3 ledige pladser". */
export const openPlacesText = (count: number) => countText(count, 'ledig plads', 'ledige pladser');

const HOURS_TEXT = (hours: number) => countText(hours, 'time', 'timer');

/**
 * A place given back closer to the start than the cut-off and this much more, and left open (nobody on
 * the standby list could take it), is told to the managers, who must find someone: 48 hours by default.
 */
export const LATE_GIVE_BACK_MARGIN_MS = 24 * HOUR_MS;

/** Who came on the night, as a manager or the shift's lead marks it; unmarked until then. */
export const ATTENDANCE_STATUSES = ['arrived', 'no-show'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_LABELS: Readonly<Record<AttendanceStatus, string>> = { arrived: 'Mødt', 'no-show': 'Udeblev' };

/** Whether attendance may be marked: from the shift's start, so a mark is of a shift that is happening. */
export const attendanceOpen = (startsAt: Date | string, now = Date.now()) => new Date(startsAt).getTime() <= now;

/**
 * Where a member stands with a shift, one name per reason, as Engelsystem's ShiftSignupStatus names
 * them. `free` is the only state in which they may take a place; `full` lets them join the standby
 * list; `signed-up` and `after-cutoff` mean they hold a place, which they may give back only in
 * `signed-up` (and on a postponed night). The answer's `state` may gain values: a client that meets
 * one it does not know shows `reason` and offers nothing.
 */
export const SHIFT_SIGNUP_STATES = [
  'free',
  'full',
  'standby',
  'signed-up',
  'after-cutoff',
  'collides',
  'missing-qualification',
  'cancelled',
  'postponed',
  'started',
  'ended',
] as const;
export type ShiftSignupState = (typeof SHIFT_SIGNUP_STATES)[number];

export type ShiftSignupFacts = {
  eventStatus: EventStatus;
  startsAt: string | Date;
  endsAt: string | Date;
  capacity: number;
  /** Places taken, the member's own included. */
  taken: number;
  /** Whether the member holds a place on the shift. */
  holds: boolean;
  /** The member's place on the standby list, from 1, when they are on it. */
  standbyPosition?: number;
  /** Another shift the member holds that overlaps this one. */
  clash?: { role: string; startsAt: string | Date };
  /** The names of the qualifications the shift requires that the member has not had confirmed. */
  missing: readonly string[];
  /** The association's give-back cut-off (settings). */
  giveBackHours: number;
  /**
   * Whether a shift manager acts: they put members on after the start, on a postponed night and
   * without a required qualification (the screens warn), and take anyone off at any time.
   */
  asManager: boolean;
  /** A swap: the member takes someone's place, so the shift being full is no reason. */
  exchange?: boolean;
  /** The Danish subject of the reasons: "Du" for the member asking, else the member's first name. */
  who?: string;
};

export type ShiftSignupStatus = {
  state: ShiftSignupState;
  /** Why the member cannot take a place, in the words the 409 and the screens use; absent when `free`. */
  reason?: string;
  /** For a member who holds a place: why they cannot give it back themself; absent when they can. */
  giveBackReason?: string;
};

/** "Bartenderkursus", "Bartenderkursus og Over 18", "A, B og C". */
export const danishList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;

/**
 * The one answer to whether a member can take a place on a shift, and if they hold one whether they
 * can give it back (DESIGN §16): the API refuses with `reason`, "Mine vagter" offers only `free`
 * shifts, and the plan shows the state as it is. Checked in this order: the night (cancelled,
 * ended, started, postponed), the member's own place, then what keeps them off (two shifts at once,
 * a missing qualification), then room (standby, full).
 */
export function shiftSignupStatus(facts: ShiftSignupFacts, now = Date.now()): ShiftSignupStatus {
  const who = facts.who ?? 'Du';
  const starts = new Date(facts.startsAt).getTime();
  const cutoff = starts - facts.giveBackHours * HOUR_MS;
  const manager = facts.asManager;
  const holding = `${who} har allerede en plads på vagten`;

  if (facts.eventStatus === 'cancelled') {
    return { state: 'cancelled', reason: 'Eventet er aflyst, så vagten tager ikke imod nogen', ...(facts.holds && !manager && { giveBackReason: 'Eventet er aflyst; din plads står, hvis aflysningen bliver fortrudt' }) };
  }
  if (!manager && new Date(facts.endsAt).getTime() <= now) {
    return { state: 'ended', reason: 'Vagten er slut', ...(facts.holds && { giveBackReason: 'Vagten er slut' }) };
  }
  if (!manager && starts <= now) {
    const reason = 'Vagten er begyndt; nu kan kun en vagtansvarlig ændre, hvem der har den';
    return { state: 'started', reason, ...(facts.holds && { giveBackReason: reason }) };
  }
  if (facts.holds) {
    // A postponed night's date no longer holds: whoever took it may let go at any time.
    if (facts.eventStatus === 'postponed') return { state: 'postponed', reason: holding };
    if (!manager && now >= cutoff) {
      return {
        state: 'after-cutoff',
        reason: holding,
        giveBackReason: `Vagten begynder om mindre end ${HOURS_TEXT(facts.giveBackHours)}; nu kan kun en vagtansvarlig ændre, hvem der har den, men du kan tilbyde den til bytte`,
      };
    }
    return { state: 'signed-up', reason: holding };
  }
  if (!manager && facts.eventStatus === 'postponed') {
    return { state: 'postponed', reason: 'Eventet er udsat; vagten tager imod nye, når det har fået en ny dato' };
  }
  if (facts.clash) {
    return { state: 'collides', reason: `${who} har allerede en vagt på det tidspunkt: ${facts.clash.role} ${formatDateTime(facts.clash.startsAt)}` };
  }
  if (!manager && facts.missing.length > 0) {
    const whom = who === 'Du' ? 'du' : who;
    return { state: 'missing-qualification', reason: `Vagten kræver ${danishList(facts.missing)}, som ${whom} ikke har fået bekræftet` };
  }
  if (!facts.exchange && facts.taken >= facts.capacity) {
    if (facts.standbyPosition) return { state: 'standby', reason: `Vagten er fuld; ${who === 'Du' ? 'du' : who} står nr. ${facts.standbyPosition} på ventelisten` };
    return { state: 'full', reason: 'Vagten er fuld' };
  }
  return { state: 'free' };
}
