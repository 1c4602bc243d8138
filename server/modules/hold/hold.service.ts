import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { addDays, copenhagenDate } from '../../../shared/calendar-day';
import { copenhagenToUtc } from '../../../shared/copenhagen-time';
import type {
  BookingCalendar,
  BookingCalendarInput,
  ClosedDate as ClosedDateDto,
  ClosedDateInput,
  Hold as HoldDto,
  HoldInput,
  HoldListInput,
  HoldRank,
  HoldUpdate,
} from '../../../shared/schemas/hold';
import { EXPIRY_AFTER_DATE } from '../../../shared/schemas/hold';
import { conflict, invalid, notFound } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import type { Viewer } from '../../lib/viewer';
import { Application } from '../application/application.entity';
import { Artist } from '../artist/artist.entity';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';
import { executeOn } from '../outbox/outbox';
import { Venue } from '../venue/venue.entity';
import { insertBookingDeliveries, wakeWebhookSenders } from '../webhook/webhook-outbox';
import { HOLD_EXPIRING_WEBHOOK_EVENT } from '../../../shared/schemas/webhook';
import { holdExpiredMessage, holdExpiringMessage, holdMovedUpMessage } from './hold-mail';
import { ClosedDate, Hold } from './hold.entity';

const NOT_FOUND = 'Optionen findes ikke';
const CLOSED_NOT_FOUND = 'Den lukkede dag findes ikke';
export const HOLD_MESSAGES = {
  closed: 'Spillestedet holder lukket den dag',
  firstTaken: 'Datoen har allerede en første option',
  secondTaken: 'Datoen har allerede en anden option',
  bothTaken: 'Datoen har allerede en første og en anden option',
  secondWithoutFirst: 'En anden option kræver en første option på datoen',
  sameAct: 'Akten har allerede en option på datoen',
  datePassed: 'Datoen er allerede passeret',
  expiryPassed: 'Udløbsdatoen er allerede passeret',
  applicationClosed: 'Ansøgningen er afvist eller trukket tilbage',
  hasHolds: 'Datoen har optioner: slip dem, før dagen lukkes',
  alreadyClosed: 'Dagen er allerede lukket',
} as const;

/** Its maker is told this many days before a hold expires. */
export const REMIND_DAYS_AHEAD = 2;

export type HoldMail = { mailer: Mailer; publicUrl: string };

const POPULATE = ['venue', 'application', 'artist', 'createdBy'] as const;

export function toHoldDto(hold: Hold): HoldDto {
  return {
    id: hold.id,
    venueId: hold.venue.id,
    date: hold.date,
    rank: hold.rank,
    expiresOn: hold.expiresOn,
    ...(hold.application && { application: { id: hold.application.id, name: hold.application.actName } }),
    ...(hold.artist && { artist: { id: hold.artist.id, name: hold.artist.name } }),
    ...(hold.note && { note: hold.note }),
    ...(hold.createdBy && { createdBy: { id: hold.createdBy.id, name: `${hold.createdBy.firstName} ${hold.createdBy.lastName}` } }),
    createdAt: hold.createdAt.toISOString(),
  };
}

const toClosedDto = (closed: ClosedDate): ClosedDateDto => ({
  id: closed.id,
  venueId: closed.venue.id,
  date: closed.date,
  ...(closed.reason && { reason: closed.reason }),
});

/** A month's first and last calendar day, as strings compare. */
const monthRange = (month: string) => ({ $gte: `${month}-01`, $lte: `${month}-31` });

async function findVenue(em: EntityManager, id: number) {
  const venue = await em.findOne(Venue, id);
  if (!venue) throw notFound('Spillestedet findes ikke');
  return venue;
}

/** GET /api/holds: by date, first before second. */
export async function listHolds(em: EntityManager, filter: HoldListInput): Promise<HoldDto[]> {
  const holds = await em.find(
    Hold,
    {
      ...(filter.venueId !== undefined && { venue: filter.venueId }),
      ...(filter.month !== undefined && { date: monthRange(filter.month) }),
      ...(filter.applicationId !== undefined && { application: filter.applicationId }),
    },
    { populate: POPULATE, orderBy: { date: 'ASC', venue: 'ASC', rank: 'ASC' } },
  );
  return holds.map(toHoldDto);
}

/**
 * POST /api/holds: a first or second option. Without a rank the first free one; a second needs a
 * first; a closed day or a date already holding the act is refused. The database holds one of each
 * rank per date, also when two are taken at once.
 */
