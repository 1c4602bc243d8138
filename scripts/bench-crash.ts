/**
 * `npm run bench:crash [-- --postgres] [--rounds 5] [--writers 8]`: kills a real server process
 * with SIGKILL while it takes concurrent writes, restarts it, and checks that the database is
 * intact (SQLite: `PRAGMA integrity_check`) and that every write the server acknowledged before
 * dying is there. Only 127.0.0.1 (port 3203); each round lasts a few seconds.
 *
 * `--backends` (PostgreSQL only) is the other crash: the database's, not the server's. Each round
 * terminates the server's backends 8 times 0.3 s apart while 6 members sign up to and give back
 * one shift, an administrator writes and members and visitors read, all in parallel (the review's
 * recipe, issue 35). Every request must be answered (200, a refusal of the rules, or 503; none
 * hangs, none is a 500), and the server must serve sessions and the visitors' list again within
 * seconds, with /healthz 200.
 */
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createOrm, migrate } from '../server/orm';
import { hashPassword } from '../server/modules/auth/password';
import { Event } from '../server/modules/event/event.entity';
import { Member } from '../server/modules/member/member.entity';
import { Shift } from '../server/modules/shift/shift.entity';
import { Team } from '../server/modules/team/team.entity';
import { ensureTeams } from '../server/modules/team/team.service';
import { seedDemo } from '../server/demo/seed-demo';
import { type BenchServer, scratchDatabase, loginAdmin, startServer, venueIds, writeVenue } from './bench-server';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    backends: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
    writers: { type: 'string', default: '8' },
    port: { type: 'string', default: '3203' },
  },
});
const rounds = Number(values.rounds);
const writers = Number(values.writers);
const port = Number(values.port);
if (values.backends && !values.postgres) throw new Error('--backends kræver --postgres: SQLite har ingen databaseforbindelser at miste');

