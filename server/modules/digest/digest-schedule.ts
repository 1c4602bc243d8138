import { copenhagenToUtc, copenhagenWallClock, utcMs } from '../../../shared/copenhagen-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 1 Monday … 7 Sunday, of a Copenhagen calendar date. */
const weekdayOf = (year: number, month: number, day: number) => ((new Date(utcMs(year, month, day)).getUTCDay() + 6) % 7) + 1;

/**
 * The digest's slot on or before `now`: the latest `weekday` at `hour`, Copenhagen wall-clock time,
 * that is not after `now`. Counted in calendar days, not in 7 × 24 hours, so the hour stays 10:00
 * in Copenhagen across both daylight-saving changes (the weeks around them are 167 and 169 hours).
 */
export function latestDigestSlot(now: Date, weekday: number, hour: number): Date {
  const wall = copenhagenWallClock(now);
  const back = (weekdayOf(wall.year, wall.month, wall.day) - weekday + 7) % 7;
  for (const extraWeeks of [0, 1]) {
    // Noon UTC of the calendar day keeps the date arithmetic clear of any change at night.
    const date = new Date(utcMs(wall.year, wall.month, wall.day, 12) - (back + 7 * extraWeeks) * DAY_MS);
    const slot = copenhagenToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour);
    if (slot.getTime() <= now.getTime()) return slot;
  }
  throw new Error('unreachable: a slot a week back is always past');
}

/** The next slot after `now`. */
export function nextDigestSlot(now: Date, weekday: number, hour: number): Date {
  const latest = latestDigestSlot(now, weekday, hour);
  const wall = copenhagenWallClock(latest);
  const date = new Date(utcMs(wall.year, wall.month, wall.day, 12) + 7 * DAY_MS);
  return copenhagenToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour);
}
