/**
 * `npm run backup -- <file>`: a consistent copy of DATABASE_URL's database, taken while the server
 * runs. `npm run restore -- <file>` puts one back into an empty database.
 */
import { backupDatabase, restoreDatabase } from '../server/db/backup';
import { loadConfig } from '../server/config';

const [command, file] = process.argv.slice(2);
try {
  if (!file || (command !== 'backup' && command !== 'restore')) throw new Error('Brug: npm run backup -- <fil>  eller  npm run restore -- <fil>');
  const { DATABASE_URL } = loadConfig();
  await (command === 'backup' ? backupDatabase : restoreDatabase)(DATABASE_URL, file);
  console.log(command === 'backup' ? `Sikkerhedskopi gemt i ${file}` : `Sikkerhedskopien ${file} er lagt ind`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
