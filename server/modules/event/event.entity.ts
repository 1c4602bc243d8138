import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Artist } from '../artist/artist.entity';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';
import { Venue } from '../venue/venue.entity';

export const Event = defineEntity({
  name: 'Event',
  properties: {
    id: p.integer().primary(),
    title: p.string(),
    titleSortKey: danishSortKeyOf('title'),
    description: p.text(),
    ticketUrl: p.string(),
    image: () => p.manyToOne(Image).nullable().deleteRule('set null'),
    /** Restricting: a venue that events use cannot be deleted (409), nothing is lost. */
    venue: () => p.manyToOne(Venue).deleteRule('restrict').index(),
    isPublic: p.boolean().index(),
    /** Earliest concert start and latest concert end, kept in step with the concerts for lists and filters. */
    fromDate: p.datetime().index(),
    toDate: p.datetime(),
    concerts: () => p.oneToMany(Concert).mappedBy('event').orphanRemoval().orderBy({ startsAt: 'ASC', id: 'ASC' }),
    ...timestamps,
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null'),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null'),
  },
});
export type Event = InferEntity<typeof Event>;

/** An artist's slot at an event. */
export const Concert = defineEntity({
  name: 'Concert',
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade'),
    /** Restricting: an artist on a concert cannot be deleted (409), nothing is lost. */
    artist: () => p.manyToOne(Artist).deleteRule('restrict').index(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
  },
});
export type Concert = InferEntity<typeof Concert>;
