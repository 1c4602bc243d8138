import { TIME_ZONE } from './constants';
import { onFirstUse } from './on-first-use';

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
 * Parts by epoch milliseconds. formatToParts costs microseconds, and a page of a hundred events
 * formats the same few hundred instants every time it is rendered.
 */
const partsByInstant = new Map<number, Parts>();
const MAX_REMEMBERED = 5_000;

/**
 * The pieces of an instant on Copenhagen's wall clock, whatever the visitor's own zone. Dates are
 * assembled from parts because Intl's Danish patterns add "den" and vary between engines.
 */
export function copenhagenPartsOf(value: string | Date): Parts {
  const instant = new Date(value).getTime();
  let parts = partsByInstant.get(instant);
  if (!parts) {
    const read: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of copenhagenParts().formatToParts(instant)) read[part.type] = part.value;
    parts = Object.freeze(read as Parts);
    if (partsByInstant.size >= MAX_REMEMBERED) partsByInstant.clear();
    partsByInstant.set(instant, parts);
  }
  return parts;
}

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
