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
        const statements = new Map<string, StatementSync>();
        function compiled(sql: string): StatementSync {
          let statement = statements.get(sql);
          if (statement) {
            // Most recently used last, so the first key is the one to drop.
            statements.delete(sql);
          } else {
            statement = database.prepare(sql);
            if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
          }
          statements.set(sql, statement);
          return statement;
        }
        return {
          prepare(sql: string) {
            const statement = compiled(sql);
            return {
              reader: /^\s*(select|pragma|explain|with)/i.test(sql) || /\breturning\b/i.test(sql),
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
