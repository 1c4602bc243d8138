import { type EntityManager, LockMode } from '@mikro-orm/core';
import { PERMISSIONS } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/danish-date';
import { shiftConcerts } from '../../../shared/event-series';
import type {
  MyShifts,
  ShiftEvent,
  Shift as ShiftDto,
  ShiftInput,
  ShiftOverview,
  ShiftPlan,
  ShiftWithEvent,
} from '../../../shared/schemas/shift';
import { beforeCutoff, SHIFT_CUTOFF_MS, SHIFT_LATE_GIVE_BACK_MS } from '../../../shared/shift-rules';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { hasPermission, type Viewer } from '../auth/viewer';
import { Event } from '../event/event.entity';
import type { Mailer } from '../mail/mailer';
import { lateGiveBackMessage } from '../mail/messages';
import { Member } from '../member/member.entity';
import { Shift, ShiftSignup } from './shift.entity';

const SHIFT_NOT_FOUND = 'Vagten findes ikke';
const EVENT_NOT_FOUND = 'Eventet findes ikke';
const AFTER_CUTOFF = 'Vagten begynder om mindre end 24 timer; nu kan kun en vagtansvarlig ændre, hvem der har den';
/** Bounds of the lists a member reads, whatever the number of events. */
const OVERVIEW_EVENTS = 100;
const MY_SHIFTS = 100;
const OPEN_SHIFTS = 50;
/** Shifts read to find OPEN_SHIFTS with a free place: full ones are skipped. */
const OPEN_CANDIDATES = 500;

const SHIFT_POPULATE = ['signups.member'] as const;
const WITH_EVENT_POPULATE = ['signups.member', 'event.venue'] as const;

/** Expects the event's venue loaded. */
function toShiftEvent(event: Event): ShiftEvent {
  return {
    id: event.id,
    title: event.title,
    from: event.fromDate.toISOString(),
    to: event.toDate.toISOString(),
    venueName: event.venue.name,
    isPublic: event.isPublic,
  };
}

