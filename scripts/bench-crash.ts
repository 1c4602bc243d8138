/**
 * `npm run bench:crash [-- --postgres] [--rounds 5] [--writers 8]`: kills a real server process
 * with SIGKILL while it takes concurrent writes, restarts it, and checks that the database is
 * intact (SQLite: `PRAGMA integrity_check`) and that every write the server acknowledged before
 * dying is there. Only 127.0.0.1 (port 3203); each round lasts a few seconds.
 */
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { scratchDatabase, loginAdmin, startServer, venueIds, writeVenue } from './bench-server';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
    writers: { type: 'string', default: '8' },
    port: { type: 'string', default: '3203' },
  },
});
const rounds = Number(values.rounds);
const writers = Number(values.writers);
const port = Number(values.port);

function integrityCheck(file: string): string {
  const database = new DatabaseSync(file);
  try {
    return (database.prepare('pragma integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
  } finally {
    database.close();
  }
}

const database = await scratchDatabase(values.postgres);
const acknowledged: number[] = [];
let failures = 0;
try {
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
  process.exitCode = failures ? 1 : 0;
} finally {
  await database.drop();
}
