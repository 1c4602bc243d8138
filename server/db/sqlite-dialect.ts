import type { StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';

/** Distinct statements kept compiled; lists with `in (?, ?, …)` make one per length, so the oldest go first. */
const MAX_STATEMENTS = 500;

/**
 * node:sqlite behind Kysely (which MikroORM's SQLite driver runs on), compiling each statement's
 * SQL once. MikroORM's own bridge (NodeSqliteDialect) prepares every statement at every call,
 * which was a tenth of the CPU of a logged-in event list. SQLite recompiles a kept statement by
 * itself when a migration changes the schema.
 */
export class SqliteStatementCacheDialect extends SqliteDialect {
  constructor(file: string) {
    super({
      database: async () => {
        const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
        const database = new DatabaseSync(file);
        /** Each kept statement, and whether it returns rows (Kysely asks, to call all() rather than run()). */
        const statements = new Map<string, { statement: StatementSync; reader: boolean }>();
        function compiled(sql: string) {
          let kept = statements.get(sql);
          if (kept) {
            // Most recently used last, so the first key is the one to drop.
            statements.delete(sql);
          } else {
            kept = {
              statement: database.prepare(sql),
              reader: /^\s*(select|pragma|explain|with)/i.test(sql) || /\breturning\b/i.test(sql),
            };
            if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
          }
          statements.set(sql, kept);
          return kept;
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
