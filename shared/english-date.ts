import { TIME_ZONE } from './constants';
import { onFirstUse } from './on-first-use';
import { remembered } from './remembered';

const copenhagenParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

type Parts = Readonly<Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>>;

/** Copenhagen's wall clock in English words, whatever the reader's own zone (shared/danish-date.ts for why by parts). */
const partsAt = remembered((instant: number): Parts => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of copenhagenParts().formatToParts(instant)) parts[part.type] = part.value;
  return Object.freeze(parts as Parts);
}, 5_000);

const partsOf = (value: string | Date) => partsAt(new Date(value).getTime());

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
