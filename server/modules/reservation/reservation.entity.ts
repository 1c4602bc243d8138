import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Locale } from '../../../shared/i18n';
import type { ReservationStatus } from '../../../shared/schemas/reservation';
import { Event } from '../event/event.entity';

/**
 * Places on a night whose admission is "reservation" (docs/door.md#reservations). The visitor's
 * link is a secret kept only as its hash (`tokenHash`); a place counts once the address behind it
 * has opened the link, or for the minutes it is held to be confirmed.
 */
export const Reservation = defineEntity({
  name: 'Reservation',
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade').index(),
    name: p.string().length(100),
    email: p.string().length(254),
    places: p.integer(),
    status: p.string().length(10).$type<ReservationStatus>(),
    tokenHash: p.string().length(64).unique(),
    /** What the QR code in the confirmation mail carries, made when the places are confirmed: the door finds the reservation by it, offline too. */
    doorCode: p.string().length(16).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When a held, listed or offered place lapses; the expiry job removes it then. */
    expiresAt: p.datetime().nullable().index(),
    confirmedAt: p.datetime().nullable(),
    /** The place in the wait list's line. */
    queuedAt: p.datetime().nullable(),
    /** The language of the page it was made on: its mails and their links are in it. */
    language: p.string().length(2).$type<Locale>().default('da'),
  },
});
export type Reservation = InferEntity<typeof Reservation>;
