import { type EntityManager, LockMode } from '@mikro-orm/core';
import { EVENT_ACCESS_KEYS, STEP_FREE } from '../../../shared/access';
import { DOORS_AFTER_FIRST_CONCERT, doorsInTime, doorsMovedWith, EVENT_STATUSES } from '../../../shared/event-details';
import { EVENT_KINDS, hasTicketLink, nightIssues, ticketUrlOf } from '../../../shared/event-night';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import { EVENT_DESCRIPTION_REQUIRED } from '../../../shared/messages';
import type { ConcertInput, EventCreateInput, Event as EventDto, EventInput, EventUpdateInput } from '../../../shared/schemas/event';
import { assertUnchangedSince } from '../../db/unchanged-since';
import { invalid, notFound } from '../../errors';
import { accessFromStored, accessProperties, accessProperty } from '../../lib/access-columns';
import { givenFields } from '../../lib/given-fields';
import { findPageIds, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { readEvents } from '../../read-model/events';
import { type PlacesUse, placesUse, placesUseOf, reservationFields } from '../../read-model/reservations';
import { sanitizeDescription } from '../../lib/rich-text';
import { ARTIST_POPULATE, toArtistDto } from '../artist/artist.service';
import { Artist } from '../artist/artist.entity';
import type { Viewer } from '../../lib/viewer';
import { resolveImageUrl } from '../image/image.service';
import { imageFocusOf, optionalImageUrl } from '../../lib/image-url';
import type { Member } from '../member/member.entity';
import { moveShiftsWith } from '../shift/shift-move';
import type { Notify } from '../shift/shift-signup.service';
import { Venue } from '../venue/venue.entity';
import { toVenueDto } from '../venue/venue.service';
import { Concert, Event } from './event.entity';
import { translationsOf, translationsToStore } from '../../lib/translations';

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const eventListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    title: { property: 'title', type: 'string', filter: true, order: 'titleSortKey' },
    from_date: { property: 'fromDate', type: 'date', filter: true, order: true },
    to_date: { property: 'toDate', type: 'date', filter: true, order: true },
    is_public: { property: 'isPublic', type: 'boolean', filter: true },
    artist_id: { property: 'concerts.artist', type: 'number', filter: true, across: 'concerts' },
    /** Events with a concert by an artist of this genre; `!=`: with none (the programme's genre filter). */
    genre_id: { property: 'concerts.artist.genres', type: 'number', filter: true, across: 'concerts' },
    venue_id: { property: 'venue', type: 'number', filter: true },
    status: { property: 'status', type: 'string', filter: true, values: EVENT_STATUSES },
    /** The entrance of the event's venue (the programme's "Trinfri adgang": step_free=yes); a venue that has not told is neither. */
    step_free: { property: 'venue.accessStepFree', type: 'string', filter: true, values: STEP_FREE },
    kind: { property: 'kind', type: 'string', filter: true, values: EVENT_KINDS },
    created_at: { property: 'createdAt', type: 'date', filter: true, order: true },
    updated_at: { property: 'updatedAt', type: 'date', filter: true, order: true },
  },
  defaultOrder: [{ fromDate: 'ASC' }],
};

/** Relations an event needs loaded before toEventDto. */
const EVENT_POPULATE = [
  'venue',
  'image',
  'concerts',
  ...ARTIST_POPULATE.map((relation) => `concerts.artist.${relation}` as const),
] as const;

const NOT_FOUND = 'Eventet findes ikke';

/** Non-public events are for active members only (docs/permissions.md); to anyone else they do not exist. */
const seesNonPublic = (viewer: Viewer | null) => Boolean(viewer?.active);

/** Expects EVENT_POPULATE loaded; `use` is how its places are used, for a reservation night. */
function toEventDto(event: Event, publicUrl: string, use: PlacesUse = { taken: 0, waiting: 0 }): EventDto {
  // Concerts just created or replaced are in input order until the event is read again.
  const concerts = [...event.concerts.getItems()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    ticketUrl: ticketUrlOf(publicUrl, event),
    imageUrl: optionalImageUrl(publicUrl, event.image),
    ...imageFocusOf(event.image?.focusX, event.image?.focusY),
    concerts: concerts.map((concert) => ({
      id: concert.id,
      from: concert.startsAt.toISOString(),
      to: concert.endsAt.toISOString(),
      artist: toArtistDto(concert.artist, publicUrl),
    })),
    venue: toVenueDto(event.venue),
    isPublic: event.isPublic,
    doorsAt: event.doorsAt?.toISOString(),
    price: event.price ?? undefined,
    ageLimit: event.ageLimit ?? undefined,
    status: event.status,
    access: accessFromStored(EVENT_ACCESS_KEYS, (key) => event[accessProperty(key) as keyof Event]),
    translations: translationsOf(event.translations),
    kind: event.kind,
    admission: event.admission,
    doorPrice: event.doorPrice ?? undefined,
    ...reservationFields(event.admission, event.reservationCapacity, use),
    from: event.fromDate.toISOString(),
    to: event.toDate.toISOString(),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    createdBy: event.createdBy?.id,
    updatedBy: event.updatedBy?.id,
  };
}

