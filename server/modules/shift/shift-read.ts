import type { EntityManager } from '@mikro-orm/core';
import type { MyShifts, ShiftEvent, Shift as ShiftDto, ShiftOverview, ShiftPlan, ShiftWithEvent } from '../../../shared/schemas/shift';
import { notFound } from '../../errors';
import { placeholders, query } from '../../read-model/columns';
import { hasPermission, mayPlanShifts, type Viewer } from '../../lib/viewer';
import { Event } from '../event/event.entity';
import { shiftSettings } from '../settings/settings.service';
import { Shift } from './shift.entity';
import { seasonHoursOf } from './shift-hours';
import { factsOf, groupRows, memberFacts, missingFor, type Places, readPlaces, spanOf, statusOf } from './shift-status';

export const SHIFT_NOT_FOUND = 'Vagten findes ikke';
export const EVENT_NOT_FOUND = 'Eventet findes ikke';
/** Bounds of the lists a member reads, whatever the number of events. */
const OVERVIEW_EVENTS = 100;
const MY_SHIFTS = 100;
const OPEN_SHIFTS = 50;
/** Shifts read to find OPEN_SHIFTS the member can take: full ones and those they cannot take are skipped. */
const OPEN_CANDIDATES = 500;
const SWAPS = 50;

export const byStart = { startsAt: 'ASC', id: 'ASC' } as const;

/** Expects the event's venue loaded. */
export function toShiftEvent(event: Event): ShiftEvent {
  return {
    id: event.id,
    title: event.title,
    from: event.fromDate.toISOString(),
    to: event.toDate.toISOString(),
    venueName: event.venue.name,
    isPublic: event.isPublic,
    status: event.status,
  };
}

const NONE: ReadonlySet<number> = new Set();

/** The qualifications of everyone holding a place on shifts that require any, to warn of what they lack. */
async function qualificationsOfVolunteers(em: EntityManager, places: Places): Promise<Map<number, ReadonlySet<number>>> {
  const members = [...places.requirements.keys()].flatMap((shiftId) => (places.volunteers.get(shiftId) ?? []).map((volunteer) => volunteer.memberId));
  if (members.length === 0) return new Map();
  const unique = [...new Set(members)];
  const rows = await query(em, `select member_id, qualification_id from member_qualification where member_id in (${placeholders(unique)})`, unique);
  const held = groupRows(rows, 'member_id', (row) => Number(row.qualification_id));
  return new Map([...held].map(([member, ids]) => [member, new Set(ids)]));
}

/**
 * Shifts as the member asking sees them: who holds, waits for and offers each place, what it
 * requires, and where the member stands as a volunteer (the one rule, shift-status.ts). Expects each shift's event,
 * lead and crew loaded.
 */
export async function describeShifts(em: EntityManager, shifts: readonly Shift[], viewer: Viewer, now = new Date()): Promise<ShiftDto[]> {
  if (shifts.length === 0) return [];
  const places = await readPlaces(em, shifts.map((shift) => shift.id));
  const [{ shiftGiveBackHours }, me, qualified] = await Promise.all([
    shiftSettings(em),
    memberFacts(em, viewer.memberId, spanOf(shifts)),
    qualificationsOfVolunteers(em, places),
  ]);
  const manager = hasPermission(viewer, 'manageShifts');
  const plans = (shift: Shift) => mayPlanShifts(viewer, [shift.crew?.lead?.id]);
  return shifts.map((shift) => {
    const facts = factsOf(shift, places);
    // Where the member stands as a volunteer: a manager's overrides are their own controls on the plan ("Sæt på", "Tag af").
    const asking = { giveBackHours: shiftGiveBackHours, asManager: false, now };
    const swaps = places.swaps.get(shift.id) ?? [];
    const volunteers = (places.volunteers.get(shift.id) ?? []).map((volunteer) => {
      const missing = missingFor(facts, qualified.get(volunteer.memberId) ?? NONE);
      return missing.length > 0 ? { ...volunteer, missing } : volunteer;
    });
    return {
      id: shift.id,
      eventId: shift.event.id,
      role: shift.role,
      startsAt: shift.startsAt.toISOString(),
      endsAt: shift.endsAt.toISOString(),
      capacity: shift.capacity,
      ...(shift.note && { note: shift.note }),
      door: shift.door,
      volunteers,
      mine: facts.holders.has(viewer.memberId),
      requires: facts.requirements.map((requirement) => requirement.id),
      requirements: [...facts.requirements],
      ...(shift.lead && { lead: { memberId: shift.lead.id, firstName: shift.lead.firstName, lastName: shift.lead.lastName } }),
      ...(shift.crew && { crew: { id: shift.crew.id, name: shift.crew.name } }),
      standby: places.standby.get(shift.id) ?? [],
      swaps,
      signup: statusOf(facts, me, asking),
      // An offered place is taken as a free one would be, the shift's being full set aside.
      ...(swaps.some((swap) => swap.memberId !== viewer.memberId) && { swapSignup: statusOf(facts, me, { ...asking, exchange: true }) }),
      marksAttendance: manager || shift.lead?.id === viewer.memberId || plans(shift),
      plans: plans(shift),
      createdAt: shift.createdAt.toISOString(),
      updatedAt: shift.updatedAt.toISOString(),
    };
  });
}

