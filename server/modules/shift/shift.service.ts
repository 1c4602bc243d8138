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
  ShiftVolunteer,
  ShiftWithEvent,
} from '../../../shared/schemas/shift';
import { beforeCutoff, SHIFT_CUTOFF_MS, SHIFT_LATE_GIVE_BACK_MS, shiftCapRefusal, shiftTimesRefusal } from '../../../shared/shift-rules';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { isoDate, placeholders, query } from '../../read-model/columns';
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

/** `volunteers` from volunteersOf; `viewerId` marks the viewer's own place. */
function toShiftDto(shift: Shift, volunteers: ShiftVolunteer[], viewerId: number): ShiftDto {
  return {
    id: shift.id,
    eventId: shift.event.id,
    role: shift.role,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    capacity: shift.capacity,
    ...(shift.note && { note: shift.note }),
    volunteers,
    mine: volunteers.some((volunteer) => volunteer.memberId === viewerId),
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
  };
}

/**
 * Who holds the places of these shifts, each in the order they signed up, read as rows: a plan at
 * the cap of 100 shifts × 50 places took 377–1,500 ms to load as sign-up and member entities on a
 * busy machine, and 19–26 ms as rows.
 */
async function volunteersOf(em: EntityManager, shiftIds: readonly number[]): Promise<Map<number, ShiftVolunteer[]>> {
  const volunteers = new Map<number, ShiftVolunteer[]>(shiftIds.map((id) => [id, []]));
  if (shiftIds.length === 0) return volunteers;
  const rows = await query(
    em,
    `select ss.shift_id, ss.created_at, m.id as member_id, m.first_name, m.last_name, m.email
     from shift_signup ss join member m on m.id = ss.member_id
     where ss.shift_id in (${placeholders(shiftIds)}) order by ss.created_at, ss.id`,
    shiftIds,
  );
  for (const row of rows) {
    volunteers.get(Number(row.shift_id))!.push({
      memberId: Number(row.member_id),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      email: String(row.email),
      signedUpAt: isoDate(row.created_at),
    });
  }
  return volunteers;
}

/** Expects the event's venue loaded. */
const toShiftWithEvent = (shift: Shift, volunteers: ShiftVolunteer[], viewerId: number): ShiftWithEvent => ({
  ...toShiftDto(shift, volunteers, viewerId),
  event: toShiftEvent(shift.event),
});

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
  const shifts = await em.find(Shift, { event }, { orderBy: byStart });
  const volunteers = await volunteersOf(em, shifts.map((shift) => shift.id));
  return { event: toShiftEvent(event), shifts: shifts.map((shift) => toShiftDto(shift, volunteers.get(shift.id)!, viewer.memberId)) };
}

