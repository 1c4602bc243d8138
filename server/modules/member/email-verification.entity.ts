import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Member } from './member.entity';

/**
 * A link sent to an address to prove it is the member's (docs/permissions.md): the registration's
 * address or a new one asked for. Single use, one per member (a new link replaces the last), hashed.
 */
export const EmailVerification = defineEntity({
  name: 'EmailVerification',
  tableName: 'email_verification',
  properties: {
    /** SHA-256 of the link's token. */
    id: p.string().primary().length(64),
    member: () => p.manyToOne(Member).deleteRule('cascade').unique(),
    /** The address the link went to: it verifies that address and no other. */
    email: p.string().length(254),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  },
});
export type EmailVerification = InferEntity<typeof EmailVerification>;
