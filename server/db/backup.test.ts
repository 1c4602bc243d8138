import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Venue } from '../modules/venue/venue.entity';
import { backupDatabase, restoreDatabase } from './backup';
import { createOrm, migrate } from './orm';
import { createScratchDatabase } from './scratch-database';

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
