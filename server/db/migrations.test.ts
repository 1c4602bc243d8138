import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danishSortKey } from '../lib/danish-sort-key';
import { createOrm } from '../orm';
import { createScratchDatabase } from './scratch-database';

const onPostgres = process.env.TEST_DATABASE === 'postgresql';
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** An empty database of its own for each describe block, on the dialect under test. */
function useEmptyDatabase() {
  const holder = {} as { orm: Awaited<ReturnType<typeof createOrm>>; scratch?: Awaited<ReturnType<typeof createScratchDatabase>> };
  beforeAll(async () => {
    holder.scratch = onPostgres ? await createScratchDatabase(postgresUrl) : undefined;
    holder.orm = await createOrm(holder.scratch?.url ?? ':memory:');
  });
  afterAll(async () => {
    await holder.orm.close(true);
    await holder.scratch?.drop();
  });
  return holder;
}

/** A database made by an earlier release keeps its rows through every later migration. */
describe('migrating a database that has data', () => {
  const database = useEmptyDatabase();

  it('keeps members and venues of the first release and fills their new columns', async () => {
    const { orm } = database;
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

describe('descriptions written before they were sanitized', () => {
  const database = useEmptyDatabase();

  it('become safe formatted HTML, plain text as paragraphs', async () => {
    const { orm } = database;
    await orm.migrator.up({ to: 'Migration20261122152423_image_variants' });
    const connection = orm.em.getConnection();
    const now = new Date().toISOString();
    await connection.execute(
      `insert into artist (name, description, socials, created_at, updated_at) values ('Plain', ?, '[]', ?, ?), ('Hostile', ?, '[]', ?, ?)`,
      ['Første afsnit\n\nAndet & sidste', now, now, '<p onclick="x()">Hej <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>', now, now],
    );

    await orm.migrator.up();

    const rows = await connection.execute('select name, description from artist order by id');
    expect(rows).toEqual([
      { name: 'Plain', description: '<p>Første afsnit</p><p>Andet &amp; sidste</p>' },
      { name: 'Hostile', description: '<p>Hej link</p>' },
    ]);
  });
});

describe('links stored while the sanitizer gave them a target', () => {
  const database = useEmptyDatabase();

  it('keep their address and rel, and a link without an address becomes its words', async () => {
    const { orm } = database;
    const pending = (await orm.migrator.getPending()).map((migration) => migration.name);
    // The migration before it has another name on each dialect.
    await orm.migrator.up({ to: pending[pending.indexOf('Migration20261125143000_links_without_target') - 1] });
    const connection = orm.em.getConnection();
    const now = new Date().toISOString();
    await connection.execute(`insert into artist (name, description, socials, created_at, updated_at) values ('Band', ?, '[]', ?, ?)`, [
      '<p><a href="https://band.dk" rel="noopener noreferrer" target="_blank">band</a> <a rel="noopener noreferrer" target="_blank">uden</a></p>',
      now,
      now,
    ]);

    await orm.migrator.up();

    const [row] = await connection.execute('select description from artist');
    expect(row.description).toBe('<p><a href="https://band.dk" rel="noopener noreferrer">band</a> uden</p>');
  });
});

describe('descriptions stored while a refused link unbalanced the next one', () => {
  const database = useEmptyDatabase();

  it('close the allowed link where it ended, not at the end of the description', async () => {
    const { orm } = database;
    const pending = (await orm.migrator.getPending()).map((migration) => migration.name);
    await orm.migrator.up({ to: pending[pending.indexOf('Migration20261126140000_balanced_rich_text') - 1] });
    const connection = orm.em.getConnection();
    const now = new Date().toISOString();
    // What the sanitizer wrote for '<p><a href="javascript:x">ikke</a> og <a href="https://band.dk">band</a></p><h2>Mere</h2>'.
    await connection.execute(`insert into artist (name, description, socials, created_at, updated_at) values ('Band', ?, '[]', ?, ?)`, [
      '<p>ikke og <a href="https://band.dk" rel="noopener noreferrer">band</span></p><h2>Mere</h2>',
      now,
      now,
    ]);

    await orm.migrator.up();

    const [row] = await connection.execute('select description from artist');
    expect(row.description).toBe('<p>ikke og <a href="https://band.dk" rel="noopener noreferrer">band</a></p><h2>Mere</h2>');
  });
});

describe('pictures stored before their bytes had a table of their own', () => {
  const database = useEmptyDatabase();

  it('keep their bytes, now in image_data, and their metadata in image', async () => {
    const { orm } = database;
    await orm.migrator.up({ to: 'Migration20261122163528_throttle' });
    const connection = orm.em.getConnection();
    const bytes = Buffer.from('RIFF0000WEBPVP8 picture bytes');
    await connection.execute(
      `insert into image (hash, data, mime_type, width, height, byte_size, created_at) values (?, ?, 'image/webp', 4, 3, ?, ?)`,
      ['a'.repeat(64), bytes, bytes.length, new Date().toISOString()],
    );

    await orm.migrator.up();

    const [image] = await connection.execute('select * from image');
    expect(image).toMatchObject({ hash: 'a'.repeat(64), width: 4, height: 3 });
    expect(image).not.toHaveProperty('data');
    const [stored] = await connection.execute<{ image_id: number; data: Uint8Array }[]>('select image_id, data from image_data');
    expect(stored?.image_id).toBe(image?.id);
    expect(Buffer.from(stored!.data).equals(bytes)).toBe(true);
  });
});
