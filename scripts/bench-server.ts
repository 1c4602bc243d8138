/**
 * What the load, crash and scale benchmarks share: a scratch database (a SQLite file in a temporary
 * folder, or a PostgreSQL scratch database), a real server process on 127.0.0.1 that can be
 * stopped or killed, a logged-in administrator, and the CPU time and memory a process used.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../server/db/scratch-database';

export const BENCH_ADMIN = { email: 'bench@spillested.test', password: 'bench-kode-1' } as const;

export async function scratchDatabase(postgres: boolean): Promise<{ url: string; sqliteFile?: string; drop: () => Promise<void> }> {
  if (postgres) return createScratchDatabase(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const directory = mkdtempSync(join(tmpdir(), 'spillested-bench-'));
  const file = join(directory, 'bench.db');
  return { url: file, sqliteFile: file, drop: async () => rmSync(directory, { recursive: true, force: true }) };
}

export type BenchServer = { url: string; process: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<void> };

const root = join(import.meta.dirname, '..');

/**
 * The Node flags `npm start` gives the built server (package.json's start script; the systemd unit of
 * docs/deploy.md repeats them), so that a benchmark of memory measures what a venue runs.
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const flags = / node ((?:--\S+ )*)dist\/server\/main\.mjs/.exec(scripts.start);
  if (!flags) throw new Error('package.json: start kører ikke node … dist/server/main.mjs');
  return flags[1]!.split(' ').filter(Boolean);
}

/**
 * Starts the server on `port` and waits until /readyz answers 200: `server/main.ts` (the API,
 * NODE_ENV=test), or with `built` the build as `npm start` runs it (its flags, NODE_ENV=production;
 * `npm run build` first). With `inspectPort`, Node's inspector listens there (127.0.0.1 only), for
 * liveHeapMb.
 */
export async function startServer(databaseUrl: string, port: number, { inspectPort, built = false }: { inspectPort?: number; built?: boolean } = {}): Promise<BenchServer> {
  const inspect = inspectPort === undefined ? [] : [`--inspect=127.0.0.1:${inspectPort}`];
  if (built && !existsSync(join(root, 'dist/server/main.mjs'))) throw new Error('dist/server/main.mjs mangler: kør npm run build først');
  const entry = built ? [...startFlags(), 'dist/server/main.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...inspect, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: built ? 'production' : 'test',
      // glibc's allocator as npm start sets it (docs/deploy.md#memory).
      ...(built && { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' }),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`serveren stoppede under opstart (kode ${child.exitCode})`);
    if (attempt > 600) throw new Error('serveren blev ikke klar inden for 60 s');
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Logs the benchmark's administrator in; the answer is the cookie header to send. */
export async function loginAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`login fejlede: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The ids of every venue, as a visitor reads them: acknowledged writes must all be among them. */
export async function venueIds(url: string): Promise<Set<number>> {
  const response = await fetch(`${url}/api/venues?per_page=0`);
  if (!response.ok) throw new Error(`kunne ikke læse spillesteder: ${response.status}`);
  const { records } = (await response.json()) as { records: { id: number }[] };
  return new Set(records.map((record) => record.id));
}

/** Creates one venue; answers its id when the server acknowledged the write, otherwise undefined. */
export async function writeVenue(url: string, cookie: string, name: string): Promise<number | undefined> {
  const response = await fetch(`${url}/api/venues`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name, city: 'Aarhus', countryCode: 'DK' }),
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { id: number }).id;
}

export const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

const TICKS_PER_SECOND = 100;

/** User and system CPU time of a process so far, in milliseconds (Linux; 10 ms steps). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A process's resident memory now (`VmRSS`) or at its highest so far (`VmHWM`), in MB. */
export const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * Waits until a process used under 5 % of a core over three tenths of a second in a row (at most
 * `limitMs`): on a machine busy with other work a busy process may get that little in one tenth.
 */
export async function idle(pid: number, limitMs = 30_000) {
  let quiet = 0;
  for (let waited = 0; waited < limitMs && quiet < 3; waited += 100) {
    const before = cpuMs(pid);
    await new Promise((done) => setTimeout(done, 100));
    quiet = cpuMs(pid) - before < 5 ? quiet + 1 : 0;
  }
}

/**
 * The live part of a server's JS heap, in MB: a full collection through its inspector (started with
 * `inspectPort`), then what is still used. RSS alone cannot tell what the server keeps from what V8
 * has not collected yet: it lets garbage grow to a few times the live heap while allocation is fast.
 */
export async function liveHeapMb(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answers = new Map<number, (result: unknown) => void>();
  socket.onmessage = (message) => {
    const { id, result } = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (id !== undefined) answers.get(id)?.(result);
  };
  let next = 0;
  const call = (method: string) =>
    new Promise<unknown>((resolve) => {
      answers.set((next += 1), resolve);
      socket.send(JSON.stringify({ id: next, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = (await call('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize / 1024 / 1024;
  } finally {
    socket.close();
  }
}
