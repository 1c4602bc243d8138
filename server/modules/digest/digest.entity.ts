import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Event } from '../event/event.entity';

/**
 * One "Nyt i programmet": the news after `since` up to `until`, once per slot across instances. Each
 * digest begins where the one before it ended (`previous`), so no news is in two of them.
 */
export const Digest = defineEntity({
  name: 'Digest',
  properties: {
    id: p.integer().primary(),
    /** The scheduled instant's ISO text, or "manual:<ms>" for one sent with "Send nu". */
    slot: p.string().length(40).unique(),
    /**
     * The digest this one follows (0 for the first; null for those made before it was kept). Unique: of
     * two digests started at once from the same last one, on any instance, only one is written, as
     * both would cover the same news (issue 45: ten parallel "Send nu" sent everyone two copies).
     */
    previous: p.integer().nullable().unique(),
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