async function withEvents(em: EntityManager, shifts: readonly Shift[], viewer: Viewer, now: Date): Promise<ShiftWithEvent[]> {
  const described = await describeShifts(em, shifts, viewer, now);
  return described.map((shift, index) => ({ ...shift, event: toShiftEvent(shifts[index]!.event) }));
}

async function findEvent(em: EntityManager, id: number): Promise<Event> {
  const event = await em.findOne(Event, { id }, { populate: ['venue'] });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** GET /api/events/{id}/shifts: the event and its shifts by start. */
export async function readShiftPlan(em: EntityManager, eventId: number, viewer: Viewer): Promise<ShiftPlan> {
  const event = await findEvent(em, eventId);
  const shifts = await em.find(Shift, { event }, { populate: ['lead', 'crew'], orderBy: byStart });
  return { event: toShiftEvent(event), shifts: await describeShifts(em, shifts, viewer) };
}

/** A shift as GET answers it, read again after a change. */
export async function readShift(em: EntityManager, id: number, viewer: Viewer): Promise<ShiftDto> {
  const shift = await em.findOne(Shift, { id }, { populate: ['event', 'lead', 'crew'], refresh: true });
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  const [described] = await describeShifts(em, [shift], viewer);
  return described!;
}

const NIGHT_HELD = { status: { $nin: ['cancelled', 'postponed'] as ('cancelled' | 'postponed')[] } };

/**
 * GET /api/shifts/mine: the member's shifts not yet over, next first; the places they can take (the
 * one rule says `free`), those of their crews' shifts first ("Dine hold") and not again among the
 * others, places others offer to swap that they can take, the shifts they wait for, and their
 * season's hours with what those have earned.
 */
export async function myShifts(em: EntityManager, viewer: Viewer, now = new Date()): Promise<MyShifts> {
  const populate = ['event.venue', 'lead', 'crew'] as const;
  const [mine, candidates, crewCandidates, offered, waiting] = await Promise.all([
    em.find(Shift, { endsAt: { $gt: now }, signups: { member: viewer.memberId } }, { populate, orderBy: byStart, limit: MY_SHIFTS }),
    em.find(Shift, { startsAt: { $gt: now }, event: NIGHT_HELD }, { populate, orderBy: byStart, limit: OPEN_CANDIDATES }),
    em.find(Shift, { startsAt: { $gt: now }, event: NIGHT_HELD, crew: { members: viewer.memberId } }, { populate, orderBy: byStart, limit: OPEN_CANDIDATES }),
    em.find(
      Shift,
      { startsAt: { $gt: now }, event: NIGHT_HELD, swaps: { takenAt: null, offeredBy: { $ne: viewer.memberId } } },
      { populate, orderBy: byStart, limit: SWAPS },
    ),
    em.find(Shift, { endsAt: { $gt: now }, standby: { member: viewer.memberId } }, { populate, orderBy: byStart, limit: MY_SHIFTS }),
  ]);
  const [described, season] = await Promise.all([
    withEvents(em, [...new Set([...mine, ...candidates, ...crewCandidates, ...offered, ...waiting])], viewer, now),
    seasonHoursOf(em, viewer.memberId, now),
  ]);
  const byId = new Map(described.map((shift) => [shift.id, shift]));
  const pick = (shifts: readonly Shift[]) => shifts.map((shift) => byId.get(shift.id)!);
  const crews = pick(crewCandidates).filter((shift) => shift.signup.state === 'free').slice(0, OPEN_SHIFTS);
  const offeredFirst = new Set(crews.map((shift) => shift.id));
  const swaps = pick(offered).filter((shift) => shift.swapSignup?.state === 'free');
  return {
    mine: pick(mine),
    crews,
    open: pick(candidates).filter((shift) => shift.signup.state === 'free' && !offeredFirst.has(shift.id)).slice(0, OPEN_SHIFTS),
    swaps,
    // A shift waited for that is offered to swap is shown once, where it can be taken.
    standby: pick(waiting).filter((shift) => !swaps.some((swap) => swap.id === shift.id)),
    season,
  };
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