export async function createHold(em: EntityManager, input: HoldInput, viewer: Viewer, now = new Date()): Promise<HoldDto> {
  const today = copenhagenDate(now);
  if (input.date < today) throw invalid(HOLD_MESSAGES.datePassed);
  if (input.expiresOn < today) throw invalid(HOLD_MESSAGES.expiryPassed);
  const venue = await findVenue(em, input.venueId);
  if (await em.count(ClosedDate, { venue, date: input.date })) throw conflict(HOLD_MESSAGES.closed);
  const application = input.applicationId === undefined ? null : await em.findOne(Application, input.applicationId);
  if (input.applicationId !== undefined && !application) throw notFound('Ansøgningen findes ikke');
  if (application && (application.status === 'declined' || application.status === 'withdrawn')) throw conflict(HOLD_MESSAGES.applicationClosed);
  const artist = input.artistId === undefined ? null : await em.findOne(Artist, input.artistId);
  if (input.artistId !== undefined && !artist) throw notFound('Kunstneren findes ikke');

  const onDate = await em.find(Hold, { venue, date: input.date });
  if (onDate.some((hold) => (application && hold.application?.id === application.id) || (artist && hold.artist?.id === artist.id))) {
    throw conflict(HOLD_MESSAGES.sameAct);
  }
  const taken = new Set(onDate.map((hold) => hold.rank));
  const rank = input.rank ?? ([1, 2] as const).find((free) => !taken.has(free));
  if (rank === undefined) throw conflict(HOLD_MESSAGES.bothTaken);
  if (taken.has(rank)) throw conflict(rank === 1 ? HOLD_MESSAGES.firstTaken : HOLD_MESSAGES.secondTaken);
  if (rank === 2 && !taken.has(1)) throw conflict(HOLD_MESSAGES.secondWithoutFirst);

  const hold = em.create(Hold, {
    venue,
    date: input.date,
    rank,
    expiresOn: input.expiresOn,
    application,
    artist,
    note: input.note ?? null,
    createdBy: em.getReference(Member, viewer.memberId),
    createdAt: now,
    remindedAt: null,
  });
  try {
    await em.flush();
  } catch (error) {
    // Taken by another request between the read and the write.
    if (error instanceof UniqueConstraintViolationException) throw conflict(rank === 1 ? HOLD_MESSAGES.firstTaken : HOLD_MESSAGES.secondTaken);
    throw error;
  }
  await em.populate(hold, POPULATE);
  return toHoldDto(hold);
}

async function findHold(em: EntityManager, id: number): Promise<Hold> {
  const hold = await em.findOne(Hold, id, { populate: POPULATE });
  if (!hold) throw notFound(NOT_FOUND);
  return hold;
}

/** PUT /api/holds/{id}: a new expiry (its maker is reminded again before it) and note. */
export async function updateHold(em: EntityManager, id: number, change: HoldUpdate, now = new Date()): Promise<HoldDto> {
  const hold = await findHold(em, id);
  if (change.expiresOn < copenhagenDate(now)) throw invalid(HOLD_MESSAGES.expiryPassed);
  if (change.expiresOn > hold.date) throw invalid(EXPIRY_AFTER_DATE);
  if (change.expiresOn !== hold.expiresOn) hold.remindedAt = null;
  hold.expiresOn = change.expiresOn;
  hold.note = change.note ?? null;
  await em.flush();
  return toHoldDto(hold);
}

/**
 * Releases a hold: it is deleted and a second option on its date becomes the first, in one
 * transaction. Undefined when it was released already (by another request or instance), so each
 * release, and what it tells, happens once.
 */
async function release(em: EntityManager, hold: Hold): Promise<{ movedUp?: Hold } | undefined> {
  return em.transactional(async (tx) => {
    const removed = await tx.nativeDelete(Hold, { id: hold.id });
    if (removed !== 1) return undefined;
    if (hold.rank !== 1) return {};
    const second = await tx.findOne(Hold, { venue: hold.venue.id, date: hold.date, rank: 2 }, { populate: POPULATE });
    if (!second) return {};
    await tx.nativeUpdate(Hold, { id: second.id }, { rank: 1 });
    second.rank = 1 as HoldRank;
    return { movedUp: second };
  });
}

/** Tells whoever holds the option that moved up: the act of an application, else the member who made it. */
function tellMovedUp(movedUp: Hold, { mailer, publicUrl }: HoldMail) {
  const to = movedUp.application
    ? { email: movedUp.application.email, name: movedUp.application.contactName }
    : movedUp.createdBy && { email: movedUp.createdBy.email, name: movedUp.createdBy.firstName };
  if (to) mailer.send(holdMovedUpMessage(to, movedUp, actName(movedUp), movedUp.venue.name, movedUp.application ? undefined : calendarUrl(publicUrl, movedUp)));
}

const actName = (hold: Hold) => hold.application?.actName ?? hold.artist?.name ?? '';
const calendarUrl = (publicUrl: string, hold: Hold) => `${publicUrl}/admin/booking?venueId=${hold.venue.id}&month=${hold.date.slice(0, 7)}`;