/** One page of the events the viewer may see; `readRecords` turns their ids into what the list carries. */
export async function listEvents(
  em: EntityManager,
  publicUrl: string,
  query: ListQuery,
  viewer: Viewer | null,
  readRecords = (ids: number[]) => readEvents(em, publicUrl, ids),
): Promise<PagedList<EventDto>> {
  const plan = planList(query, eventListSpec, seesNonPublic(viewer) ? [] : [{ isPublic: true }]);
  const [ids, total] = await findPageIds(em, Event, plan);
  return pagedList(plan, await readRecords(ids), total);
}

async function findEvent(em: EntityManager, id: number): Promise<Event> {
  const event = await em.findOne(Event, { id }, { populate: EVENT_POPULATE });
  if (!event) throw notFound(NOT_FOUND);
  return event;
}

export async function getEvent(em: EntityManager, publicUrl: string, id: number, viewer: Viewer | null): Promise<EventDto> {
  const [event] = await readEvents(em, publicUrl, [id]);
  if (!event || (!event.isPublic && !seesNonPublic(viewer))) throw notFound(NOT_FOUND);
  return event;
}

/** The records an input names, checked to exist; the database's keys would only say "constraint failed". */
async function resolveReferences(em: EntityManager, input: EventInput) {
  const venue = await em.findOne(Venue, { id: input.venueId });
  if (!venue) throw invalid('Spillestedet findes ikke');
  const artistIds = [...new Set(input.concerts.map((concert) => concert.artistID))];
  const artists = await em.find(Artist, { id: { $in: artistIds } }, { populate: ARTIST_POPULATE });
  if (artists.length !== artistIds.length) throw invalid('Kunstneren findes ikke');
  return { venue, artists: new Map(artists.map((artist) => [artist.id, artist])) };
}

/**
 * What kind of night an input makes and how one gets in, checked against the rules between the fields
 * (shared/event-night.ts). What a body leaves out keeps what `stored` has: kind and admission, the door
 * price, the reservation capacity, and a night's own times. A ticket link from a client that knows no
 * admission (other than the page it was given as the link) makes the night a ticket night again.
 */
function nightOf(input: EventInput, publicUrl: string, stored?: Event) {
  const kind = input.kind ?? stored?.kind ?? 'concert';
  const linked = !input.admission && stored && input.ticketUrl && input.ticketUrl !== ticketUrlOf(publicUrl, stored);
  const admission = linked ? 'ticket' : (input.admission ?? stored?.admission ?? 'ticket');
  const doorPrice = admission === 'door' ? (input.doorPrice === undefined ? stored?.doorPrice : input.doorPrice) : null;
  const reservationCapacity =
    admission === 'reservation' ? (input.reservationCapacity === undefined ? stored?.reservationCapacity : input.reservationCapacity) : null;
  const from = input.from ?? stored?.fromDate.toISOString();
  const to = input.to ?? stored?.toDate.toISOString();
  const [issue] = nightIssues({ kind, admission, ticketUrl: input.ticketUrl, doorPrice, concerts: input.concerts, from, to });
  if (issue) throw invalid(issue.message);
  const ownTimes = input.concerts.length === 0 && { fromDate: new Date(from!), toDate: new Date(to!) };
  return { kind, admission, doorPrice: doorPrice ?? null, reservationCapacity: reservationCapacity ?? null, ticketUrl: hasTicketLink(admission) ? input.ticketUrl! : '', ownTimes };
}

type Night = ReturnType<typeof nightOf>;

/**
 * Event fields from an input, with fromDate/toDate derived from the concerts (a night without any has
 * its own). The optional fields a body leaves out keep what `stored` has; left-out doors move with a
 * moved first concert, so a client that knows nothing of doors can move an evening without them
 * opening a day early.
 */