/** Expects SHIFT_POPULATE loaded; `viewerId` marks the viewer's own place. */
function toShiftDto(shift: Shift, viewerId: number): ShiftDto {
  const signups = [...shift.signups.getItems()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return {
    id: shift.id,
    eventId: shift.event.id,
    role: shift.role,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    capacity: shift.capacity,
    ...(shift.note && { note: shift.note }),
    volunteers: signups.map((signup) => ({
      memberId: signup.member.id,
      firstName: signup.member.firstName,
      lastName: signup.member.lastName,
      email: signup.member.email,
      signedUpAt: signup.createdAt.toISOString(),
    })),
    mine: signups.some((signup) => signup.member.id === viewerId),
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
  };
}

/** Expects WITH_EVENT_POPULATE loaded. */
const toShiftWithEvent = (shift: Shift, viewerId: number): ShiftWithEvent => ({ ...toShiftDto(shift, viewerId), event: toShiftEvent(shift.event) });

const byStart = { startsAt: 'ASC', id: 'ASC' } as const;

async function findEvent(em: EntityManager, id: number): Promise<Event> {
  const event = await em.findOne(Event, { id }, { populate: ['venue'] });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

async function findShift(em: EntityManager, id: number, lockMode?: LockMode): Promise<Shift> {
  const shift = await em.findOne(Shift, { id }, { lockMode });
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  return shift;
}

/** GET /api/events/{id}/shifts: the event and its shifts by start. */
export async function readShiftPlan(em: EntityManager, eventId: number, viewer: Viewer): Promise<ShiftPlan> {
  const event = await findEvent(em, eventId);
  const shifts = await em.find(Shift, { event }, { populate: SHIFT_POPULATE, orderBy: byStart });
  return { event: toShiftEvent(event), shifts: shifts.map((shift) => toShiftDto(shift, viewer.memberId)) };
}

/** A shift as GET answers it, read again after a change. */
async function readShift(em: EntityManager, id: number, viewer: Viewer): Promise<ShiftDto> {
  const shift = await em.findOne(Shift, { id }, { populate: SHIFT_POPULATE, refresh: true });
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  return toShiftDto(shift, viewer.memberId);
}

/** The stored fields of an input; a note left out keeps what is stored, blank or null removes it. */
function shiftFields(input: ShiftInput) {
  return {
    role: input.role,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    capacity: input.capacity,
    ...(input.note !== undefined && { note: input.note || null }),
  };
}

export async function createShift(em: EntityManager, eventId: number, input: ShiftInput, viewer: Viewer): Promise<ShiftDto> {
  const event = await findEvent(em, eventId);
  const shift = em.create(Shift, { ...shiftFields(input), note: input.note || null, event });
  await em.flush();
  return readShift(em, shift.id, viewer);
}

/** Capacity never drops below the places already taken: someone would hold a place that does not exist. */
export async function updateShift(em: EntityManager, id: number, input: ShiftInput, viewer: Viewer): Promise<ShiftDto> {
  await em.transactional(async (tx) => {
    const shift = await findShift(tx, id, LockMode.PESSIMISTIC_WRITE);
    const taken = await tx.count(ShiftSignup, { shift });
    if (input.capacity < taken) throw conflict(`${taken} har allerede en plads på vagten; tag nogen af, før du sætter pladserne ned`);
    const fields = shiftFields(input);
    // New times must not give anyone on the shift two at once, as a sign-up may not.
    const onShift = (await tx.find(ShiftSignup, { shift })).map((signup) => signup.member);
    const clash = await tx.findOne(
      ShiftSignup,
      {
        member: { $in: onShift },
        shift: { id: { $ne: shift.id }, startsAt: { $lt: fields.endsAt }, endsAt: { $gt: fields.startsAt } },
      },
      { populate: ['member', 'shift'] },
    );
    if (clash) {
      throw conflict(`${clash.member.firstName} har allerede en vagt på det tidspunkt: ${clash.shift.role} ${formatDateTime(clash.shift.startsAt)}`);
    }
    tx.assign(shift, fields);
    await tx.flush();
  });
  return readShift(em, id, viewer);
}

/** Returns the deleted shift with its volunteers, so a client can say who loses their place. */
export async function deleteShift(em: EntityManager, id: number, viewer: Viewer): Promise<ShiftDto> {
  const deleted = await readShift(em, id, viewer);
  await em.nativeDelete(Shift, { id });
  return deleted;
}

type TimedShift = { role: string; startsAt: Date; endsAt: Date; capacity: number; note?: string | null };

/**
 * New shifts on `onto` like `shifts` of an event whose first concert began at `anchor`: each keeps its
 * Copenhagen wall-clock distance from the first concert's start (shiftConcerts), so a bar shift
 * from 19:00 stays at 19:00 across a daylight-saving change. Sign-ups are not copied.
 */
export function copyShiftsOnto(em: EntityManager, shifts: readonly TimedShift[], anchor: Date, onto: Event): void {
  if (shifts.length === 0) return;
  const timed = shifts.map((shift) => ({ shift, from: shift.startsAt.toISOString(), to: shift.endsAt.toISOString() }));
  for (const { shift, from, to } of shiftConcerts(timed, onto.fromDate, anchor)) {
    em.create(Shift, { event: onto, role: shift.role, startsAt: new Date(from), endsAt: new Date(to), capacity: shift.capacity, note: shift.note ?? null });
  }
}

/** An event's shifts, for copying them with the event (event-copy.service.ts). */
export const shiftsOf = (em: EntityManager, event: Event): Promise<Shift[]> => em.find(Shift, { event }, { orderBy: byStart });

/** POST /api/events/{id}/shifts/copy: another event's shifts added to this one's plan, moved with the events' first concerts. */
export async function copyShifts(em: EntityManager, eventId: number, fromEventId: number, viewer: Viewer): Promise<ShiftPlan> {
  if (eventId === fromEventId) throw invalid('Vælg et andet event at kopiere vagterne fra');
  await em.transactional(async (tx) => {
    const onto = await findEvent(tx, eventId);
    const from = await tx.findOne(Event, { id: fromEventId });
    if (!from) throw invalid('Eventet, vagterne skulle kopieres fra, findes ikke');
    const shifts = await shiftsOf(tx, from);
    if (shifts.length === 0) throw invalid('Eventet, vagterne skulle kopieres fra, har ingen vagter');
    copyShiftsOnto(tx, shifts, from.fromDate, onto);
    await tx.flush();
  });
  return readShiftPlan(em, eventId, viewer);
}

/** Who the sign-up is for: the viewer, or (managers only) the member named. */
function targetOf(viewer: Viewer, memberId: number | undefined): { id: number; self: boolean; manager: boolean } {
  const manager = hasPermission(viewer, 'manageShifts');
  const self = memberId === undefined || memberId === viewer.memberId;
  if (!self && !manager) throw forbidden('Kun en vagtansvarlig kan sætte andre på og af vagter');
  return { id: memberId ?? viewer.memberId, self, manager };
}

/**
 * POST /api/shifts/{id}/signup. In one transaction, the member's row and then the shift's are locked
 * (FOR UPDATE on PostgreSQL; SQLite runs one write transaction at a time), so of parallel sign-ups for
 * the last place exactly one counts a free place, and one member's parallel sign-ups for two
 * overlapping shifts see each other. Always member before shift: two sign-ups never wait on each other crosswise.
 */
export async function signUp(em: EntityManager, shiftId: number, memberId: number | undefined, viewer: Viewer, now = new Date()): Promise<ShiftDto> {
  const target = targetOf(viewer, memberId);
  await em.transactional(async (tx) => {
    const member = await tx.findOne(Member, { id: target.id, active: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!member) throw invalid('Medlemmet findes ikke eller er ikke godkendt endnu');
    const shift = await findShift(tx, shiftId, LockMode.PESSIMISTIC_WRITE);
    if (!target.manager && !beforeCutoff(shift.startsAt, now.getTime())) throw conflict(AFTER_CUTOFF);
    const who = target.self ? 'Du' : member.firstName;
    if (await tx.count(ShiftSignup, { shift, member })) throw conflict(`${who} har allerede en plads på vagten`);
    if ((await tx.count(ShiftSignup, { shift })) >= shift.capacity) throw conflict('Vagten er fuld');
    const overlapping = await tx.findOne(
      ShiftSignup,
      { member, shift: { startsAt: { $lt: shift.endsAt }, endsAt: { $gt: shift.startsAt } } },
      { populate: ['shift'] },
    );
    if (overlapping) {
      throw conflict(`${who} har allerede en vagt på det tidspunkt: ${overlapping.shift.role} ${formatDateTime(overlapping.shift.startsAt)}`);
    }
    tx.create(ShiftSignup, { shift, member });
    await tx.flush();
  });
  return readShift(em, shiftId, viewer);
}

/**
 * DELETE /api/shifts/{id}/signup. A member who gives their place back within 48 hours of the start
 * leaves a hole the managers must fill: they are told by e-mail.
 */
export async function giveBack(
  em: EntityManager,
  shiftId: number,
  memberId: number | undefined,
  viewer: Viewer,
  notify: { mailer: Mailer; publicUrl: string },
  now = new Date(),
): Promise<ShiftDto> {
  const target = targetOf(viewer, memberId);
  const shift = await em.findOne(Shift, { id: shiftId }, { populate: ['event'] });
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  if (!target.manager && !beforeCutoff(shift.startsAt, now.getTime())) throw conflict(AFTER_CUTOFF);
  const signup = await em.findOne(ShiftSignup, { shift, member: target.id }, { populate: ['member'] });
  if (!signup) throw notFound(target.self ? 'Du har ikke en plads på vagten' : 'Medlemmet har ikke en plads på vagten');
  await em.remove(signup).flush();
  const untilStart = shift.startsAt.getTime() - now.getTime();
  if (target.self && untilStart > 0 && untilStart <= SHIFT_LATE_GIVE_BACK_MS) {
    const managers = await em.find(Member, { active: true, teams: { name: { $in: [...PERMISSIONS.manageShifts] } } });
    for (const manager of managers) notify.mailer.send(lateGiveBackMessage(manager, signup.member, shift, notify.publicUrl));
  }
  return readShift(em, shiftId, viewer);
}

/** GET /api/shifts/mine: the member's shifts not yet over, next first, and open places they may still take themselves. */
export async function myShifts(em: EntityManager, viewer: Viewer, now = new Date()): Promise<MyShifts> {
  const mine = await em.find(
    Shift,
    { endsAt: { $gt: now }, signups: { member: viewer.memberId } },
    { populate: WITH_EVENT_POPULATE, orderBy: byStart, limit: MY_SHIFTS },
  );
  const candidates = await em.find(
    Shift,
    { startsAt: { $gt: new Date(now.getTime() + SHIFT_CUTOFF_MS) } },
    { populate: WITH_EVENT_POPULATE, orderBy: byStart, limit: OPEN_CANDIDATES },
  );
  // A place the member could not take (one of their own shifts overlaps it) is no place to offer them.
  const free = (shift: Shift) => !mine.some((own) => own.startsAt < shift.endsAt && own.endsAt > shift.startsAt);
  const open = candidates.filter((shift) => shift.signups.length < shift.capacity && free(shift)).slice(0, OPEN_SHIFTS);
  return { mine: mine.map((shift) => toShiftWithEvent(shift, viewer.memberId)), open: open.map((shift) => toShiftWithEvent(shift, viewer.memberId)) };
}

/** GET /api/shifts/overview: the coming events (not yet over), soonest first, with their places and how many are taken. */
export async function shiftOverview(em: EntityManager, now = new Date()): Promise<ShiftOverview> {
  const events = await em.find(Event, { toDate: { $gt: now } }, { populate: ['venue'], orderBy: { fromDate: 'ASC', id: 'ASC' }, limit: OVERVIEW_EVENTS });
  const shifts = await em.find(Shift, { event: { $in: events.map((event) => event.id) } }, { populate: ['signups'] });
  return events.map((event) => {
    const own = shifts.filter((shift) => shift.event.id === event.id);
    return {
      ...toShiftEvent(event),
      shiftCount: own.length,
      capacity: own.reduce((sum, shift) => sum + shift.capacity, 0),
      taken: own.reduce((sum, shift) => sum + shift.signups.length, 0),
    };
  });
}
