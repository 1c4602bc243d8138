import { type EventStatus, onItsDate } from '../../../../shared/event-details';
import { type EventKind, hasTicketLink } from '../../../../shared/event-night';
import { LOCALE_TAGS, localisedPath, type Translator } from '../../../../shared/i18n';
import type { Event } from '../../../../shared/schemas/event';
import type { Venue } from '../../../../shared/schemas/venue';
import { richTextToPlainText } from '../../../../shared/rich-text';
import { translated } from '../../../../shared/translations';
import { toCopenhagenIso } from '../../lib/format-date';
import { eventAccessJsonLd, placeAccessJsonLd } from './access-json-ld';
import { eventArtists } from './event-facts';

/** schema.org's eventStatus: a sold-out event goes ahead (its offer says it is sold out). */
const SCHEMA_ORG_STATUS: Record<EventStatus, string> = {
  scheduled: 'EventScheduled',
  'sold-out': 'EventScheduled',
  cancelled: 'EventCancelled',
  postponed: 'EventPostponed',
};

/** The currency of a price written as "120 kr.", by the venue's country; elsewhere the amount is not read. */
const KRONER: Readonly<Record<string, string>> = { DK: 'DKK', SE: 'SEK', NO: 'NOK' };

/**
 * The amount at the start of a price as the organisers wrote it, in schema.org's form: "120 kr." and
 * "1.200 kr." (Danish thousands), "95,50 kr." (Danish decimals), "Gratis entré" as 0. Nothing for a
 * text it cannot be sure of: "Fra 120 kr.", "120-150 kr.", "95.50".
 */
export function priceAmount(price: string): string | undefined {
  if (/^gratis\b/i.test(price)) return '0';
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?![\d.,]*\d|\s*[-–/])/.exec(price);
  return match ? `${match[1]!.replace(/\./g, '')}${match[2] ? `.${match[2]}` : ''}` : undefined;
}

/**
 * schema.org Offer: sold out or not, and the price: for a ticket where the text can be read and the
 * venue's country gives its currency; 0 for a free night, the door price in kroner at the door.
 */
function offerJsonLd(event: Event) {
  const currency = KRONER[event.venue.countryCode];
  const amount = event.price && priceAmount(event.price);
  const price = hasTicketLink(event.admission)
    ? amount && currency && { price: amount, priceCurrency: currency }
    : event.admission !== 'reservation' && { price: String(event.admission === 'door' ? (event.doorPrice ?? 0) : 0), priceCurrency: 'DKK' };
  return {
    '@type': 'Offer',
    url: event.ticketUrl,
    availability: `https://schema.org/${event.status === 'sold-out' ? 'SoldOut' : 'InStock'}`,
    ...price,
  };
}

/** Whether one gets in for nothing; nothing said for a ticket or a reservation, whose price the text may give. */
function accessibleForFree(event: Event) {
  if (event.admission === 'free') return { isAccessibleForFree: true };
  if (event.admission === 'door') return { isAccessibleForFree: !event.doorPrice };
  return {};
}

/** schema.org's type of each kind of night: music where music is played. */
const SCHEMA_ORG_TYPE: Readonly<Record<EventKind, string>> = {
  concert: 'MusicEvent',
  dj: 'MusicEvent',
  'bar-night': 'SocialEvent',
  quiz: 'SocialEvent',
  workshop: 'EducationEvent',
  'communal-dinner': 'FoodEvent',
  other: 'Event',
};

/**
 * schema.org MusicEvent, or the type of another kind of night (docs/rendering.md): search engines show
 * the date, place and ticket or free entry from it. Times carry Copenhagen's offset of that day. In
 * the page's language (`inLanguage`), its links to the pages in it.
 */
export function musicEventJsonLd(event: Event, siteUrl: string, organizer: string, translator: Translator) {
  const { locale } = translator;
  const url = (path: string) => new URL(localisedPath(path, locale), siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_ORG_TYPE[event.kind],
    name: translated(event, 'title', locale).text,
    inLanguage: LOCALE_TAGS[locale].lang,
    url: url(`/events/${event.id}`),
    startDate: toCopenhagenIso(event.from),
    endDate: toCopenhagenIso(event.to),
    eventStatus: `https://schema.org/${SCHEMA_ORG_STATUS[event.status]}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: richTextToPlainText(translated(event, 'description', locale).text),
    ...(event.imageUrl && { image: [event.imageUrl] }),
    location: placeJsonLd(event.venue),
    performer: eventArtists(event).map((artist) => ({ '@type': 'MusicGroup', name: artist.name, url: url(`/artists/${artist.id}`) })),
    ...accessibleForFree(event),
    // Nothing is sold for a date on which nothing happens (a cancelled or postponed concert).
    ...(onItsDate(event.status) && { offers: offerJsonLd(event) }),
    organizer: { '@type': 'Organization', name: organizer, url: url('/') },
    ...eventAccessJsonLd(event, translator),
  };
}

/**
 * schema.org Place with its PostalAddress; the street, postal code and site only when the venue has
 * them: an event's location, and the subject of a venue's page.
 */
export function placeJsonLd(venue: Venue) {
  return {
    '@type': 'Place',
    name: venue.name,
    address: {
      '@type': 'PostalAddress',
      ...(venue.address && { streetAddress: venue.address }),
      ...(venue.postalCode && { postalCode: venue.postalCode }),
      addressLocality: venue.city,
      addressCountry: venue.countryCode,
    },
    ...(venue.url && { url: venue.url }),
    ...placeAccessJsonLd(venue),
  };
}

/** schema.org ItemList of the events a list page shows, in its order: each one's page, where its MusicEvent is. */
export function eventListJsonLd(events: Pick<Event, 'id'>[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: events.map((event, index) => ({ '@type': 'ListItem', position: index + 1, url: new URL(`/events/${event.id}`, siteUrl).href })),
  };
}
