import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { DealKind, OfferStatus } from '../../../shared/schemas/offer';
import { Application } from '../application/application.entity';
import { Artist } from '../artist/artist.entity';
import { Event } from '../event/event.entity';
import { Hold } from '../hold/hold.entity';
import { Member } from '../member/member.entity';
import { Venue } from '../venue/venue.entity';

/**
 * The venue's terms for a held date, sent to an application's act (docs/applications.md#offers). The
 * act answers through a secret link (`tokenHash`); accepting makes the artist and a draft event.
 * Venue and date are kept beside the hold, which goes when it is released.
 */
export const Offer = defineEntity({
  name: 'Offer',
  properties: {
    id: p.integer().primary(),
    hold: () => p.manyToOne(Hold).nullable().deleteRule('set null').index(),
    application: () => p.manyToOne(Application).deleteRule('cascade').index(),
    venue: () => p.manyToOne(Venue).deleteRule('cascade').index(),
    date: p.string().length(10),
    dealKind: p.string().length(10).$type<DealKind>(),
    fee: p.integer().nullable(),
    doorDeal: p.string().length(300).nullable(),
    doorsAt: p.datetime().nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    hospitality: p.text().nullable(),
    rider: p.text().nullable(),
    message: p.text().nullable(),
    /** The contract's name and size; its bytes are in OfferContract, read only when it is fetched. */
    contractName: p.string().length(200).nullable(),
    contractSize: p.integer().nullable(),
    contractUploadedAt: p.datetime().nullable(),
    status: p.string().length(20).$type<OfferStatus>().default('sent'),
    tokenHash: p.string().length(64).unique(),
    event: () => p.manyToOne(Event).nullable().deleteRule('set null').index(),
    artist: () => p.manyToOne(Artist).nullable().deleteRule('set null').index(),
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    answeredAt: p.datetime().nullable(),
  },
});
export type Offer = InferEntity<typeof Offer>;
