import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danishSortKey } from '../lib/danish-sort-key';
import { createOrm } from './orm';
import { createScratchDatabase } from './scratch-database';

const onPostgres = process.env.TEST_DATABASE === 'postgresql';
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database made by an earlier release keeps its rows through every later migration. */
describe('migrating a database that has data', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let orm: Awaited<ReturnType<typeof createOrm>>;
  beforeAll(async () => {
    scratch = onPostgres ? await createScratchDatabase(postgresUrl) : undefined;
    orm = await createOrm(scratch?.url ?? ':memory:');
  });
  afterAll(async () => {
    await orm.close(true);
    await scratch?.drop();
  });

  it('keeps members and venues of the first release and fills their new columns', async () => {
    await orm.migrator.up({ to: 'Migration20261122003813_initial' });
    const connection = orm.em.getConnection();
    const now = new Date().toISOString();
    await connection.execute(
      `insert into member (email, password_hash, first_name, last_name, active, public_consent, created_at, updated_at)
       values ('oe@spillested.test', 'x', 'Østen', 'Aagaard', true, false, ?, ?)`,
      [now, now],
    );
    await connection.execute(
      `insert into venue (name, name_sort_key, city, country_code, created_at, updated_at) values ('Vega', ?, 'København', 'DK', ?, ?)`,
      [danishSortKey('Vega'), now, now],
    );

    await orm.migrator.up();

    const [member] = await connection.execute('select first_name_sort_key, last_name_sort_key, profile_picture_id from member');
    expect(member).toEqual({
      first_name_sort_key: danishSortKey('Østen'),
      last_name_sort_key: danishSortKey('Aagaard'),
      profile_picture_id: null,
    });
    const [venue] = await connection.execute('select name, name_sort_key from venue');
    expect(venue).toEqual({ name: 'Vega', name_sort_key: danishSortKey('Vega') });
  });
});