function integrityCheck(file: string): string {
  const database = new DatabaseSync(file);
  try {
    return (database.prepare('pragma integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
  } finally {
    database.close();
  }
}

/** SIGKILL of the server during writes: nothing acknowledged may be lost, SQLite's file stays intact. */
async function killServerRounds(database: Awaited<ReturnType<typeof scratchDatabase>>): Promise<number> {
  const acknowledged: number[] = [];
  let failures = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const server = await startServer(database.url, port);
    const cookie = await loginAdmin(server.url);
    let killed = false;
    let attempts = 0;
    const writer = async (index: number) => {
      // After the kill, writes fail (refused connections) and are not acknowledged: they do not count.
      while (!killed) {
        attempts += 1;
        const id = await writeVenue(server.url, cookie, `Nedbrud ${round}-${index}-${attempts}`).catch(() => undefined);
        if (id !== undefined) acknowledged.push(id);
      }
    };
    const writing = Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    await server.stop('SIGKILL');
    killed = true;
    await writing;

    const integrity = database.sqliteFile ? integrityCheck(database.sqliteFile) : 'n/a (PostgreSQL)';
    const restarted = await startServer(database.url, port);
    const present = await venueIds(restarted.url);
    await restarted.stop();
    const missing = acknowledged.filter((id) => !present.has(id));
    const ok = (integrity === 'ok' || !database.sqliteFile) && missing.length === 0;
    if (!ok) failures += 1;
    console.log(
      `runde ${round}: SIGKILL efter ${attempts} skriveforsøg; integrity_check: ${integrity}; ${acknowledged.length} kvitterede skrivninger i alt, ${missing.length} mangler${ok ? '' : ' ← FEJL'}`,
    );
  }
  console.log(`bench:crash på ${values.postgres ? 'PostgreSQL' : 'SQLite'}: ${rounds} nedbrud, ${failures} med fejl, ${acknowledged.length} kvitterede skrivninger kontrolleret`);
  return failures;
}

const VOLUNTEERS = 6;
const VOLUNTEER_PASSWORD = 'frivillig-kode-1';
/** A request not answered in this long hangs: the review saw them hang for 12 minutes. */
const HANG_MS = 15_000;
/** Sessions and the visitors' list must answer 200 again this soon after the last kill. */
const RECOVERY_LIMIT_MS = 10_000;

/** The demo programme, one shift with 3 places on a coming event, and members to take them; answers the shift's id. */
async function seedShift(databaseUrl: string): Promise<number> {
  const orm = await createOrm(databaseUrl);
  try {
    await migrate(orm);
    await ensureTeams(orm.em.fork());
    await seedDemo(orm.em.fork());
    const em = orm.em.fork();
    const event = await em.findOneOrFail(Event, { fromDate: { $gt: new Date(Date.now() + 48 * 3600_000) } }, { orderBy: { fromDate: 'ASC' } });
    const shift = em.create(Shift, { event, role: 'Bar', startsAt: event.fromDate, endsAt: event.toDate, capacity: 3, note: null });
    const teams = await em.find(Team, { name: 'member' });
    const passwordHash = await hashPassword(VOLUNTEER_PASSWORD);
    for (let index = 0; index < VOLUNTEERS; index += 1) {
      em.create(Member, { email: `frivillig${index}@bench.test`, passwordHash, firstName: `Frivillig${index}`, lastName: 'Bench', active: true, publicConsent: false, teams });
    }
    await em.flush();
    return shift.id;
  } finally {
    await orm.close();
  }
}

async function logIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`login fejlede: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A request's status, 0 when it has not answered within HANG_MS. */
async function statusOf(url: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) }).catch(() => undefined);
  await response?.arrayBuffer().catch(() => undefined);
  return response?.status ?? 0;
}

/** The review's recipe, `rounds` times on one server: see the comment at the top. */
async function killBackendRounds(database: Awaited<ReturnType<typeof scratchDatabase>>): Promise<number> {
  const shiftId = await seedShift(database.url);
  const server: BenchServer = await startServer(database.url, port);
  const killer = new pg.Client({ connectionString: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await killer.connect();
  const databaseName = new URL(database.url).pathname.slice(1);
  let failures = 0;
  try {
    const admin = await loginAdmin(server.url);
    const volunteers = await Promise.all(Array.from({ length: VOLUNTEERS }, (_, index) => logIn(server.url, `frivillig${index}@bench.test`, VOLUNTEER_PASSWORD)));
    const json = (cookie: string, method: string, body?: unknown): RequestInit => ({
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (let round = 1; round <= rounds; round += 1) {
      const statuses = new Map<number, number>();
      let stop = false;
      const loop = async (request: (turn: number) => Promise<number>) => {
        for (let turn = 0; !stop; turn += 1) {
          const status = await request(turn);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      const signup = `${server.url}/api/shifts/${shiftId}/signup`;
      const clients = [
        ...volunteers.map((cookie) => loop((turn) => statusOf(signup, json(cookie, turn % 2 === 0 ? 'POST' : 'DELETE')))),
        loop((turn) => statusOf(`${server.url}/api/venues`, json(admin, 'POST', { name: `Nedbrud ${round}-${turn}`, city: 'Aarhus', countryCode: 'DK' }))),
        loop(() => statusOf(`${server.url}/api/auth/session`, json(volunteers[0]!, 'GET'))),
        loop((turn) => statusOf(`${server.url}/api/events?limit=${(turn % 50) + 1}`)),
      ];
      for (let kill = 0; kill < 8; kill += 1) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
      }
      const lastKill = performance.now();
      stop = true;
      await Promise.all(clients);
      let recoveredMs = Number.POSITIVE_INFINITY;
      while (performance.now() - lastKill < RECOVERY_LIMIT_MS) {
        const session = await statusOf(`${server.url}/api/auth/session`, json(volunteers[1]!, 'GET'));
        const visitors = await statusOf(`${server.url}/api/events?limit=${round + 60}`);
        if (session === 200 && visitors === 200) {
          recoveredMs = performance.now() - lastKill;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const healthz = await statusOf(`${server.url}/healthz`);
      const hung = statuses.get(0) ?? 0;
      const wrong = [...statuses.keys()].filter((status) => ![200, 404, 409, 503].includes(status));
      const ok = hung === 0 && wrong.length === 0 && Number.isFinite(recoveredMs) && healthz === 200;
      if (!ok) failures += 1;
      const counts = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status || 'hang'}: ${count}`).join(', ');
      console.log(
        `runde ${round}: 8 × pg_terminate_backend; svar ${counts}; igen 200 efter ${Number.isFinite(recoveredMs) ? `${Math.round(recoveredMs)} ms` : 'ALDRIG'}; /healthz ${healthz}${ok ? '' : ' ← FEJL'}`,
      );
    }
  } finally {
    await killer.end();
    await server.stop();
  }
  console.log(`bench:crash --backends på PostgreSQL: ${rounds} runder, ${failures} med fejl`);
  return failures;
}

const database = await scratchDatabase(values.postgres);
try {
  const failures = values.backends ? await killBackendRounds(database) : await killServerRounds(database);
  process.exitCode = failures ? 1 : 0;
} finally {
  await database.drop();
}
