import { type EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import {
  alreadyCheckedInText,
  type CheckInBatchAnswer,
  type checkInBatchSchema,
  type CheckInOutcome,
  DOOR_MESSAGES,
  DOOR_OPEN_MARGIN_HOURS,
  DOOR_WARN_SHARE,
  type DoorState,
  doorExitPartialText,
  doorFullText,
  doorNearlyFullText,
  doorOverText,
  doorPartialText,
} from '../../../shared/schemas/door';
import { conflict, notFound } from '../../errors';
import { isoDate, optional, placeholders, query } from '../../read-model/columns';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';
import type { DoorAccess } from './door-access';
import { DoorCheckIn } from './door-check-in.entity';
import { counts, doorEntries, insideOf, type StoredCheckIn, storedCheckIns } from './door-list';

export type CheckInBatch = z.output<typeof checkInBatchSchema>;
type Incoming = CheckInBatch['checkIns'][number];
type Decision = Pick<CheckInOutcome, 'result' | 'persons' | 'message'>;

const HOUR_MS = 3_600_000;

/** The night as the door's answers show it, the venue's capacity when it has one, and when its door is open. */
export type DoorNight = Pick<DoorState, 'event' | 'capacity'> & { opens: number; closes: number };

/** The event and its venue in one statement: the door asks every few seconds from every phone. */
export async function doorNight(em: EntityManager, id: number): Promise<DoorNight> {
  const [row] = await query(
    em,
    `select e.id, e.title, e.from_date, e.to_date, e.doors_at, v.id as venue_id, v.name as venue_name, v.capacity
       from event e join venue v on v.id = e.venue_id where e.id = ?`,
    [id],
  );
  if (!row) throw notFound(DOOR_MESSAGES.notFound);
  const doorsAt = optional<number | string>(row.doors_at);
  const from = isoDate(row.from_date);
  const to = isoDate(row.to_date);
  return {
    event: {
      id: Number(row.id),
      title: String(row.title),
      from,
      to,
      ...(doorsAt !== undefined && { doorsAt: isoDate(doorsAt) }),
      venue: { id: Number(row.venue_id), name: String(row.venue_name) },
    },
    ...(row.capacity !== null && row.capacity !== undefined && { capacity: Number(row.capacity) }),
    opens: Date.parse(doorsAt === undefined ? from : isoDate(doorsAt)) - DOOR_OPEN_MARGIN_HOURS * HOUR_MS,
    closes: Date.parse(to) + DOOR_OPEN_MARGIN_HOURS * HOUR_MS,
  };
}

export const nightFields = ({ event, capacity }: DoorNight) => ({ event, ...(capacity !== undefined && { capacity }) });

/** GET /api/events/{id}/door: the list, the counted check-ins and the count inside, in five statements. */
export async function doorState(em: EntityManager, access: DoorAccess, eventId: number, now = new Date()): Promise<DoorState> {
  const night = await doorNight(em, eventId);
  const entries = await doorEntries(em, eventId);
  const stored = await storedCheckIns(em, eventId);
  return {
    ...nightFields(night),
    inside: insideOf(stored),
    mayOverride: access.mayOverride,
    entries,
    checkIns: stored.filter(counts).map((checkIn) => ({
      id: checkIn.id,
      type: checkIn.type,
      ...(checkIn.key !== null && { key: checkIn.key }),
      persons: checkIn.persons,
      at: checkIn.at,
      door: checkIn.door,
    })),
    syncedAt: now.toISOString(),
  };
}

/** The night's check-ins as the rules weigh a new one: by id, the count inside, and what each entry has used. */
class DoorTally {
  readonly byId = new Map<string, StoredCheckIn>();
  /** In minus out, before it is held at 0: an undone check-in in can take it below. */
  private net = 0;
  private readonly byKey = new Map<string, StoredCheckIn[]>();

  constructor(stored: readonly StoredCheckIn[]) {
    for (const checkIn of stored) this.add(checkIn);
  }

  get inside(): number {
    return Math.max(0, this.net);
  }

  add(checkIn: StoredCheckIn) {
    this.byId.set(checkIn.id, checkIn);
    if (!counts(checkIn)) return;
    this.net += checkIn.type === 'exit' ? -checkIn.persons : checkIn.persons;
    if (checkIn.type === 'in' && checkIn.key !== null) (this.byKey.get(checkIn.key) ?? this.byKey.set(checkIn.key, []).get(checkIn.key)!).push(checkIn);
  }

  undo(checkIn: StoredCheckIn) {
    if (counts(checkIn)) this.net -= checkIn.type === 'exit' ? -checkIn.persons : checkIn.persons;
    checkIn.undone = true;
  }

  /** The counted check-ins of an entry; the first of them in the phones' time is the one a second phone is told of. */
  of(key: string): StoredCheckIn[] {
    return (this.byKey.get(key) ?? []).filter(counts).sort((a, b) => a.at.localeCompare(b.at));
  }
}

/** The persons a check-in would bring in: refused at the capacity, unless already inside (offline) or a manager overrides. */
function overCapacity(tally: DoorTally, capacity: number | null, checkIn: Incoming, persons: number, access: DoorAccess): Decision | undefined {
  if (capacity === null || tally.inside + persons <= capacity || checkIn.offline || (checkIn.override && access.mayOverride)) return undefined;
  return { result: 'full', persons: 0, message: doorFullText(tally.inside, capacity) };
}

/** What the door is told with a check-in counted near or over the capacity. */
function capacityNote(inside: number, capacity: number | null): string | undefined {
  if (capacity === null) return undefined;
  if (inside > capacity) return doorOverText(inside, capacity);
  return inside >= capacity * DOOR_WARN_SHARE ? doorNearlyFullText(inside, capacity) : undefined;
}

type Weighing = { tally: DoorTally; capacity: number | null; access: DoorAccess; entries: () => Promise<Map<string, number>> };

/** The rules of docs/door.md#door-mode for one new check-in; an undo's target is taken back here. */
async function decide(night: Weighing, checkIn: Incoming): Promise<Decision> {
  const { tally, capacity, access } = night;
  if (checkIn.type === 'undo') {
    const target = checkIn.undoes === undefined ? undefined : tally.byId.get(checkIn.undoes);
    if (!target || target.type === 'undo') return { result: 'unknown', persons: 0, message: DOOR_MESSAGES.undoUnknown };
    if (target.undone) return { result: 'already', persons: 0, message: DOOR_MESSAGES.alreadyUndone };
    tally.undo(target);
    return { result: 'ok', persons: target.persons };
  }
  if (checkIn.type === 'exit') {
    const persons = Math.min(checkIn.persons, tally.inside);
    return persons < checkIn.persons ? { result: 'partial', persons, message: doorExitPartialText(persons) } : { result: 'ok', persons };
  }
  let persons = checkIn.persons;
  let partial: string | undefined;
  if (checkIn.type === 'in') {
    const total = checkIn.key === undefined ? undefined : (await night.entries()).get(checkIn.key);
    if (total === undefined) return { result: 'unknown', persons: 0, message: DOOR_MESSAGES.key };
    const used = tally.of(checkIn.key!);
    const left = total - used.reduce((sum, earlier) => sum + earlier.persons, 0);
    if (left <= 0) return { result: 'already', persons: 0, message: alreadyCheckedInText(used[0]!.at, used[0]!.door) };
    if (left < persons) {
      partial = doorPartialText(left, persons);
      persons = left;
    }
  }
  const full = overCapacity(tally, capacity, checkIn, persons, access);
  if (full) return full;
  if (partial) return { result: 'partial', persons, message: partial };
  const note = capacityNote(tally.inside + persons, capacity);
  return { result: 'ok', persons, ...(note && { message: note }) };
}

/** A check-in far from the night: a phone with a wrong clock, or last week's list. */
function assertNightOpen({ opens, closes }: DoorNight, checkIns: readonly Incoming[]) {
  if (checkIns.some((checkIn) => Date.parse(checkIn.at) < opens || Date.parse(checkIn.at) > closes)) throw conflict(DOOR_MESSAGES.closed);
}

const outcomeOf = (checkIn: StoredCheckIn): CheckInOutcome => ({
  id: checkIn.id,
  result: checkIn.result,
  persons: checkIn.persons,
  ...(checkIn.message !== null && { message: checkIn.message }),
});

async function recordOnce(tx: EntityManager, access: DoorAccess, batch: CheckInBatch, now: Date): Promise<CheckInBatchAnswer> {
  // Every change to a night's check-ins takes this lock first (SQLite runs one write transaction at a time anyway).
  const event = await tx.findOne(Event, { id: batch.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!event) throw notFound(DOOR_MESSAGES.notFound);
  const night = await doorNight(tx, event.id);
  assertNightOpen(night, batch.checkIns);
  const tally = new DoorTally(await storedCheckIns(tx, event.id));
  const fresh = [...new Set(batch.checkIns.map((checkIn) => checkIn.id).filter((id) => !tally.byId.has(id)))];
  const elsewhere = new Set(
    fresh.length === 0 ? [] : (await query(tx, `select id from door_check_in where id in (${placeholders(fresh)})`, fresh)).map((row) => String(row.id)),
  );
  let entries: Map<string, number> | undefined;
  const weighing: Weighing = {
    tally,
    capacity: night.capacity ?? null,
    access,
    entries: async () => (entries ??= new Map((await doorEntries(tx, event.id)).map((entry) => [entry.key, entry.persons]))),
  };
  const member = tx.getReference(Member, access.memberId);
  const made = new Map<string, DoorCheckIn>();
  const undone: string[] = [];
  const outcomes: CheckInOutcome[] = [];
  for (const checkIn of batch.checkIns) {
    const known = tally.byId.get(checkIn.id);
    if (known) {
      outcomes.push(outcomeOf(known));
      continue;
    }
    if (elsewhere.has(checkIn.id)) {
      outcomes.push({ id: checkIn.id, result: 'refused', persons: 0, message: DOOR_MESSAGES.otherEvent });
      continue;
    }
    const target = checkIn.type === 'undo' && checkIn.undoes !== undefined ? tally.byId.get(checkIn.undoes) : undefined;
    const wasUndone = target?.undone;
    const decision = await decide(weighing, checkIn);
    if (target && !wasUndone && target.undone) {
      const pending = made.get(target.id);
      if (pending) pending.undoneAt = now;
      else undone.push(target.id);
    }
    const at = new Date(checkIn.at);
    const stored: StoredCheckIn = {
      id: checkIn.id,
      type: checkIn.type,
      key: checkIn.type === 'in' ? (checkIn.key ?? null) : null,
      persons: decision.persons,
      result: decision.result,
      message: decision.message ?? null,
      at: at.toISOString(),
      receivedAt: now.toISOString(),
      door: checkIn.door,
      undone: false,
    };
    tally.add(stored);
    made.set(
      checkIn.id,
      tx.create(DoorCheckIn, {
        id: checkIn.id,
        event,
        type: checkIn.type,
        entryKey: stored.key,
        undoes: checkIn.type === 'undo' ? (checkIn.undoes ?? null) : null,
        persons: stored.persons,
        result: stored.result,
        message: stored.message,
        at,
        receivedAt: now,
        door: checkIn.door,
        offline: checkIn.offline,
        undoneAt: null,
        member,
      }),
    );
    outcomes.push(outcomeOf(stored));
  }
  await tx.flush();
  if (undone.length > 0) await tx.nativeUpdate(DoorCheckIn, { id: { $in: undone } }, { undoneAt: now });
  return { outcomes, inside: tally.inside };
}

/**
 * POST /api/events/{id}/door/check-ins: a phone's check-ins, weighed in order in one transaction
 * under the event's lock, so two doors checking in the same guest at once count them once. A
 * check-in already stored answers as it did then. The event's lock makes a clash on an id rare:
 * only two nights' batches carrying the same id at once; the loser is weighed again and finds it.
 */
export async function recordCheckIns(em: EntityManager, access: DoorAccess, batch: CheckInBatch, now = new Date()): Promise<CheckInBatchAnswer> {
  try {
    return await em.fork().transactional((tx) => recordOnce(tx, access, batch, now));
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return em.fork().transactional((tx) => recordOnce(tx, access, batch, now));
  }
}
