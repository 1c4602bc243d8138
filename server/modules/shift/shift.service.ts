import { type EntityManager, LockMode } from '@mikro-orm/core';
import { formatDateTime } from '../../../shared/danish-date';
import { shiftConcerts } from '../../../shared/event-series';
import type { Shift as ShiftDto, ShiftInput, ShiftPlan } from '../../../shared/schemas/shift';
import { shiftCapRefusal, shiftTimesRefusal } from '../../../shared/shift-rules';
import { conflict, invalid, notFound } from '../../errors';
import { mayPlanShifts, requireShiftPlanner, type Viewer } from '../../lib/viewer';
import { Crew } from '../crew/crew.entity';
import { crewLeads } from '../crew/crew.service';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';
import { Qualification } from '../qualification/qualification.entity';
import { Shift, ShiftRequirement, ShiftSignup } from './shift.entity';
import { byStart, EVENT_NOT_FOUND, readShift, readShiftPlan } from './shift-read';
import { fillFromStandby, lockShift, type Notify } from './shift-signup.service';
import { readPlaces } from './shift-status';

/** The stored fields of an input; a note or door left out keeps what is stored, a blank or null note removes it. */
function shiftFields(input: ShiftInput) {
  return {
    role: input.role,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    capacity: input.capacity,
    ...(input.note !== undefined && { note: input.note || null }),
    ...(input.door !== undefined && { door: input.door }),
  };
}

/** The lead an input names: left out keeps the stored one, null removes it, an id must be an approved member. */
async function leadOf(tx: EntityManager, leadId: number | null | undefined): Promise<{ lead?: Member | null }> {
  if (leadId === undefined) return {};
  if (leadId === null) return { lead: null };
  const lead = await tx.findOne(Member, { id: leadId, active: true });
  if (!lead) throw invalid('Vagtlederen findes ikke eller er ikke godkendt endnu');
  return { lead };
}

/** The crew an input names: left out keeps the stored one, null removes it, an id must be a crew. */
async function crewOf(tx: EntityManager, crewId: number | null | undefined): Promise<{ crew?: Crew | null }> {
  if (crewId === undefined) return {};
  if (crewId === null) return { crew: null };
  const crew = await tx.findOne(Crew, { id: crewId });
  if (!crew) throw invalid('Holdet findes ikke');
  return { crew };
}

/**
 * A shift manager plans every shift; a crew's lead plans its crew's (docs/permissions.md): `crews`
 * are the crews the change concerns, the shift's stored one and the one it is given, so a lead can
 * neither take a shift from another crew nor give theirs away.
 */
async function assertPlans(tx: EntityManager, viewer: Viewer, crews: readonly (number | null | undefined)[]): Promise<void> {
  if (mayPlanShifts(viewer, [])) return;
  const ids = [...new Set(crews.filter((id): id is number => typeof id === 'number'))];
  const leads = await crewLeads(tx, ids);
  requireShiftPlanner(viewer, crews.map((id) => (typeof id === 'number' ? leads.get(id) : undefined)));
}

/** A shift's requirements become `ids` (left out: kept). Each must be a qualification on the list. */
async function requireQualifications(tx: EntityManager, shift: Shift, ids: readonly number[] | undefined, stored: boolean): Promise<void> {
  if (ids === undefined) return;
  const wanted = [...new Set(ids)];
  const qualifications = wanted.length ? await tx.find(Qualification, { id: { $in: wanted } }) : [];
  if (qualifications.length !== wanted.length) throw invalid('Kvalifikationen findes ikke');
  if (stored) await tx.nativeDelete(ShiftRequirement, { shift });
  for (const qualification of qualifications) tx.create(ShiftRequirement, { shift, qualification });
}

type Times = { startsAt: Date; endsAt: Date };

/**
 * Why the shift `shiftId` may not lie at `times`: someone on it would hold another shift at the same
 * time (not one of `moving`, the shifts that move with it), as a sign-up may not. Names who and which.
 */
export async function clashRefusal(tx: EntityManager, shiftId: number, times: Times, moving: readonly number[] = [shiftId]): Promise<string | undefined> {
  const onShift = (await tx.find(ShiftSignup, { shift: shiftId })).map((signup) => signup.member);
  if (onShift.length === 0) return undefined;
  const clash = await tx.findOne(
    ShiftSignup,
    { member: { $in: onShift }, shift: { id: { $nin: [...moving] }, startsAt: { $lt: times.endsAt }, endsAt: { $gt: times.startsAt } } },
    { populate: ['member', 'shift'] },
  );
  return clash ? `${clash.member.firstName} har allerede en vagt på det tidspunkt: ${clash.shift.role} ${formatDateTime(clash.shift.startsAt)}` : undefined;
}

