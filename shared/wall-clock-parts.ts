import { TIME_ZONE } from './constants';
import { onFirstUse } from './on-first-use';
import { remembered } from './remembered';

export type WallClockParts = Readonly<Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>>;

/**
 * The pieces of an instant on Copenhagen's wall clock in a language's words ("lørdag", "marts";
 * "Saturday", "March"), whatever the reader's own zone. Dates are assembled from parts because Intl's
 * patterns add words ("den") and vary between engines. Kept by epoch milliseconds: formatToParts costs
 * microseconds, and a page of a hundred events formats the same few hundred instants every render.
 */
export function wallClockPartsIn(intlLocale: 'da-DK' | 'en-GB'): (value: string | Date) => WallClockParts {
  const format = onFirstUse(
    () =>
      new Intl.DateTimeFormat(intlLocale, {
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
  const partsAt = remembered((instant: number): WallClockParts => {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of format().formatToParts(instant)) parts[part.type] = part.value;
    return Object.freeze(parts as WallClockParts);
  }, 5_000);
  return (value) => partsAt(new Date(value).getTime());
}
