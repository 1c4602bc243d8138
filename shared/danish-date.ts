import { wallClockPartsIn } from './wall-clock-parts';

/** The pieces of an instant on Copenhagen's wall clock, in Danish words (shared/wall-clock-parts.ts). */
export const copenhagenPartsOf = wallClockPartsIn('da-DK');

/** "lørdag 14. marts 2026" */
export function formatDate(value: string | Date): string {
  const { weekday, day, month, year } = copenhagenPartsOf(value);
  return `${weekday} ${day}. ${month} ${year}`;
}

/** "20.00" */
export function formatTime(value: string | Date): string {
  const { hour, minute } = copenhagenPartsOf(value);
  return `${hour}.${minute}`;
}

/** "lørdag 14. marts 2026 kl. 20.00" */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} kl. ${formatTime(value)}`;
}

/** "fre. 4. dec. kl. 20.00": where a list has room for little. */
export function formatShortDateTime(value: string | Date): string {
  const { weekday, day, month } = copenhagenPartsOf(value);
  return `${weekday.slice(0, 3)}. ${day}. ${month.slice(0, 3)}. kl. ${formatTime(value)}`;
}

/** Month headings: "december 2026" written as a heading, "December 2026". */
export function formatMonth(value: string | Date): string {
  const { month, year } = copenhagenPartsOf(value);
  return `${month[0]!.toUpperCase()}${month.slice(1)} ${year}`;
}

/**
 * Whether an event from `from` to `to` is one evening in Copenhagen: it ends the day it begins, or
 * before six the next morning.
 */
export function isOneEvening(from: string | Date, to: string | Date): boolean {
  const nightEnd = new Date(new Date(to).getTime() - 6 * 3600_000);
  return formatDate(from) === formatDate(to) || formatDate(from) === formatDate(nightEnd);
}

/** The date block of lists and cards: { weekday: "LØR", day: "14", month: "MAR" }. */
export function dateBlock(value: string | Date): { weekday: string; day: string; month: string } {
  const { weekday, day, month } = copenhagenPartsOf(value);
  return { weekday: weekday.slice(0, 3).toUpperCase(), day, month: month.slice(0, 3).toUpperCase() };
}
