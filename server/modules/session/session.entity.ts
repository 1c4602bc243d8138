import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Member } from '../member/member.entity';

export const Session = defineEntity({
  name: 'Session',
  properties: {
    /** SHA-256 of the cookie token: a leaked table does not log anyone in. */
    id: p.string().primary().length(64),
    member: () => p.manyToOne(Member).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type Session = InferEntity<typeof Session>;
