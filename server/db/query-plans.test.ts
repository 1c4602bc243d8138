import { beforeAll, describe, expect, it } from 'vitest';
import { Artist } from '../modules/artist/artist.entity';
import { Concert, Event } from '../modules/event/event.entity';
import { Venue } from '../modules/venue/venue.entity';
import { seedProgramme, type Programme } from '../test/list-programme';
import { useTestApp } from '../test/test-app';

const onPostgres = process.env.TEST_DATABASE === 'postgresql';

type Statement = { sql: string; params: unknown[] };

/**
 * The plans of the statements lists and reads by id run, read on the database they run on, with
 * the very SQL and parameters the request sent. A table read whole where an index could serve, or
 * an order sorted apart where an index holds it, grows with the programme: 153 ms for a list at
 * 100,000 events before (issue 25).
 */
describe('query plans', () => {
  const t = useTestApp();
  let programme: Programme;
  let admin: string;
  let member: { id: number; cookie: string };
  const today = new Date().toISOString().slice(0, 10);
  const played = 'status!=cancelled,status!=postponed';

  beforeAll(async () => {
    programme = await seedProgramme(t, 1200);
    admin = await t.loginAdmin();
    member = await t.memberWith(['member'], { publicConsent: true });
  });

  /** The selects a request runs, as the database connection gets them. */
  async function statementsOf(url: string, cookie?: string): Promise<Statement[]> {
    const connection = t.orm.em.getConnection();
    const execute = connection.execute;
    const seen: Statement[] = [];
    connection.execute = function (this: typeof connection, sql: string, params: readonly unknown[] = [], ...rest: unknown[]) {
      if (/^\s*select/i.test(sql)) seen.push({ sql, params: [...params] });
      return (execute as (...args: unknown[]) => Promise<unknown>).call(this, sql, params, ...rest);
    } as typeof execute;
    try {
      const response = await t.get(url, { cookie });
      expect(response.status, response.text).toBe(200);
    } finally {
      connection.execute = execute;
    }
    return seen;
  }

  /**
   * Each plan's lines. On PostgreSQL sequential scans are turned off for the session: on tables
   * this small a scan is cheapest, and a Seq Scan that remains is one no index could replace.
   */
  async function plansOf(statements: Statement[]): Promise<{ sql: string; plan: string[] }[]> {
    const em = t.orm.em.fork();
    return em.transactional(async (em) => {
      const connection = em.getConnection();
      const context = em.getTransactionContext();
      if (onPostgres) await connection.execute('set local enable_seqscan = off', [], 'run', context);
      const plans = [];
      for (const { sql, params } of statements) {
        const rows = await connection.execute<Record<string, unknown>[]>(`explain ${onPostgres ? '' : 'query plan '}${sql}`, params, 'all', context);
        plans.push({ sql, plan: rows.map((row: Record<string, unknown>) => String(onPostgres ? row['QUERY PLAN'] : row.detail)) });
      }
      return plans;
    });
  }

  /**
   * Whole-table reads, and on SQLite (unless allowed) sorts an index should have spared. PostgreSQL
   * chooses between an ordered index scan and a sort by its statistics, which a fresh test database
   * has not gathered; at 100,000 events it reads the lists' orders from the same indexes.
   */
  function problemsIn(plans: { sql: string; plan: string[] }[], { sorts = false } = {}): string[] {
    const wrong = (line: string) =>
      onPostgres ? /Seq Scan/.test(line) : /^SCAN (?!CONSTANT ROW)\S+$/.test(line.trim()) || (!sorts && /USE TEMP B-TREE FOR ORDER BY/.test(line));
    return plans.flatMap(({ sql, plan }) => (plan.some(wrong) ? [`${sql}\n  ${plan.join('\n  ')}`] : []));
  }

  const lists: [string, () => string, () => string | undefined, { sorts?: boolean }?][] = [
    ['upcoming public events, for visitors', () => `/api/events?per_page=1&filter=${encodeURIComponent(`from_date>=${today},is_public=true`)}`, () => undefined],
    ['upcoming events, for members', () => `/api/events?per_page=1&filter=${encodeURIComponent(`from_date>=${today}`)}`, () => member.cookie],
    ['events by venue', () => `/api/events?per_page=1&filter=venue_id=${programme.venues[1]}`, () => undefined],
    ['upcoming cancelled public events', () => `/api/events?per_page=1&filter=${encodeURIComponent(`from_date>=${today},is_public=true,status=cancelled`)}`, () => undefined],
    // An artist's events are found through their concerts, then ordered: as many as the artist plays.
    ['events by artist', () => `/api/events?per_page=1&filter=artist_id=${programme.artists[2]}`, () => undefined, { sorts: true }],
    ['events by title', () => '/api/events?per_page=1&order_by=title', () => undefined],
    // The archive and an artist's or a venue's past (docs/screens.md), newest first.
    ['past public events', () => `/api/events?per_page=1&order_by=from_date%20desc&filter=${encodeURIComponent(`from_date<${today},is_public=true,${played}`)}`, () => undefined],
    [
      'past public events by venue',
      () => `/api/events?per_page=1&order_by=from_date%20desc&filter=${encodeURIComponent(`from_date<${today},is_public=true,${played},venue_id=${programme.venues[1]}`)}`,
      () => undefined,
    ],
    [
      'past public events by artist',
      () => `/api/events?per_page=1&order_by=from_date%20desc&filter=${encodeURIComponent(`from_date<${today},is_public=true,${played},artist_id=${programme.artists[2]}`)}`,
      () => undefined,
      { sorts: true },
    ],
    ['a deep page of events', () => '/api/events?page=9', () => member.cookie],
    ['a deep page of events by title', () => '/api/events?page=9&order_by=title%20desc', () => member.cookie],
    ['an event', () => `/api/events/${programme.events[700]}`, () => undefined],
    ['artists', () => '/api/artists?per_page=1', () => undefined],
    ['artists by genre', () => `/api/artists?per_page=1&filter=genre_id=${programme.genres[0]}`, () => undefined, { sorts: true }],
    ['an artist', () => `/api/artists/${programme.artists[1]}`, () => undefined],
    ['venues', () => '/api/venues?per_page=1', () => undefined],
    ['a venue', () => `/api/venues/${programme.venues[2]}`, () => undefined],
    // A member's teams are sorted: a handful.
    ['members, for visitors', () => '/api/members?per_page=1', () => undefined, { sorts: true }],
    ['members, for members', () => '/api/members?per_page=1', () => member.cookie, { sorts: true }],
    ['members, for their managers', () => '/api/members?per_page=1', () => admin, { sorts: true }],
    ['a member', () => `/api/members/${member.id}`, () => admin, { sorts: true }],
  ];

  it.each(lists)('reads %s through indexes', async (_name, url, cookie, allowed) => {
    const statements = await statementsOf(url(), cookie());
    expect(statements.length).toBeGreaterThan(0);
    expect(problemsIn(await plansOf(statements), allowed)).toEqual([]);
  });

  it('finds the artists playing soon and their next concerts from the index on concert (artist_id, starts_at)', async () => {
    const statements = await statementsOf(`/trpc/artists.upcoming?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`);
    const upcoming = statements.filter(({ sql }) => /from concert c/.test(sql));
    expect(upcoming).toHaveLength(1);
    const plans = await plansOf(upcoming);
    expect(problemsIn(plans)).toEqual([]);
    // Reading concerts from the upcoming events instead read every upcoming concert on SQLite: 250 ms
    // at 100,000 events. PostgreSQL chooses by its statistics, which a fresh test database lacks.
    if (!onPostgres) for (const { plan } of plans) expect(plan.join('\n')).toMatch(/concert_artist_id_starts_at_event_id_index/);
  });

  /**
   * An artist's list either walks the events in order and probes each one's concerts, or lists the
   * events of all the artist's concerts and sorts them, whichever reads fewer rows (list-query.ts).
   * MikroORM's own subquery joined the events again for each concert (86 ms at 100,000 events on
   * SQLite); the list's IN alone still read all 25,000 concerts of a frequent artist (22 ms), and a
   * probe through the artist's index read them all again per event.
   */
  it("probes a frequent artist's events through concert (event_id, artist_id) and lists a rare artist's from the concerts alone", async () => {
    const em = t.orm.em.fork();
    const rare = em.create(Artist, { name: 'Sjælden', description: '<p>Om Sjælden</p>', socials: [] });
    const venue = em.getReference(Venue, programme.venues[0]!);
    const startsAt = new Date(Date.now() + 40 * 86_400_000);
    const event = em.create(Event, { title: 'Sjælden aften', description: '<p>En aften</p>', ticketUrl: 'https://billet.dk', venue, isPublic: true, fromDate: startsAt, toDate: startsAt });
    em.create(Concert, { event, artist: rare, startsAt, endsAt: startsAt });
    await em.flush();
    const upcomingBy = (artist: number) => `/api/events?per_page=20&filter=${encodeURIComponent(`from_date>=${today},is_public=true,artist_id=${artist}`)}`;
    const pageOf = async (url: string) => (await statementsOf(url)).filter(({ sql }) => /limit/i.test(sql) && /from .concert./.test(sql));

    const [probed] = await pageOf(upcomingBy(programme.artists[2]!));
    expect(probed?.sql).toMatch(/exists \(select 1 from .concert. as .item. where .item.\..artist_id. = \? and .item.\..event_id. = .owner.\..id.\)/);
    const [probedPlan] = await plansOf([probed!]);
    expect(problemsIn([probedPlan!])).toEqual([]);
    if (!onPostgres) expect(probedPlan!.plan.join('\n')).toMatch(/SEARCH item EXISTS USING COVERING INDEX concert_event_id_artist_id_index/);

    const [listed] = await pageOf(upcomingBy(rare.id));
    expect(listed?.sql).toMatch(/in \(select .item.\..event_id. from .concert. as .item. where .item.\..artist_id. = \?\)/);
    const [listedPlan] = await plansOf([listed!]);
    expect(problemsIn([listedPlan!], { sorts: true })).toEqual([]);
    if (!onPostgres) expect(listedPlan!.plan.join('\n')).toMatch(/SEARCH item USING COVERING INDEX concert_artist_id/);

    // No index begins with the end time: a probe would check every event before sorting them.
    const [byEnd] = await pageOf(`${upcomingBy(programme.artists[2]!)}&order_by=to_date`);
    expect(byEnd?.sql).toMatch(/in \(select .item.\..event_id. from .concert./);
    const [byTitle] = await pageOf(`${upcomingBy(programme.artists[2]!)}&order_by=title`);
    expect(byTitle?.sql).toMatch(/exists \(select 1 from .concert./);
  });

  it("counts the sitemap's pages once per content version", async () => {
    const counts = async () => (await statementsOf('/sitemap.xml')).filter(({ sql }) => /count\(/i.test(sql));
    // The artists' count may be known already: /api/artists counts the same set.
    expect((await counts()).length).toBeGreaterThan(0);
    expect(await counts()).toEqual([]);
    expect((await t.post('/api/genres', { cookie: admin, body: { name: 'Sitemap-optælling' } })).status).toBe(200);
    // Upcoming public events, artists and venues.
    expect(await counts()).toHaveLength(3);
  });

  it('counts a list and seeks a deep page through indexes too', async () => {
    const filter = encodeURIComponent('from_date>=2000-01-01');
    const statements = await statementsOf(`/api/events?page=5&per_page=150&order_by=from_date%20desc&filter=${filter}`, member.cookie);
    const counts = statements.filter(({ sql }) => /count\(/i.test(sql));
    expect(counts).toHaveLength(1);
    // The remembered sort key of row 500, found with OFFSET 500 once, and the page sought from it.
    expect(statements.filter(({ sql }) => /offset/i.test(sql))).toHaveLength(2);
    expect(problemsIn(await plansOf(statements))).toEqual([]);
  });
});

describe('foreign keys', () => {
  const t = useTestApp();

  /** Table and column of every foreign key whose column leads no index (nor the primary key). */
  async function unindexedForeignKeys(): Promise<string[]> {
    const connection = t.orm.em.getConnection();
    if (onPostgres) {
      const rows = await connection.execute<{ name: string }[]>(
        `select c.conrelid::regclass || '.' || a.attname as name
           from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
          order by 1`,
      );
      return rows.map((row: { name: string }) => row.name);
    }
    const tables = await connection.execute<{ name: string }[]>(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`);
    const missing: string[] = [];
    for (const { name } of tables) {
      const keys = await connection.execute<{ from: string }[]>(`select "from" from pragma_foreign_key_list(?)`, [name]);
      const leading = await connection.execute<{ name: string }[]>(
        `select ii.name from pragma_index_list(?) il join pragma_index_info(il.name) ii on ii.seqno = 0`,
        [name],
      );
      const primary = await connection.execute<{ name: string }[]>(`select name from pragma_table_info(?) where pk = 1`, [name]);
      const led = new Set([...leading, ...primary].map((row) => row.name));
      missing.push(...keys.filter((key: { from: string }) => !led.has(key.from)).map((key: { from: string }) => `${name}.${key.from}`));
    }
    return missing.sort();
  }

  it('has an index led by every foreign key column, so a delete or a join never reads the referencing table whole', async () => {
    expect(await unindexedForeignKeys()).toEqual([]);
  });
});
