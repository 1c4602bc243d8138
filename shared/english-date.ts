import { wallClockPartsIn } from './wall-clock-parts';

/** Copenhagen's wall clock in English words, whatever the reader's own zone. */
const partsOf = wallClockPartsIn('en-GB');

/** "Friday 4 December 2026" */
export function formatDate(value: string | Date): string {
  const { weekday, day, month, year } = partsOf(value);
  return `${weekday} ${day} ${month} ${year}`;
}

/** "20:00": the 24-hour clock, as Copenhagen's programmes print it. */
export function formatTime(value: string | Date): string {
  const { hour, minute } = partsOf(value);
  return `${hour}:${minute}`;
}

/** "Friday 4 December 2026, 20:00" */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** "Fri 4 Dec, 20:00": where a list has room for little. */
export function formatShortDateTime(value: string | Date): string {
  const { weekday, day, month } = partsOf(value);
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}, ${formatTime(value)}`;
}

/** The date block of lists and cards: { weekday: "FRI", day: "4", month: "DEC" }. */
export function dateBlock(value: string | Date): { weekday: string; day: string; month: string } {
  const { weekday, day, month } = partsOf(value);
  return { weekday: weekday.slice(0, 3).toUpperCase(), day, month: month.slice(0, 3).toUpperCase() };
}

/** "December 2026" */
export function formatMonth(value: string | Date): string {
  const { month, year } = partsOf(value);
  return `${month} ${year}`;
}
