import { copenhagenToUtc, copenhagenWallClock } from '../../../shared/copenhagen-time';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in Copenhagen time; '' for none. */
export function toCopenhagenLocal(iso: string | undefined): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const { year, month, day, hour, minute } = copenhagenWallClock(instant);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

/**
 * A datetime-local value read as Copenhagen time, as the ISO instant the API takes; '' when it is
 * not a complete date and time. The DST rules are copenhagenToUtc's (docs/time-and-language.md).
 */
export function fromCopenhagenLocal(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return copenhagenToUtc(year, month, day, hour, minute).toISOString();
}
