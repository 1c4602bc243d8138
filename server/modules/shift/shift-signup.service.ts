import { type EntityManager, LockMode } from '@mikro-orm/core';
import { PERMISSIONS } from '../../../shared/constants';
import type { Shift as ShiftDto } from '../../../shared/schemas/shift';
import { attendanceOpen, type AttendanceStatus, LATE_GIVE_BACK_MARGIN_MS } from '../../../shared/shift-rules';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { query } from '../../read-model/columns';
import { hasPermission, mayPlanShifts, type Viewer } from '../../lib/viewer';
import { crewLeads } from '../crew/crew.service';
import { Event } from '../event/event.entity';
import type { Mailer, MailDraft } from '../../lib/mailer';
import { lateGiveBackMessage, standbyPromotedMessage, swapOfferedMessage, swapReceivedMessage, swapTakenMessage } from '../mail/messages';
import { Member } from '../member/member.entity';
import { shiftSettings } from '../settings/settings.service';
import { Shift, ShiftSignup, ShiftStandby, ShiftSwap } from './shift.entity';
import { readShift, SHIFT_NOT_FOUND } from './shift-read';
import { factsOf, memberFacts, readPlaces, statusOf } from './shift-status';

/** Where the messages a change causes go, once it is committed. */
export type Notify = { mailer: Mailer; publicUrl: string };

/** A standby list longer than this is no list anyone waits on: it bounds the members a promotion locks. */
export const STANDBY_MAX = 20;

/**
 * Locks what a change of a shift's places depends on, always in this order, so two changes never
 * wait on each other crosswise: the shift's event for share (a cancellation waits for the change, or
 * the change sees it), then the shift (FOR UPDATE on PostgreSQL; SQLite runs one write transaction at
 * a time), then the members whose places change, by id. Of parallel changes to one shift exactly one
 * runs at a time, and a member's parallel sign-ups elsewhere wait for their row, so each sees the others.
 */
export async function lockShift(tx: EntityManager, shiftId: number): Promise<Shift> {
  const [row] = await query(tx, 'select event_id from shift where id = ?', [shiftId]);
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  await tx.findOne(Event, { id: Number(row.event_id) }, { lockMode: LockMode.PESSIMISTIC_READ });
  const shift = await tx.findOne(Shift, { id: shiftId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  return shift;
}

/** Active members by id, locked in id order (lockShift's order); those missing or not approved are left out. */
async function lockMembers(tx: EntityManager, ids: readonly number[]): Promise<Map<number, Member>> {
  if (ids.length === 0) return new Map();
  const members = await tx.find(Member, { id: { $in: [...ids] }, active: true }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'ASC' } });
  return new Map(members.map((member) => [member.id, member]));
}

/** The one rule for one member and one locked shift, read inside the transaction. */
async function statusIn(tx: EntityManager, shift: Shift, member: Member, asking: { asManager: boolean; self: boolean; exchange?: boolean; now: Date }) {
  const places = await readPlaces(tx, [shift.id]);
  const facts = factsOf(shift, places);
  const [{ shiftGiveBackHours }, mine] = await Promise.all([shiftSettings(tx), memberFacts(tx, member.id, { from: shift.startsAt, to: shift.endsAt })]);
  return {
    facts,
    status: statusOf(facts, mine, { giveBackHours: shiftGiveBackHours, asManager: asking.asManager, exchange: asking.exchange, who: asking.self ? 'Du' : member.firstName, now: asking.now }),
  };
}

/** Who a change is for: the viewer, or (managers only) the member named. */
function targetOf(viewer: Viewer, memberId: number | undefined): { id: number; self: boolean; manager: boolean } {
  const manager = hasPermission(viewer, 'manageShifts');
  const self = memberId === undefined || memberId === viewer.memberId;
  if (!self && !manager) throw forbidden('Kun en vagtansvarlig kan sætte andre på og af vagter');
  return { id: memberId ?? viewer.memberId, self, manager };
}

const NOT_ACTIVE = 'Medlemmet findes ikke eller er ikke godkendt endnu';

/** Gives `member` a place on the locked shift; a standby entry of theirs is done with. */
async function place(tx: EntityManager, shift: Shift, member: Member): Promise<void> {
  await tx.nativeDelete(ShiftStandby, { shift, member });
  tx.create(ShiftSignup, { shift, member });
  await tx.flush();
}

