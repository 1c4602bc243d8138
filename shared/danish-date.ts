import { TIME_ZONE } from './constants';
import { onFirstUse } from './on-first-use';
import { remembered } from './remembered';

const copenhagenParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('da-DK', {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

type Parts = Readonly<Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>>;

/**
 * The pieces of an instant on Copenhagen's wall clock, whatever the visitor's own zone. Dates are
 * assembled from parts because Intl's Danish patterns add "den" and vary between engines.
 */
export const copenhagenPartsOf = (value: string | Date): Parts => partsAt(new Date(value).getTime());

/**
 * Kept by epoch milliseconds: formatToParts costs microseconds, and a page of a hundred events
 * formats the same few hundred instants every time it is rendered.
 */
const partsAt = remembered((instant: number): Parts => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of copenhagenParts().formatToParts(instant)) parts[part.type] = part.value;
  return Object.freeze(parts as Parts);
}, 5_000);

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
