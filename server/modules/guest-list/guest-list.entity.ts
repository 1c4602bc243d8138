import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { GUEST_KINDS, type GuestKind } from '../../../shared/schemas/guest-list';
import { timestamps } from '../../db/timestamps';
import { Artist } from '../artist/artist.entity';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';

/**
 * An act's secret link to its own guest list for one night (docs/door.md#guest-lists), mailed to the
 * act's contact. Only the link's hash is kept; `guestLimit` caps the persons (names and +N) it may add.
 */
export const GuestListLink = defineEntity({
  name: 'GuestListLink',
  uniques: [{ properties: ['event', 'artist'] }],
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade').index(),
    artist: () => p.manyToOne(Artist).deleteRule('cascade').index(),
    email: p.string().length(254),
    tokenHash: p.string().length(64).unique(),
    guestLimit: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type GuestListLink = InferEntity<typeof GuestListLink>;

/** A name on a night's guest list, and how many more come with it (+N). Deleted 30 days after the night. */
export const GuestListEntry = defineEntity({
  name: 'GuestListEntry',
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade').index(),
    name: p.string().length(100),
    plus: p.integer().default(0),
    kind: p.enum([...GUEST_KINDS]).$type<GuestKind>(),
    /** The act whose guest it is (kind artist). */
    artist: () => p.manyToOne(Artist).nullable().deleteRule('cascade').index(),
    note: p.string().length(200).nullable(),
    /** Who put the name on: a member, or the act through its link. */
    addedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    addedByLink: () => p.manyToOne(GuestListLink).nullable().deleteRule('set null').index(),
    ...timestamps,
  },
});
export type GuestListEntry = InferEntity<typeof GuestListEntry>;
