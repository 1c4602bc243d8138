import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../orm';
import { sqliteDialectOf } from './sqlite-dialect';

describe('SQLite statements kept compiled', () => {
  let orm: MikroORM;
  const rows = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute<Record<string, unknown>[]>(sql, params);

  beforeAll(async () => {
    orm = await createOrm(':memory:');
    await rows('create table note (id integer primary key, text text not null)');
  });
  afterAll(() => orm.close());

  it('answers a kept statement again with new parameters and the rows written since', async () => {
    await rows('insert into note (id, text) values (?, ?)', [1, 'første']);
    expect(await rows('select text from note where id = ?', [1])).toEqual([{ text: 'første' }]);
    await rows('insert into note (id, text) values (?, ?)', [2, 'anden']);
    expect(await rows('select text from note where id = ?', [2])).toEqual([{ text: 'anden' }]);
    expect(await rows('select count(*) as n from note')).toEqual([{ n: 2 }]);
  });

  it('still answers after more distinct statements than it keeps', async () => {
    for (let id = 0; id < 600; id += 1) expect(await rows(`select ${id} as id`)).toEqual([{ id }]);
    expect(await rows('select text from note where id = ?', [1])).toEqual([{ text: 'første' }]);
  });

  it('follows a schema change made after a statement was kept', async () => {
    expect(await rows('select * from note where id = ?', [1])).toEqual([{ id: 1, text: 'første' }]);
    await rows("alter table note add column mood text not null default 'glad'");
    expect(await rows('select * from note where id = ?', [1])).toEqual([{ id: 1, text: 'første', mood: 'glad' }]);
  });

  it('reads at once only outside a transaction, where nothing uncommitted can be seen', async () => {
    const dialect = sqliteDialectOf(orm)!;
    const read = () => dialect.readNow('select text from note where id = ?', [1]);
    const asArrays = () => dialect.arraysNow('select text from note where id = 1', []);
    expect(read()).toEqual([{ text: 'første' }]);
    expect(asArrays()).toEqual([['første']]);
    await orm.em.fork().transactional(async (em) => {
      await em.getConnection().execute('update note set text = ? where id = ?', ['ikke endnu', 1], 'run', em.getTransactionContext());
      // The ORM's way waits for the transaction; reading at once would see its write.
      expect(read()).toBeUndefined();
      expect(asArrays()).toBeUndefined();
    });
    expect(read()).toEqual([{ text: 'ikke endnu' }]);
    // The same SQL read as arrays leaves the ORM's rows objects.
    expect(asArrays()).toEqual([['ikke endnu']]);
    expect(await rows('select text from note where id = 1')).toEqual([{ text: 'ikke endnu' }]);
  });
});
