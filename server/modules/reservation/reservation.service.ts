import { type EntityManager, LockMode } from '@mikro-orm/core';
import {
  RESERVATION_ANSWERS,
  RESERVATION_HOLD_MS,
  RESERVATION_MESSAGES,
  RESERVATION_OFFER_MS,
  type Reservation as ReservationDto,
  type ReservationAnswer,
  type ReservationInput,
  type ReservationList,
  type ReservationView,
} from '../../../shared/schemas/reservation';
import { localisedPath } from '../../../shared/i18n';
import { contentChanged } from '../../db/content-version';
import { conflict, notFound } from '../../errors';
import { calendar } from '../../lib/event-calendar';
import type { MailDraft, Mailer } from '../../lib/mailer';
import { hashSecretToken, newDoorCode, newSecretToken } from '../../lib/secret-token';
import { placeholders, query } from '../../read-model/columns';
import { readEvents } from '../../read-model/events';
import { placesLeft, placesUse, placesUseOf } from '../../read-model/reservations';
import { Event } from '../event/event.entity';
import {
  reservationConfirmedMessage,
  reservationHeldMessage,
  reservationListedMessage,
  reservationOfferedMessage,
  reservationWaitingMessage,
} from './reservation-mail';
import { doorQrPng, doorQrSvg } from './door-qr';
import { Reservation } from './reservation.entity';

export type ReservationMail = { mailer: Mailer; publicUrl: string };

const LAPSING = ['held', 'listed', 'offered'] as const;

/** The reservation's page, in the language its mails are in. */
const linkOf = (publicUrl: string, token: string, { language }: Pick<Reservation, 'language'>) => `${publicUrl}${localisedPath(`/reservation?token=${token}`, language)}`;
const lapsed = (reservation: Reservation, now: Date) => Boolean(reservation.expiresAt && reservation.expiresAt.getTime() <= now.getTime());
/** A night's places in all, or null for no limit. */
const capacityOf = (event: Event) => event.reservationCapacity ?? null;

/**
 * The event, its row locked for the rest of the transaction: every change to its reservations takes
 * this lock first, so two requests for the last place count one after the other (SQLite runs one
 * write transaction at a time anyway).
 */
export async function lockEvent(tx: EntityManager, id: number): Promise<Event | null> {
  const event = await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (event) await tx.populate(event, ['venue']);
  return event;
}

/** Places left show in the event's public answers (placesLeft): a change to them is one to the answers. */
function placesMoved(tx: EntityManager, event: Event) {
  if (capacityOf(event) !== null) contentChanged(tx);
}

/**
 * Freed places go to the wait list in its order: the first in line is offered theirs for 12 hours
 * when they fit, then the next, and nobody is passed over for asking fewer. Each offer gets a new
 * link (only its hash is kept), mailed with it. Answers the mails to send once committed.
 */
async function offerFreedPlaces(tx: EntityManager, event: Event, publicUrl: string, now: Date): Promise<MailDraft[]> {
  const waiting = await tx.find(Reservation, { event, status: 'waiting' }, { orderBy: { queuedAt: 'ASC', id: 'ASC' } });
  if (waiting.length === 0) return [];
  const use = placesUseOf(await placesUse(tx, [event.id], now), event.id);
  const capacity = capacityOf(event);
  let left = capacity === null ? Number.POSITIVE_INFINITY : capacity - use.taken;
  const drafts: MailDraft[] = [];
  for (const entry of waiting) {
    if (entry.places > left) break;
    left -= entry.places;
    const token = newSecretToken();
    Object.assign(entry, { status: 'offered', tokenHash: hashSecretToken(token), expiresAt: new Date(now.getTime() + RESERVATION_OFFER_MS) });
    drafts.push(reservationOfferedMessage(entry, event, linkOf(publicUrl, token, entry)));
  }
  if (drafts.length > 0) {
    await tx.flush();
    placesMoved(tx, event);
  }
  return drafts;
}

/**
 * POST /api/events/{id}/reservations: places held for 30 minutes until the address opens the link
 * mailed to it, or, when they are not free (or someone already waits), a place on the wait list
 * once it does. A known address gets the same answer and a mail like anyone's.
 */