function eventFields(input: EventInput, venue: Venue, { ownTimes, ...night }: Night, stored?: Event) {
  const fromDate = ownTimes ? ownTimes.fromDate : new Date(Math.min(...input.concerts.map((concert) => Date.parse(concert.from))));
  const toDate = ownTimes ? ownTimes.toDate : new Date(Math.max(...input.concerts.map((concert) => Date.parse(concert.to))));
  const doorsAt = input.doorsAt === undefined ? storedDoors(stored, fromDate) : input.doorsAt && new Date(input.doorsAt);
  if (!doorsInTime(doorsAt, fromDate)) throw invalid(DOORS_AFTER_FIRST_CONCERT);
  return {
    title: input.title,
    description: sanitizeDescription(input.description, EVENT_DESCRIPTION_REQUIRED),
    ...night,
    venue,
    isPublic: input.isPublic,
    doorsAt,
    ...givenFields({ price: input.price, ageLimit: input.ageLimit, status: input.status }),
    ...accessProperties(EVENT_ACCESS_KEYS, input.access),
    ...givenFields({ translations: translationsToStore(input.translations, stored?.translations, ['description']) }),
    fromDate,
    toDate,
  };
}

function storedDoors(stored: Event | undefined, fromDate: Date): Date | null {
  if (!stored?.doorsAt) return null;
  return stored.fromDate.getTime() === fromDate.getTime() ? stored.doorsAt : doorsMovedWith(stored.doorsAt, stored.fromDate, fromDate);
}

function createConcerts(em: EntityManager, event: Event, concerts: ConcertInput[], artists: Map<number, Artist>): Concert[] {
  return concerts.map((concert) =>
    em.create(Concert, {
      event,
      artist: artists.get(concert.artistID)!,
      startsAt: new Date(concert.from),
      endsAt: new Date(concert.to),
    }),
  );
}

export async function createEvent(em: EntityManager, publicUrl: string, input: EventCreateInput, actor: Member): Promise<EventDto> {
  const night = nightOf(input, publicUrl);
  const { venue, artists } = await resolveReferences(em, input);
  const image = await resolveImageUrl(em, publicUrl, input.imageUrl);
  const event = em.create(Event, { ...eventFields(input, venue, night), image, createdBy: actor, updatedBy: actor });
  createConcerts(em, event, input.concerts, artists);
  await em.flush();
  return toEventDto(event, publicUrl);
}

/**
 * Replaces every field and the whole concert list in one transaction; the shifts move with the
 * event's start (moveShiftsWith), and those on them are told once it is committed.
 */
export async function updateEvent(em: EntityManager, id: number, input: EventUpdateInput, actor: Member, notify: Notify): Promise<EventDto> {
  const { updatedAt: seen, ...fields } = input;
  const { event, drafts } = await em.transactional(async (tx) => {
    await assertUnchangedSince(tx, Event, id, seen, { definite: 'Eventet', pronoun: 'det' });
    // Locked as the shift plan's writes lock it (shift.service.ts), so a shift added meanwhile moves too.
    await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const event = await findEvent(tx, id);
    const before = { fromDate: event.fromDate, toDate: event.toDate };
    const night = nightOf(fields, notify.publicUrl, event);
    const { venue, artists } = await resolveReferences(tx, fields);
    const image = fields.imageUrl === undefined ? event.image : await resolveImageUrl(tx, notify.publicUrl, fields.imageUrl);
    // Set by hand: a change of concerts alone touches only their rows, which would leave updatedAt as it was.
    tx.assign(event, { ...eventFields(fields, venue, night, event), image, updatedBy: actor, updatedAt: new Date() });
    event.concerts.set(createConcerts(tx, event, fields.concerts, artists));
    const drafts = await moveShiftsWith(tx, event, before, notify.publicUrl);
    await tx.flush();
    return { event: toEventDto(event, notify.publicUrl, placesUseOf(await placesUse(tx, [id]), id)), drafts };
  });
  for (const draft of drafts) notify.mailer.send(draft);
  return event;
}

/** Returns the deleted event, so a client can offer to undo by creating it again. */
export async function deleteEvent(em: EntityManager, publicUrl: string, id: number): Promise<EventDto> {
  const event = await findEvent(em, id);
  const deleted = toEventDto(event, publicUrl, placesUseOf(await placesUse(em, [id]), id));
  await em.remove(event).flush();
  return deleted;
}
