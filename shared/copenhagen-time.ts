import { TIME_ZONE } from './constants';
import { onFirstUse } from './on-first-use';

const wallClockFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** Date.UTC for every year from 1 on: Date.UTC reads years 0–99 as 1900–1999. */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** What Copenhagen's wall clock shows at an instant, as numbers (month 1–12, hour 0–23). */
export function copenhagenWallClock(instant: number | Date): WallClock {
  const wall: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat().formatToParts(instant)) wall[part.type] = Number(part.value);
  return wall as WallClock;
}

/** How far Copenhagen's wall clock is ahead of UTC at an instant (1 or 2 hours, by DST). */
function copenhagenOffsetMs(instant: number): number {
  const wall = copenhagenWallClock(instant);
  const wallAsUtc = utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a Copenhagen wall-clock time names (docs/time-and-language.md: people type local times, the API
 * stores UTC). Times skipped by the spring change resolve an hour later; repeated autumn times
 * resolve to the first (summer-time) occurrence.
 */
export function copenhagenToUtc(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wallAsUtc = utcMs(year, month, day, hour, minute);
  const firstGuess = wallAsUtc - copenhagenOffsetMs(wallAsUtc);
  const offset = Math.max(copenhagenOffsetMs(firstGuess), copenhagenOffsetMs(wallAsUtc - 2 * 3600_000));
  return new Date(wallAsUtc - offset);
}

/** Midnight in Copenhagen on the day `instant` falls on there: "upcoming" starts here (docs/api.md). */
export function startOfCopenhagenDay(instant: Date): Date {
  const { year, month, day } = copenhagenWallClock(instant);
  return copenhagenToUtc(year, month, day);
}