export async function reserve(em: EntityManager, { mailer, publicUrl }: ReservationMail, input: ReservationInput, now = new Date()): Promise<ReservationAnswer> {
  const { drafts, waitlisted } = await em.transactional(async (tx) => {
    const event = await lockEvent(tx, input.id);
    if (!event?.isPublic) throw notFound(RESERVATION_MESSAGES.eventNotFound);
    if (event.admission !== 'reservation') throw conflict(RESERVATION_MESSAGES.notReservable);
    if (event.status === 'cancelled') throw conflict(RESERVATION_MESSAGES.cancelled);
    if (event.fromDate.getTime() <= now.getTime()) throw conflict(RESERVATION_MESSAGES.started);
    const capacity = capacityOf(event);
    // Places that could never be free would stop the wait list's line for good.
    if (capacity !== null && input.places > capacity) throw conflict(RESERVATION_MESSAGES.beyondCapacity);
    const drafts = await offerFreedPlaces(tx, event, publicUrl, now);
    const waitlisted = capacity !== null && input.places > placesLeft(capacity, placesUseOf(await placesUse(tx, [event.id], now), event.id));
    const token = newSecretToken();
    const reservation = tx.create(Reservation, {
      event,
      name: input.name,
      email: input.email,
      places: input.places,
      language: input.language ?? 'da',
      status: waitlisted ? 'listed' : 'held',
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESERVATION_HOLD_MS),
      confirmedAt: null,
      queuedAt: null,
    });
    await tx.flush();
    if (!waitlisted) placesMoved(tx, event);
    const link = linkOf(publicUrl, token, reservation);
    drafts.push(waitlisted ? reservationListedMessage(reservation, event, link) : reservationHeldMessage(reservation, event, link));
    return { drafts, waitlisted };
  });
  for (const draft of drafts) mailer.send(draft);
  return { message: waitlisted ? RESERVATION_ANSWERS.listed : RESERVATION_ANSWERS.held, waitlisted };
}

async function reservationOfLink(em: EntityManager, token: string): Promise<Reservation> {
  const reservation = await em.findOne(Reservation, { tokenHash: hashSecretToken(token) }, { populate: ['event', 'event.venue'] });
  if (!reservation) throw notFound(RESERVATION_MESSAGES.linkInvalid);
  return reservation;
}

/** The reservation as its link's page shows it; a confirmed one with its door code and QR code, to show at the door from the phone. */
async function toView(reservation: Reservation): Promise<ReservationView> {
  const { event, doorCode } = reservation;
  const atTheDoor = reservation.status === 'confirmed' && doorCode;
  return {
    event: { id: event.id, title: event.title, from: event.fromDate.toISOString(), to: event.toDate.toISOString(), venue: { id: event.venue.id, name: event.venue.name } },
    name: reservation.name,
    places: reservation.places,
    status: reservation.status,
    ...(reservation.expiresAt && { expiresAt: reservation.expiresAt.toISOString() }),
    ...(atTheDoor && { doorCode, doorQr: await doorQrSvg(doorCode) }),
  };
}

/** GET /api/reservations/link: the reservation behind a link, for its page. */
export const reservationByLink = async (em: EntityManager, token: string): Promise<ReservationView> => toView(await reservationOfLink(em, token));

/** The confirmation mail with the reservation's QR code and the night as an .ics file (the same entry as /events/{id}.ics). */
async function confirmedMessage(em: EntityManager, publicUrl: string, reservation: Reservation, event: Event, link: string): Promise<MailDraft> {
  const doorCode = reservation.doorCode!;
  const [qr, nights] = await Promise.all([doorQrPng(doorCode), readEvents(em, publicUrl, [event.id])]);
  return reservationConfirmedMessage(reservation, event, link, { doorCode, qr, ics: calendar(publicUrl, event.title, nights) });
}

/**
 * POST /api/reservations/confirm: the address opened its link. Held or offered places become the
 * visitor's, with a door code (made once, kept); a wait list entry gets in line, or the places at
 * once when they are free and nobody waits. A lapsed one is refused (409); a second confirmation
 * answers as the first, without a mail.
 */
