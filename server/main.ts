import { buildApp } from './app';
import { loadConfig } from './config';
import { createOrm, migrate } from './orm';
import { builtPages, type PageRenderer, vitePages } from './http/page-renderer';
import { startHourlyCleanup } from './jobs';
import { releaseStartupMemory } from './lib/startup-memory';
import { ensureFirstAdmin, reportFirstAdmin } from './modules/member/first-admin';
import { ensureTeams } from './modules/team/team.service';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Production serves the build; development renders through Vite with hot reload; tests serve the API only.
const pageRenderers: Record<typeof config.NODE_ENV, () => PageRenderer | undefined> = {
  production: () => builtPages(),
  development: () => vitePages(),
  test: () => undefined,
};
// First, so the build's page renderer loads while the database is opened and migrated.
const pages = pageRenderers[config.NODE_ENV]();
const orm = await createOrm(config.DATABASE_URL);
await migrate(orm);
// Hashing the first admin's password takes a thread of its own while the routes are built.
const [app, firstAdmin] = await Promise.all([
  buildApp({ config, orm, pages }),
  ensureTeams(orm.em.fork()).then(() => ensureFirstAdmin(orm.em.fork(), config)),
]);
const stopCleanup = startHourlyCleanup(orm, app.log);

const graceSeconds = config.SHUTDOWN_GRACE_SECONDS;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // app.close() waits for every request under way, and a slow one (a body sent a byte at a time, a
  // query that hangs) would hold the process for as long as it lasts. After the grace the process
  // exits, which cuts the connections still open. A timer cannot interrupt synchronous work, but
  // no page renders for long: each reads a bounded amount (docs/content.md).
  setTimeout(() => {
    app.log.warn({ seconds: graceSeconds }, 'requests still under way after the shutdown grace: exiting');
    process.exit(1);
  }, graceSeconds * 1000).unref();
  // Stop accepting connections, let requests and a clean-up in flight finish, then release the database.
  await Promise.all([stopCleanup(), app.close()]);
  await orm.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({
  host: config.HOST,
  port: config.PORT,
  // The address to open is PUBLIC_URL (pictures and cookies are made for it), not the interface
  // Node happens to list first.
  listenTextResolver: (address) => `Spillested kører på ${config.PUBLIC_URL} (lytter på ${address})`,
});
// The collection pauses the server for up to 0.1 s: a moment after listening, so the first
// readiness probes (and issue 11's cold start) do not wait for it.
setTimeout(releaseStartupMemory, 1000).unref();
// Last, so nothing printed at start-up scrolls it away.
reportFirstAdmin(firstAdmin, app.log, config.PUBLIC_URL);
