/** The rules of volunteers' shifts (docs/product.md), shared by the server and the screens. */

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

/** Closer to the start than this, only a shift manager changes who holds a place: the night is being planned. */
export const SHIFT_CUTOFF_MS = 24 * HOUR_MS;

/** A place given back closer to the start than this is told to the managers, who must find someone. */
export const SHIFT_LATE_GIVE_BACK_MS = 48 * HOUR_MS;

/** Whether a member may still take or give back a place on a shift starting at `startsAt` themselves. */
export const beforeCutoff = (startsAt: string | Date, now = Date.now()) => new Date(startsAt).getTime() - now > SHIFT_CUTOFF_MS;

/** "1 ledig plads", "3 ledige pladser". */
export const openPlacesText = (count: number) => (count === 1 ? '1 ledig plads' : `${count} ledige pladser`);