export async function confirmReservation(em: EntityManager, { mailer, publicUrl }: ReservationMail, token: string, now = new Date()): Promise<ReservationView> {
  const found = await reservationOfLink(em, token);
  const link = linkOf(publicUrl, token, found);
  const { reservation, drafts, confirmed } = await em.transactional(async (tx) => {
    const event = await lockEvent(tx, found.event.id);
    // Read again under the lock: cancelled, or offered with a new link, since it was looked up.
    const reservation = event && (await tx.findOne(Reservation, { id: found.id, tokenHash: found.tokenHash }, { refresh: true }));
    if (!event || !reservation) throw notFound(RESERVATION_MESSAGES.linkInvalid);
    if (reservation.status === 'confirmed' || reservation.status === 'waiting') return { reservation, drafts: [] };
    if (lapsed(reservation, now)) throw conflict(RESERVATION_MESSAGES.expired);
    const drafts = reservation.status === 'listed' ? await offerFreedPlaces(tx, event, publicUrl, now) : [];
    const capacity = capacityOf(event);
    const free =
      reservation.status !== 'listed' || capacity === null || reservation.places <= placesLeft(capacity, placesUseOf(await placesUse(tx, [event.id], now), event.id));
    Object.assign(
      reservation,
      free
        ? { status: 'confirmed', expiresAt: null, confirmedAt: now, doorCode: reservation.doorCode ?? newDoorCode() }
        : { status: 'waiting', expiresAt: null, confirmedAt: now, queuedAt: now },
    );
    await tx.flush();
    placesMoved(tx, event);
    if (!free) drafts.push(reservationWaitingMessage(reservation, event, link));
    return { reservation, drafts, confirmed: free ? event : undefined };
  });
  // The QR code and the calendar file are made once the lock is let go: the next visitor need not wait for them.
  if (confirmed) drafts.push(await confirmedMessage(em, publicUrl, reservation, confirmed, link));
  for (const draft of drafts) mailer.send(draft);
  return toView(reservation);
}

/** POST /api/reservations/cancel: the reservation goes, and places it freed are offered to the wait list. */
export async function cancelReservation(em: EntityManager, { mailer, publicUrl }: ReservationMail, token: string, now = new Date()): Promise<{ message: string }> {
  const found = await reservationOfLink(em, token);
  const drafts = await em.transactional(async (tx) => {
    const event = await lockEvent(tx, found.event.id);
    if (!event || (await tx.nativeDelete(Reservation, { id: found.id, tokenHash: found.tokenHash })) !== 1) throw notFound(RESERVATION_MESSAGES.linkInvalid);
    placesMoved(tx, event);
    return offerFreedPlaces(tx, event, publicUrl, now);
  });
  for (const draft of drafts) mailer.send(draft);
  return { message: RESERVATION_ANSWERS.cancelled };
}

const toDto = (reservation: Reservation): ReservationDto => ({
  id: reservation.id,
  name: reservation.name,
  email: reservation.email,
  places: reservation.places,
  status: reservation.status,
  createdAt: reservation.createdAt.toISOString(),
  ...(reservation.expiresAt && { expiresAt: reservation.expiresAt.toISOString() }),
  ...(reservation.confirmedAt && { confirmedAt: reservation.confirmedAt.toISOString() }),
  ...(reservation.queuedAt && { queuedAt: reservation.queuedAt.toISOString() }),
});

/** GET /api/events/{id}/reservations: every reservation of a night, oldest first, and how its places are used. */
export async function listReservations(em: EntityManager, eventId: number, now = new Date()): Promise<ReservationList> {
  const event = await em.findOne(Event, { id: eventId });
  if (!event) throw notFound(RESERVATION_MESSAGES.eventNotFound);
  const reservations = await em.find(Reservation, { event }, { orderBy: { createdAt: 'ASC', id: 'ASC' } });
  const use = placesUseOf(await placesUse(em, [eventId], now), eventId);
  const capacity = capacityOf(event);
  return {
    records: reservations.map(toDto),
    totals: { ...(capacity !== null && { capacity, left: placesLeft(capacity, use) }), taken: use.taken, waiting: use.waiting },
  };
}

/**
 * The expiry job's round: held and listed places whose address never confirmed go, as do offers not
 * taken in time, and what they freed is offered to the wait list. A transaction per night, under its
 * lock. Answers how many reservations went or were offered.
 */
export async function runReservationExpiry(em: EntityManager, { mailer, publicUrl }: ReservationMail, now = new Date()): Promise<number> {
  const nights = await query(em, `select distinct event_id from reservation where status in (${placeholders(LAPSING)}) and expires_at <= ?`, [...LAPSING, now]);
  let done = 0;
  for (const eventId of nights.map((row) => Number(row.event_id))) {
    const drafts = await em.fork().transactional(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event) return [];
      const removed = await tx.nativeDelete(Reservation, { event, status: { $in: [...LAPSING] }, expiresAt: { $lte: now } });
      if (removed > 0) placesMoved(tx, event);
      done += removed;
      return offerFreedPlaces(tx, event, publicUrl, now);
    });
    done += drafts.length;
    for (const draft of drafts) mailer.send(draft);
  }
  return done;
}
