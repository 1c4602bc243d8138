import { TIME_ZONE } from '../../../shared/constants';

const dateTimeParts = new Intl.DateTimeFormat('da-DK', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "lørdag 14. marts 2026 kl. 20.00", in Copenhagen time whatever the visitor's own zone.
 * Assembled from parts because Intl's Danish pattern adds "den" and varies between engines.
 */
export function formatDateTime(value: string | Date): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeParts.formatToParts(new Date(value))) parts[part.type] = part.value;
  return `${parts.weekday} ${parts.day}. ${parts.month} ${parts.year} kl. ${parts.hour}.${parts.minute}`;
}