/**
 * POST /api/shifts/{id}/signup: a free place, until the shift starts (late hands are welcome). The
 * one rule decides (shift-status.ts); a manager also puts members on after the start, on a postponed
 * night and without a required qualification, which the plan then warns of.
 */
export async function signUp(em: EntityManager, shiftId: number, memberId: number | undefined, viewer: Viewer, now = new Date()): Promise<ShiftDto> {
  const target = targetOf(viewer, memberId);
  await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const member = (await lockMembers(tx, [target.id])).get(target.id);
    if (!member) throw invalid(NOT_ACTIVE);
    const { status } = await statusIn(tx, shift, member, { asManager: target.manager, self: target.self, now });
    if (status.state !== 'free') throw conflict(status.reason!);
    await place(tx, shift, member);
  });
  return readShift(em, shiftId, viewer);
}

/**
 * Fills the locked shift's free places from its standby list, first first: each goes to the first
 * member the one rule lets take it (approved, no shift at the same time, qualified, the night held),
 * at once and in the caller's transaction, so a freed place is never seen open by anyone else.
 * Those who cannot take it stay on the list. Answers the messages to send once committed.
 */
export async function fillFromStandby(tx: EntityManager, shift: Shift, notify: Notify, now = new Date()): Promise<MailDraft[]> {
  const waiting = await tx.find(ShiftStandby, { shift }, { orderBy: { createdAt: 'ASC', id: 'ASC' } });
  if (waiting.length === 0) return [];
  const members = await lockMembers(tx, waiting.map((entry) => entry.member.id));
  const event = await tx.findOneOrFail(Event, { id: shift.event.id });
  const drafts: MailDraft[] = [];
  for (const entry of waiting) {
    const member = members.get(entry.member.id);
    if (!member) continue;
    const { status, facts } = await statusIn(tx, shift, member, { asManager: false, self: false, now });
    if (facts.holders.size >= shift.capacity) break;
    if (status.state !== 'free') continue;
    await place(tx, shift, member);
    drafts.push(standbyPromotedMessage(member, { ...shift, event }, notify.publicUrl));
  }
  return drafts;
}

/** Fills the free places of these shifts from their standby lists, a transaction per shift, and sends who got one. */
export async function refillShifts(em: EntityManager, shiftIds: readonly number[], notify: Notify, now = new Date()): Promise<void> {
  for (const id of shiftIds) {
    const drafts = await em.transactional(async (tx) => fillFromStandby(tx, await lockShift(tx, id), notify, now));
    for (const draft of drafts) notify.mailer.send(draft);
  }
}

/** The coming shifts a member holds a place on and someone waits for: deleting the member frees those places. */
export async function awaitedPlacesOf(em: EntityManager, memberId: number, now = new Date()): Promise<number[]> {
  const rows = await query(
    em,
    `select distinct ss.shift_id from shift_signup ss join shift_standby sb on sb.shift_id = ss.shift_id
     join shift s on s.id = ss.shift_id where ss.member_id = ? and s.starts_at > ?`,
    [memberId, now],
  );
  return rows.map((row) => Number(row.shift_id));
}

/**
 * DELETE /api/shifts/{id}/signup: a member gives their place back until the cut-off (the settings'
 * give-back hours; after it, only a manager takes anyone off). The place goes at once to the first
 * on the standby list who can take it; a place left open within a day of the cut-off is told to
 * the managers, who must find someone.
 */
