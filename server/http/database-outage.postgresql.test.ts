import { createServer, type Server, type Socket, connect } from 'node:net';
import { Client, type Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACQUIRE_TIMEOUT_MS, STALL_LIMIT_MS } from '../db/pool-guard';
import { createScratchDatabase } from '../db/scratch-database';
import { createEventAt, createShift, hoursFromNow } from '../test/shift-fixtures';
import { sourcePages } from '../test/source-pages';
import { startTestApp, type TestApp } from '../test/test-app';
import { OUTAGE_MESSAGE } from './health';

/**
 * A TCP relay between the app and PostgreSQL that the test can cut and restore, as a network
 * failure or a database restart would.
 */
function databaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    get port() {
      return port;
    },
    listen,
    /** Breaks the open connections and lets new ones through, as a quick restart of the database would. */
    breakConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    /** Refuses new connections and breaks the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

const postgresUrl = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

/** The test app on a scratch database of its own, reached through `relay`, with an admin's session. */
async function appBehind(relay: ReturnType<typeof databaseRelay>) {
  await relay.listen();
  const scratch = await createScratchDatabase(postgresUrl.toString());
  const throughRelay = new URL(scratch.url);
  throughRelay.host = `127.0.0.1:${relay.port}`;
  const t = await startTestApp({ DATABASE_URL: throughRelay.toString() }, { pages: sourcePages() });
  return { t, scratch, cookie: await t.loginAdmin() };
}

/** Embedded SQLite cannot become unreachable: this is about a database server across a network. */
describe('while the database is unreachable', () => {
  const relay = databaseRelay({ host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432) });
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ t, scratch, cookie } = await appBehind(relay));
    expect((await t.get('/api/venues')).status).toBe(200);
    await relay.cut();
  }, 60_000);
  afterAll(async () => {
    await relay.listen();
    await t?.close();
    await scratch?.drop();
    await relay.cut();
  });

  const expectOutage = (response: { status: number; headers: Record<string, unknown> }) => {
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
  };

  it('answers the API with 503 and a Danish { message }', async () => {
    for (const url of ['/api/venues?page=2', '/api/events/1', '/api/auth/session']) {
      const response = await t.get(url, { cookie });
      expectOutage(response);
      expect(response.body).toEqual({ message: OUTAGE_MESSAGE });
    }
    const write = await t.post('/api/genres', { cookie, body: { name: 'Fado' } });
    expectOutage(write);
    expect(write.body).toEqual({ message: OUTAGE_MESSAGE });
  });

  it('answers /trpc with 503 in the shape a tRPC client reads', async () => {
    const response = await t.get(`/trpc/venues.list,genres.list?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`, { cookie });
    expectOutage(response);
    // One error per call, or one for the whole batch when it failed before tRPC split it up (the
    // viewer's session is read first): tRPC's batch link gives a single error to every call.
    const entries = Array.isArray(response.body) ? response.body : [response.body];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.error).toMatchObject({ message: OUTAGE_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } });
    }
  });

  it('answers the feeds with 503', async () => {
    const response = await t.get('/kalender.ics?utgave=outage');
    expectOutage(response);
    expect(response.body).toEqual({ message: OUTAGE_MESSAGE });
  });

  it('answers a page with a Danish 503 page', async () => {
    const response = await t.get('/events?fra=outage', { headers: { accept: 'text/html' } });
    expectOutage(response);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('lang="da"');
    expect(response.text).toContain(OUTAGE_MESSAGE);
  });

  it('is alive but not ready: /healthz 200, /readyz 503', async () => {
    expect((await t.get('/healthz')).status).toBe(200);
    const ready = await t.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ message: 'Databasen svarer ikke' });
  });

  it('serves again by itself once the database is back', async () => {
    await relay.listen();
    // The pool reconnects on its own; a few attempts allow for connections it still has to discard.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await t.get(`/api/venues?page=${attempt + 3}`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
    expect((await t.get('/readyz')).status).toBe(200);
    expect((await t.get('/api/auth/session', { cookie })).status).toBe(200);
    expect((await t.post('/api/genres', { cookie, body: { name: 'Fado' } })).status).toBe(200);
  });
});

