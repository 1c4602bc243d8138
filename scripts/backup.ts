/**
 * `npm run backup -- <file>`: a consistent copy of DATABASE_URL's database, taken while the server
 * runs. `npm run backup -- <folder> [--keep N]`: a copy in the folder named by the time it was
 * taken, and with --keep the oldest such copies removed until N remain (a nightly timer's rotation,
 * docs/deploy.md). `npm run restore -- <file>` puts a copy back into an empty database.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { backupDatabase, backupIntoFolder, restoreDatabase } from '../server/backup';
import { loadConfig } from '../server/config';

const USAGE = 'Brug: npm run backup -- <fil>  eller  npm run backup -- <mappe> [--keep N]  eller  npm run restore -- <fil>';

/** The command line, or the usage for one parseArgs refuses (its own messages are English). */
function commandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: { keep: { type: 'string' } } });
  } catch {
    throw new Error(USAGE);
  }
}

try {
  const { positionals, values } = commandLine();
  const [command, target] = positionals;
  if (!target || positionals.length > 2 || (command !== 'backup' && command !== 'restore')) throw new Error(USAGE);
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new Error('--keep skal være et helt tal fra 1 og op');
  const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
  if (keep !== undefined && (command !== 'backup' || !isFolder)) throw new Error('--keep gælder kun sikkerhedskopier i en mappe: npm run backup -- <mappe> --keep N');
  const { DATABASE_URL } = loadConfig();
  if (command === 'restore') {
    await restoreDatabase(DATABASE_URL, target);
    console.log(`Sikkerhedskopien ${target} er lagt ind`);
  } else if (isFolder) {
    const { file, removed } = await backupIntoFolder(DATABASE_URL, target, keep);
    console.log(`Sikkerhedskopi gemt i ${file}`);
    for (const old of removed) console.log(`Ældre sikkerhedskopi slettet: ${old}`);
  } else {
    await backupDatabase(DATABASE_URL, target);
    console.log(`Sikkerhedskopi gemt i ${target}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
