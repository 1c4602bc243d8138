import { TIME_ZONE } from '../../../shared/constants';
import { copenhagenPartsOf as partsOf, dateBlock, formatDate, formatDateTime, formatMonth, formatTime, isOneEvening } from '../../../shared/danish-date';
import { onFirstUse } from '../../../shared/on-first-use';
import { dateWords, type Locale } from '../../../shared/i18n';

// Shared with the server, which words its own messages with them (an edit refused with 409) and
// dates the embedded programme as the programme does.
export { dateBlock, formatDate, formatDateTime, formatMonth, formatTime };

/**
 * The dash between two times, held to both by word joiners: a browser may break a line after an
 * en dash, which left "20.00–" on one line and "23.00" on the next on a phone.
 */
export const RANGE_DASH = '\u2060–\u2060';

/** "20.00–21.00", in English "20:00–21:00" */
export function formatTimeRange(from: string | Date, to: string | Date, locale: Locale = 'da') {
  const { formatTime: timeOf } = dateWords(locale);
  return `${timeOf(from)}${RANGE_DASH}${timeOf(to)}`;
}

/**
 * An event's dates on its page: "lørdag 14. marts 2026 kl. 20.00–23.30", or over several days
 * "fredag 13. marts 2026 kl. 20.00 – søndag 15. marts 2026 kl. 02.00"; in English "Saturday 14
 * March 2026, 20:00–23:30". A night that ends before six the next morning still counts as one evening.
 */
export function formatEventDates(from: string | Date, to: string | Date, locale: Locale = 'da'): string {
  const dates = dateWords(locale);
  if (isOneEvening(from, to)) return `${dates.formatDateTime(from)}${RANGE_DASH}${dates.formatTime(to)}`;
  return `${dates.formatDateTime(from)} – ${dates.formatDateTime(to)}`;
}

const monthNumber = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }));

/** "2026-12": the Copenhagen month an instant falls in, for grouping. */
export const monthKey = (value: string | Date) => monthNumber().format(new Date(value)).slice(0, 7);

const dayNumber = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, day: '2-digit' }));
const offsetName = onFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' }));

/** "2026-03-14T20:00:00+01:00": Copenhagen wall time with its offset, as structured data wants it. */
export function toCopenhagenIso(value: string | Date): string {
  const date = new Date(value);
  const offset =
    offsetName()
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')!
      .value.replace('GMT', '') || '+00:00';
  const { hour, minute, second } = partsOf(date);
  return `${monthKey(date)}-${dayNumber().format(date)}T${hour}:${minute}:${second}${offset}`;
}
