import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '../errors';
import { samplePicture } from '../test/sample-images';
import { startTestApp, type TestApp } from '../test/test-app';

/** The `busy_timeout` server/orm.ts sets: how long a write waits for another connection's write to end. */
const BUSY_TIMEOUT_MS = 5000;
const BUSY = API_ERROR_MESSAGES.databaseBusy;

/**
 * SQLite has no lock or statement timeout of its own to set (issue 45 asked for them on PostgreSQL,
 * statement-limits.postgresql.test.ts); its `busy_timeout` plays the part. When another connection to
 * the file (a second instance, a script) holds its write lock for longer, a write gives up with
 * "database is locked", which answered 500 and now answers the same Danish 503 as PostgreSQL's
 * limits. This is SQLite's own behaviour, so the file runs on SQLite on either test database.
 */
describe('a write while another connection holds the SQLite file', () => {
  const directory = mkdtempSync(join(tmpdir(), 'spillested-busy-'));
  const file = join(directory, 'spillested.db');
  let t: TestApp;
  let holder: DatabaseSync;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp({ DATABASE_URL: file });
    cookie = await t.loginAdmin();
    holder = new DatabaseSync(file);
  }, 60_000);
  afterAll(async () => {
    holder?.close();
    await t?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** Runs `work` while the other connection holds the write lock, and says how long each answer took. */
  async function whileHeld<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
    holder.exec('begin immediate');
    const start = performance.now();
    try {
      return { answer: await work(), ms: performance.now() - start };
    } finally {
      holder.exec('rollback');
    }
  }

  it('answers the API, /trpc and an upload 503 in Danish with Retry-After once busy_timeout has run out, and writes again after', async () => {
    const venue = { name: 'Optaget sal', city: 'Aarhus', countryCode: 'DK' };
    const rest = await whileHeld(() => t.post('/api/venues', { cookie, body: venue }));
    expect(rest.answer.status).toBe(503);
    expect(rest.answer.body).toEqual({ message: BUSY });
    expect(rest.answer.headers['retry-after']).toBe('5');
    expect(rest.ms).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS - 100);

    const trpc = await whileHeld(() => t.post('/trpc/venues.create', { cookie, body: venue }));
    expect(trpc.answer.status).toBe(503);
    expect(trpc.answer.headers['retry-after']).toBe('5');
    expect(trpc.answer.body.error).toMatchObject({ message: BUSY, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } });

    // A plain Fastify route, outside tRPC: the pictures are stored in the database.
    const file = await samplePicture('png', { seed: 9 });
    const upload = await whileHeld(() => t.upload('POST', '/api/events/image', { field: 'image', file, cookie }));
    expect(upload.answer.status).toBe(503);
    expect(upload.answer.body).toEqual({ message: BUSY });
    expect(upload.answer.headers['retry-after']).toBe('5');

    expect((await t.post('/api/venues', { cookie, body: venue })).status).toBe(200);
  }, 60_000);
});