/**
 * Whether `shifts` may join the plan of `event`, which has `existing` shifts (docs/shifts.md): at most
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
    await assertPlans(tx, viewer, [input.crewId]);
    const event = await lockEvent(tx, eventId);
    const fields = shiftFields(input);
    assertPlanFits(event, await tx.count(Shift, { event }), [fields], 'typed');
    const shift = tx.create(Shift, { ...fields, note: input.note || null, event, ...(await leadOf(tx, input.leadId)), ...(await crewOf(tx, input.crewId)) });
    await requireQualifications(tx, shift, input.requires, false);
    await tx.flush();
    return shift.id;
  });
  return readShift(em, id, viewer);
}

/**
 * Capacity never drops below the places already taken: someone would hold a place that does not
 * exist. New places go at once to those on the standby list who can take them.
 */
export async function updateShift(em: EntityManager, id: number, input: ShiftInput, viewer: Viewer, notify: Notify): Promise<ShiftDto> {
  const drafts = await em.transactional(async (tx) => {
    const shift = await lockShift(tx, id);
    await assertPlans(tx, viewer, input.crewId === undefined ? [shift.crew?.id] : [shift.crew?.id, input.crewId]);
    const fields = shiftFields(input);
    const event = await tx.findOneOrFail(Event, { id: shift.event.id });
    const outside = shiftTimesRefusal(fields, event.fromDate, event.toDate);
    if (outside) throw invalid(outside);
    const taken = await tx.count(ShiftSignup, { shift });
    if (input.capacity < taken) throw conflict(`${taken} har allerede en plads på vagten; tag nogen af, før du sætter pladserne ned`);
    // New times must not give anyone on the shift two at once, as a sign-up may not.
    const clash = await clashRefusal(tx, shift.id, fields);
    if (clash) throw conflict(clash);
    tx.assign(shift, { ...fields, ...(await leadOf(tx, input.leadId)), ...(await crewOf(tx, input.crewId)) });
    await requireQualifications(tx, shift, input.requires, true);
    await tx.flush();
    return input.capacity > taken ? fillFromStandby(tx, shift, notify) : [];
  });
  for (const draft of drafts) notify.mailer.send(draft);
  return readShift(em, id, viewer);
}

/** Returns the deleted shift with its volunteers, so a client can say who loses their place. */
export async function deleteShift(em: EntityManager, id: number, viewer: Viewer): Promise<ShiftDto> {
  const deleted = await readShift(em, id, viewer);
  await assertPlans(em, viewer, [deleted.crew?.id]);
  await em.nativeDelete(Shift, { id });
  return deleted;
}

/** A shift as a copy takes it: times, role, places, note, whether it runs the door and what it requires; not who holds, leads or waits for it. */
export type PlannedShift = {
  role: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  note?: string | null;
  door?: boolean;
  requires: readonly number[];
  crewId?: number | null;
};

/**
 * New shifts on `onto`, which has `existing` shifts, like `shifts` of an event whose first concert
 * began at `anchor`: each keeps its Copenhagen wall-clock distance from the first concert's start
 * (shiftConcerts), so a bar shift from 19:00 stays at 19:00 across a daylight-saving change. Sign-ups
 * are not copied. Refused (409) when the plan would not fit (assertPlanFits): too many shifts, or one
 * that would lie more than 24 hours from the concerts of `onto`.
 */
export function copyShiftsOnto(em: EntityManager, shifts: readonly PlannedShift[], anchor: Date, onto: Event, existing: number): void {
  if (shifts.length === 0) return;
  const timed = shifts.map((shift) => ({ shift, from: shift.startsAt.toISOString(), to: shift.endsAt.toISOString() }));
  const moved = shiftConcerts(timed, onto.fromDate, anchor).map(({ shift, from, to }) => ({ shift, startsAt: new Date(from), endsAt: new Date(to) }));
  assertPlanFits(onto, existing, moved, 'copied');
  for (const { shift, startsAt, endsAt } of moved) {
    const crew = shift.crewId ? em.getReference(Crew, shift.crewId) : null;
    const copy = em.create(Shift, { event: onto, role: shift.role, startsAt, endsAt, capacity: shift.capacity, note: shift.note ?? null, door: shift.door ?? false, crew });
    for (const id of shift.requires) em.create(ShiftRequirement, { shift: copy, qualification: em.getReference(Qualification, id) });
  }
}

/** An event's shifts with what each requires, for copying them with the event (event-copy.service.ts). */
export async function shiftsOf(em: EntityManager, event: Event): Promise<PlannedShift[]> {
  const shifts = await em.find(Shift, { event }, { orderBy: byStart });
  const { requirements } = await readPlaces(em, shifts.map((shift) => shift.id));
  return shifts.map(({ id, role, startsAt, endsAt, capacity, note, door, crew }) => ({
    role,
    startsAt,
    endsAt,
    capacity,
    note,
    door,
    crewId: crew?.id ?? null,
    requires: (requirements.get(id) ?? []).map((requirement) => requirement.id),
  }));
}

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
