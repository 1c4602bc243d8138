import { type EntityManager, type EntityName, LockMode } from '@mikro-orm/core';
import { formatDateTime } from '../../shared/danish-date';
import { conflict } from '../errors';

/** How a refusal names the record: "Eventet er blevet ændret …, efter du åbnede det." */
export type RecordNames = { readonly definite: string; readonly pronoun: 'den' | 'det' | 'dem' };

/** updatedAt is null on a record never saved by anyone (the settings' one row, docs/settings.md). */
type Edited = { updatedAt: Date | null; updatedBy?: { firstName: string; lastName: string } | null };

/**
 * Edits that never collide (docs/api.md): `seen` is the updatedAt the editor loaded. If the record
 * changed after it, the save is refused with 409 naming who changed it and when; without it the
 * last write wins. Call it inside the transaction that writes: the record is locked (FOR UPDATE on
 * PostgreSQL; SQLite's one connection runs one transaction at a time), so of two racing saves that
 * loaded the same version only the first passes. Both sides are whole milliseconds, as JavaScript
 * dates are, whether PostgreSQL kept microseconds or SQLite epoch milliseconds. A missing record
 * passes: the edit itself answers 404.
 */
export async function assertUnchangedSince<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  id: number,
  seen: string | undefined,
  names: RecordNames,
): Promise<void> {
  if (seen === undefined) return;
  const current = (await em.findOne(entity, { id } as never, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    populate: ['updatedBy'] as never,
    refresh: true,
  })) as Edited | null;
  if (!current?.updatedAt || current.updatedAt.getTime() <= Date.parse(seen)) return;
  const by = current.updatedBy ? ` af ${current.updatedBy.firstName} ${current.updatedBy.lastName}` : '';
  throw conflict(
    `${names.definite} er blevet ændret${by} ${formatDateTime(current.updatedAt)}, efter du åbnede ${names.pronoun}. Hent den nye version, og ret igen.`,
  );
}
