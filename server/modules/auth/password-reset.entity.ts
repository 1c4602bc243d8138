import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Member } from '../member/member.entity';

/** A password-reset link waiting to be used (docs/operations.md): single use, one hour, one per member. */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  properties: {
    /** SHA-256 of the link's token: a leaked table lets nobody in. */
    id: p.string().primary().length(64),
    member: () => p.manyToOne(Member).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  },
});
export type PasswordReset = InferEntity<typeof PasswordReset>;
