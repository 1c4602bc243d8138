import type { EntityManager } from '@mikro-orm/core';
import type { Event } from '../modules/event/event.entity';
import type { Member } from '../modules/member/member.entity';
import { Shift, ShiftSignup } from '../modules/shift/shift.entity';

const MINUTE_MS = 60_000;

/** A night's usual shifts, in minutes from the first concert's start (before) and after the last concert's end. */
const NIGHT = [
  { role: 'Dør', before: 60, after: -60, capacity: 2 },
  { role: 'Bar', before: 30, after: 30, capacity: 3 },
  { role: 'Garderobe', before: 30, after: 15, capacity: 1 },
  { role: 'Oprydning', before: -60, after: 90, capacity: 2, note: 'Vi slutter, når salen er fejet.' },
];

type Held = { member: Member; from: number; to: number };

/**
 * Shift plans for the coming events, not the cancelled: every fourth has none yet (the overview
 * shows it in red), every other plan is full and the rest have open places, and the active members
 * hold places without two at once, so "Mine vagter" has something on every demo login.
 */
export function planDemoShifts(em: EntityManager, events: readonly Event[], members: readonly Member[], today: Date): void {
  const volunteers = members.filter((member) => member.active);
  const held: Held[] = [];
  let turn = 0;
  const coming = events.filter((event) => event.fromDate > today && event.status !== 'cancelled');
  for (const [index, event] of coming.entries()) {
    if (index % 4 === 3) continue;
    const full = index % 2 === 0;
    for (const plan of NIGHT) {
      const startsAt = new Date(event.fromDate.getTime() - plan.before * MINUTE_MS);
      const endsAt = new Date(event.toDate.getTime() + plan.after * MINUTE_MS);
      const shift = em.create(Shift, { event, role: plan.role, startsAt, endsAt, capacity: plan.capacity, note: plan.note ?? null });
      const places = full ? plan.capacity : Math.floor(plan.capacity / 2);
      for (let tries = 0, taken = 0; taken < places && tries < volunteers.length; tries += 1) {
        const member = volunteers[turn++ % volunteers.length]!;
        const busy = held.some((one) => one.member === member && one.from < endsAt.getTime() && one.to > startsAt.getTime());
        if (busy) continue;
        held.push({ member, from: startsAt.getTime(), to: endsAt.getTime() });
        em.create(ShiftSignup, { shift, member });
        taken += 1;
      }
    }
  }
}
