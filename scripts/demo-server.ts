/**
 * The built site on a fresh database filled with the demo programme, for browser tests and
 * benchmarks: `startDemoServer(port)` from a script, or `tsx scripts/demo-server.ts` to run it
 * until stopped (PORT, default 3100). `{ empty: true }` leaves the database as a new install has it
 * (the first-run welcome's browser test). Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createOrm, migrate } from '../server/orm';
import { seedDemo } from '../server/demo/seed-demo';
import { ensureTeams } from '../server/modules/team/team.service';

/** The administrator unless ADMIN_EMAIL and ADMIN_PASSWORD say otherwise. */
export const DEMO_ADMIN = { email: 'demo-admin@spillested.test', password: 'demo-admin-kode' } as const;

export async function startDemoServer(port: number, env: Record<string, string> = {}, { empty = false } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'spillested-demo-'));
  const databaseUrl = join(folder, 'demo.db');
  const orm = await createOrm(databaseUrl);
  await migrate(orm);
  await ensureTeams(orm.em.fork());
  if (!empty) await seedDemo(orm.em.fork());
  await orm.close();

  const url = `http://localhost:${port}`;
  // What `npm start` runs: the bundled server.
  const server = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(folder, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the demo server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (attempt > 200) {
        await stop();
        throw new Error('the demo server did not start within 20 s');
      }
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url, stop };
}

if (import.meta.main) {
  const { stop } = await startDemoServer(Number(process.env.PORT ?? 3100));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(0)));
}
