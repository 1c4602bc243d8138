import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { EVENT_STATUSES, type EventStatus } from '../../../shared/event-details';
import { ADMISSIONS, type Admission, EVENT_KINDS, type EventKind } from '../../../shared/event-night';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Artist } from '../artist/artist.entity';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';
import { Venue } from '../venue/venue.entity';
import { eventAccessProperties } from './event-access';
import type { StoredTranslations } from '../../lib/translations';

export const Event = defineEntity({
  name: 'Event',
  /**
   * The lists' orders, ties broken by id: upcoming public events (visitors' default list and its
   * count, index-only), public events by title, and a venue's events by start. Members' lists use
   * from_date's and the title key's own indexes.
   */
  indexes: [
    { properties: ['isPublic', 'fromDate', 'id'] },
    { properties: ['isPublic', 'titleSortKey', 'id'] },
    { properties: ['venue', 'fromDate', 'id'] },
  ],
  properties: {
    id: p.integer().primary(),
    title: p.string(),
    titleSortKey: danishSortKeyOf('title'),
    description: p.text(),
    ticketUrl: p.string(),
    image: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    /** Restricting: a venue that events use cannot be deleted (409), nothing is lost. */
    venue: () => p.manyToOne(Venue).deleteRule('restrict').index(),
    isPublic: p.boolean(),
    /** When the doors open: at the first concert's start at the latest (shared/event-details.ts). */
    doorsAt: p.datetime().nullable(),
    /** Free text as the organisers write it: "120 kr.", "Gratis entré". */
    price: p.string().length(60).nullable(),
    ageLimit: p.integer().nullable(),
    /** A cancelled event stays on the programme, marked, until it has passed. */
    status: p.enum([...EVENT_STATUSES]).$type<EventStatus>().default('scheduled'),
    ...eventAccessProperties,
    /** English beside the Danish texts (docs/languages.md): { en: { title, description, accessNote } }, only those set. */
    translations: p.json<StoredTranslations>().nullable(),
    /** What kind of night, and how one gets in (shared/event-night.ts); ticketUrl is '' without a ticket. */
    kind: p.enum([...EVENT_KINDS]).$type<EventKind>().default('concert'),
    admission: p.enum([...ADMISSIONS]).$type<Admission>().default('ticket'),
    doorPrice: p.integer().nullable(),
    /** Places in all on a reservation night; none is no limit (docs/door.md#reservations). */
    reservationCapacity: p.integer().nullable(),
    /**
     * Earliest concert start and latest concert end, kept in step with the concerts for lists and
     * filters; a night without concerts has its own here.
     */
    fromDate: p.datetime().index(),
    toDate: p.datetime(),
    concerts: () => p.oneToMany(Concert).mappedBy('event').orphanRemoval().orderBy({ startsAt: 'ASC', id: 'ASC' }),
    ...timestamps,
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Event = InferEntity<typeof Event>;

/** An artist's slot at an event. */
export const Concert = defineEntity({
  name: 'Concert',
  /**
   * An artist's concerts by start, with their events: the next upcoming one is found without
   * reading the artist's past ones (/artists read every upcoming concert at 100,000 events: 250 ms),
   * and an artist's events are read from the index alone. An event's concerts, and whether an event
   * has a concert by an artist (a probe of an artist's list, server/lib/list-query.ts), are read
   * through (event, artist): probing through the artist's index walked all of the artist's concerts.
   */
  indexes: [{ properties: ['artist', 'startsAt', 'event'] }, { properties: ['event', 'artist'] }],
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade'),
    /** Restricting: an artist on a concert cannot be deleted (409), nothing is lost. */
    artist: () => p.manyToOne(Artist).deleteRule('restrict'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
  },
});
export type Concert = InferEntity<typeof Concert>;
