import type { Event } from '../../../../shared/schemas/event';
import type { Venue } from '../../../../shared/schemas/venue';
import { richTextToPlainText } from '../../../../shared/rich-text';
import { toCopenhagenIso } from '../../lib/format-date';
import { eventArtists } from './event-facts';

/**
 * schema.org MusicEvent (docs/rendering.md): search engines show the date, place and ticket from it.
 * Times carry Copenhagen's offset of that day.
 */
export function musicEventJsonLd(event: Event, siteUrl: string) {
  const url = (path: string) => new URL(path, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    url: url(`/events/${event.id}`),
    startDate: toCopenhagenIso(event.from),
    endDate: toCopenhagenIso(event.to),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: richTextToPlainText(event.description),
    ...(event.imageUrl && { image: [event.imageUrl] }),
    location: placeJsonLd(event.venue),
    performer: eventArtists(event).map((artist) => ({ '@type': 'MusicGroup', name: artist.name, url: url(`/artists/${artist.id}`) })),
    offers: { '@type': 'Offer', url: event.ticketUrl, availability: 'https://schema.org/InStock' },
    organizer: { '@type': 'Organization', name: 'Spillested', url: url('/') },
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
  };
}

/** schema.org ItemList of the events a list page shows, in its order: each one's page, where its MusicEvent is. */
export function eventListJsonLd(events: Event[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: events.map((event, index) => ({ '@type': 'ListItem', position: index + 1, url: new URL(`/events/${event.id}`, siteUrl).href })),
  };
}
