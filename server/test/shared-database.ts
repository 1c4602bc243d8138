import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../db/scratch-database';

/**
 * One database for several app instances in turn or at once, as behind a load balancer: a file for
 * SQLite, a scratch database with `TEST_DATABASE=postgresql`. Pass its `url` as DATABASE_URL.
 */
export async function sharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgresql') return createScratchDatabase(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const directory = mkdtempSync(join(tmpdir(), 'spillested-shared-'));
  return { url: join(directory, 'spillested.db'), drop: async () => rmSync(directory, { recursive: true, force: true }) };
}
