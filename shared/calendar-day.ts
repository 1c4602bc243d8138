import { copenhagenWallClock } from './copenhagen-time';

/**
 * Calendar days and months written as on a calendar ("2027-03-12", "2027-03"): a band's wished
 * months, a hold's date and the booking calendar's month. Plain arithmetic on days, with no time
 * zone but for "today", which is Copenhagen's. No zod: route files and the server's jobs import this.
 */

/** "2027-03" */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MONTH_NAMES = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];

const pad = (number: number) => String(number).padStart(2, '0');
const written = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** A day's year, month and day as numbers. */
export const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];
/** A day as UTC midnight, for weekday and day arithmetic. */
export const utcDay = (date: string) => {
  const [year, month, day] = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** The Copenhagen calendar day of an instant (now by default), "2027-03-12", whatever the machine's zone. */
export function copenhagenDate(instant: number | Date = Date.now()): string {
  const { year, month, day } = copenhagenWallClock(instant);
  return written(year, month, day);
}

/** The calendar day `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return written(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/** The month `by` months from `month`: shiftMonth("2027-01", -1) is "2026-12". */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = partsOf(month);
  const index = year * 12 + number - 1 + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Every day of the month, in order. */
export function daysOfMonth(month: string): string[] {
  const [year, number] = partsOf(month);
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${pad(index + 1)}`);
}
