import type { EntityManager } from '@mikro-orm/core';
import { formatDateTime } from '../../../shared/danish-date';
import { shiftConcerts } from '../../../shared/event-series';
import { danishList, shiftTimesRefusal } from '../../../shared/shift-rules';
import { conflict } from '../../errors';
import type { Event } from '../event/event.entity';
import type { MailDraft } from '../../lib/mailer';
import { shiftsMovedMessage } from '../mail/messages';
import { clashRefusal } from './shift.service';
import { Shift, ShiftSignup } from './shift.entity';
import { perMember } from './shift-event-status';
import { byStart } from './shift-read';

type Span = Pick<Event, 'fromDate' | 'toDate'>;

/**
 * The shifts of an event saved with new concerts (PUT /api/events/{id}), in its transaction, the event
 * locked and already holding its new `fromDate` and `toDate` (`before`: what it had). When its start
 * (the first concert's) moved, every shift moves with it, keeping its Copenhagen wall-clock distance
 * from that start as a copy's shifts do (shiftConcerts), its reminder goes again before the new date,
 * and everyone on it is told, once per volunteer: the messages to send once committed are the answer.
 * Before, a move left them at the old date, where no plan could be copied and no shift saved again.
 * Refused (409, naming the shifts) when a shift within 24 hours of the concerts would no longer be,
 * or a volunteer would hold two shifts at once.
 */
export async function moveShiftsWith(tx: EntityManager, event: Event, before: Span, publicUrl: string): Promise<MailDraft[]> {
  const shifts = await tx.find(Shift, { event }, { orderBy: byStart });
  if (shifts.length === 0) return [];
  const moves = event.fromDate.getTime() !== before.fromDate.getTime();
  const timed = shifts.map((shift) => ({ shift, from: shift.startsAt.toISOString(), to: shift.endsAt.toISOString() }));
  const moved = (moves ? shiftConcerts(timed, event.fromDate, before.fromDate) : timed).map(({ shift, from, to }) => ({ shift, startsAt: new Date(from), endsAt: new Date(to) }));
  const outside = moved.filter(({ shift, ...times }) => !shiftTimesRefusal(shift, before.fromDate, before.toDate) && shiftTimesRefusal(times, event.fromDate, event.toDate));
  if (outside.length > 0) {
    const [which, pronoun] = outside.length === 1 ? ['Vagten', 'den'] : ['Vagterne', 'dem'];
    throw conflict(`${which} ${danishList(outside.map(({ shift }) => `${shift.role} ${formatDateTime(shift.startsAt)}`))} ville ligge mere end 24 timer fra eventets koncerter; ret eller slet ${pronoun} først`);
  }
  if (!moves) return [];
  const ids = shifts.map((shift) => shift.id);
  for (const one of moved) {
    const clash = await clashRefusal(tx, one.shift.id, one, ids);
    if (clash) throw conflict(`Vagten ${one.shift.role} kan ikke flyttes med eventet: ${clash}`);
  }
  for (const { shift, startsAt, endsAt } of moved) tx.assign(shift, { startsAt, endsAt });
  await tx.nativeUpdate(ShiftSignup, { shift: { $in: ids } }, { remindedAt: null });
  // In the order of the shifts' starts, which a move keeps.
  const signups = await tx.find(ShiftSignup, { shift: { $in: ids } }, { populate: ['member', 'shift'], orderBy: { shift: { startsAt: 'ASC', id: 'ASC' } } });
  return perMember(signups).map(({ member, shifts: theirs }) => shiftsMovedMessage(member, event, theirs.map((shift) => ({ ...shift, event })), publicUrl));
}
