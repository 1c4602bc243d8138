import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * How many times something was done per key (an account, an address) in the current window. In
 * the database, so every app instance counts the same attempts (docs/operations.md).
 */
export const ThrottleCount = defineEntity({
  name: 'ThrottleCount',
  tableName: 'throttle',
  properties: {
    key: p.string().length(320).primary(),
    count: p.integer(),
    /** When the window ends, in milliseconds since 1970: compared in SQL alike on both databases. */
    resetAt: p.bigint('number'),
  },
});
export type ThrottleCount = InferEntity<typeof ThrottleCount>;
