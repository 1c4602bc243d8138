import { createHash } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
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

type Kept = { statement: StatementSync; reader: boolean };

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
  constructor(file: string) {
    super({
      database: async () => {
        const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
        const database = new DatabaseSync(file);
        const kept = new LRUCache<string, Kept>({ max: MAX_STATEMENTS, maxSize: MAX_STATEMENT_TEXT, sizeCalculation: (_kept, sql) => sql.length });
        const seen = new LRUCache<string, true>({ max: MAX_SEEN });
        function compiled(sql: string): Kept {
          const known = kept.get(sql);
          if (known) return known;
          const made = {
            statement: database.prepare(sql),
            reader: /^\s*(select|pragma|explain|with)/i.test(sql) || /\breturning\b/i.test(sql),
          };
          const digest = createHash('sha1').update(sql).digest('base64');
          if (seen.has(digest)) {
            seen.delete(digest);
            kept.set(sql, made);
          } else {
            seen.set(digest, true);
          }
          return made;
        }
        return {
          prepare(sql: string) {
            const { statement, reader } = compiled(sql);
            return {
              reader,
              all: (parameters: readonly unknown[]) => statement.all(...(parameters as never[])),
              run: (parameters: readonly unknown[]) => statement.run(...(parameters as never[])),
              iterate: (parameters: readonly unknown[]) => statement.iterate(...(parameters as never[])),
            };
          },
          close() {
            database.close();
          },
        };
      },
    });
  }
}
