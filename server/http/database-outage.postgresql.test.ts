import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../db/scratch-database';
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
    /** Refuses new connections and breaks the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

/** Embedded SQLite cannot become unreachable: this is about a database server across a network. */
describe('while the database is unreachable', () => {
  const postgresUrl = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const relay = databaseRelay({ host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432) });
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    await relay.listen();
    scratch = await createScratchDatabase(postgresUrl.toString());
    const throughRelay = new URL(scratch.url);
    throughRelay.host = `127.0.0.1:${relay.port}`;
    t = await startTestApp({ DATABASE_URL: throughRelay.toString() }, { pages: sourcePages() });
    cookie = await t.loginAdmin();
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
    expect(response.body).toHaveLength(2);
    for (const entry of response.body) {
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
