import type { EntityManager } from '@mikro-orm/core';
import { DOOR_NAMES_KEPT_DAYS } from '../../../shared/schemas/door';
import { GuestListEntry, GuestListLink } from '../guest-list/guest-list.entity';
import { Reservation } from '../reservation/reservation.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per statement, so a first run after a long pause does not hold the database. */
const BATCH = 500;

/**
 * The hourly clean-up (docs/door.md#after-the-night): names and addresses on a night's lists are
 * forgotten 30 days after it, as the footer's privacy text says. The rows stay, blanked, so the night's
 * numbers (places reserved, who came, each act's guests) are kept; an act's link goes altogether.
 */
export async function forgetDoorNames(em: EntityManager, now = new Date()): Promise<number> {
  const pastNight = { event: { toDate: { $lt: new Date(now.getTime() - DOOR_NAMES_KEPT_DAYS * DAY_MS) } } };
  let forgotten = 0;
  for (;;) {
    const reservations = await em.find(Reservation, { ...pastNight, $or: [{ name: { $ne: '' } }, { email: { $ne: '' } }] }, { fields: ['id'], limit: BATCH });
    const guests = await em.find(GuestListEntry, { ...pastNight, $or: [{ name: { $ne: '' } }, { note: { $ne: null } }] }, { fields: ['id'], limit: BATCH });
    if (!reservations.length && !guests.length) break;
    if (reservations.length) await em.nativeUpdate(Reservation, { id: { $in: reservations.map((row) => row.id) } }, { name: '', email: '' });
    if (guests.length) await em.nativeUpdate(GuestListEntry, { id: { $in: guests.map((row) => row.id) } }, { name: '', note: null });
    forgotten += reservations.length + guests.length;
  }
  const links = await em.find(GuestListLink, pastNight, { fields: ['id'] });
  if (links.length) forgotten += await em.nativeDelete(GuestListLink, { id: { $in: links.map((row) => row.id) } });
  return forgotten;
}
