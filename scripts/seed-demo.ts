/**
 * `npm run seed:demo`: fills the database of DATABASE_URL (default ./data/spillested.db) with the
 * demo programme. Migrates first, so it works on a database `npm start` has never opened.
 */
import { loadConfig } from '../server/config';
import { createOrm, migrate } from '../server/orm';
import { DEMO_PASSWORD, seedDemo } from '../server/demo/seed-demo';
import { ensureFirstAdmin, reportFirstAdmin } from '../server/modules/member/first-admin';
import { ensureTeams } from '../server/modules/team/team.service';

const config = loadConfig();
const orm = await createOrm(config.DATABASE_URL);
try {
  await migrate(orm);
  await ensureTeams(orm.em.fork());
  // The demo members fill the database, so `npm start` would no longer see an empty one and make
  // the first administrator: make it here, while the database is still empty.
  const admin = await ensureFirstAdmin(orm.em.fork(), config);
  const summary = await seedDemo(orm.em.fork());
  console.log('Demo-data oprettet:', summary);
  console.log(`Demo-medlemmer logger ind med e-mail fornavn.efternavn@spillested.demo og adgangskoden ${DEMO_PASSWORD}`);
  reportFirstAdmin(admin, console, config.PUBLIC_URL);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await orm.close();
}
