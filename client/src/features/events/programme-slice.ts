import { copenhagenDate, MONTH_PATTERN, shiftMonth } from '../../../../shared/calendar-day';
import type { Event } from '../../../../shared/schemas/event';
import type { ApiClient } from '../../lib/api';
import { asListed, PLAYED } from '../../lib/public-events';
import { monthKey } from '../../lib/format-date';
import { type EventFilters, filterOptions, isFiltered } from './event-filters';

/**
 * Where a slice of /events (or of /events/tidligere, going back in time) begins, as it stands in the
 * address: a Copenhagen month (?fra=2027-03), and, only in a month of more than 80 events, which 80
 * of it (?side=2).
 */
export type ProgrammePosition = { fra?: string; side?: number };

/**
 * /events shows about 50 events in whole months, never more than 80 (docs/content.md). An event
 * costs the page about 2.7 kB (its card, 1.6 kB, and its data for the browser), up to 3.5 kB with
 * a cover and three artists: 80 stay within the 300 kB a phone should get.
 */
export const SLICE_TARGET = 50;
export const SLICE_MAX = 80;

/** Anything but a month and a page from 2 is the start: an old or mistyped link still shows the programme. */
export function parseProgrammePosition(search: Record<string, unknown>): ProgrammePosition {
  const fra = typeof search.fra === 'string' && MONTH_PATTERN.test(search.fra) ? search.fra : undefined;
  const side = typeof search.side === 'number' || typeof search.side === 'string' ? Number(search.side) : NaN;
  return { ...(fra && { fra }), ...(fra && Number.isSafeInteger(side) && side > 1 && { side }) };
}

/**
 * The list query of one slice: up to 80 upcoming public events from the slice's month (today, if
 * that month has begun), earliest first, filtered in the statement. A date without an offset is
 * Copenhagen's midnight (docs/api.md), and stays the same all day, so every visitor asks alike.
 */
export function programmeQuery({ fra, side }: ProgrammePosition, { genre, venue, trinfri, kind }: EventFilters, now = new Date()) {
  // A date without an offset in a filter is that midnight in Copenhagen (docs/api.md).
  const today = copenhagenDate(now);
  const from = fra && `${fra}-01` > today ? `${fra}-01` : today;
  const conditions = [
    `from_date>=${from}`,
    'is_public=true',
    venue && `venue_id=${venue}`,
    genre && `genre_id=${genre}`,
    trinfri && 'step_free=yes',
    kind && `kind=${kind}`,
  ];
  return { page: side ?? 1, per_page: SLICE_MAX, filter: conditions.filter(Boolean).join(','), order_by: ['from_date ASC'] };
}

/** The first day of the month after one: 2026-12 → 2027-01-01. */
const monthAfter = (month: string) => `${shiftMonth(month, 1)}-01`;

/**
 * The list query of one slice of the archive: up to 80 past public events that took place (not
 * cancelled or postponed) from the end of the slice's month (or from today, when that month has
 * not ended), newest first. Past is before today's Copenhagen midnight, where the programme
 * begins, so an event is in exactly one of the two.
 */
export function archiveQuery({ fra, side }: ProgrammePosition, now = new Date()) {
  const today = copenhagenDate(now);
  const end = fra && monthAfter(fra);
  const before = end && end < today ? end : today;
  return { page: side ?? 1, per_page: SLICE_MAX, filter: `from_date<${before},is_public=true,${PLAYED}`, order_by: ['from_date DESC'] };
}

/**
 * The events of one slice, in the list's order (the programme's earliest first, the archive's newest
 * first), and where the next begins (none after the last). A slice ends at the
 * end of the month of its 50th event when that month ends within the 80 read; otherwise before
 * that month (the month is then the next slice's start); and a single month of over 80 events
 * goes 80 at a time (?side=2, 3, …). So no event is shown twice or skipped, month headings start
 * with their month's first event except in such a month, and a slice holds 1 to 80 events.
 */
export function sliceProgramme(
  records: Event[],
  totalCount: number,
  { fra, side = 1 }: ProgrammePosition,
): { events: Event[]; next?: ProgrammePosition } {
  // The last page: whatever it holds is the rest of the programme.
  if (records.length < SLICE_MAX || records.length >= totalCount - (side - 1) * SLICE_MAX) return { events: records };
  const month = monthKey(records[SLICE_TARGET - 1]!.from);
  const after = records.findIndex((event, index) => index >= SLICE_TARGET && monthKey(event.from) !== month);
  if (after !== -1) return { events: records.slice(0, after), next: { fra: monthKey(records[after]!.from) } };
  const first = records.findIndex((event) => monthKey(event.from) === month);
  if (first > 0) return { events: records.slice(0, first), next: { fra: month } };
  return { events: records, next: { fra: fra ?? month, side: side + 1 } };
}

/**
 * One slice of /events, and the genres and venues to filter by: those of the first slice unfiltered
 * (the coming 80 events), as the whole programme's would mean reading all of it. A filtered or
 * later slice reads that first slice as well, the same query an unfiltered visit makes.
 */
export async function loadProgramme(api: ApiClient, position: ProgrammePosition, filters: EventFilters) {
  const start = position.fra === undefined && !isFiltered(filters);
  const [list, first] = await Promise.all([
    api.events.list.query(programmeQuery(position, filters)),
    start ? undefined : api.events.list.query(programmeQuery({}, {})),
  ]);
  const { events, next } = sliceProgramme(list.records, list.totalCount, position);
  return { events: events.map(asListed), next, ...filterOptions((first ?? list).records) };
}

/** One slice of /events/tidligere: the past public programme, newest first, as listed. */
export async function loadArchive(api: ApiClient, position: ProgrammePosition) {
  const list = await api.events.list.query(archiveQuery(position));
  const { events, next } = sliceProgramme(list.records, list.totalCount, position);
  return { events: events.map(asListed), next };
}