export async function giveBack(em: EntityManager, shiftId: number, memberId: number | undefined, viewer: Viewer, notify: Notify, now = new Date()) {
  const target = targetOf(viewer, memberId);
  const { drafts, shift, member, open } = await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const signup = await tx.findOne(ShiftSignup, { shift, member: target.id }, { populate: ['member'] });
    if (!signup) throw notFound(target.self ? 'Du har ikke en plads på vagten' : 'Medlemmet har ikke en plads på vagten');
    const { status } = await statusIn(tx, shift, signup.member, { asManager: target.manager, self: target.self, now });
    if (status.giveBackReason) throw conflict(status.giveBackReason);
    await tx.nativeDelete(ShiftSwap, { shift, offeredBy: signup.member, takenAt: null });
    tx.remove(signup);
    await tx.flush();
    const drafts = await fillFromStandby(tx, shift, notify, now);
    const open = (await tx.count(ShiftSignup, { shift })) < shift.capacity;
    return { drafts, shift, member: signup.member, open };
  });
  for (const draft of drafts) notify.mailer.send(draft);
  const { shiftGiveBackHours } = await shiftSettings(em);
  const untilStart = shift.startsAt.getTime() - now.getTime();
  if (target.self && open && untilStart > 0 && untilStart <= shiftGiveBackHours * 3_600_000 + LATE_GIVE_BACK_MARGIN_MS) {
    const event = await em.findOneOrFail(Event, { id: shift.event.id });
    const managers = await em.find(Member, { active: true, teams: { name: { $in: [...PERMISSIONS.manageShifts] } } });
    for (const manager of managers) notify.mailer.send(lateGiveBackMessage(manager, member, { ...shift, event }, notify.publicUrl));
  }
  return readShift(em, shiftId, viewer);
}

/**
 * POST /api/shifts/{id}/standby: the member waits for a place on a full shift they could otherwise
 * take (the one rule says `full`). DELETE leaves the list.
 */
export async function joinStandby(em: EntityManager, shiftId: number, viewer: Viewer, now = new Date()): Promise<ShiftDto> {
  await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const member = (await lockMembers(tx, [viewer.memberId])).get(viewer.memberId);
    if (!member) throw invalid(NOT_ACTIVE);
    const { status, facts } = await statusIn(tx, shift, member, { asManager: false, self: true, now });
    if (status.state === 'free') throw conflict('Vagten har en ledig plads; tag den i stedet for at stå på venteliste');
    if (status.state !== 'full') throw conflict(status.reason!);
    if (facts.standby.length >= STANDBY_MAX) throw conflict(`Ventelisten er fuld: der står allerede ${STANDBY_MAX} på den`);
    tx.create(ShiftStandby, { shift, member });
    await tx.flush();
  });
  return readShift(em, shiftId, viewer);
}

export async function leaveStandby(em: EntityManager, shiftId: number, viewer: Viewer): Promise<ShiftDto> {
  await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const left = await tx.nativeDelete(ShiftStandby, { shift, member: viewer.memberId });
    if (left === 0) throw notFound('Du står ikke på ventelisten til vagten');
  });
  return readShift(em, shiftId, viewer);
}

/**
 * POST /api/shifts/{id}/swap: the member offers their place to any other member who can take it. It
 * stays theirs until someone does, also inside the give-back cut-off: a swap leaves no hole. The
 * first on the standby list whom the one rule lets take it is told: they were waiting for just that.
 */
export async function offerSwap(em: EntityManager, shiftId: number, viewer: Viewer, notify: Notify, now = new Date()): Promise<ShiftDto> {
  const drafts = await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const member = await tx.findOne(Member, { id: viewer.memberId });
    const { status, facts } = await statusIn(tx, shift, member!, { asManager: false, self: true, now });
    if (!facts.holders.has(viewer.memberId)) throw notFound('Du har ikke en plads på vagten');
    if (status.state !== 'signed-up' && status.state !== 'after-cutoff') throw conflict(status.giveBackReason ?? status.reason!);
    if (await tx.count(ShiftSwap, { shift, offeredBy: viewer.memberId, takenAt: null })) throw conflict('Du tilbyder allerede pladsen til bytte');
    tx.create(ShiftSwap, { shift, offeredBy: member! });
    await tx.flush();
    for (const entry of await tx.find(ShiftStandby, { shift }, { populate: ['member'], orderBy: { createdAt: 'ASC', id: 'ASC' } })) {
      const { status: theirs } = await statusIn(tx, shift, entry.member, { asManager: false, self: false, exchange: true, now });
      if (theirs.state !== 'free') continue;
      const event = await tx.findOneOrFail(Event, { id: shift.event.id });
      return [swapOfferedMessage(entry.member, member!, { ...shift, event }, notify.publicUrl)];
    }
    return [];
  });
  for (const draft of drafts) notify.mailer.send(draft);
  return readShift(em, shiftId, viewer);
}

