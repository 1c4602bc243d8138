import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { HoldRank } from '../../../shared/schemas/hold';
import { Application } from '../application/application.entity';
import { Artist } from '../artist/artist.entity';
import { Member } from '../member/member.entity';
import { Venue } from '../venue/venue.entity';

/**
 * A first or second option on a venue's date (docs/applications.md#holds), for an application or
 * an artist. One of each rank per date, held by the database; released holds are deleted, and a
 * second option then becomes the first. Dates are Copenhagen calendar days, "2027-03-12".
 */
export const Hold = defineEntity({
  name: 'Hold',
  uniques: [{ properties: ['venue', 'date', 'rank'] }],
  indexes: [{ properties: ['expiresOn'] }],
  properties: {
    id: p.integer().primary(),
    venue: () => p.manyToOne(Venue).deleteRule('cascade'),
    date: p.string().length(10),
    rank: p.integer().$type<HoldRank>(),
    /** The last day it holds; released the day after. */
    expiresOn: p.string().length(10),
    application: () => p.manyToOne(Application).nullable().deleteRule('cascade').index(),
    artist: () => p.manyToOne(Artist).nullable().deleteRule('cascade').index(),
    note: p.string().length(300).nullable(),
    /** Who made it: told before it expires. */
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When its maker was told it expires soon: once per expiry date (reset when extended). */
    remindedAt: p.datetime().nullable(),
  },
});
export type Hold = InferEntity<typeof Hold>;

/** A day the venue is closed: the booking calendar shows it, and no option is taken on it. */
export const ClosedDate = defineEntity({
  name: 'ClosedDate',
  tableName: 'closed_date',
  uniques: [{ properties: ['venue', 'date'] }],
  properties: {
    id: p.integer().primary(),
    venue: () => p.manyToOne(Venue).deleteRule('cascade'),
    date: p.string().length(10),
    reason: p.string().length(100).nullable(),
  },
});
export type ClosedDate = InferEntity<typeof ClosedDate>;
