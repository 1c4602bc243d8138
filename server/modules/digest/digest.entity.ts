import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Event } from '../event/event.entity';

/** One "Nyt i programmet": the news between `since` and `until`, once per slot across instances. */
export const Digest = defineEntity({
  name: 'Digest',
  properties: {
    id: p.integer().primary(),
    /** The scheduled instant's ISO text, or "manual:<ms>" for one sent with "Send nu". */
    slot: p.string().length(40).unique(),
    since: p.bigint('number'),
    until: p.bigint('number').index(),
    recipients: p.integer().default(0),
    /** Set once every subscriber's mail is written: a digest cut short by a stop goes on from `lastSubscriber`. */
    composedAt: p.bigint('number').nullable(),
    lastSubscriber: p.integer().default(0),
  },
});
export type Digest = InferEntity<typeof Digest>;

/**
 * What changed in the public programme, written by the change's own transaction (programme-changes.ts):
 * an announcement, sold out, cancelled, postponed, or moved (another venue or date).
 */
export const ProgrammeChange = defineEntity({
  name: 'ProgrammeChange',
  tableName: 'programme_change',
  properties: {
    id: p.integer().primary(),
    event: () => p.manyToOne(Event).deleteRule('cascade').index(),
    kind: p.string().length(20),
    at: p.bigint('number').index(),
  },
});
export type ProgrammeChange = InferEntity<typeof ProgrammeChange>;
