import { type EntityManager, ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict } from '../errors';

/**
 * Flushes, turning the database's own refusals into a 409 a person can read. The unique keys and
 * restricting foreign keys are the one arbiter, so two requests racing cannot both get through.
 */
export async function flushOrConflict(em: EntityManager, messages: { duplicate?: string; inUse?: string }): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (messages.duplicate && error instanceof UniqueConstraintViolationException) throw conflict(messages.duplicate);
    if (messages.inUse && error instanceof ForeignKeyConstraintViolationException) throw conflict(messages.inUse);
    throw error;
  }
}
