import { isPostgresUrl } from '../config';

/** The two databases the server runs on; each has its own migrations and a few statements of its own. */
export type Dialect = 'sqlite' | 'postgresql';

export function dialectOf(databaseUrl: string): Dialect {
  return isPostgresUrl(databaseUrl) ? 'postgresql' : 'sqlite';
}
