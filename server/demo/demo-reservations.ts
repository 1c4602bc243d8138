import type { EntityManager } from '@mikro-orm/core';
import { hashSecretToken, newDoorCode, newSecretToken } from '../lib/secret-token';
import type { Event } from '../modules/event/event.entity';
import { Reservation } from '../modules/reservation/reservation.entity';

const DAY_MS = 86_400_000;

/** Visitors who reserved and confirmed: 15 places of the night's 80. Made-up names, addresses no mail reaches. */
const GUESTS = [
  { name: 'Lise Bach', places: 4, daysAgo: 9 },
  { name: 'Karim Nour', places: 2, daysAgo: 6 },
  { name: 'Birgit og Poul Holm', places: 6, daysAgo: 3 },
  { name: 'Sara Friis', places: 3, daysAgo: 1 },
];

/**
 * Confirmed reservations on the demo's reservation night, each with its door code as the
 * confirmation mail would have carried it (docs/door.md). Their links were never mailed, so their
 * tokens are thrown away: only the hashes are stored, as always.
 */
export function reserveDemoPlaces(em: EntityManager, event: Event, today: Date): void {
  for (const { name, places, daysAgo } of GUESTS) {
    const at = new Date(today.getTime() - daysAgo * DAY_MS);
    em.create(Reservation, {
      event,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@gaester.demo`,
      places,
      status: 'confirmed',
      tokenHash: hashSecretToken(newSecretToken()),
      doorCode: newDoorCode(),
      createdAt: at,
      expiresAt: null,
      confirmedAt: at,
      queuedAt: null,
    });
  }
}