/** A shift as GET answers it, read again after a change. */
async function readShift(em: EntityManager, id: number, viewer: Viewer): Promise<ShiftDto> {
  const shift = await em.findOne(Shift, { id }, { refresh: true });
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  return toShiftDto(shift, (await volunteersOf(em, [id])).get(id)!, viewer.memberId);
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

type Times = { startsAt: Date; endsAt: Date };

/**
 * Whether `shifts` may join the plan of `event`, which has `existing` shifts (docs/product.md): at most
 * SHIFTS_PER_EVENT_MAX on an event (409), each within 24 hours of its concerts. Times a manager typed
 * are a 400; times a copy carried over from another event are a 409, as the cap is.
 */
function assertPlanFits(event: Pick<Event, 'fromDate' | 'toDate'>, existing: number, shifts: readonly Times[], times: 'typed' | 'copied'): void {
  const full = shiftCapRefusal(existing, shifts.length);
  if (full) throw conflict(full);
  const outside = shifts.map((shift) => shiftTimesRefusal(shift, event.fromDate, event.toDate)).find(Boolean);
  if (outside) throw times === 'typed' ? invalid(outside) : conflict(outside);
}

/** The event whose plan changes, locked (FOR UPDATE on PostgreSQL) so parallel additions count one after another. */
async function lockEvent(em: EntityManager, id: number): Promise<Event> {
  const event = await em.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

export async function createShift(em: EntityManager, eventId: number, input: ShiftInput, viewer: Viewer): Promise<ShiftDto> {
  const id = await em.transactional(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const fields = shiftFields(input);
    assertPlanFits(event, await tx.count(Shift, { event }), [fields], 'typed');
    const shift = tx.create(Shift, { ...fields, note: input.note || null, event });
    await tx.flush();
    return shift.id;
  });
  return readShift(em, id, viewer);
}

/** Capacity never drops below the places already taken: someone would hold a place that does not exist. */
export async function updateShift(em: EntityManager, id: number, input: ShiftInput, viewer: Viewer): Promise<ShiftDto> {
  await em.transactional(async (tx) => {
    const shift = await findShift(tx, id, LockMode.PESSIMISTIC_WRITE);
    const fields = shiftFields(input);
    const event = await tx.findOneOrFail(Event, { id: shift.event.id });
    const outside = shiftTimesRefusal(fields, event.fromDate, event.toDate);
    if (outside) throw invalid(outside);
    const taken = await tx.count(ShiftSignup, { shift });
    if (input.capacity < taken) throw conflict(`${taken} har allerede en plads på vagten; tag nogen af, før du sætter pladserne ned`);
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
 * New shifts on `onto`, which has `existing` shifts, like `shifts` of an event whose first concert
 * began at `anchor`: each keeps its Copenhagen wall-clock distance from the first concert's start
 * (shiftConcerts), so a bar shift from 19:00 stays at 19:00 across a daylight-saving change. Sign-ups
 * are not copied. Refused (409) when the plan would not fit (assertPlanFits): too many shifts, or one
 * that would lie more than 24 hours from the concerts of `onto`.
 */
export function copyShiftsOnto(em: EntityManager, shifts: readonly TimedShift[], anchor: Date, onto: Event, existing: number): void {
  if (shifts.length === 0) return;
  const timed = shifts.map((shift) => ({ shift, from: shift.startsAt.toISOString(), to: shift.endsAt.toISOString() }));
  const moved = shiftConcerts(timed, onto.fromDate, anchor).map(({ shift, from, to }) => ({ shift, startsAt: new Date(from), endsAt: new Date(to) }));
  assertPlanFits(onto, existing, moved, 'copied');
  for (const { shift, startsAt, endsAt } of moved) {
    em.create(Shift, { event: onto, role: shift.role, startsAt, endsAt, capacity: shift.capacity, note: shift.note ?? null });
  }
}

/** An event's shifts, for copying them with the event (event-copy.service.ts). */
export const shiftsOf = (em: EntityManager, event: Event): Promise<Shift[]> => em.find(Shift, { event }, { orderBy: byStart });

/** POST /api/events/{id}/shifts/copy: another event's shifts added to this one's plan, moved with the events' first concerts. */
export async function copyShifts(em: EntityManager, eventId: number, fromEventId: number, viewer: Viewer): Promise<ShiftPlan> {
  if (eventId === fromEventId) throw invalid('Vælg et andet event at kopiere vagterne fra');
  await em.transactional(async (tx) => {
    const onto = await lockEvent(tx, eventId);
    const from = await tx.findOne(Event, { id: fromEventId });
    if (!from) throw invalid('Eventet, vagterne skulle kopieres fra, findes ikke');
    const shifts = await shiftsOf(tx, from);
    if (shifts.length === 0) throw invalid('Eventet, vagterne skulle kopieres fra, har ingen vagter');
    copyShiftsOnto(tx, shifts, from.fromDate, onto, await tx.count(Shift, { event: onto }));
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
    { populate: ['event.venue'], orderBy: byStart, limit: MY_SHIFTS },
  );
  const candidates = await em.find(
    Shift,
    { startsAt: { $gt: new Date(now.getTime() + SHIFT_CUTOFF_MS) } },
    { populate: ['event.venue'], orderBy: byStart, limit: OPEN_CANDIDATES },
  );
  const taken = await placesTaken(em, candidates.map((shift) => shift.id));
  // A place the member could not take (one of their own shifts overlaps it) is no place to offer them.
  const free = (shift: Shift) => !mine.some((own) => own.startsAt < shift.endsAt && own.endsAt > shift.startsAt);
  const open = candidates.filter((shift) => (taken.get(shift.id) ?? 0) < shift.capacity && free(shift)).slice(0, OPEN_SHIFTS);
  const volunteers = await volunteersOf(em, [...new Set([...mine, ...open].map((shift) => shift.id))]);
  const withEvent = (shift: Shift) => toShiftWithEvent(shift, volunteers.get(shift.id)!, viewer.memberId);
  return { mine: mine.map(withEvent), open: open.map(withEvent) };
}

/** How many places of each shift are taken, counted by the database. */
async function placesTaken(em: EntityManager, shiftIds: readonly number[]): Promise<Map<number, number>> {
  if (shiftIds.length === 0) return new Map();
  const rows = await query(em, `select shift_id, count(*) as taken from shift_signup where shift_id in (${placeholders(shiftIds)}) group by shift_id`, shiftIds);
  return new Map(rows.map((row) => [Number(row.shift_id), Number(row.taken)]));
}

/** GET /api/shifts/overview: the coming events (not yet over), soonest first, with their places and how many are taken. */
export async function shiftOverview(em: EntityManager, now = new Date()): Promise<ShiftOverview> {
  const events = await em.find(Event, { toDate: { $gt: now } }, { populate: ['venue'], orderBy: { fromDate: 'ASC', id: 'ASC' }, limit: OVERVIEW_EVENTS });
  const plans = await planTotals(em, events.map((event) => event.id));
  return events.map((event) => ({ ...toShiftEvent(event), ...(plans.get(event.id) ?? { shiftCount: 0, capacity: 0, taken: 0 }) }));
}

/**
 * Shifts, places and places taken per event, counted by the database: every member opens the
 * overview, and reading every sign-up of a hundred events to count them took 157 ms at one plan of
 * 100 shifts × 50 places and grew with each; counted, 6–8 ms.
 */
async function planTotals(em: EntityManager, eventIds: number[]): Promise<Map<number, { shiftCount: number; capacity: number; taken: number }>> {
  if (eventIds.length === 0) return new Map();
  const rows = await query(
    em,
    `select event_id, count(*) as shift_count, sum(capacity) as capacity, sum(taken) as taken from (
       select s.event_id, s.capacity, (select count(*) from shift_signup ss where ss.shift_id = s.id) as taken
       from shift s where s.event_id in (${placeholders(eventIds)})
     ) per_shift group by event_id`,
    eventIds,
  );
  return new Map(rows.map((row) => [Number(row.event_id), { shiftCount: Number(row.shift_count), capacity: Number(row.capacity), taken: Number(row.taken) }]));
}
