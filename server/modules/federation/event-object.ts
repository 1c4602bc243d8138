import { Temporal } from '@js-temporal/polyfill';
import { type Activity, Create, Delete, Event as EventObject, Hashtag, Image, Place, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { EventStatus } from '../../../shared/event-details';
import { LOCALES, type Locale } from '../../../shared/i18n';
import { translatorFor } from '../../../shared/i18n/translators';
import type { Event } from '../../../shared/schemas/event';
import { translated } from '../../../shared/translations';
import { nightWords } from '../../lib/night-words';
import { contentWithAccess } from './access-note';

/**
 * The context of every document we write: ActivityStreams, with `Hashtag` as Mastodon reads it and
 * the few terms of schema.org and iCalendar that Mobilizon and Gancio use for a venue's address and
 * an event's status, which Fedify's vocabulary has no property for.
 */
const CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  {
    Hashtag: 'as:Hashtag',
    schema: 'http://schema.org#',
    PostalAddress: 'schema:PostalAddress',
    address: 'schema:address',
    streetAddress: 'schema:streetAddress',
    postalCode: 'schema:postalCode',
    addressLocality: 'schema:addressLocality',
    addressCountry: 'schema:addressCountry',
    ical: 'http://www.w3.org/2002/12/cal/ical#',
    isAccessibleForFree: 'schema:isAccessibleForFree',
  },
];

/** RFC 5545 STATUS, as Mobilizon sends it: a cancelled event is CANCELLED, one waiting for a new date TENTATIVE. */
const ICAL_STATUS: Record<EventStatus, string> = { scheduled: 'CONFIRMED', 'sold-out': 'CONFIRMED', cancelled: 'CANCELLED', postponed: 'TENTATIVE' };

export const eventUrl = (publicUrl: string, id: number) => new URL(`/events/${id}`, publicUrl);

