import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../db/scratch-database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createVenue } from '../../test/event-test-fixtures';
import { startReceiver } from '../../test/webhook-test-receiver';

/** One database for several app instances in turn or at once: a file for SQLite, a scratch database on PostgreSQL. */
async function sharedDatabase() {
  if (process.env.TEST_DATABASE === 'postgresql') return createScratchDatabase(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const directory = mkdtempSync(join(tmpdir(), 'spillested-webhooks-'));
  return { url: join(directory, 'spillested.db'), drop: async () => rmSync(directory, { recursive: true, force: true }) };
}

describe('webhook deliveries across instances', () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  const start = () => startTestApp({ DATABASE_URL: database.url, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SECONDS: '0.3,0.3,0.3,0.3' });

  beforeAll(async () => {
    database = await sharedDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('survive a restart: a delivery that failed before is sent by the next instance, under the same id', async () => {
    const receiver = await startReceiver();
    let first: TestApp | undefined = await start();
    let second: TestApp | undefined;
    try {
      const admin = await first.loginAdmin();
      await first.post('/api/webhooks', { cookie: admin, body: { url: receiver.url, events: ['venue.created'] } });
      receiver.answerWith(503);
      await createVenue(first, admin, 'Loppen');
      const [refused] = await receiver.waitFor(1);
      await first.close();
      first = undefined;

      second = await start();
      const [, delivered] = await receiver.waitFor(2);
      expect(delivered!.headers['x-spillested-delivery']).toBe(refused!.headers['x-spillested-delivery']);
      expect(delivered!.body.data.name).toBe('Loppen');
    } finally {
      await first?.close();
      await second?.close();
      await receiver.close();
    }
  });

  it('are sent by exactly one of two instances', async () => {
    const receiver = await startReceiver();
    const apps = [await start(), await start()];
    try {
      const admin = await apps[0]!.loginAdmin();
      await apps[0]!.post('/api/webhooks', { cookie: admin, body: { url: receiver.url, events: ['genre.created'] } });
      await Promise.all(
        Array.from({ length: 10 }, (_, index) => apps[index % 2]!.post('/api/genres', { cookie: admin, body: { name: `Fælles ${index}` } })),
      );
      const received = await receiver.waitFor(10);
      // Time for a second sending of any of them to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(received).toHaveLength(10);
      expect(new Set(received.map((one) => one.body.id)).size).toBe(10);
    } finally {
      for (const app of apps) await app.close();
      await receiver.close();
    }
  });
});