/** DELETE /api/holds/{id}: released; a second option on the date moves up, and its holder is told. */
export async function releaseHold(em: EntityManager, mail: HoldMail, id: number): Promise<{ movedUp?: HoldDto }> {
  const hold = await findHold(em, id);
  const released = await release(em, hold);
  if (!released) throw notFound(NOT_FOUND);
  if (released.movedUp) tellMovedUp(released.movedUp, mail);
  return released.movedUp ? { movedUp: toHoldDto(released.movedUp) } : {};
}

/**
 * The hourly round: holds whose last day has passed are released (their makers told, a second
 * moving up), and makers of holds expiring within REMIND_DAYS_AHEAD days are reminded once, with a
 * `hold.expiring` delivery to the webhooks that asked for booking news. Each release and reminder is
 * claimed by one conditional write, so two instances never tell twice.
 */
export async function runHoldExpiry(em: EntityManager, mail: HoldMail, now = new Date()): Promise<number> {
  const today = copenhagenDate(now);
  let done = 0;
  for (const hold of await em.find(Hold, { expiresOn: { $lt: today } }, { populate: POPULATE, orderBy: { id: 'ASC' } })) {
    const released = await release(em, hold);
    if (!released) continue;
    done += 1;
    if (hold.createdBy) mail.mailer.send(holdExpiredMessage({ email: hold.createdBy.email, name: hold.createdBy.firstName }, hold, actName(hold), hold.venue.name, calendarUrl(mail.publicUrl, hold)));
    if (released.movedUp) tellMovedUp(released.movedUp, mail);
  }
  const expiring = await em.find(
    Hold,
    { remindedAt: null, expiresOn: { $gte: today, $lte: addDays(today, REMIND_DAYS_AHEAD) } },
    { populate: POPULATE, orderBy: { id: 'ASC' } },
  );
  for (const hold of expiring) {
    const claimed = await em.nativeUpdate(Hold, { id: hold.id, remindedAt: null }, { remindedAt: now });
    if (claimed !== 1) continue;
    done += 1;
    if (hold.createdBy) mail.mailer.send(holdExpiringMessage({ email: hold.createdBy.email, name: hold.createdBy.firstName }, hold, actName(hold), hold.venue.name, calendarUrl(mail.publicUrl, hold)));
    await insertBookingDeliveries(executeOn(em), HOLD_EXPIRING_WEBHOOK_EVENT, toHoldDto(hold));
  }
  if (expiring.length) wakeWebhookSenders();
  return done;
}

/** POST /api/closed-dates: a day without options; one that holds options is refused until they are released. */
export async function closeDate(em: EntityManager, input: ClosedDateInput): Promise<ClosedDateDto> {
  const venue = await findVenue(em, input.venueId);
  if (await em.count(Hold, { venue, date: input.date })) throw conflict(HOLD_MESSAGES.hasHolds);
  if (await em.count(ClosedDate, { venue, date: input.date })) throw conflict(HOLD_MESSAGES.alreadyClosed);
  const closed = em.create(ClosedDate, { venue, date: input.date, reason: input.reason ?? null });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(HOLD_MESSAGES.alreadyClosed);
    throw error;
  }
  return toClosedDto(closed);
}

/** DELETE /api/closed-dates/{id}: the day is open for options again. */
export async function reopenDate(em: EntityManager, id: number): Promise<{ id: number }> {
  if ((await em.nativeDelete(ClosedDate, { id })) !== 1) throw notFound(CLOSED_NOT_FOUND);
  return { id };
}

/** GET /api/booking-calendar: a venue's month, the days with options, events or closed, in order. */
export async function bookingCalendar(em: EntityManager, { venueId, month }: BookingCalendarInput): Promise<BookingCalendar> {
  const venue = await findVenue(em, venueId);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const [holds, closedDates, events] = [
    await em.find(Hold, { venue, date: monthRange(month) }, { populate: POPULATE, orderBy: { date: 'ASC', rank: 'ASC' } }),
    await em.find(ClosedDate, { venue, date: monthRange(month) }),
    await em.find(
      Event,
      { venue, fromDate: { $gte: copenhagenToUtc(year, number, 1), $lt: copenhagenToUtc(number === 12 ? year + 1 : year, number === 12 ? 1 : number + 1, 1) } },
      { fields: ['id', 'title', 'isPublic', 'fromDate'], orderBy: { fromDate: 'ASC', id: 'ASC' } },
    ),
  ];
  const days = new Map<string, BookingCalendar['days'][number]>();
  const day = (date: string) => days.get(date) ?? days.set(date, { date, holds: [], events: [] }).get(date)!;
  for (const closed of closedDates) day(closed.date).closed = toClosedDto(closed);
  for (const hold of holds) day(hold.date).holds.push(toHoldDto(hold));
  for (const event of events) day(copenhagenDate(event.fromDate)).events.push({ id: event.id, title: event.title, isPublic: event.isPublic, startsAt: event.fromDate.toISOString() });
  return { venueId, month, days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)) };
}