/** "Indie rock" → "#IndieRock": a hashtag is letters and digits only. */
const hashtagName = (genre: string) =>
  `#${genre
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

type Addressing = { actor: URL; followers: URL };

/**
 * The event's name and text in a language: its own English where it has one, else the Danish. How
 * one gets in to a night without tickets comes first in the text, where every reader shows it
 * ("Gratis entré", "Entré 60 kr. i døren"), and the access information after it.
 */
function wordsIn(event: Event, locale: Locale): { name: string; content: string } {
  const translator = translatorFor(locale);
  const words = nightWords(translator);
  const admission = words.admissionText(event);
  // Sanitized when it was written (server/lib/rich-text.ts): paragraphs, headings, lists, links.
  const content = contentWithAccess(translated(event, 'description', locale).text, event, translator);
  return {
    name: words.titleWithStatus(event.status, translated(event, 'title', locale).text),
    content: admission ? `<p>${admission}</p>${content}` : content,
  };
}

/** The event as Fedify's vocabulary has it: everything but the venue's address, the status, the admission and the languages. */
function vocabularyEvent(event: Event, publicUrl: string, { actor, followers }: Addressing): EventObject {
  const url = eventUrl(publicUrl, event.id);
  // Each genre once, however many of the night's artists play it.
  const genres = [...new Map(event.concerts.flatMap((concert) => concert.artist.genres).map((genre) => [genre.id, genre])).values()];
  return new EventObject({
    id: url,
    url,
    attribution: actor,
    to: PUBLIC_COLLECTION,
    cc: followers,
    mediaType: 'text/html',
    startTime: Temporal.Instant.from(event.from),
    endTime: Temporal.Instant.from(event.to),
    published: Temporal.Instant.from(event.createdAt),
    updated: Temporal.Instant.from(event.updatedAt),
    location: new Place({ name: event.venue.name }),
    image: event.imageUrl ? new Image({ url: new URL(event.imageUrl), mediaType: 'image/webp' }) : null,
    tags: genres
      .filter((genre) => hashtagName(genre.name).length > 1)
      .map((genre) => new Hashtag({ name: hashtagName(genre.name), href: new URL(`/events?genre=${genre.id}`, publicUrl) })),
  });
}

/** The venue's address and the event's status added to the event's JSON, as Mobilizon writes them. */
function withAddressAndStatus(document: Record<string, any>, event: Event): Record<string, unknown> {
  const { venue } = event;
  document.location = {
    ...document.location,
    address: {
      type: 'PostalAddress',
      ...(venue.address && { streetAddress: venue.address }),
      ...(venue.postalCode && { postalCode: venue.postalCode }),
      addressLocality: venue.city,
      addressCountry: venue.countryCode,
    },
  };
  document['ical:status'] = ICAL_STATUS[event.status];
  return document;
}

/**
 * The name and text in Danish (`name`, `content`, as every reader knows them) and in each language
 * (`nameMap`, `contentMap`, issue 48), and whether a night without tickets is free as schema.org's
 * isAccessibleForFree, as the page's JSON-LD says.
 */
function withWords(document: Record<string, unknown>, event: Event): Record<string, unknown> {
  const languages = LOCALES.map((locale) => [locale, wordsIn(event, locale)] as const);
  const [, danish] = languages[0]!;
  Object.assign(document, {
    name: danish.name,
    nameMap: Object.fromEntries(languages.map(([locale, words]) => [locale, words.name])),
    content: danish.content,
    contentMap: Object.fromEntries(languages.map(([locale, words]) => [locale, words.content])),
  });
  if (event.admission !== 'ticket' && event.admission !== 'reservation') document.isAccessibleForFree = event.admission === 'free' || !event.doorPrice;
  return document;
}

/** The event as its page's address answers `Accept: application/activity+json`. */
export async function eventDocument(event: Event, publicUrl: string, addressing: Addressing): Promise<Record<string, unknown>> {
  const document = (await vocabularyEvent(event, publicUrl, addressing).toJsonLd({ format: 'compact', context: CONTEXT })) as Record<string, unknown>;
  return withWords(withAddressAndStatus(document, event), event);
}

/**
 * Fedify's object for the event, serialized as `eventDocument` is: an object read from JSON-LD
 * keeps that JSON and answers it as it is.
 */
export async function eventObject(event: Event, publicUrl: string, addressing: Addressing): Promise<EventObject> {
  return EventObject.fromJsonLd(await eventDocument(event, publicUrl, addressing));
}

export type EventActivity = 'Create' | 'Update' | 'Delete';

/**
 * The activity telling followers of a public event's publication, change or deletion, as the JSON
 * sent. The Create of a new event has the id its outbox entry has; every other activity's id names
 * the moment too, as servers take an activity of an id they have seen for the same (an event made
 * public again after a Delete is news).
 */
export async function eventActivity(
  type: EventActivity,
  event: Event | { id: number },
  publicUrl: string,
  addressing: Addressing,
  { first = false, at = new Date() }: { first?: boolean; at?: Date } = {},
): Promise<Record<string, unknown>> {
  const url = eventUrl(publicUrl, event.id);
  const id = new URL(`${url.href}#${type === 'Create' && first ? 'create' : `${type.toLowerCase()}-${at.getTime()}`}`);
  const common = { id, actor: addressing.actor, to: PUBLIC_COLLECTION, cc: addressing.followers, published: Temporal.Instant.from(at.toISOString()) };
  const activity: Activity =
    type === 'Delete' ? new Delete({ ...common, object: new Tombstone({ id: url }) }) : new (type === 'Create' ? Create : Update)({ ...common, object: url });
  const document = (await activity.toJsonLd({ format: 'compact', context: CONTEXT })) as Record<string, unknown>;
  if (type !== 'Delete') document.object = omitContext(await eventDocument(event as Event, publicUrl, addressing));
  return document;
}

const omitContext = ({ '@context': _context, ...document }: Record<string, unknown>) => document;

/** The activity of the outbox collection for a public event: its Create, as followers got it. */
export async function outboxCreate(event: Event, publicUrl: string, addressing: Addressing): Promise<Create> {
  const url = eventUrl(publicUrl, event.id);
  return new Create({
    id: new URL(`${url.href}#create`),
    actor: addressing.actor,
    to: PUBLIC_COLLECTION,
    cc: addressing.followers,
    published: Temporal.Instant.from(event.createdAt),
    object: await eventObject(event, publicUrl, addressing),
  });
}
