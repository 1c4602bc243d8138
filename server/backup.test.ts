import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Venue } from './modules/venue/venue.entity';
import { backupDatabase, backupIntoFolder, restoreDatabase } from './backup';
import { createOrm, migrate } from './orm';
import { createScratchDatabase } from './db/scratch-database';

const onPostgres = process.env.TEST_DATABASE === 'postgresql';
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const folder = mkdtempSync(join(tmpdir(), 'spillested-backup-'));
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(folder, { recursive: true, force: true });
});

/** A database of its own for the test: a file on SQLite, a scratch database on PostgreSQL. */
async function emptyDatabase(name: string): Promise<string> {
  if (!onPostgres) return join(folder, `${name}.db`);
  const scratch = await createScratchDatabase(postgresUrl);
  cleanups.push(scratch.drop);
  return scratch.url;
}

const countVenues = async (url: string) => {
  const orm = await createOrm(url);
  try {
    return { venues: await orm.em.fork().count(Venue, {}), pending: (await orm.migrator.getPending()).length };
  } finally {
    await orm.close();
  }
};

describe('backup and restore (npm run backup / restore)', () => {
  it('copies a database consistently while it is written to, and restores it into an empty one', async () => {
    const source = await emptyDatabase('source');
    const orm = await createOrm(source);
    cleanups.push(() => orm.close(true));
    await migrate(orm);
    const write = async (index: number) => {
      const em = orm.em.fork();
      em.create(Venue, { name: `Scene ${index}`, city: 'Aarhus', countryCode: 'DK' });
      await em.flush();
    };
    for (let index = 0; index < 20; index += 1) await write(index);

    // Writes go on while the copy is taken.
    let writing = true;
    let written = 20;
    const load = (async () => {
      while (writing) await write(written++);
    })();
    const file = join(folder, onPostgres ? 'copy.dump' : 'copy.db');
    await backupDatabase(source, file);
    writing = false;
    await load;

    const target = await emptyDatabase('target');
    await restoreDatabase(target, file);
    const restored = await countVenues(target);
    expect(restored.pending).toBe(0);
    expect(restored.venues).toBeGreaterThanOrEqual(20);
    expect(restored.venues).toBeLessThanOrEqual(written);

    // Never into a database that has data, and never over an existing copy.
    await expect(restoreDatabase(target, file)).rejects.toThrow('Databasen er ikke tom');
    await expect(backupDatabase(source, file)).rejects.toThrow('findes allerede');
  });
});

describe('nightly copies in a folder, the oldest removed (npm run backup -- <folder> --keep N)', () => {
  let source: string;
  beforeAll(async () => {
    source = await emptyDatabase('rotated');
    const orm = await createOrm(source);
    await migrate(orm);
    await orm.close();
  });
  const extension = onPostgres ? 'dump' : 'db';
  const night = (day: number) => new Date(Date.UTC(2026, 10, day, 2, 0, 0));

  it('names each copy by when it was taken and keeps the newest N, leaving other files alone', async () => {
    const nights = join(folder, 'nights');
    mkdirSync(nights);
    writeFileSync(join(nights, 'notes.txt'), 'not a copy');
    writeFileSync(join(nights, `spillested-before-update.${extension}`), 'a copy someone made by hand');
    for (const day of [1, 2, 3]) await backupIntoFolder(source, nights, 2, night(day));
    const { file, removed } = await backupIntoFolder(source, nights, 2, night(4));

    expect(file).toBe(join(nights, `spillested-2026-11-04T020000Z.${extension}`));
    expect(removed).toEqual([join(nights, `spillested-2026-11-02T020000Z.${extension}`)]);
    expect(readdirSync(nights).sort()).toEqual([
      'notes.txt',
      `spillested-2026-11-03T020000Z.${extension}`,
      `spillested-2026-11-04T020000Z.${extension}`,
      `spillested-before-update.${extension}`,
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const target = await emptyDatabase('from-rotated');
    await restoreDatabase(target, file);
    expect((await countVenues(target)).pending).toBe(0);
  });

  it('removes nothing when a copy fails, and leaves no half copy behind', async () => {
    const nights = join(folder, 'failing');
    mkdirSync(nights);
    await backupIntoFolder(source, nights, 1, night(1));
    const broken = onPostgres ? `${source}_missing` : join(folder, 'not-a-database.db');
    if (!onPostgres) writeFileSync(broken, 'this is not a database file, and long enough to be read as one '.repeat(4));
    await expect(backupIntoFolder(broken, nights, 1, night(2))).rejects.toThrow();
    expect(readdirSync(nights)).toEqual([`spillested-2026-11-01T020000Z.${extension}`]);
  });

  it('is what npm run backup does with a folder, and refuses --keep with a file', async () => {
    const nights = join(folder, 'command');
    mkdirSync(nights);
    const backup = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'backup', ...args], {
        env: { ...process.env, DATABASE_URL: source },
      });
    const { stdout } = await backup(nights, '--keep', '3');
    expect(stdout).toMatch(new RegExp(`^Sikkerhedskopi gemt i ${nights}/spillested-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z\\.${extension}\\n$`));
    expect(readdirSync(nights)).toHaveLength(1);
    await expect(backup(join(nights, 'one-file'), '--keep', '3')).rejects.toMatchObject({ stderr: expect.stringContaining('--keep gælder kun sikkerhedskopier i en mappe') });
    await expect(backup(nights, '--keep', '0')).rejects.toMatchObject({ stderr: expect.stringContaining('--keep skal være et helt tal') });
  });
});
