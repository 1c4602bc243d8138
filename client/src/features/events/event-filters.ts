import { EVENT_KINDS, type EventKind } from '../../../../shared/event-night';
import { dateWords, type Locale } from '../../../../shared/i18n';
import type { Event } from '../../../../shared/schemas/event';
import { compareDanish } from '../../lib/compare-danish';
import { monthKey } from '../../lib/format-date';
import { sortedGenres } from '../../lib/sorted-genres';

/**
 * The filters of /events, as they stand in the address (?genre=3&venue=2&trinfri=true&kind=quiz) so a
 * filtered list can be shared. `trinfri`: only nights at venues whose entrance is step-free.
 */
export type EventFilters = { genre?: number; venue?: number; trinfri?: true; kind?: EventKind };

const positiveId = (value: unknown) => {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** Anything but a positive id (true for trinfri, a known kind) is no filter: an old or mistyped link still shows the programme. */
export function parseEventFilters(search: Record<string, unknown>): EventFilters {
  const genre = positiveId(search.genre);
  const venue = positiveId(search.venue);
  const trinfri = search.trinfri === true || search.trinfri === 'true';
  const kind = EVENT_KINDS.find((one) => one === search.kind);
  return { ...(genre && { genre }), ...(venue && { venue }), ...(trinfri && { trinfri }), ...(kind && { kind }) };
}

/** Whether any filter is chosen. */
export const isFiltered = (filters: EventFilters) => Object.values(filters).some((value) => value !== undefined);

/**
 * The genres and venues these events have, to choose among: each once, in Danish order, id and name
 * alone; and their kinds of night, in the kinds' order, when there is more than one to tell apart
 * (named by the page, in its language).
 */
export function filterOptions(events: readonly Event[]) {
  const kinds = EVENT_KINDS.filter((kind) => events.some((event) => event.kind === kind));
  const genres = sortedGenres(events.flatMap((event) => event.concerts.flatMap((concert) => concert.artist.genres)));
  const venues = [...new Map(events.map((event) => [event.venue.id, event.venue])).values()].sort((a, b) => compareDanish(a.name, b.name));
  return {
    genres: genres.map(({ id, name }) => ({ id, name })),
    venues: venues.map(({ id, name }) => ({ id, name })),
    kinds: kinds.length > 1 ? kinds : [],
  };
}

type EventGroup<Listed> = { key: string; label: string; events: Listed[] };

/** Events grouped by a Copenhagen period they start in, in the order given. */
function groupBy<Listed extends { from: string }>(
  events: readonly Listed[],
  keyOf: (from: string) => string,
  labelOf: (from: string) => string,
): EventGroup<Listed>[] {
  const groups = new Map<string, EventGroup<Listed>>();
  for (const event of events) {
    const key = keyOf(event.from);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label: labelOf(event.from), events: [] }));
    group.events.push(event);
  }
  return [...groups.values()];
}

/** Events grouped by the Copenhagen month they start in, in the order given (earliest first), named in the page's language. */
export const groupByMonth = <Listed extends { from: string }>(events: readonly Listed[], locale: Locale = 'da') =>
  groupBy(events, monthKey, dateWords(locale).formatMonth);

const yearOf = (from: string) => monthKey(from).slice(0, 4);

/** Events grouped by the Copenhagen year they start in ("2025"), in the order given (the archive's newest first). */
export const groupByYear = <Listed extends { from: string }>(events: readonly Listed[]) => groupBy(events, yearOf, yearOf);
