/** The rules of volunteers' shifts (docs/product.md), shared by the server and the screens. */

/** What the plan editor suggests for a shift's role; any other text is fine too. */
export const SHIFT_ROLE_SUGGESTIONS = ['Bar', 'Dør', 'Garderobe', 'Lyd', 'Oprydning'] as const;

export const SHIFT_ROLE_MAX = 40;
export const SHIFT_NOTE_MAX = 500;
export const SHIFT_MAX_CAPACITY = 50;

const HOUR_MS = 3_600_000;

/** Closer to the start than this, only a shift manager changes who holds a place: the night is being planned. */
export const SHIFT_CUTOFF_MS = 24 * HOUR_MS;

/** A place given back closer to the start than this is told to the managers, who must find someone. */
export const SHIFT_LATE_GIVE_BACK_MS = 48 * HOUR_MS;

/** Whether a member may still take or give back a place on a shift starting at `startsAt` themselves. */
export const beforeCutoff = (startsAt: string | Date, now = Date.now()) => new Date(startsAt).getTime() - now > SHIFT_CUTOFF_MS;

/** "1 ledig plads", "3 ledige pladser". */
export const openPlacesText = (count: number) => (count === 1 ? '1 ledig plads' : `${count} ledige pladser`);
