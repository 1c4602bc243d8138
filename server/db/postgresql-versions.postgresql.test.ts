import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { LEASE_MS, LISTENER_NAME } from './postgresql-versions';

/**
 * On PostgreSQL each instance is told of every new content version and answers visitors from it
 * without asking (postgresql-versions.ts); a write returns once every instance with a live lease
 * has the number. Two instances on one database, as in production behind a load balancer.
 */
describe('content version told to every instance (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  const list = '/api/venues?per_page=0';

  const names = async (app: TestApp) => ((await app.get(list)).body.records as { name: string }[]).map((venue) => venue.name);
  const sql = (app: TestApp, text: string, params: unknown[] = []) => app.orm.em.getConnection().execute(text, params);
  const listeners = async () =>
    ((await sql(a, 'select count(*)::int as n from pg_stat_activity where application_name = ? and datname = current_database()', [LISTENER_NAME])) as { n: number }[])[0]!.n;

  /** Creates a venue on instance a, and how long the write took to return. */
  async function createVenue(name: string): Promise<number> {
    const started = performance.now();
    const response = await a.post('/api/venues', { cookie: admin, body: { name, city: 'Aarhus', countryCode: 'DK' } });
    expect(response.status).toBe(200);
    return performance.now() - started;
  }

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ DATABASE_URL: a.config.DATABASE_URL });
    admin = await a.loginAdmin();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('holds a lease per instance, and each answers a write on the very next read', async () => {
    expect(await sql(a, 'select count(*)::int as n from serving_instance where lease_until > clock_timestamp()')).toEqual([{ n: 2 }]);
    for (let round = 0; round < 20; round += 1) {
      // Both instances keep the visitors' list, so a stale number would answer from the cache.
      await names(a);
      await names(b);
      // Told at once, so a write waits a moment, not for a lease renewal.
      expect(await createVenue(`Sal ${round}`)).toBeLessThan(500);
      expect(await names(b)).toContain(`Sal ${round}`);
      expect(await names(a)).toContain(`Sal ${round}`);
    }
  });

  it('reads per request while an instance has lost its connection, and writes wait for it only until it is back', async () => {
    await names(b);
    // Both listeners at once: neither instance can say it has seen the next number until it reconnects.
    await sql(a, 'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()', [LISTENER_NAME]);
    const took = await createVenue('Efter afbrydelsen');
    expect(await names(b)).toContain('Efter afbrydelsen');
    expect(took).toBeLessThan(LEASE_MS);
    // Back to listening: both leases live again.
    expect(await sql(a, 'select count(*)::int as n from serving_instance where lease_until > clock_timestamp()')).toEqual([{ n: 2 }]);
  });

  it('waits for an instance that stopped without leaving until its lease runs out, and not at all for one that left', async () => {
    await sql(a, "insert into serving_instance (id, seen_version, lease_until) values ('stoppet', 0, clock_timestamp() + interval '1500 milliseconds')");
    expect(await createVenue('Mens en er stoppet')).toBeGreaterThan(1000);
    expect(await names(b)).toContain('Mens en er stoppet');

    // Leaving works also while the listener is being made again.
    await sql(a, 'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()', [LISTENER_NAME]);
    await b.close();
    expect(await sql(a, 'select count(*)::int as n from serving_instance')).toEqual([{ n: 2 }]);
    await expect.poll(() => listeners(), { timeout: LEASE_MS }).toBe(1);
    expect(await createVenue('Efter den ene gik')).toBeLessThan(500);
    b = await startTestApp({ DATABASE_URL: a.config.DATABASE_URL });
    expect(await names(b)).toContain('Efter den ene gik');
  });
});
