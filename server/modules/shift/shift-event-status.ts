import type { EntityManager } from '@mikro-orm/core';
import { Event } from '../event/event.entity';
import type { MailDraft } from '../../lib/mailer';
import { shiftsCancelledMessage, shiftsReinstatedMessage } from '../mail/messages';
import type { Member } from '../member/member.entity';
import { query } from '../../read-model/columns';
import type { Shift } from './shift.entity';
import { ShiftSignup } from './shift.entity';
import { type Notify, refillShifts } from './shift-signup.service';

type Told = { member: Member; shifts: Shift[] };

/** Places claimed for a message, one message per member with all their shifts on the night. */
export function perMember(signups: readonly ShiftSignup[]): Told[] {
  const told = new Map<number, Told>();
  for (const signup of signups) {
    const entry = told.get(signup.member.id) ?? { member: signup.member, shifts: [] };
    entry.shifts.push(signup.shift);
    told.set(signup.member.id, entry);
  }
  return [...told.values()];
}

/**
 * Claims each place by one conditional update of its `cancel_notice_at` before its message is
 * handed over, so a volunteer is told once whatever runs at the same time (shift-reminders.ts works
 * the same way): at most once, as a stop between the claim and the delivery loses that message.
 */
async function claim(em: EntityManager, signups: readonly ShiftSignup[], from: Date | null, to: Date | null): Promise<ShiftSignup[]> {
  const claimed: ShiftSignup[] = [];
  for (const signup of signups) {
    if ((await em.nativeUpdate(ShiftSignup, { id: signup.id, cancelNoticeAt: from }, { cancelNoticeAt: to })) === 1) claimed.push(signup);
  }
  return claimed;
}

/**
 * After an event is saved (PUT /api/events/{id}), and by the reminder job for any missed: when it is
 * cancelled, everyone on its coming shifts is told once; when a cancellation is undone, those told are
 * told their places stand, and a night held again fills its free places from the standby lists.
 */
export async function followEventStatus(em: EntityManager, eventId: number, notify: Notify, now = new Date()): Promise<void> {
  const event = await em.findOne(Event, { id: eventId });
  if (!event) return;
  const coming = { event, endsAt: { $gt: now } };
  const drafts: MailDraft[] = [];
  if (event.status === 'cancelled') {
    const due = await em.find(ShiftSignup, { cancelNoticeAt: null, shift: coming }, { populate: ['member', 'shift'], orderBy: { id: 'ASC' } });
    for (const { member, shifts } of perMember(await claim(em, due, null, now))) {
      drafts.push(shiftsCancelledMessage(member, event, shifts.map((shift) => ({ ...shift, event })), notify.publicUrl));
    }
  } else {
    const told = await em.find(ShiftSignup, { cancelNoticeAt: { $ne: null }, shift: coming }, { populate: ['member', 'shift'], orderBy: { id: 'ASC' } });
    const reinstated = [];
    for (const signup of told) reinstated.push(...(await claim(em, [signup], signup.cancelNoticeAt ?? null, null)));
    for (const { member, shifts } of perMember(reinstated)) {
      drafts.push(shiftsReinstatedMessage(member, event, shifts.map((shift) => ({ ...shift, event })), notify.publicUrl));
    }
  }
  for (const draft of drafts) notify.mailer.send(draft);
  if (event.status !== 'cancelled' && event.status !== 'postponed') await refill(em, eventId, now, notify);
}

/** A night held again gives the places freed meanwhile to those waiting. */
async function refill(em: EntityManager, eventId: number, now: Date, notify: Notify): Promise<void> {
  const waiting = await query(
    em,
    'select distinct s.id from shift s join shift_standby sb on sb.shift_id = s.id where s.event_id = ? and s.starts_at > ?',
    [eventId, now],
  );
  await refillShifts(em, waiting.map((row) => Number(row.id)), notify, now);
}

/**
 * The reminder job's sweep for a stop right after an event was saved: coming nights that are cancelled
 * with volunteers not told, or no longer cancelled with volunteers not told so. Answers how many nights.
 */
export async function tellMissedStatusChanges(em: EntityManager, notify: Notify, now = new Date()): Promise<number> {
  const events = await query(
    em,
    `select distinct s.event_id from shift_signup ss join shift s on s.id = ss.shift_id join event e on e.id = s.event_id
     where s.ends_at > ? and ((e.status = 'cancelled' and ss.cancel_notice_at is null) or (e.status <> 'cancelled' and ss.cancel_notice_at is not null))
     limit 50`,
    [now],
  );
  for (const row of events) await followEventStatus(em, Number(row.event_id), notify, now);
  return events.length;
}
