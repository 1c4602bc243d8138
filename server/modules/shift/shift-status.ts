import type { EntityManager } from '@mikro-orm/core';
import type { EventStatus } from '../../../shared/event-details';
import type { ShiftVolunteer } from '../../../shared/schemas/shift';
import { type AttendanceStatus, shiftSignupStatus, type ShiftSignupStatus } from '../../../shared/shift-rules';
import { isoDate, placeholders, query, type Row, type Value } from '../../read-model/columns';

/**
 * The facts about a member that the one rule (shared/shift-rules.ts, shiftSignupStatus) weighs,
 * read once for any number of shifts: which qualifications they have and which shifts they hold
 * in the time those shifts span.
 */
export type MemberFacts = {
  memberId: number;
  qualificationIds: ReadonlySet<number>;
  held: readonly { shiftId: number; role: string; startsAt: Date; endsAt: Date }[];
};

/** What the rule weighs about a shift, as the plan, the lists and the writes read it. */
export type ShiftFacts = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  eventStatus: EventStatus;
  /** Members holding a place. */
  holders: ReadonlySet<number>;
  /** Members on the standby list, first first. */
  standby: readonly number[];
  requirements: readonly { id: number; name: string }[];
};

/** Reads a member's facts for shifts lying within `span` (their clashes can only be there). */
export async function memberFacts(em: EntityManager, memberId: number, span: { from: Date; to: Date }): Promise<MemberFacts> {
  const [qualifications, held] = await Promise.all([
    query(em, 'select qualification_id from member_qualification where member_id = ?', [memberId]),
    query(
      em,
      `select s.id, s.role, s.starts_at, s.ends_at from shift_signup ss join shift s on s.id = ss.shift_id
       where ss.member_id = ? and s.starts_at < ? and s.ends_at > ?`,
      [memberId, span.to, span.from],
    ),
  ]);
  return {
    memberId,
    qualificationIds: new Set(qualifications.map((row) => Number(row.qualification_id))),
    held: held.map((row) => ({ shiftId: Number(row.id), role: String(row.role), startsAt: dateOf(row.starts_at), endsAt: dateOf(row.ends_at) })),
  };
}

const dateOf = (value: Value) => new Date(isoDate(value));

/** Rows grouped by the id in one of their columns (a shift's, a member's), in the order read. */
export function groupRows<T>(rows: readonly Row[], column: string, map: (row: Row) => T): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(Number(row[column])) ?? [];
    list.push(map(row));
    grouped.set(Number(row[column]), list);
  }
  return grouped;
}

const byShift = <T>(rows: readonly Row[], map: (row: Row) => T) => groupRows(rows, 'shift_id', map);

/** The time a set of shifts spans, for memberFacts. */
export const spanOf = (shifts: readonly { startsAt: Date; endsAt: Date }[]) => ({
  from: new Date(Math.min(...shifts.map((shift) => shift.startsAt.getTime()))),
  to: new Date(Math.max(...shifts.map((shift) => shift.endsAt.getTime()))),
});

/** The required qualifications a member lacks, by name. */
export const missingFor = (shift: Pick<ShiftFacts, 'requirements'>, qualificationIds: ReadonlySet<number>) =>
  shift.requirements.filter((requirement) => !qualificationIds.has(requirement.id)).map((requirement) => requirement.name);

type Asking = {
  giveBackHours: number;
  asManager: boolean;
  /** "Du" for the member asking, or the first name of the member a manager acts for. */
  who?: string;
  /** A swap: the shift being full is no reason. */
  exchange?: boolean;
  now?: Date;
};

/** The one rule, for one member and one shift: every read and write about taking a place asks it. */
export function statusOf(shift: ShiftFacts, member: MemberFacts, asking: Asking): ShiftSignupStatus {
  const clash = member.held.find((own) => own.shiftId !== shift.id && own.startsAt < shift.endsAt && own.endsAt > shift.startsAt);
  const position = shift.standby.indexOf(member.memberId) + 1;
  return shiftSignupStatus(
    {
      eventStatus: shift.eventStatus,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      capacity: shift.capacity,
      taken: shift.holders.size,
      holds: shift.holders.has(member.memberId),
      ...(position > 0 && { standbyPosition: position }),
      ...(clash && { clash }),
      missing: missingFor(shift, member.qualificationIds),
      giveBackHours: asking.giveBackHours,
      asManager: asking.asManager,
      exchange: asking.exchange,
      who: asking.who,
    },
    (asking.now ?? new Date()).getTime(),
  );
}

