import { createHash } from 'node:crypto';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { MikroORM } from '@mikro-orm/core';
import { SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * Statements kept compiled: at most this many, and this much SQL text. MikroORM writes each value
 * into the SQL itself, so a statement is per value: lists with `in (?, ?, …)` make one per length,
 * and a filter value makes one of its own.
 */
const MAX_STATEMENTS = 500;
const MAX_STATEMENT_TEXT = 2 * 1024 * 1024;
/** Statements run once so far, remembered by a 20-byte digest of their text. */
const MAX_SEEN = 5000;

/** A compiled statement, and whether it returns rows (Kysely asks, to call all() rather than run()). */
type Kept = { statement: StatementSync; reader: boolean };

/** One set of kept statements: those run once so far are only remembered. */
class KeptStatements {
  readonly #kept = new LRUCache<string, Kept>({ max: MAX_STATEMENTS, maxSize: MAX_STATEMENT_TEXT, sizeCalculation: (_kept, sql) => sql.length });
  readonly #seen = new LRUCache<string, true>({ max: MAX_SEEN });

  constructor(readonly arrays: boolean) {}

  compiled(database: DatabaseSync, sql: string): Kept {
    const known = this.#kept.get(sql);
    if (known) return known;
    const made = {
      statement: database.prepare(sql),
      reader: /^\s*(select|pragma|explain|with)/i.test(sql) || /\breturning\b/i.test(sql),
    };
    if (this.arrays) made.statement.setReturnArrays(true);
    const digest = createHash('sha1').update(sql).digest('base64');
    if (this.#seen.has(digest)) {
      this.#seen.delete(digest);
      this.#kept.set(sql, made);
    } else {
      this.#seen.set(digest, true);
    }
    return made;
  }

  clear() {
    this.#kept.clear();
    this.#seen.clear();
  }
}

/**
 * node:sqlite behind Kysely (which MikroORM's SQLite driver runs on), compiling each statement's
 * SQL once. MikroORM's own bridge (NodeSqliteDialect) prepares every statement at every call,
 * which was a tenth of the CPU of a logged-in event list. SQLite recompiles a kept statement by
 * itself when a migration changes the schema.
 *
 * A statement is kept from its second run on. A compiled statement's memory is SQLite's, outside
 * V8's heap, and node:sqlite frees it only when the garbage collector finalizes its object: one run
 * once and let go dies young and is freed at the next minor collection, where one pushed out of a
 * full cache has grown old and waits for a major one. Unique filter values from visitors (issue 35:
 * `bench:load --unique-urls`) pushed every kept statement out in turn.
 */
export class SqliteStatementCacheDialect extends SqliteDialect {
  #database: DatabaseSync | undefined;
  readonly #statements = new KeptStatements(false);
  /** Statements whose rows come as arrays (arraysNow), kept apart: the ORM reads the same SQL as objects. */
  readonly #arrayStatements = new KeptStatements(true);

  constructor(file: string) {
    super({
      database: async () => {
        const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
        const database = new DatabaseSync(file);
        this.#database = database;
        return {
          prepare: (sql: string) => {
            const { statement, reader } = this.#statements.compiled(database, sql);
            return {
              reader,
              all: (parameters: readonly unknown[]) => statement.all(...(parameters as never[])),
              run: (parameters: readonly unknown[]) => statement.run(...(parameters as never[])),
              iterate: (parameters: readonly unknown[]) => statement.iterate(...(parameters as never[])),
            };
          },
          close: () => {
            this.#database = undefined;
            this.#statements.clear();
            this.#arrayStatements.clear();
            database.close();
          },
        };
      },
    });
  }

  /**
   * The rows of a read, run at once on the connection: what every request reads before anything
   * else (the content version, the session behind a cookie) skips MikroORM's and Kysely's way to
   * the connection, which wrote the parameters into the SQL text and cost about 9 µs a statement
   * where the statement itself takes 1 to 5. Undefined when no statement may run now: the
   * connection not open yet, or a transaction open on it, whose writes are not committed; the
   * caller then goes through the ORM, which waits for the transaction to end.
   */
  readNow(sql: string, parameters: readonly SQLInputValue[]): Record<string, unknown>[] | undefined {
    return this.#runNow(this.#statements, sql, parameters);
  }

  /**
   * As readNow, each row an array of its columns: node:sqlite makes each row object anew without a
   * prototype, about 2 µs of the 8 the content version's read (one row, one column) took.
   */
  arraysNow(sql: string, parameters: readonly SQLInputValue[]): unknown[][] | undefined {
    return this.#runNow(this.#arrayStatements, sql, parameters) as unknown[] as unknown[][] | undefined;
  }

  #runNow(statements: KeptStatements, sql: string, parameters: readonly SQLInputValue[]) {
    const database = this.#database;
    if (!database || database.isTransaction) return undefined;
    return statements.compiled(database, sql).statement.all(...parameters);
  }
}

/** The SQLite dialect of an ORM, for reads run at once (readNow); undefined on PostgreSQL. */
export function sqliteDialectOf(orm: Pick<MikroORM, 'config'>): SqliteStatementCacheDialect | undefined {
  const dialect = orm.config.get('driverOptions');
  return dialect instanceof SqliteStatementCacheDialect ? dialect : undefined;
}
