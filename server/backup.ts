import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { dialectOf } from './db/dialect';
import { createOrm } from './orm';

const run = promisify(execFile);

const MISSING_TOOLS =
  'PostgreSQL-klientværktøjerne (pg_dump og pg_restore) findes ikke på denne maskine: installer dem, fx med "apt-get install postgresql-client"';

/** pg_dump and pg_restore, with a message people can act on when they are not installed. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(MISSING_TOOLS);
    throw new Error(`${tool} fejlede: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  }
}

/**
 * A consistent copy of the database while the server keeps writing: SQLite's `VACUUM INTO` reads
 * one snapshot; pg_dump does the same on PostgreSQL, in its custom format. The copy holds members'
 * e-mails and password hashes, so only its owner may read it.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} findes allerede: vælg en ny fil til sikkerhedskopien`);
  if (dialectOf(databaseUrl) === 'postgresql') {
    await postgresTool('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl]);
  } else {
    if (databaseUrl === ':memory:') throw new Error('En database i hukommelsen kan ikke sikkerhedskopieres');
    const database = new DatabaseSync(databaseUrl);
    try {
      database.exec('PRAGMA busy_timeout = 10000');
      database.prepare('VACUUM INTO ?').run(file);
    } finally {
      database.close();
    }
  }
  chmodSync(file, 0o600);
}

/** The copies backupIntoFolder makes: named by when they were taken, in UTC, so names sort by age. */
const ROTATED_COPY = /^spillested-\d{4}-\d{2}-\d{2}T\d{6}Z\.(db|dump)$/;

/**
 * A copy in `folder` named by the time it was taken (`spillested-2026-11-28T020000Z.dump`), and,
 * with `keep`, the oldest of the copies so named removed until `keep` remain. Only a copy that was
 * taken whole gets that name (it is written under another first), so a backup that failed half-way
 * never counts as one of those kept, and nothing is removed after a failure.
 */
export async function backupIntoFolder(
  databaseUrl: string,
  folder: string,
  keep?: number,
  takenAt = new Date(),
): Promise<{ file: string; removed: string[] }> {
  const extension = dialectOf(databaseUrl) === 'postgresql' ? 'dump' : 'db';
  const iso = takenAt.toISOString();
  const file = join(folder, `spillested-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}Z.${extension}`);
  const partial = `${file}.partial`;
  try {
    await backupDatabase(databaseUrl, partial);
    if (existsSync(file)) throw new Error(`${file} findes allerede: vælg en ny fil til sikkerhedskopien`);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const copies = readdirSync(folder)
    .filter((name) => ROTATED_COPY.test(name))
    .sort()
    .reverse();
  const removed = keep === undefined ? [] : copies.slice(keep).map((name) => join(folder, name));
  for (const old of removed) rmSync(old);
  return { file, removed };
}

/** Restores only into an empty database: a restore must never mix with data already there. */
async function assertEmpty(databaseUrl: string): Promise<void> {
  if (dialectOf(databaseUrl) === 'sqlite' && (!existsSync(databaseUrl) || statSync(databaseUrl).size === 0)) return;
  const orm = await createOrm(databaseUrl);
  try {
    const tables =
      dialectOf(databaseUrl) === 'postgresql'
        ? await orm.em.getConnection().execute("select table_name from information_schema.tables where table_schema = 'public'")
        : await orm.em.getConnection().execute("select name from sqlite_master where type = 'table'");
    if (tables.length > 0) throw new Error('Databasen er ikke tom: en sikkerhedskopi lægges kun ind i en tom database');
  } finally {
    await orm.close();
  }
}

export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} findes ikke`);
  if (databaseUrl === ':memory:') throw new Error('Vælg en database-fil eller en PostgreSQL-database at lægge sikkerhedskopien ind i');
  await assertEmpty(databaseUrl);
  if (dialectOf(databaseUrl) === 'postgresql') {
    return postgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, file]);
  }
  copyFileSync(file, databaseUrl);
}
