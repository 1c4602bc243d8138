import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from './db/scratch-database';
import { startHourlyCleanup } from './jobs';
import { createOrm, migrate } from './orm';

describe('the hourly clean-up at shutdown', () => {
  it('lets a run under way finish before the database is closed', async () => {
    const scratch = process.env.TEST_DATABASE === 'postgresql' ? await createScratchDatabase(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined;
    const orm = await createOrm(scratch?.url ?? ':memory:');
    await migrate(orm);
    const problems: unknown[] = [];
    const log = { info: () => {}, error: (problem: unknown) => problems.push(problem) } as unknown as FastifyBaseLogger;
    // The first run starts at once; stopping right away is a shutdown during it.
    const stop = startHourlyCleanup(orm, log);
    await stop();
    await orm.close(true);
    await scratch?.drop();
    // A run cut off by the closed database reports late: give it the moment to do so.
    await new Promise((done) => setTimeout(done, 100));
    expect(problems).toEqual([]);
  });
});
