import { isOneEvening } from '../../../../shared/danish-date';
import type { DateWords } from '../../../../shared/i18n';
import { RANGE_DASH } from '../../lib/format-date';

/** A night's dates in the page's language, as lib/format-date.ts's formatEventDates writes them in Danish. */
export const eventDates = (dates: DateWords, from: string, to: string) =>
  isOneEvening(from, to) ? `${dates.formatDateTime(from)}${RANGE_DASH}${dates.formatTime(to)}` : `${dates.formatDateTime(from)} – ${dates.formatDateTime(to)}`;
