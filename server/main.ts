import { buildApp } from './app';
import { loadConfig } from './config';
import { createOrm, migrate } from './db/orm';
import { builtPages, type PageRenderer, vitePages } from './http/page-renderer';
import { startHourlyCleanup } from './modules/image/image-cleanup';
import { releaseStartupMemory } from './lib/startup-memory';
import { ensureFirstAdmin, printFirstAdmin } from './modules/member/first-admin';
import { ensureTeams } from './modules/team/team.service';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const orm = await createOrm(config.DATABASE_URL);
await migrate(orm);
// Production serves the build; development renders through Vite with hot reload; tests serve the API only.
const pages: Record<typeof config.NODE_ENV, () => PageRenderer | undefined> = {
  production: () => builtPages(),
  development: () => vitePages(),
  test: () => undefined,
};
const app = await buildApp({ config, orm, pages: pages[config.NODE_ENV]() });
await ensureTeams(orm.em.fork());
const firstAdmin = await ensureFirstAdmin(orm.em.fork(), config, app.log);
const stopCleanup = startHourlyCleanup(orm, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting connections, let requests and a clean-up in flight finish, then release the database.
  await Promise.all([stopCleanup(), app.close()]);
  await orm.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
// The collection pauses the server for up to 0.1 s: a moment after listening, so the first
// readiness probes (and issue 11's cold start) do not wait for it.
setTimeout(releaseStartupMemory, 1000).unref();
// Last, so nothing printed at start-up scrolls it away.
if (firstAdmin) printFirstAdmin(firstAdmin, config.PUBLIC_URL);