describe('when the database connections break mid-query', () => {
  const relay = databaseRelay({ host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432) });
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ t, scratch, cookie } = await appBehind(relay));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
    await relay.cut();
  });

  it('answers what was under way 503 with Retry-After and the outage message, never 500: REST, /trpc and pages', async () => {
    // A member's requests, so every one reaches the database rather than the public cache.
    const requests = [
      (n: number) => t.get(`/api/venues?page=${n}`, { cookie }),
      (n: number) => t.get(`/api/events?per_page=${n % 50}`, { cookie }),
      (n: number) => t.get(`/trpc/venues.list,genres.list?batch=1&input=${encodeURIComponent(`{"0":{"page":${n}},"1":{}}`)}`, { cookie }),
      (n: number) => t.get(`/events?fra=${n}`, { cookie, headers: { accept: 'text/html' } }),
    ];
    const answers: { kind: number; status: number; headers: Record<string, unknown>; body: any; text: string }[] = [];
    let sent = 0;
    const deadline = Date.now() + 3000;
    const client = async () => {
      while (Date.now() < deadline) {
        const kind = sent % requests.length;
        const response = await requests[kind]!((sent += 1));
        answers.push({ kind, ...response });
      }
    };
    const breaking = setInterval(relay.breakConnections, 500);
    await Promise.all(Array.from({ length: 12 }, client));
    clearInterval(breaking);

    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((answer) => answer.status))).toEqual(new Set([503]));
    for (const answer of failed) {
      expect(answer.headers['retry-after']).toBe('10');
      if (answer.kind === 2) {
        // Per call of the batch, or once for the whole batch when its context could not be made.
        const errors = [answer.body].flat().filter((entry) => entry.error);
        expect(errors.length).toBeGreaterThan(0);
        for (const { error } of errors) expect(error).toMatchObject({ message: OUTAGE_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } });
      } else if (answer.kind === 3) {
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.text).toContain(OUTAGE_MESSAGE);
      } else {
        expect(answer.body).toEqual({ message: OUTAGE_MESSAGE });
      }
    }
  }, 60_000);
});

/**
 * The review's recipe (issue 35): backends terminated 8 times 0.3 s apart while members sign up to
 * and give back one shift in parallel left the server hanging for good. Sign-ups lock rows in a
 * transaction (FOR UPDATE): a connection lost there must go back to the pool like any other.
 */