/** DELETE /api/shifts/{id}/swap: the member keeps their place after all. */
export async function withdrawSwap(em: EntityManager, shiftId: number, viewer: Viewer): Promise<ShiftDto> {
  await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const withdrawn = await tx.nativeDelete(ShiftSwap, { shift, offeredBy: viewer.memberId, takenAt: null });
    if (withdrawn === 0) throw notFound('Du tilbyder ikke pladsen til bytte');
  });
  return readShift(em, shiftId, viewer);
}

/**
 * POST /api/swaps/{id}/take: the member takes an offered place, as they would a free one (the one
 * rule, with the shift's being full set aside). Under the shift's lock, so of two members taking one
 * offer at once exactly one gets it; the other is told it is taken. Both members are told by e-mail.
 */
export async function takeSwap(em: EntityManager, swapId: number, viewer: Viewer, notify: Notify, now = new Date()): Promise<ShiftDto> {
  const [row] = await query(em, 'select shift_id from shift_swap where id = ?', [swapId]);
  if (!row) throw notFound('Byttet findes ikke');
  const shiftId = Number(row.shift_id);
  const drafts = await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const swap = await tx.findOne(ShiftSwap, { id: swapId }, { refresh: true });
    if (!swap) throw notFound('Byttet findes ikke');
    if (swap.takenAt) throw conflict('Vagten er allerede overtaget af en anden');
    if (swap.offeredBy.id === viewer.memberId) throw conflict('Det er din egen plads; træk byttet tilbage i stedet');
    const members = await lockMembers(tx, [swap.offeredBy.id, viewer.memberId]);
    const taker = members.get(viewer.memberId);
    const offeredBy = members.get(swap.offeredBy.id) ?? (await tx.findOneOrFail(Member, { id: swap.offeredBy.id }));
    if (!taker) throw invalid(NOT_ACTIVE);
    const { status } = await statusIn(tx, shift, taker, { asManager: false, self: true, exchange: true, now });
    if (status.state !== 'free') throw conflict(status.reason!);
    const given = await tx.nativeDelete(ShiftSignup, { shift, member: offeredBy });
    if (given === 0) throw conflict('Pladsen er ikke længere til bytte');
    swap.takenBy = taker;
    swap.takenAt = now;
    await place(tx, shift, taker);
    const event = await tx.findOneOrFail(Event, { id: shift.event.id });
    const at = { ...shift, event };
    return [swapTakenMessage(offeredBy, taker, at, notify.publicUrl), swapReceivedMessage(taker, offeredBy, at, notify.publicUrl)];
  });
  for (const draft of drafts) notify.mailer.send(draft);
  return readShift(em, shiftId, viewer);
}

/**
 * PUT /api/shifts/{id}/attendance: a manager, or the member leading the shift, marks a volunteer
 * arrived or no-show (null unmarks), from the shift's start: the lead ticks people off as they come.
 */
export async function markAttendance(
  em: EntityManager,
  shiftId: number,
  input: { memberId: number; status: AttendanceStatus | null },
  viewer: Viewer,
  now = new Date(),
): Promise<ShiftDto> {
  await em.transactional(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    const crewLead = shift.crew && (await crewLeads(tx, [shift.crew.id])).get(shift.crew.id);
    if (shift.lead?.id !== viewer.memberId && !mayPlanShifts(viewer, [crewLead])) {
      throw forbidden('Kun en vagtansvarlig eller vagtens leder kan registrere fremmøde');
    }
    const event = await tx.findOneOrFail(Event, { id: shift.event.id });
    if (event.status === 'cancelled') throw conflict('Eventet er aflyst; der er intet fremmøde at registrere');
    if (!attendanceOpen(shift.startsAt, now.getTime())) throw conflict('Fremmøde kan først registreres, når vagten er begyndt');
    const signup = await tx.findOne(ShiftSignup, { shift, member: input.memberId });
    if (!signup) throw notFound('Medlemmet har ikke en plads på vagten');
    tx.assign(signup, {
      attendance: input.status,
      attendanceMarkedAt: input.status ? now : null,
      attendanceMarkedBy: input.status ? tx.getReference(Member, viewer.memberId) : null,
    });
    await tx.flush();
  });
  return readShift(em, shiftId, viewer);
}
