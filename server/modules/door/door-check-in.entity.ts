import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CHECK_IN_RESULTS, CHECK_IN_TYPES, type CheckInResult, type CheckInType } from '../../../shared/schemas/door';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';

/**
 * One check-in at the door (docs/door.md#door-mode). Its id is made on the phone, so a check-in sent
 * twice (a sync cut off by the network) is stored once. It holds no name: the counts outlive the lists.
 */
export const DoorCheckIn = defineEntity({
  name: 'DoorCheckIn',
  indexes: [{ properties: ['event', 'entryKey'] }, { properties: ['event', 'at'] }],
  properties: {
    id: p.uuid().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade'),
    type: p.enum([...CHECK_IN_TYPES]).$type<CheckInType>(),
    /** The door list's entry (`r:12`, `g:3`, `v:7`, `m:7`) for type in. */
    entryKey: p.string().length(12).nullable(),
    /** The check-in an undo takes back. */
    undoes: p.uuid().nullable(),
    /** The persons it counted: fewer than asked when an entry had fewer left, 0 when refused. */
    persons: p.integer(),
    /** What the server made of it, answered again word for word when a phone sends it again. */
    result: p.enum([...CHECK_IN_RESULTS]).$type<CheckInResult>().default('ok'),
    message: p.string().length(200).nullable(),
    /** When it happened on the phone; a check-in queued offline arrives later. */
    at: p.datetime(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    door: p.string().length(30),
    offline: p.boolean().default(false),
    /** When an undo took it back: it counts no more. */
    undoneAt: p.datetime().nullable(),
    member: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type DoorCheckIn = InferEntity<typeof DoorCheckIn>;
