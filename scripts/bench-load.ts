/**
 * `npm run bench:load [-- --postgres] [--seconds 60] [--connections 64]`: a real server process
 * on a scratch database with the demo programme, loaded for a minute by 64 connections, 95 %
 * reads (lists, records, a calendar feed) and 5 % writes (new venues by the administrator).
 * Prints requests, errors, p50/p99 and whether every acknowledged write reads back afterwards.
 * Only 127.0.0.1 (port 3202); noisy on a shared machine, so figures vary between runs.
 */
import { parseArgs } from 'node:util';
import { createOrm, migrate } from '../server/db/orm';
import { seedDemo } from '../server/demo/seed-demo';
import { ensureTeams } from '../server/modules/team/team.service';
import { loginAdmin, percentile, scratchDatabase, startServer, venueIds, writeVenue } from './bench-server';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
    port: { type: 'string', default: '3202' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

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

const server = await startServer(database.url, Number(values.port));
try {
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
} finally {
  await server.stop();
  await database.drop();
}
