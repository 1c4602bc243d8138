import ical, { escape as escapeText, ICalEventStatus } from 'ical-generator';
import { isOneEvening } from '../../shared/danish-date';
import type { EventStatus } from '../../shared/event-details';
import { type Locale, localisedPath, type Translator } from '../../shared/i18n';
import { translatorFor } from '../../shared/i18n/translators';
import { excerpt } from '../../shared/rich-text';
import type { Event } from '../../shared/schemas/event';
import { translated } from '../../shared/translations';
import { venueAddress } from '../../shared/venue-address';
import { nightWords } from './night-words';

/**
 * Calendar files (RFC 5545) of events: the feeds (/kalender.ics, /events/{id}.ics, server/http/feeds.ts)
 * and the reservation's confirmation mail (docs/door.md) write the same entry for a night, so a
 * calendar app that has both keeps one.
 */

/** The most entries a calendar holds, whatever the programme's size (docs/content.md). */
export const CALENDAR_MAX_ENTRIES = 500;

/**
 * A description may hold 10,000 characters: 500 entries of those would be 5 MB. An entry carries
 * its first 1,000 and the event's address, which keeps a calendar under 1 MB (issue 25: no answer
 * over 2 MB); 500 entries of descriptions of 1 kB measured 633 kB.
 */
const CALENDAR_DESCRIPTION_LENGTH = 1000;

/** RFC 5545 STATUS: a cancelled entry is CANCELLED, one waiting for its new date TENTATIVE. */
const CALENDAR_STATUS: Record<EventStatus, ICalEventStatus | null> = {
  scheduled: null,
  'sold-out': null,
  cancelled: ICalEventStatus.CANCELLED,
  postponed: ICalEventStatus.TENTATIVE,
};

/** One entry of a calendar, before what every entry of its event shares (status, place, page). */
type Entry = { uid: string; start: Date; end: Date; summary: string };

/** The event's title in the calendar's language: its English where it has one, else the Danish. */
const titleIn = (event: Event, locale: Locale) => translated(event, 'title', locale).text;

/** What makes a calendar's entries of an event: the evening, or one artist's own concerts. */
type EntriesOf = (event: Event, host: string, locale: Locale) => Entry[];

/**
 * The evening as one entry (docs/content.md): from the doors, or the first concert when no doors are
 * given, to the last concert's end. Its UID names the event alone, so it survives every edit of the
 * running order and calendar apps update it instead of adding a second.
 */
const eveningEntry: EntriesOf = (event, host, locale) => [
  { uid: `event-${event.id}@${host}`, start: new Date(event.doorsAt ?? event.from), end: new Date(event.to), summary: titleIn(event, locale) },
];

/**
 * One artist's own concerts of an event, each an entry: a fan plans by the set, not the evening. UIDs
 * are made of the event and the artist, not the concert row (an update replaces those), as they
 * were when every calendar held one entry per concert.
 */
export const artistEntries =
  (artistId: number): EntriesOf =>
  (event, host, locale) => {
    const own = event.concerts.filter((concert) => concert.artist.id === artistId);
    return own.map((concert, occurrence) => ({
      uid: `event-${event.id}-artist-${artistId}${occurrence ? `-${occurrence + 1}` : ''}@${host}`,
      start: new Date(concert.from),
      end: new Date(concert.to),
      summary: `${concert.artist.name} · ${titleIn(event, locale)}`,
    }));
  };

/**
 * Room for the running order in an entry's description. An evening has a handful of concerts (about 40
 * characters a line); the cap keeps a 50-concert event with 100-character names from adding 6 kB to each
 * of 500 entries.
 */
const RUNNING_ORDER_LENGTH = 1000;

/**
 * The running order as lines to read in a calendar app: "20.00–21.00 Anna", each concert's date before
 * its time when the event spans more than one evening. Lines past the cap are counted, not listed;
 * none for a night without concerts.
 */
function runningOrder(event: Event, { t, dates }: Translator): string {
  if (event.concerts.length === 0) return '';
  const oneEvening = isOneEvening(event.from, event.to);
  const lines = event.concerts.map(
    (concert) =>
      `${oneEvening ? dates.formatTime(concert.from) : t('feed.concertDay', { date: dates.formatDate(concert.from), time: dates.formatTime(concert.from) })}–${dates.formatTime(concert.to)} ${concert.artist.name}`,
  );
  const shown: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length > RUNNING_ORDER_LENGTH) break;
    shown.push(line);
    length += line.length + 1;
  }
  if (shown.length < lines.length) shown.push(t('feed.runningOrderMore', { count: lines.length - shown.length }));
  return `${t('feed.runningOrder')}\n${shown.join('\n')}`;
}

/** An entry's description: the doors, price and age limit, the running order, then the event's own text. */
const entryDescription = (event: Event, translator: Translator) =>
  [
    nightWords(translator).eventDetails(event).join(' · '),
    runningOrder(event, translator),
    excerpt(translated(event, 'description', translator.locale).text, CALENDAR_DESCRIPTION_LENGTH),
  ]
    .filter(Boolean)
    .join('\n\n');

/**
 * A calendar (RFC 5545) of `events` in a language, each giving the entries `entriesOf` makes, with the
 * event's status, venue and page (its English page in English). At most CALENDAR_MAX_ENTRIES entries.
 */
export function calendar(
  publicUrl: string,
  name: string,
  events: Event[],
  { locale = 'da', entriesOf = eveningEntry }: { locale?: Locale; entriesOf?: EntriesOf } = {},
): string {
  const site = new URL(publicUrl);
  const translator = translatorFor(locale);
  const words = nightWords(translator);
  // Times in UTC (the Z form): every calendar app shows them in its own zone, and no VTIMEZONE is needed.
  // ical-generator escapes the events' text (RFC 5545 §3.3.11) but writes the calendar's name (NAME,
  // X-WR-CALNAME) as given: a line break in a venue's name would end the calendar and start events.
  const cal = ical({ name: escapeText(name, false), prodId: { company: 'Spillested', product: 'kalender', language: locale.toUpperCase() }, url: site.origin });
  let entries = 0;
  for (const event of events) {
    for (const entry of entriesOf(event, site.hostname, locale)) {
      if (entries++ === CALENDAR_MAX_ENTRIES) return cal.toString();
      cal.createEvent({
        id: entry.uid,
        start: entry.start,
        end: entry.end,
        summary: words.titleWithStatus(event.status, entry.summary),
        status: CALENDAR_STATUS[event.status],
        description: entryDescription(event, translator),
        location: `${event.venue.name}, ${venueAddress(event.venue, 'always', locale)}`,
        url: new URL(localisedPath(`/events/${event.id}`, locale), site).href,
        lastModified: new Date(event.updatedAt),
      });
    }
  }
  return cal.toString();
}
