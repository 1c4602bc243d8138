import type { EntityManager } from '@mikro-orm/core';
import { type CheckInResult, DOOR_ENTRY_KIND_LABELS, type DoorCheckIn as DoorCheckInDto, type DoorEntry } from '../../../shared/schemas/door';
import { GUEST_KIND_LABELS, type GuestKind } from '../../../shared/schemas/guest-list';
import { danishSortKey } from '../../lib/danish-sort-key';
import { isoDate, query, type Row } from '../../read-model/columns';

/**
 * The night's door list (docs/door.md#door-mode), read in four statements whatever its length:
 * confirmed reservations, the guest list, the volunteers of every shift of the night and, when the
 * settings let members in free, every active member who is not already there as a volunteer.
 * In Danish order by name, then by key, so every phone shows the same list.
 */
export async function doorEntries(em: EntityManager, eventId: number): Promise<DoorEntry[]> {
  const reservations = await query(em, `select id, name, places, door_code from reservation where event_id = ? and status = ?`, [eventId, 'confirmed']);
  const guests = await query(
    em,
    `select g.id, g.name, g.plus, g.kind, a.name as artist_name from guest_list_entry g left join artist a on a.id = g.artist_id where g.event_id = ?`,
    [eventId],
  );
  const volunteers = await query(
    em,
    `select ss.member_id, m.first_name, m.last_name, s.role
       from shift_signup ss join shift s on s.id = ss.shift_id join member m on m.id = ss.member_id
      where s.event_id = ? order by s.starts_at, s.id`,
    [eventId],
  );
  const members = await query(
    em,
    `select m.id, m.first_name, m.last_name from member m
      where m.active = ? and exists (select 1 from site_settings s where s.id = 1 and s.door_members_free = ?)`,
    [true, true],
  );

  const entries: DoorEntry[] = [];
  for (const row of reservations) {
    entries.push({ key: `r:${row.id}`, kind: 'reservation', name: String(row.name), persons: Number(row.places), ...(row.door_code ? { code: String(row.door_code) } : {}) });
  }
  for (const row of guests) {
    const label = row.kind === 'artist' && row.artist_name ? String(row.artist_name) : GUEST_KIND_LABELS[row.kind as GuestKind];
    entries.push({ key: `g:${row.id}`, kind: 'guest', name: String(row.name), persons: 1 + Number(row.plus), label });
  }
  // A volunteer on several shifts is one entry, with the night's roles in the order of their shifts.
  const roles = new Map<number, { row: Row; roles: Set<string> }>();
  for (const row of volunteers) {
    const id = Number(row.member_id);
    const known = roles.get(id) ?? roles.set(id, { row, roles: new Set() }).get(id)!;
    known.roles.add(String(row.role));
  }
  for (const [id, { row, roles: named }] of roles) {
    entries.push({ key: `v:${id}`, kind: 'volunteer', name: fullName(row), persons: 1, label: [...named].join(', ') });
  }
  for (const row of members) {
    if (!roles.has(Number(row.id))) entries.push({ key: `m:${row.id}`, kind: 'member', name: fullName(row), persons: 1, label: DOOR_ENTRY_KIND_LABELS.member });
  }
  return inDanishOrder(entries);
}

const fullName = (row: Row) => `${row.first_name} ${row.last_name}`;

function inDanishOrder(entries: DoorEntry[]): DoorEntry[] {
  const keyed = entries.map((entry) => ({ entry, sortKey: danishSortKey(entry.name) }));
  // The sort keys are [0-9a-z] only: plain comparison orders them, faster than a collator.
  keyed.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0));
  return keyed.map(({ entry }) => entry);
}

/** A stored check-in as the door's rules read it; undos and refused ones included. */
export type StoredCheckIn = {
  id: string;
  type: 'in' | 'walk-in' | 'exit' | 'undo';
  key: string | null;
  persons: number;
  result: CheckInResult;
  message: string | null;
  at: string;
  receivedAt: string;
  door: string;
  undone: boolean;
};

/** Every check-in of the night, in the phones' time order (ties in the order they arrived). */
export async function storedCheckIns(em: EntityManager, eventId: number): Promise<StoredCheckIn[]> {
  const rows = await query(
    em,
    `select id, type, entry_key, persons, result, message, at, received_at, door, undone_at from door_check_in where event_id = ? order by at, received_at, id`,
    [eventId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    type: row.type as StoredCheckIn['type'],
    key: row.entry_key === null || row.entry_key === undefined ? null : String(row.entry_key),
    persons: Number(row.persons),
    result: row.result as CheckInResult,
    message: row.message === null || row.message === undefined ? null : String(row.message),
    at: isoDate(row.at),
    receivedAt: isoDate(row.received_at),
    door: String(row.door),
    undone: row.undone_at !== null && row.undone_at !== undefined,
  }));
}

/** Whether a check-in counts: not an undo, not undone, and it counted someone. */
export const counts = (checkIn: StoredCheckIn): checkIn is StoredCheckIn & { type: DoorCheckInDto['type'] } =>
  checkIn.type !== 'undo' && !checkIn.undone && checkIn.persons > 0;

/** In minus out over the counted check-ins, never below 0. */
export function insideOf(checkIns: readonly StoredCheckIn[]): number {
  let inside = 0;
  for (const checkIn of checkIns) if (counts(checkIn)) inside += checkIn.type === 'exit' ? -checkIn.persons : checkIn.persons;
  return Math.max(0, inside);
}
