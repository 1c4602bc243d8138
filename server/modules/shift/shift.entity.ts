import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../db/timestamps';
import { Crew } from '../crew/crew.entity';
import { Event } from '../event/event.entity';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '../../../shared/shift-rules';
import { Member } from '../member/member.entity';
import { Qualification } from '../qualification/qualification.entity';

/** A volunteers' shift at an event (docs/product.md): a role, a time on the night and how many it takes. */
export const Shift = defineEntity({
  name: 'Shift',
  /** An event's plan by start; "Mine vagter" and the reminders look shifts up by start. */
  indexes: [{ properties: ['event', 'startsAt', 'id'] }],
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade'),
    role: p.string().length(40),
    /** A door shift: its volunteers, its lead and its crew's lead run the night's door mode (docs/door.md#door-mode). */
    door: p.boolean().default(false),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    capacity: p.integer(),
    note: p.string().length(500).nullable(),
    /** The volunteer who runs the shift on the night and marks who came (docs/shifts.md). */
    lead: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    /** The crew whose role it is: offered to its members first, planned by its lead too (docs/shifts.md). */
    crew: () => p.manyToOne(Crew).nullable().deleteRule('set null').index(),
    signups: () => p.oneToMany(ShiftSignup).mappedBy('shift').orderBy({ createdAt: 'ASC', id: 'ASC' }),
    standby: () => p.oneToMany(ShiftStandby).mappedBy('shift').orderBy({ createdAt: 'ASC', id: 'ASC' }),
    swaps: () => p.oneToMany(ShiftSwap).mappedBy('shift').orderBy({ createdAt: 'ASC', id: 'ASC' }),
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
    /**
     * When the member was told their event was cancelled: claimed by one conditional update, so they are
     * told once; cleared (and the member told) when the cancellation is undone.
     */
    cancelNoticeAt: p.datetime().nullable(),
    /** Marked on the night by a manager or the shift's lead; null until then. */
    attendance: p.enum([...ATTENDANCE_STATUSES]).$type<AttendanceStatus>().nullable(),
    attendanceMarkedAt: p.datetime().nullable(),
    attendanceMarkedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
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

/** A qualification a shift requires of whoever takes a place on it. */
export const ShiftRequirement = defineEntity({
  name: 'ShiftRequirement',
  uniques: [{ properties: ['shift', 'qualification'] }],
  properties: {
    id: p.integer().primary(),
    shift: () => p.manyToOne(Shift).deleteRule('cascade'),
    qualification: () => p.manyToOne(Qualification).deleteRule('cascade').index(),
  },
});
export type ShiftRequirement = InferEntity<typeof ShiftRequirement>;

/** A member waiting for a place on a full shift: the first who can take a freed place gets it (shift-places.ts). */
export const ShiftStandby = defineEntity({
  name: 'ShiftStandby',
  uniques: [{ properties: ['shift', 'member'] }],
  properties: {
    id: p.integer().primary(),
    shift: () => p.manyToOne(Shift).deleteRule('cascade'),
    member: () => p.manyToOne(Member).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ShiftStandby = InferEntity<typeof ShiftStandby>;

/**
 * A member's place offered to any other member who can take it: it stays the offerer's until
 * someone takes it (then `takenBy` and `takenAt` say who and when), even inside the give-back cut-off.
 */
export const ShiftSwap = defineEntity({
  name: 'ShiftSwap',
  properties: {
    id: p.integer().primary(),
    shift: () => p.manyToOne(Shift).deleteRule('cascade').index(),
    offeredBy: () => p.manyToOne(Member).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    takenBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    takenAt: p.datetime().nullable(),
  },
});
export type ShiftSwap = InferEntity<typeof ShiftSwap>;
