import { createHash } from 'node:crypto';
import type { SQLInputValue } from 'node:sqlite';
import type { EntityManager } from '@mikro-orm/core';
import type { Pool } from 'pg';
import { remembered } from '../../shared/remembered';
import { isPostgresUrl } from '../config';
import { sqliteDialectOf } from '../db/sqlite-dialect';

/**
 * Column values as the drivers hand them over, turned into what the DTOs hold. node:sqlite gives
 * datetimes as epoch milliseconds, booleans as 0/1 and JSON as text; pg gives timestamps as text
 * ("2026-10-13 18:00:00.5+00"), booleans and parsed JSON.
 */
export type Value = string | number | boolean | null | undefined | object;

export function isoDate(value: Value): string {
  return value instanceof Date ? value.toISOString() : isoDateOf(value);
}

/** Kept by column value: lists read the same values request after request. */
const isoDateOf = remembered(formatIsoDate, 20_000);

function formatIsoDate(value: Exclude<Value, Date>): string {
  if (typeof value === 'number') return new Date(value).toISOString();
  // PostgreSQL's text form: a space for the T, and an offset without minutes.
  return new Date(
    String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  ).toISOString();
}

/** A datetime column as milliseconds since the epoch, which node:sqlite gives already (formatting and parsing it back took 0.2 µs). */
export function epochMs(value: Value): number {
  if (typeof value === 'number') return value;
  return value instanceof Date ? value.getTime() : Date.parse(isoDate(value));
}

export const bool = (value: Value): boolean => value === true || value === 1 || value === '1' || value === 't';

export const json = <T>(value: Value): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** An optional id or text: SQL NULL becomes absent, as the DTOs leave it out. */
export const optional = <T extends string | number>(value: Value): T | undefined =>
  value === null || value === undefined ? undefined : (value as T);

/** `?, ?, ?` for an IN list; callers never pass an empty list. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export type Row = Record<string, Value>;

/** createdAt … updatedBy of a row whose columns carry a prefix ("v_created_at"). */
export function auditFields(row: Row, prefix = '') {
  return {
    createdAt: isoDate(row[`${prefix}created_at`]),
    updatedAt: isoDate(row[`${prefix}updated_at`]),
    createdBy: optional<number>(row[`${prefix}created_by_id`]),
    updatedBy: optional<number>(row[`${prefix}updated_by_id`]),
  };
}

/** Rows of a read-only statement, as the driver gives them. */
export async function query(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  // Inside a transaction, in it: webhooks' outbox reads the records it writes before they commit.
  return (await em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext())) as Row[];
}

/** PostgreSQL's form of a statement written with `?`, and the name it is prepared under. */
const postgresqlStatement = remembered((sql: string) => {
  let index = 0;
  const text = sql.replace(/\?/g, () => `$${(index += 1)}`);
  return { text, name: `read_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` };
}, 100);

/**
 * Rows of a statement of fixed text that nearly every request runs (the session lookup). On
 * PostgreSQL it is prepared once per connection, so the database plans it once instead of at every
 * request, and the ORM's query building is skipped; on SQLite it runs at once on the connection,
 * compiled once, unless a transaction is open (server/db/sqlite-dialect.ts).
 */
export async function preparedQuery(em: EntityManager, sql: string, params: readonly SQLInputValue[]): Promise<Row[]> {
  if (!isPostgresUrl(em.config.get('clientUrl') ?? '')) {
    const rows = em.isInTransaction() ? undefined : sqliteDialectOf(em)?.readNow(sql, params);
    return (rows as Row[] | undefined) ?? query(em, sql, params);
  }
  // The ORM's own pool, with its type parsers: rows come as `query` gives them.
  const pool = (await em.getConnection().getNativeClient()) as Pool;
  const { text, name } = postgresqlStatement(sql);
  return (await pool.query<Row>({ name, text, values: [...params] })).rows;
}
