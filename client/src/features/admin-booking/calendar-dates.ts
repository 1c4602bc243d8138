import { addDays, MONTH_NAMES, partsOf, utcDay } from '../../../../shared/calendar-day';
import { copenhagenToUtc } from '../../../../shared/copenhagen-time';

/**
 * The booking calendar's days read in Danish, and the times of an evening on one (the arithmetic on
 * days is shared/calendar-day.ts). No zod: the route's search check and loader import this.
 */

const SHORT_MONTHS = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'];
const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
/** The grid's columns, Monday first as Danish calendars are. */
export const WEEKDAY_HEADINGS = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'];

/** How many days of the week come before the month's first in a grid that starts on Monday (0–6). */
export const mondayOffset = (month: string) => (utcDay(`${month}-01`).getUTCDay() + 6) % 7;

/** { weekday: "fredag", day: 12, month: "marts" } */
export function dayParts(date: string) {
  const [, month, day] = partsOf(date);
  return { weekday: WEEKDAYS[utcDay(date).getUTCDay()]!, day, month: MONTH_NAMES[month - 1]! };
}

/** "fredag 12. marts" */
export function dayLabel(date: string): string {
  const { weekday, day, month } = dayParts(date);
  return `${weekday} ${day}. ${month}`;
}

/** "12. mar." */
export function shortDate(date: string): string {
  const [, month, day] = partsOf(date);
  return `${day}. ${SHORT_MONTHS[month - 1]}`;
}

/** "Marts 2027" */
export function monthTitle(month: string): string {
  const [year, number] = partsOf(month);
  const name = MONTH_NAMES[number - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}

/** "20:00", as a time input writes it. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The ISO instant of `time` ("20:00") on `date` in Copenhagen, or on the day after with `nextDay`. */
export function instantAt(date: string, time: string, nextDay = false): string {
  const [year, month, day] = partsOf(nextDay ? addDays(date, 1) : date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return copenhagenToUtc(year, month, day, hour, minute).toISOString();
}

/**
 * An evening on a held date as instants: the doors and start on the date, the end on it too, or
 * after midnight when it is written earlier than the start ("01:00" after "22:00").
 */
export function eveningInstants(date: string, times: { doorsAt?: string; startsAt: string; endsAt: string }) {
  return {
    ...(times.doorsAt && { doorsAt: instantAt(date, times.doorsAt) }),
    startsAt: instantAt(date, times.startsAt),
    endsAt: instantAt(date, times.endsAt, times.endsAt < times.startsAt),
  };
}
