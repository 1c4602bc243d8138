/**
 * `npm run bench:load [-- --postgres] [--seconds 60] [--connections 64]`: a real server process
 * on a scratch database with the demo programme, loaded for a minute by 64 connections, 95 %
 * reads (lists, records, a calendar feed) and 5 % writes (new venues by the administrator).
 * Prints requests, errors, p50/p99 and whether every acknowledged write reads back afterwards.
 * Only 127.0.0.1 (port 3202); noisy on a shared machine, so figures vary between runs.
 *
 * `--unique-urls 50000` instead sends that many visitors' addresses that are all different, as
 * an attack on the public cache would: first with an unknown 8 kB parameter, then with unique
 * values of a parameter the list reads, then a tenth as many pages of the programme with a
 * unique value of a parameter the page reads. Prints the server's RSS before and after each, and its live
 * JS heap (after a full collection, through Node's inspector on the next port): what the server
 * keeps, where RSS also holds the garbage V8 has not collected yet.
 *
 * The server is the build (`npm run build` first) run as `npm start` runs it: with its heap flags
 * and glibc's allocator settings (docs/deploy.md#memory).
 */
import { parseArgs } from 'node:util';
import { createOrm, migrate } from '../server/orm';
import { seedDemo } from '../server/demo/seed-demo';
import { ensureTeams } from '../server/modules/team/team.service';
import { type BenchServer, liveHeapMb, loginAdmin, memoryMb, percentile, scratchDatabase, startServer, venueIds, writeVenue } from './bench-server';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
    port: { type: 'string', default: '3202' },
    'unique-urls': { type: 'string', default: '0' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const attack = Number(values['unique-urls']);

const database = await scratchDatabase(values.postgres);
const orm = await createOrm(database.url);
await migrate(orm);
await ensureTeams(orm.em.fork());
const demo = await seedDemo(orm.em.fork());
const connection = orm.em.fork().getConnection();
const ids = async (sql: string, parameters: unknown[] = []) => ((await connection.execute(sql, parameters)) as { id: number }[]).map((row) => row.id);
const eventIds = await ids('select id from event where is_public = ?', [true]);
const artistIds = await ids('select id from artist');
await orm.close();

/** Sends `count` addresses made by `address`, over all connections, and prints what it did to the server's memory. */
async function uniqueUrls(server: BenchServer, count: number, label: string, address: (index: number) => string) {
  const pid = server.process.pid!;
  const before = memoryMb(pid);
  const liveBefore = await liveHeapMb(inspectPort);
  const started = performance.now();
  let next = 0;
  let errors = 0;
  async function client() {
    for (let index = next++; index < count; index = next++) {
      const response = await fetch(`${server.url}${address(index)}`, { headers: { 'accept-encoding': 'br, gzip' } }).catch(() => undefined);
      await response?.arrayBuffer();
      if (!response?.ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, () => client()));
  const seconds = (performance.now() - started) / 1000;
  const after = memoryMb(pid);
  const liveAfter = await liveHeapMb(inspectPort);
  // What the process keeps once the attack is over: V8 hands its emptied pages back after a
  // collection, a few seconds later.
  await new Promise((settled) => setTimeout(settled, 10_000));
  console.log(
    `  ${label.padEnd(44)} ${count} forespørgsler (${Math.round(count / seconds)}/s), ${errors} fejl, ` +
      `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (højst ${memoryMb(pid, 'VmHWM').toFixed(0)} MB, ` +
      `${memoryMb(pid).toFixed(0)} MB 10 s efter), levende heap ${liveBefore.toFixed(0)} → ${liveAfter.toFixed(0)} MB`,
  );
  return errors;
}

/** The reviewer's attack on the public cache's memory. */
async function uniqueUrlRuns(server: BenchServer) {
  console.log(`bench:load --unique-urls på ${values.postgres ? 'PostgreSQL' : 'SQLite'}: ${connections} forbindelser`);
  const eightKb = 'A'.repeat(8 * 1024);
  const errors =
    (await uniqueUrls(server, attack, 'ukendt parameter på 8 kB', (index) => `/api/genres?filter=id%3D99999&u=${index}&p=${eightKb}`)) +
    (await uniqueUrls(server, attack, 'unikke filter-værdier på 1,5 kB', (index) => `/api/genres?filter=name%3D${index}-${'B'.repeat(1500)}`)) +
    // Pages cost a render each (and their compressed copies): a tenth as many.
    (await uniqueUrls(server, Math.ceil(attack / 10), 'unikke programsider (/events?genre=…)', (index) => `/events?genre=${index}`));
  process.exitCode = errors > 0 ? 1 : 0;
}

/** Everyday traffic with writes, checked afterwards. */
async function mixedLoad(server: BenchServer) {
  const cookie = await loginAdmin(server.url);
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const reads = [
    () => '/api/events',
    () => '/api/artists',
    () => '/api/venues',
    () => `/api/events/${pick(eventIds)}`,
    () => `/api/artists/${pick(artistIds)}`,
    () => '/api/events?order_by=from_date%20DESC&per_page=5',
    () => '/kalender.ics',
  ];
  const latencies: number[] = [];
  const acknowledged: number[] = [];
  let requests = 0;
  let errors = 0;
  let writes = 0;
  const deadline = Date.now() + seconds * 1000;

  async function client(index: number) {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        if (Math.random() < 0.05) {
          writes += 1;
          const id = await writeVenue(server.url, cookie, `Belastning ${index}-${writes}`);
          if (id === undefined) errors += 1;
          else acknowledged.push(id);
        } else {
          const response = await fetch(`${server.url}${pick(reads)()}`, { headers: { 'accept-encoding': 'br, gzip' } });
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        }
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
      requests += 1;
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));

  const present = await venueIds(server.url);
  const missing = acknowledged.filter((id) => !present.has(id));
  latencies.sort((a, b) => a - b);
  console.log(`bench:load på ${values.postgres ? 'PostgreSQL' : 'SQLite'}: ${seconds} s, ${connections} forbindelser, demo-programmet (${demo.events} events, ${demo.artists} kunstnere)`);
  console.log(`  forespørgsler  ${requests} (${Math.round(requests / seconds)}/s), heraf ${writes} skrivninger`);
  console.log(`  fejl           ${errors}`);
  console.log(`  p50 / p99      ${percentile(latencies, 0.5).toFixed(1)} ms / ${percentile(latencies, 0.99).toFixed(1)} ms`);
  console.log(`  skrivninger    ${acknowledged.length} kvitteret, ${acknowledged.length - missing.length} læst tilbage, ${missing.length} mangler`);
  process.exitCode = errors > 0 || missing.length > 0 ? 1 : 0;
}

const inspectPort = Number(values.port) + 1;
const server = await startServer(database.url, Number(values.port), { built: true, ...(attack > 0 && { inspectPort }) });
try {
  await (attack > 0 ? uniqueUrlRuns(server) : mixedLoad(server));
} finally {
  await server.stop();
  await database.drop();
}
