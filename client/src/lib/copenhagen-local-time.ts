import { TIME_ZONE } from '../../../shared/constants';
import { copenhagenToUtc } from '../../../shared/copenhagen-time';
import { onFirstUse } from '../../../shared/on-first-use';

const wallClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** An instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows, in Copenhagen time; '' for none. */
export function toCopenhagenLocal(iso: string | undefined): string {
  const instant = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(instant)) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of wallClock().formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * A datetime-local value read as Copenhagen time, as the ISO instant the API takes; '' when it is
 * not a complete date and time. The DST rules are copenhagenToUtc's (DESIGN.md §7).
 */
export function fromCopenhagenLocal(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return copenhagenToUtc(year, month, day, hour, minute).toISOString();
}
