import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

/**
 * Creates an empty PostgreSQL database beside the one DATABASE_URL names, for a test file or a
 * migration check, and drops it again afterwards: runs never see each other's rows.
 */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `spillested_${randomBytes(6).toString('hex')}`;
  const admin = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: baseUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  await admin.em.getConnection().execute(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    },
  };
}
