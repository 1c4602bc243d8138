import { startOfCopenhagenDay } from '../../../shared/copenhagen-time';
import type { Event } from '../../../shared/schemas/event';
import type { Translations } from '../../../shared/translations';
import type { ApiClient } from './api';

/**
 * The first `count` events of the upcoming public programme, earliest first (tonight's concert
 * stays listed all day), narrowed by `filter` when given ('artist_id=4'); the bound is in the
 * query, as the programme may hold thousands. Members browsing the public site see only public
 * events here too, so the server's cache of visitors' answers serves them all.
 */
export async function loadUpcomingPublicEvents(api: ApiClient, count: number, filter?: string, now = new Date()): Promise<Event[]> {
  const conditions = [`from_date>=${startOfCopenhagenDay(now).toISOString()}`, 'is_public=true', ...(filter ? [filter] : [])];
  return (await api.events.list.query({ per_page: count, filter: conditions.join(','), order_by: ['from_date ASC'] })).records;
}

/**
 * The past lists show what was played: an evening cancelled or postponed stays visible, marked, only
 * until it has passed (docs/screens.md).
 */
export const PLAYED = 'status!=cancelled,status!=postponed';

/** An artist's or a venue's page shows 50 events of a list at a time: a page no one scrolls through is none. */
export const EVENTS_SHOWN = 50;

/**
 * Page `page` of the public events that began before today in Copenhagen, newest first, narrowed
 * by `filter` ('venue_id=2'): the same boundary as the upcoming ones, so an event is in exactly
 * one of the two lists. EVENTS_SHOWN a page, as listed; `more` when older ones follow.
 */
export async function loadPastPublicEvents(api: ApiClient, filter: string, page: number, now = new Date()): Promise<{ events: ListedEvent[]; more: boolean }> {
  const conditions = [`from_date<${startOfCopenhagenDay(now).toISOString()}`, 'is_public=true', PLAYED, filter];
  const list = await api.events.list.query({ page, per_page: EVENTS_SHOWN, filter: conditions.join(','), order_by: ['from_date DESC'] });
  return { events: list.records.map(asListed), more: page < list.pageCount };
}

/**
 * An event as a row or a card shows it: title, times, status, cover, ticket, the venue's name and
 * city, and who plays. The rest of an event (its and its artists' descriptions, genres, links, the
 * venue's address) is on its own page; a page carries its data for the browser besides the HTML:
 * a venue's page of 100 rows carried 263 kB of data with whole events and carries 51 kB. A full
 * Event is a ListedEvent too. Of its English (docs/languages.md) a list shows the title only.
 */
export type ListedEvent = Pick<Event, 'id' | 'title' | 'ticketUrl' | 'imageUrl' | 'imageFocus' | 'status' | 'kind' | 'admission' | 'doorPrice' | 'from' | 'to'> & {
  translations?: Translations<'title'>;
  venue: Pick<Event['venue'], 'id' | 'name' | 'city'>;
  concerts: { artist: Pick<Event['concerts'][number]['artist'], 'id' | 'name'> }[];
};

/** An event as the API answers, with the English of its own texts where it has any (docs/languages.md). */
export type TranslatedEvent = Event & { translations?: Translations<'title' | 'description'> };

export const asListed = ({ id, title, translations, ticketUrl, imageUrl, imageFocus, status, kind, admission, doorPrice, from, to, venue, concerts }: TranslatedEvent): ListedEvent => ({
  id,
  title,
  ...(translations?.en?.title && { translations: { en: { title: translations.en.title } } }),
  ticketUrl,
  ...(imageUrl !== undefined && { imageUrl }),
  ...(imageFocus !== undefined && { imageFocus }),
  status,
  kind,
  admission,
  ...(doorPrice !== undefined && { doorPrice }),
  from,
  to,
  venue: { id: venue.id, name: venue.name, city: venue.city },
  concerts: concerts.map(({ artist }) => ({ artist: { id: artist.id, name: artist.name } })),
});
