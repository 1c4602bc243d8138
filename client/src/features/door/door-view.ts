import type { CheckInBatchAnswer, CheckInOutcome, CheckInType, DoorCheckIn, DoorEntry, DoorState } from '../../../../shared/schemas/door';
import { doorCodeAsTyped } from '../../../../shared/reservation-text';

/**
 * What a phone's door shows: the server's last state, with the check-ins the phone has made since and
 * not yet had answered laid on top. Pure (no DOM, no clock), so `npm run bench:door` counts with the same
 * rules as the phones.
 */

/** A check-in as the phone made it and queues it until the server has answered for it. */
export type QueuedCheckIn = {
  id: string;
  type: CheckInType;
  key?: string;
  undoes?: string;
  persons: number;
  at: string;
  door: string;
  offline: boolean;
  override: boolean;
};

export type DoorView = {
  /** Inside now: the server's count and what the queue will add or take away. */
  inside: number;
  /** Persons of each entry inside, by entry key. */
  used: ReadonlyMap<string, number>;
};

type Counted = Pick<DoorCheckIn, 'id' | 'type' | 'key' | 'persons'>;

/** What a check-in the server counted did to the count inside. */
const countedEffect = (checkIn: Counted) => (checkIn.type === 'exit' ? -checkIn.persons : checkIn.persons);

/**
 * The server's state with the queue laid on top, in the order the check-ins were made. A queued
 * check-in the server has already counted (its answer was lost on the way) is in the state's list and
 * counts once. An entry is let in up to its persons, as the server will.
 */
export function doorView(state: Pick<DoorState, 'inside' | 'entries' | 'checkIns'>, queue: readonly QueuedCheckIn[]): DoorView {
  const used = new Map<string, number>();
  const counted = new Map<string, Counted>();
  for (const checkIn of state.checkIns) {
    counted.set(checkIn.id, checkIn);
    if (checkIn.type === 'in' && checkIn.key) used.set(checkIn.key, (used.get(checkIn.key) ?? 0) + checkIn.persons);
  }
  const entries = new Map(state.entries.map((entry) => [entry.key, entry]));
  let inside = state.inside;
  // Queued check-ins as this phone expects the server to count them, for an undo of one still queued.
  const expected = new Map<string, Counted>();
  for (const checkIn of queue) {
    if (counted.has(checkIn.id)) continue;
    if (checkIn.type === 'undo') {
      const undone = (checkIn.undoes && (expected.get(checkIn.undoes) ?? counted.get(checkIn.undoes))) || undefined;
      if (!undone) continue;
      inside -= countedEffect(undone);
      if (undone.type === 'in' && undone.key) used.set(undone.key, (used.get(undone.key) ?? 0) - undone.persons);
      expected.delete(undone.id);
      counted.delete(undone.id);
      continue;
    }
    let persons = checkIn.persons;
    // Nobody leaves an empty room: the server holds the count at 0 too.
    if (checkIn.type === 'exit') persons = Math.min(persons, Math.max(0, inside));
    if (checkIn.type === 'in') {
      const entry = checkIn.key ? entries.get(checkIn.key) : undefined;
      persons = entry ? Math.max(0, Math.min(persons, entry.persons - (used.get(entry.key) ?? 0))) : 0;
      if (entry) used.set(entry.key, (used.get(entry.key) ?? 0) + persons);
    }
    const made = { id: checkIn.id, type: checkIn.type, key: checkIn.key, persons };
    expected.set(checkIn.id, made);
    inside += countedEffect(made);
  }
  return { inside, used };
}

/**
 * The state once the server has answered for `sent`: its count inside, and the check-ins it counted
 * added to the list (undone ones taken out), so the screen holds still until the next state arrives
 * with every phone's check-ins.
 */
export function applyAnswer(state: DoorState, sent: readonly QueuedCheckIn[], answer: CheckInBatchAnswer): DoorState {
  const outcomes = new Map(answer.outcomes.map((outcome) => [outcome.id, outcome]));
  const known = new Set(state.checkIns.map((checkIn) => checkIn.id));
  let checkIns = [...state.checkIns];
  for (const checkIn of sent) {
    const outcome = outcomes.get(checkIn.id);
    if (!outcome || !counts(outcome)) continue;
    if (checkIn.type === 'undo') {
      checkIns = checkIns.filter((counted) => counted.id !== checkIn.undoes);
    } else if (!known.has(checkIn.id)) {
      checkIns.push({ id: checkIn.id, type: checkIn.type, key: checkIn.key, persons: outcome.persons, at: checkIn.at, door: checkIn.door });
    }
  }
  return { ...state, inside: answer.inside, checkIns };
}

/** Whether the server counted the check-in (all of it, or the part the entry had left) or the undo. */
export const counts = (outcome: CheckInOutcome) => outcome.result === 'ok' || outcome.result === 'partial';

/** Share of the capacity from which the door warns, and at which it is full. */
export type Fullness = 'room' | 'nearly' | 'full';

export function fullness(inside: number, capacity: number | undefined, warnShare: number): Fullness {
  if (capacity === undefined) return 'room';
  if (inside >= capacity) return 'full';
  return inside >= capacity * warnShare ? 'nearly' : 'room';
}

/** Lower case without accents, so "soren" finds "Søren" and "zoe" finds "Zoë". */
export function searchText(text: string): string {
  return text
    .toLocaleLowerCase('da-DK')
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The entries whose name (or label) holds every word typed; all of them for an empty search. */
export function searchEntries(entries: readonly DoorEntry[], query: string): DoorEntry[] {
  const words = searchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchText(`${entry.name} ${entry.label ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/** The entry a scanned or typed reservation code belongs to. */
export function entryByCode(entries: readonly DoorEntry[], code: string): DoorEntry | undefined {
  const wanted = doorCodeAsTyped(code);
  return wanted ? entries.find((entry) => entry.code === wanted) : undefined;
}