describe('when backends are killed during parallel sign-ups, give-backs, writes and reads', () => {
  let t: TestApp;
  let killer: Client;
  let admin: string;
  let members: { cookie: string }[];
  let shiftId: number;

  beforeAll(async () => {
    t = await startTestApp({}, { pages: sourcePages() });
    killer = new Client({ connectionString: postgresUrl.toString() });
    await killer.connect();
    admin = await t.loginAdmin();
    const eventId = await createEventAt(t, admin, hoursFromNow(72));
    shiftId = await createShift(t, admin, eventId, { role: 'Bar', startsAt: hoursFromNow(71), endsAt: hoursFromNow(75), capacity: 3 });
    members = await Promise.all(Array.from({ length: 6 }, () => t.memberWith([])));
  }, 60_000);
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  const database = () => new URL(t.config.DATABASE_URL).pathname.slice(1);
  const killBackends = () =>
    killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database()]);
  /** The pool behind the app's connection: how many connections it has handed out and not had back. */
  const pool = async () => (await (t.orm.em.getConnection() as unknown as { getNativeClient(): Promise<Pool> }).getNativeClient()) as Pool;
  const checkedOut = async () => {
    const native = await pool();
    return native.totalCount - native.idleCount;
  };

  /** A request that has not answered after this long hangs: the review saw them hang for 12 minutes. */
  const HANG_MS = 15_000;
  const answered = async (request: Promise<{ status: number; text: string }>, label: string) => {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<{ status: number; text: string }>((resolve) => {
      timer = setTimeout(() => resolve({ status: 0, text: `${label}: no answer in ${HANG_MS} ms` }), HANG_MS);
    });
    try {
      return { label, ...(await Promise.race([request, hang])) };
    } finally {
      clearTimeout(timer);
    }
  };

  it('answers every request (200, a 409/404 of the rules, or 503), leaks no connection and serves again within seconds', async () => {
    const answers: { label: string; status: number; text: string }[] = [];
    let stop = false;
    const loop = async (label: string, request: (round: number) => Promise<{ status: number; text: string }>) => {
      for (let round = 0; !stop; round += 1) answers.push(await answered(request(round), label));
    };
    const volunteer = (cookie: string) =>
      loop('vagt', (round) => (round % 2 === 0 ? t.post(`/api/shifts/${shiftId}/signup`, { cookie }) : t.delete(`/api/shifts/${shiftId}/signup`, { cookie })));
    const clients = [
      ...members.map((member) => volunteer(member.cookie)),
      loop('skriv', (round) => t.post('/api/venues', { cookie: admin, body: { name: `Nedbrud ${round} ${Math.random()}`, city: 'Aarhus', countryCode: 'DK' } })),
      loop('læs', (round) => t.get(`/api/venues?page=${round + 1}`, { cookie: admin })),
      loop('session', () => t.get('/api/auth/session', { cookie: members[0]!.cookie })),
      loop('besøgende', (round) => t.get(`/api/events?limit=${(round % 50) + 1}`)),
    ];
    for (let kill = 0; kill < 8; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await killBackends();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(clients);

    const hung = answers.filter((answer) => answer.status === 0);
    expect(hung.map((answer) => answer.text)).toEqual([]);
    const unexpected = answers.filter((answer) => ![200, 404, 409, 503].includes(answer.status));
    expect(unexpected.map(({ label, status, text }) => `${label} ${status} ${text}`)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);

    // Back within seconds: sessions, the visitors' list, a sign-up, and every connection is back in the pool.
    const start = Date.now();
    let status = 0;
    while (Date.now() - start < 10_000 && status !== 200) {
      status = (await t.get('/api/auth/session', { cookie: members[1]!.cookie })).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await t.get('/api/events?limit=3')).status).toBe(200);
    const again = await t.post(`/api/shifts/${shiftId}/signup`, { cookie: members[5]!.cookie });
    expect([200, 409]).toContain(again.status);
    expect((await t.get('/readyz')).status).toBe(200);
    expect((await t.get('/healthz')).status).toBe(200);
    expect(await checkedOut()).toBe(0);
  }, 120_000);

  it('answers 503 after waiting ACQUIRE_TIMEOUT_MS for a connection, and /healthz fails once the pool has served none for STALL_LIMIT_MS', async () => {
    const native = await pool();
    // Every connection held by something that does not give it back, as the lost transactions did.
    const held = await Promise.all(Array.from({ length: native.options.max }, () => native.connect()));
    try {
      const asked = Date.now();
      const waited = await t.get('/api/venues?page=99', { cookie: admin });
      expect(waited.status).toBe(503);
      expect(waited.body).toEqual({ message: OUTAGE_MESSAGE });
      expect(Date.now() - asked).toBeGreaterThanOrEqual(ACQUIRE_TIMEOUT_MS - 50);
      expect((await t.get('/healthz')).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + STALL_LIMIT_MS + 1000 });
      const wedged = await t.get('/healthz');
      expect(wedged.status).toBe(503);
      expect(wedged.body).toEqual({ message: 'Serverens databaseforbindelser sidder fast; den skal genstartes' });
    } finally {
      vi.useRealTimers();
      for (const client of held) client.release();
    }
    expect((await t.get('/api/venues?page=98', { cookie: admin })).status).toBe(200);
    expect((await t.get('/healthz')).status).toBe(200);
  }, 30_000);
});
