import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';

/** A volunteers' shift at an event (docs/product.md): a role, a time on the night and how many it takes. */
export const Shift = defineEntity({
  name: 'Shift',
  /** An event's plan by start; "Mine vagter" and the reminders look shifts up by start. */
  indexes: [{ properties: ['event', 'startsAt', 'id'] }],
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade'),
    role: p.string().length(40),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    capacity: p.integer(),
    note: p.string().length(500).nullable(),
    signups: () => p.oneToMany(ShiftSignup).mappedBy('shift').orderBy({ createdAt: 'ASC', id: 'ASC' }),
    ...timestamps,
  },
});
export type Shift = InferEntity<typeof Shift>;

/** A member's place on a shift: one per member and shift, at most `capacity` per shift (shift.service.ts). */
export const ShiftSignup = defineEntity({
  name: 'ShiftSignup',
  uniques: [{ properties: ['shift', 'member'] }],
  properties: {
    id: p.integer().primary(),
    shift: () => p.manyToOne(Shift).deleteRule('cascade'),
    member: () => p.manyToOne(Member).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the reminder the day before went out: set by the one statement that may send it, so it goes once. */
    remindedAt: p.datetime().nullable(),
  },
});
export type ShiftSignup = InferEntity<typeof ShiftSignup>;

/** A member's secret calendar feed of their shifts (/vagter/{token}.ics), revocable on "Min profil". */
export const ShiftCalendar = defineEntity({
  name: 'ShiftCalendar',
  properties: {
    /** SHA-256 of the address's token: a leaked table gives nobody the calendars. */
    id: p.string().primary().length(64),
    /** One link per member: a new one replaces the old. */
    member: () => p.manyToOne(Member).deleteRule('cascade').unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ShiftCalendar = InferEntity<typeof ShiftCalendar>;
