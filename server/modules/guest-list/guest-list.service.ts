import type { EntityManager } from '@mikro-orm/core';
import {
  GUEST_LIST_MESSAGES,
  type GuestEntry,
  type GuestList,
  type GuestLinkView,
  guestEntryInputSchema,
  guestLinkEntryDeleteSchema,
  guestLinkEntryInputSchema,
  guestLinkInputSchema,
  guestListFullText,
} from '../../../shared/schemas/guest-list';
import type { z } from 'zod';
import { conflict, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import type { Viewer } from '../../lib/viewer';
import { Artist } from '../artist/artist.entity';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';
import { Offer } from '../offer/offer.entity';
import { lockEvent } from '../reservation/reservation.service';
import { Settings } from '../settings/settings.entity';
import { guestLinkMessage } from './guest-list-mail';
import { GuestListEntry, GuestListLink } from './guest-list.entity';

export type GuestListMail = { mailer: Mailer; publicUrl: string };
type EntryInput = z.output<typeof guestEntryInputSchema>;

const linkOf = (publicUrl: string, token: string) => `${publicUrl}/gaesteliste?token=${token}`;

/** When the doors open: the act's link takes no names from then on. */
const closesAt = (event: Event) => event.doorsAt ?? event.fromDate;
const doorsOpen = (event: Event, now: Date) => closesAt(event).getTime() <= now.getTime();
/** Booking may still put press on at the door, until the night is over. */
const nightOver = (event: Event, now: Date) => event.toDate.getTime() <= now.getTime();
const personsOf = (entry: Pick<GuestListEntry, 'plus'>) => 1 + entry.plus;

/** The night's acts, in the order they play, each once. */
async function actsOf(em: EntityManager, event: Event): Promise<Artist[]> {
  await em.populate(event, ['concerts.artist']);
  const acts = new Map<number, Artist>();
  for (const concert of event.concerts) acts.set(concert.artist.id, concert.artist);
  return [...acts.values()];
}

/** Persons (names and +N) on the list as each act's guests, whoever put them on. */
function usedByAct(entries: readonly GuestListEntry[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of entries) if (entry.kind === 'artist' && entry.artist) used.set(entry.artist.id, (used.get(entry.artist.id) ?? 0) + personsOf(entry));
  return used;
}

async function guestsPerAct(em: EntityManager): Promise<number> {
  return (await em.findOneOrFail(Settings, { id: 1 })).guestsPerAct;
}

const limitOf = (link: GuestListLink | null | undefined, perAct: number) => link?.guestLimit ?? perAct;

/** The event for booking's change, under its lock; refused once the night is over. */
async function eventForBooking(tx: EntityManager, id: number, now: Date): Promise<Event> {
  const event = await lockEvent(tx, id);
  if (!event) throw notFound(GUEST_LIST_MESSAGES.eventNotFound);
  if (nightOver(event, now)) throw conflict(GUEST_LIST_MESSAGES.nightOver);
  return event;
}

/** An artist's guest belongs to one of the night's acts; other kinds belong to none. */
async function actFor(tx: EntityManager, event: Event, input: Pick<EntryInput, 'kind' | 'artistId'>): Promise<Artist | null> {
  if (input.kind !== 'artist') return null;
  const act = (await actsOf(tx, event)).find((artist) => artist.id === input.artistId);
  if (!act) throw conflict(GUEST_LIST_MESSAGES.notAct);
  return act;
}

function toEntryDto(entry: GuestListEntry): GuestEntry {
  return {
    id: entry.id,
    name: entry.name,
    plus: entry.plus,
    kind: entry.kind,
    ...(entry.artist && { artistId: entry.artist.id }),
    ...(entry.note && { note: entry.note }),
    addedBy: entry.addedByLink ? 'Tilføjet af kunstneren' : entry.addedBy ? `Tilføjet af ${entry.addedBy.firstName}` : 'Tilføjet af booking',
    byAct: entry.addedByLink !== null && entry.addedByLink !== undefined,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** The contact of each act's accepted offer, the one for this night first: where its link is likely to go. */
async function contactsOf(em: EntityManager, event: Event, acts: readonly Artist[]): Promise<Map<number, string>> {
  if (acts.length === 0) return new Map();
  const offers = await em.find(Offer, { artist: { $in: acts.map((act) => act.id) }, status: 'accepted' }, { populate: ['application'], orderBy: { answeredAt: 'DESC', id: 'DESC' } });
  const contacts = new Map<number, string>();
  for (const offer of [...offers.filter((offer) => offer.event?.id === event.id), ...offers]) {
    if (offer.artist && !contacts.has(offer.artist.id)) contacts.set(offer.artist.id, offer.application.email);
  }
  return contacts;
}

/** GET /api/events/{id}/guest-list: every name on the night's list, and each act's link and use of its places. */
export async function listGuestList(em: EntityManager, eventId: number, now = new Date()): Promise<GuestList> {
  const event = await em.findOne(Event, { id: eventId });
  if (!event) throw notFound(GUEST_LIST_MESSAGES.eventNotFound);
  const [acts, entries, links, perAct] = await Promise.all([
    actsOf(em, event),
    em.find(GuestListEntry, { event }, { populate: ['addedBy'], orderBy: { name: 'ASC', id: 'ASC' } }),
    em.find(GuestListLink, { event }),
    guestsPerAct(em),
  ]);
  const used = usedByAct(entries);
  const contacts = await contactsOf(em, event, acts);
  return {
    event: { id: event.id, title: event.title, from: event.fromDate.toISOString(), to: event.toDate.toISOString(), status: event.status },
    closesAt: closesAt(event).toISOString(),
    open: !doorsOpen(event, now) && event.status !== 'cancelled',
    editable: !nightOver(event, now),
    entries: entries.map(toEntryDto),
    acts: acts.map((act) => {
      const link = links.find((candidate) => candidate.artist.id === act.id);
      const limit = limitOf(link, perAct);
      const actUsed = used.get(act.id) ?? 0;
      const contact = contacts.get(act.id);
      return {
        artistId: act.id,
        name: act.name,
        limit,
        used: actUsed,
        left: Math.max(0, limit - actUsed),
        ...(link && { link: { email: link.email, sentAt: link.createdAt.toISOString() } }),
        ...(contact && { contactEmail: contact }),
      };
    }),
    persons: entries.reduce((sum, entry) => sum + personsOf(entry), 0),
  };
}

/** POST /api/events/{id}/guest-list: booking puts a name on, for an act (not held to its link's limit), the press or anyone. */
export async function createGuestEntry(em: EntityManager, input: EntryInput, viewer: Viewer, now = new Date()): Promise<GuestEntry> {
  return em.transactional(async (tx) => {
    const event = await eventForBooking(tx, input.id, now);
    const entry = tx.create(GuestListEntry, {
      event,
      name: input.name,
      plus: input.plus,
      kind: input.kind,
      artist: await actFor(tx, event, input),
      note: input.note ?? null,
      addedBy: tx.getReference(Member, viewer.memberId),
      addedByLink: null,
    });
    await tx.flush();
    await tx.populate(entry, ['addedBy']);
    return toEntryDto(entry);
  });
}

/** PUT /api/guest-list/{id}: booking corrects a name, whoever put it on. */
export async function updateGuestEntry(em: EntityManager, input: EntryInput, now = new Date()): Promise<GuestEntry> {
  return em.transactional(async (tx) => {
    const found = await tx.findOne(GuestListEntry, { id: input.id });
    if (!found) throw notFound(GUEST_LIST_MESSAGES.entryNotFound);
    const event = await eventForBooking(tx, found.event.id, now);
    const entry = await tx.findOneOrFail(GuestListEntry, { id: input.id }, { refresh: true, populate: ['addedBy'] });
    Object.assign(entry, { name: input.name, plus: input.plus, kind: input.kind, artist: await actFor(tx, event, input), note: input.note ?? null });
    await tx.flush();
    return toEntryDto(entry);
  });
}

/** DELETE /api/guest-list/{id}. */
export async function deleteGuestEntry(em: EntityManager, id: number, now = new Date()): Promise<{ message: string }> {
  return em.transactional(async (tx) => {
    const found = await tx.findOne(GuestListEntry, { id });
    if (!found) throw notFound(GUEST_LIST_MESSAGES.entryNotFound);
    await eventForBooking(tx, found.event.id, now);
    if ((await tx.nativeDelete(GuestListEntry, { id })) !== 1) throw notFound(GUEST_LIST_MESSAGES.entryNotFound);
    return { message: 'Gæsten er fjernet fra listen' };
  });
}

/**
 * POST /api/events/{id}/guest-list/links: the act's link, made anew (a new token: one sent before
 * stops working; names it put on stay its own) and mailed to its contact. Only while the doors
 * are shut and the night is not cancelled: the act could do nothing with it otherwise.
 */
export async function sendGuestLink(
  em: EntityManager,
  { mailer, publicUrl }: GuestListMail,
  input: z.output<typeof guestLinkInputSchema>,
  viewer: Viewer,
  now = new Date(),
): Promise<{ message: string }> {
  const draft = await em.transactional(async (tx) => {
    const event = await lockEvent(tx, input.id);
    if (!event) throw notFound(GUEST_LIST_MESSAGES.eventNotFound);
    if (event.status === 'cancelled') throw conflict(GUEST_LIST_MESSAGES.cancelled);
    if (doorsOpen(event, now)) throw conflict(GUEST_LIST_MESSAGES.doorsOpen);
    const act = (await actsOf(tx, event)).find((artist) => artist.id === input.artistId);
    if (!act) throw conflict(GUEST_LIST_MESSAGES.notAct);
    const token = newSecretToken();
    const fields = {
      email: input.email,
      tokenHash: hashSecretToken(token),
      guestLimit: input.guestLimit ?? (await guestsPerAct(tx)),
      createdAt: now,
      createdBy: tx.getReference(Member, viewer.memberId),
    };
    const link = await tx.findOne(GuestListLink, { event, artist: act });
    if (link) Object.assign(link, fields);
    else tx.create(GuestListLink, { event, artist: act, ...fields });
    await tx.flush();
    return guestLinkMessage(input.email, act, event, fields.guestLimit, closesAt(event), linkOf(publicUrl, token));
  });
  mailer.send(draft);
  return { message: `Linket er sendt til ${input.email}` };
}

async function linkOfToken(em: EntityManager, token: string): Promise<GuestListLink> {
  const link = await em.findOne(GuestListLink, { tokenHash: hashSecretToken(token) }, { populate: ['event', 'event.venue', 'artist'] });
  if (!link) throw notFound(GUEST_LIST_MESSAGES.linkInvalid);
  return link;
}

/** The act's guests and what is left of its places. */
async function viewOf(em: EntityManager, link: GuestListLink, now: Date): Promise<GuestLinkView> {
  const { event, artist } = link;
  const entries = await em.find(GuestListEntry, { event, kind: 'artist', artist }, { orderBy: { createdAt: 'ASC', id: 'ASC' } });
  const used = entries.reduce((sum, entry) => sum + personsOf(entry), 0);
  return {
    event: { id: event.id, title: event.title, from: event.fromDate.toISOString(), to: event.toDate.toISOString(), venue: { id: event.venue.id, name: event.venue.name } },
    artist: { id: artist.id, name: artist.name },
    closesAt: closesAt(event).toISOString(),
    open: !doorsOpen(event, now) && event.status !== 'cancelled',
    limit: link.guestLimit,
    left: Math.max(0, link.guestLimit - used),
    entries: entries.map((entry) => ({ id: entry.id, name: entry.name, plus: entry.plus, own: entry.addedByLink?.id === link.id })),
  };
}

/** GET /api/guest-list/link: the act's page. */
export async function guestLinkView(em: EntityManager, token: string, now = new Date()): Promise<GuestLinkView> {
  return viewOf(em, await linkOfToken(em, token), now);
}

/**
 * The act's link and its night, read again under the night's lock: two names sent at once for the
 * last place count one after the other. Refused once the doors are open, or the night cancelled.
 */
async function lockedLink(tx: EntityManager, token: string, now: Date): Promise<GuestListLink> {
  const found = await linkOfToken(tx, token);
  const event = await lockEvent(tx, found.event.id);
  // Replaced since it was looked up: the old token is no longer the act's.
  const link = event && (await tx.findOne(GuestListLink, { id: found.id, tokenHash: found.tokenHash }, { refresh: true }));
  if (!event || !link) throw notFound(GUEST_LIST_MESSAGES.linkInvalid);
  if (event.status === 'cancelled') throw conflict(GUEST_LIST_MESSAGES.cancelled);
  if (doorsOpen(event, now)) throw conflict(GUEST_LIST_MESSAGES.doorsOpen);
  return link;
}

/** POST /api/guest-list/link/entries: the act puts a name on, within its places (names and +N). */
export async function addByLink(em: EntityManager, input: z.output<typeof guestLinkEntryInputSchema>, now = new Date()): Promise<GuestLinkView> {
  return em.transactional(async (tx) => {
    const link = await lockedLink(tx, input.token, now);
    const entries = await tx.find(GuestListEntry, { event: link.event, kind: 'artist', artist: link.artist });
    const left = link.guestLimit - entries.reduce((sum, entry) => sum + personsOf(entry), 0);
    if (personsOf(input) > left) throw conflict(guestListFullText(link.guestLimit, left));
    tx.create(GuestListEntry, { event: link.event, name: input.name, plus: input.plus, kind: 'artist', artist: link.artist, note: null, addedBy: null, addedByLink: link });
    await tx.flush();
    return viewOf(tx, link, now);
  });
}

/** POST /api/guest-list/link/entries/delete: the act takes off a name it put on itself; booking's names are booking's. */
export async function removeByLink(em: EntityManager, input: z.output<typeof guestLinkEntryDeleteSchema>, now = new Date()): Promise<GuestLinkView> {
  return em.transactional(async (tx) => {
    const link = await lockedLink(tx, input.token, now);
    const entry = await tx.findOne(GuestListEntry, { id: input.entryId, event: link.event });
    if (!entry) throw notFound(GUEST_LIST_MESSAGES.entryNotFound);
    if (entry.addedByLink?.id !== link.id) throw forbidden(GUEST_LIST_MESSAGES.notOwn);
    await tx.nativeDelete(GuestListEntry, { id: entry.id });
    return viewOf(tx, link, now);
  });
}
