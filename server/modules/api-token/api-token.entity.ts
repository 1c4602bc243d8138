import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Member } from '../member/member.entity';

/** A member's personal key for scripts (docs/permissions.md): acts as the member, within its scopes. */
export const ApiToken = defineEntity({
  name: 'ApiToken',
  properties: {
    id: p.integer().primary(),
    /** SHA-256 of the token: a leaked table lets nobody in. */
    tokenHash: p.string().length(64).unique(),
    member: () => p.manyToOne(Member).deleteRule('cascade').index(),
    name: p.string().length(100),
    /** Without it the token only reads (GET and HEAD). */
    canWrite: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
  },
});
export type ApiToken = InferEntity<typeof ApiToken>;