type Person = { memberId: number; firstName: string; lastName: string };

/** Who holds, waits for and offers the places of some shifts, and what each requires: everything about their places, read as rows. */
export type Places = {
  volunteers: Map<number, ShiftVolunteer[]>;
  standby: Map<number, (Person & { since: string })[]>;
  swaps: Map<number, (Person & { id: number; offeredAt: string })[]>;
  requirements: Map<number, { id: number; name: string }[]>;
};

const personOf = (row: Row): Person => ({ memberId: Number(row.member_id), firstName: String(row.first_name), lastName: String(row.last_name) });

/**
 * The places of these shifts, each list in its order (sign-up, standby, offer), read as rows: a plan
 * at the cap of 100 shifts × 50 places took 377–1,500 ms to load as sign-up and member entities on a
 * busy machine, and 19–26 ms as rows.
 */
export async function readPlaces(em: EntityManager, shiftIds: readonly number[]): Promise<Places> {
  if (shiftIds.length === 0) return { volunteers: new Map(), standby: new Map(), swaps: new Map(), requirements: new Map() };
  const ids = placeholders(shiftIds);
  const [volunteers, standby, swaps, requirements] = await Promise.all([
    query(
      em,
      `select ss.shift_id, ss.created_at, ss.attendance, m.id as member_id, m.first_name, m.last_name, m.email
       from shift_signup ss join member m on m.id = ss.member_id where ss.shift_id in (${ids}) order by ss.created_at, ss.id`,
      shiftIds,
    ),
    query(
      em,
      `select sb.shift_id, sb.created_at, m.id as member_id, m.first_name, m.last_name
       from shift_standby sb join member m on m.id = sb.member_id where sb.shift_id in (${ids}) order by sb.created_at, sb.id`,
      shiftIds,
    ),
    query(
      em,
      `select sw.id, sw.shift_id, sw.created_at, m.id as member_id, m.first_name, m.last_name
       from shift_swap sw join member m on m.id = sw.offered_by_id where sw.shift_id in (${ids}) and sw.taken_at is null order by sw.created_at, sw.id`,
      shiftIds,
    ),
    query(
      em,
      `select sr.shift_id, q.id, q.name from shift_requirement sr join qualification q on q.id = sr.qualification_id
       where sr.shift_id in (${ids}) order by q.name_sort_key, q.id`,
      shiftIds,
    ),
  ]);
  return {
    volunteers: byShift(volunteers, (row) => ({
      ...personOf(row),
      email: String(row.email),
      signedUpAt: isoDate(row.created_at),
      ...(row.attendance && { attendance: row.attendance as AttendanceStatus }),
    })),
    standby: byShift(standby, (row) => ({ ...personOf(row), since: isoDate(row.created_at) })),
    swaps: byShift(swaps, (row) => ({ ...personOf(row), id: Number(row.id), offeredAt: isoDate(row.created_at) })),
    requirements: byShift(requirements, (row) => ({ id: Number(row.id), name: String(row.name) })),
  };
}

/** The facts the rule weighs about one shift whose places were read with readPlaces. */
export function factsOf(shift: { id: number; startsAt: Date; endsAt: Date; capacity: number; event: { status: EventStatus } }, places: Places): ShiftFacts {
  return {
    id: shift.id,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    capacity: shift.capacity,
    eventStatus: shift.event.status,
    holders: new Set((places.volunteers.get(shift.id) ?? []).map((volunteer) => volunteer.memberId)),
    standby: (places.standby.get(shift.id) ?? []).map((entry) => entry.memberId),
    requirements: places.requirements.get(shift.id) ?? [],
  };
}
