import { copenhagenToUtc, copenhagenWallClock, utcMs } from './copenhagen-time';

/** How often POST /api/events/{id}/repeat makes a copy. */
export const SERIES_INTERVALS = ['week', '2weeks', 'month'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];

export const SERIES_MIN_COUNT = 2;
export const SERIES_MAX_COUNT = 26;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Milliseconds below the minute, also for instants before 1970. */
const belowMinute = (ms: number) => ms - Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/**
 * Copenhagen's wall clock at an instant as milliseconds on a clock without DST (the wall time read
 * as if it were UTC): differences of these are wall-clock differences, a day always 24 hours.
 */
function wallMs(instant: number): number {
  const wall = copenhagenWallClock(instant);
  return utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second) + (belowMinute(instant) % 1000);
}

/** The instant a wallMs value names (copenhagenToUtc's rule for skipped and repeated times). */
function instantOfWall(wall: number): number {
  const date = new Date(wall);
  const minute = copenhagenToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes());
  return minute.getTime() + belowMinute(wall);
}

type Timed = { from: string; to: string };

/**
 * The concerts of an event copied so that the first one starts at `from` (an instant: the new
 * first concert's start, exactly as given). Every other start and end keeps its wall-clock distance
 * in Copenhagen from the first concert's local start, so a copy across a DST change keeps its local
 * times: 20:00 and 22:30 on Sat 21 March 2026 (UTC+1) become 20:00 and 22:30 on Sat 4 April 2026
 * (UTC+2), and a concert past midnight stays past midnight. A wall time that does not exist on the
 * new date (the spring change skips 02:00–03:00) is read an hour later, a repeated one as the first
 * (copenhagenToUtc); should that put an end at or before its start, the concert keeps its length.
 * Concerts keep their order and every other field. Volunteers' shifts move with their event the same
 * way: `anchor` is then the event's first concert start (a shift may begin before it), which lands on `from`.
 */
export function shiftConcerts<Concert extends Timed>(
  concerts: readonly Concert[],
  from: string | Date,
  anchor: string | Date = new Date(Math.min(...concerts.map((concert) => Date.parse(concert.from)))),
): Concert[] {
  const firstStart = new Date(anchor).getTime();
  const origin = wallMs(firstStart);
  const target = new Date(from).getTime();
  const targetWall = wallMs(target);
  const moved = (instant: number) => (instant === firstStart ? target : instantOfWall(targetWall + wallMs(instant) - origin));
  return concerts.map((concert) => {
    const start = moved(Date.parse(concert.from));
    let end = moved(Date.parse(concert.to));
    if (end <= start) end = start + Date.parse(concert.to) - Date.parse(concert.from);
    return { ...concert, from: new Date(start).toISOString(), to: new Date(end).toISOString() };
  });
}

const daysInMonth = (year: number, month: number) => new Date(utcMs(year, month + 1, 1) - DAY_MS).getUTCDate();

/**
 * The first concert's start of each copy in a series after an event starting at `firstStart`, in
 * order: the same Copenhagen wall time 7 or 14 local days on per copy, or the same day of each
 * following month; a month without that day (a series on the 31st in April, the 29th–31st in
 * February) gets its last day, and the series returns to the 31st in the months that have it.
 * Each copy is counted from the original, not from the copy before.
 */
export function seriesStarts(firstStart: string | Date, every: SeriesInterval, count: number): Date[] {
  const start = new Date(firstStart).getTime();
  const origin = wallMs(start);
  const wall = copenhagenWallClock(start);
  return Array.from({ length: count }, (_, index) => {
    const step = index + 1;
    if (every !== 'month') return new Date(instantOfWall(origin + step * (every === 'week' ? 7 : 14) * DAY_MS));
    const months = wall.month - 1 + step;
    const year = wall.year + Math.floor(months / 12);
    const month = (months % 12) + 1;
    const day = Math.min(wall.day, daysInMonth(year, month));
    return new Date(instantOfWall(utcMs(year, month, day, wall.hour, wall.minute, wall.second) + belowMinute(origin) % 1000));
  });
}
