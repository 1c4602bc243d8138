/**
 * `npm run bench:scale` (after `npm run build`): whether what a request costs stays flat as the
 * programme grows. For each database (BENCH_DATABASES, default "sqlite,postgresql") and size
 * (BENCH_SIZES, default "100,10000,100000" events × 3 concerts, 90 % public, from a year ago to two
 * years ahead) the built server (`dist/server/main.mjs`, NODE_ENV=production) is started on a
 * scratch database; a handful of venues, artists, genres, pictures and ten events are made through
 * the API, so they are real records with sanitized descriptions; the server stops, SQL copies the
 * ten events (and their concerts) to the size, and the server starts again.
 *
 * Measured: the upcoming public events' list (page 1, the next-to-last and the last page), the list
 * by an artist and by title, /api/events/{id}, the /, /events, /events/{id}, /artists, /artists/{id}
 * (upcoming and past), /venues/{id} and /events/tidligere pages,
 * /kalender.ics, /rss.xml, /sitemap.xml (and its first file when it is an index) and the cached list.
 * Each in turn: one request first (its answer's size, plain and brotli), twenty to warm up, then
 * BENCH_SECONDS (default 3) at 16 connections: CPU milliseconds of the server process per request
 * and p99. Pages and feeds are asked as the administrator, for whom none is cached; the API's
 * reads as a member awaiting approval (an active member's are kept once per content version, so
 * their cost would be the cache's), and the cached list as a visitor. A request that took over half a second is not loaded with 16
 * connections (it would keep the server busy long after the run): its CPU is that of requests one
 * at a time for BENCH_SECONDS, and it has no p99 ("—"). One that takes over BENCH_BUDGET seconds
 * (default 5) is "timeout", and the server is restarted (killed if SIGTERM does not end it within
 * 15 s). Prints a markdown table per database with each row's growth from the smallest to the
 * largest size, bold over ×2. CPU figures are noisy on a shared machine. 127.0.0.1 only, port
 * 3480 (BENCH_PORT).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoPicture } from '../server/demo/demo-pictures';
import { copenhagenToUtc, copenhagenWallClock } from '../shared/copenhagen-time';
import { BENCH_ADMIN, cpuMs, idle, loginAdmin, memoryMb, scratchDatabase } from './bench-server';

const root = resolve(import.meta.dirname, '..');
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map((item) => item.trim());
const databases = list('BENCH_DATABASES', 'sqlite,postgresql');
const sizes = list('BENCH_SIZES', '100,10000,100000').map(Number).sort((a, b) => a - b);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const budgetMs = Number(process.env.BENCH_BUDGET ?? 5) * 1000;
const port = Number(process.env.BENCH_PORT ?? 3480);
const CONNECTIONS = 16;
/** A request slower than this one at a time is measured one at a time only (see above). */
const LOAD_LIMIT_MS = 500;
/** A rendering that grows past this is stopped like one over its time budget: the machine is shared. */
const MEMORY_LIMIT_MB = 3000;
/** How long the server may take to end after SIGTERM before it is killed. */
const SHUTDOWN_GRACE_MS = 15_000;
const TEMPLATES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const server = join(root, 'dist/server/main.mjs');
if (!existsSync(server)) throw new Error('dist/server/main.mjs mangler: kør npm run build først');

type Server = { process: ChildProcess; url: string; exited: Promise<void> };

async function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // As `npm start` runs it.
    env: {
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`serveren stoppede under opstart (kode ${child.exitCode})`);
    if (Date.now() - started > 120_000) throw new Error('serveren blev ikke klar inden for 120 s');
    if (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) return { process: child, url, exited };
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** SIGTERM, then SIGKILL after the grace; answers how long it took, whether it had to be killed, and its peak RSS. */
async function stopServer(running: Server): Promise<{ ms: number; killed: boolean; peakMb: number }> {
  if (running.process.exitCode !== null || running.process.signalCode !== null) return { ms: 0, killed: false, peakMb: 0 };
  const peakMb = memoryMb(running.process.pid!, 'VmHWM');
  const started = performance.now();
  running.process.kill('SIGTERM');
  const ended = await Promise.race([running.exited.then(() => true), new Promise<false>((done) => setTimeout(() => done(false), SHUTDOWN_GRACE_MS))]);
  if (!ended) {
    running.process.kill('SIGKILL');
    await running.exited;
  }
  return { ms: performance.now() - started, killed: !ended, peakMb };
}

/** A JSON call to the API as the administrator; throws on anything but 200. */
async function call<T>(url: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Uploads a drawn picture; the answer is its URL. */
async function upload(url: string, cookie: string, method: string, path: string, seed: number): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await demoPicture(seed, 1200, 800))], { type: 'image/png' }), `billede-${seed}.png`);
  const response = await fetch(`${url}${path}`, { method, headers: { cookie }, body: form });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.text();
}

/** A member who has registered and awaits approval, logged in: the answer is the cookie header to send. */
async function awaitingMember(url: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await demoPicture(7, 400, 400))], { type: 'image/png' }), 'profil.png');
  const picture = await fetch(`${url}/api/members/picture`, { method: 'POST', body: form });
  if (!picture.ok) throw new Error(`POST /api/members/picture: ${picture.status} ${await picture.text()}`);
  const member = { email: 'afventer@spillested.test', password: 'afventer-kode-1' };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, passwordConfirm: member.password, firstName: 'Afventer', lastName: 'Godkendelse', profilePictureUrl: await picture.text() }),
  });
  if (!registered.ok) throw new Error(`POST /api/auth/register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) });
  if (!login.ok) throw new Error(`POST /api/auth/login: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Event `index` of `size` lies this many days from today: a third of them past, the rest spread over two years. */
const dayOf = (index: number, size: number) => Math.floor((index * 1096) / size) - 365;

const TITLES = ['Jazz i kælderen', 'Folkeaften', 'Åben scene', 'Rock på havnen', 'Soul søndag', 'Indie-nat', 'Øst for Paradis', 'Blues & bajere', 'Klubaften', 'Sæsonfinale'];

/**
 * The records the copies are made from, through the API as an editor makes them: 4 genres,
 * 5 venues, 12 artists with pictures, and TEMPLATES events of 3 concerts each, all but the last
 * public, dated as events 0 … TEMPLATES-1 of `size`. Answers the events' ids in that order.
 */
async function seedThroughApi(url: string, cookie: string, size: number): Promise<number[]> {
  const genres = await Promise.all(['Jazz', 'Folk', 'Rock', 'Soul'].map((name) => call<{ id: number }>(url, cookie, 'POST', '/api/genres', { name })));
  const venues = await Promise.all(
    ['Godset', 'Posten', 'Train', 'Vega', 'Loppen'].map((name, index) =>
      call<{ id: number }>(url, cookie, 'POST', '/api/venues', { name, city: ['Kolding', 'Odense', 'Aarhus', 'København', 'Malmö'][index], countryCode: index === 4 ? 'SE' : 'DK' }),
    ),
  );
  const artistPictures = await Promise.all([1, 2, 3].map((seed) => upload(url, cookie, 'PUT', '/api/artists/image', seed)));
  const covers = await Promise.all([4, 5, 6].map((seed) => upload(url, cookie, 'POST', '/api/events/image', seed)));
  const artists: { id: number }[] = [];
  for (let index = 0; index < 12; index += 1) {
    artists.push(
      await call<{ id: number }>(url, cookie, 'POST', '/api/artists', {
        name: `Kunstner ${index + 1}`,
        description: `<p>Kunstner ${index + 1} spiller <strong>live</strong> med nye sange og gamle favoritter.</p><script>alert(1)</script><p><a href="https://kunstner${index + 1}.example" target="_blank">Hjemmeside</a></p>`,
        genreIds: [genres[index % genres.length]!.id, genres[(index + 1) % genres.length]!.id],
        socials: [`https://www.instagram.com/kunstner${index + 1}`],
        previewUrl: `https://open.spotify.com/artist/kunstner${index + 1}`,
        imageUrl: artistPictures[index % artistPictures.length],
      }),
    );
  }
  const today = copenhagenWallClock(Date.now());
  const at = (day: number, hour: number, minute = 0) => copenhagenToUtc(today.year, today.month, today.day + day, hour, minute).toISOString();
  const events: { id: number }[] = [];
  for (let index = 0; index < Math.min(TEMPLATES, size); index += 1) {
    const day = dayOf(index, size);
    const slots = [[19, 0, 20, 0], [20, 30, 21, 30], [22, 0, 23, 30]] as const;
    events.push(
      await call<{ id: number }>(url, cookie, 'POST', '/api/events', {
        title: TITLES[index],
        description:
          `<h2>${TITLES[index]}</h2><p>En aften med tre koncerter, bar og god lyd. Dørene åbner en time før første koncert, ` +
          'og der er siddepladser til dem, der kommer først.</p><ul><li>Fri entré for medlemmer</li><li>Garderobe 10 kr.</li></ul>' +
          '<p onclick="x()">Spørgsmål? <a href="mailto:info@spillested.example">Skriv til os</a>.</p>',
        ticketUrl: `https://billet.example/${index + 1}`,
        venueId: venues[index % venues.length]!.id,
        isPublic: index !== TEMPLATES - 1,
        imageUrl: covers[index % covers.length],
        concerts: slots.map(([fromHour, fromMinute, toHour, toMinute], slot) => ({
          artistID: artists[(index * 3 + slot) % artists.length]!.id,
          from: at(day, fromHour, fromMinute),
          to: at(day, toHour, toMinute),
        })),
      }),
    );
  }
  return events.map((event) => event.id);
}

/**
 * Copies the template events (and their concerts) to `size` events in two statements: event
 * `index` is a copy of template `index % TEMPLATES`, moved by whole days to its own date. A
 * recursive series on SQLite (dates are milliseconds there), generate_series on PostgreSQL.
 * Copies keep their template's title, as a recurring night does.
 */
function copySql(dialect: 'sqlite' | 'postgresql', templates: number[], size: number, lastId: number): string[] {
  if (size <= TEMPLATES) return [];
  const offset = lastId - TEMPLATES + 1;
  const series =
    dialect === 'sqlite'
      ? `recursive copy(i) as (select ${TEMPLATES} union all select i + 1 from copy where i < ${size - 1})`
      : `copy(i) as (select generate_series(${TEMPLATES}, ${size - 1}))`;
  const template = `template(k, id) as (values ${templates.map((id, k) => `(${k}, ${id})`).join(', ')})`;
  const days = `((copy.i * 1096) / ${size} - (template.k * 1096) / ${size})`;
  const shift = dialect === 'sqlite' ? `${days} * ${DAY_MS}` : `${days} * interval '1 day'`;
  const columns = 'title, title_sort_key, description, ticket_url, image_id, venue_id, is_public, from_date, to_date, created_at, updated_at, created_by_id, updated_by_id';
  return [
    `with ${series}, ${template}
     insert into "event" (id, ${columns})
     select ${offset} + copy.i, t.title, t.title_sort_key, t.description, t.ticket_url, t.image_id, t.venue_id, t.is_public,
       t.from_date + ${shift}, t.to_date + ${shift}, t.created_at, t.updated_at, t.created_by_id, t.updated_by_id
     from copy join template on template.k = copy.i % ${TEMPLATES} join "event" t on t.id = template.id
     order by copy.i`,
    `with ${template}
     insert into concert (event_id, artist_id, starts_at, ends_at)
     select e.id, c.artist_id, c.starts_at + (e.from_date - t.from_date), c.ends_at + (e.from_date - t.from_date)
     from "event" e join template on template.k = (e.id - ${offset}) % ${TEMPLATES} join "event" t on t.id = template.id
       join concert c on c.event_id = t.id
     where e.id > ${lastId}
     order by e.id, c.starts_at, c.id`,
    // Whatever the server keeps by the content version must not answer from before the copies.
    'update content_version set version = version + 1 where id = 1',
  ];
}

/**
 * Runs the copies on the stopped server's database; answers the number of events and concerts.
 * A copy refers only to rows its template refers to, so foreign keys are not checked row by row:
 * on PostgreSQL the checks took two thirds of the concerts' copy (there, only where the role may
 * switch them off).
 */
async function copyEvents(databaseUrl: string, dialect: 'sqlite' | 'postgresql', templates: number[], size: number) {
  if (dialect === 'sqlite') {
    const database = new DatabaseSync(databaseUrl, { enableForeignKeyConstraints: false });
    try {
      const { last } = database.prepare('select max(id) as last from "event"').get() as { last: number };
      database.exec('begin');
      for (const sql of copySql(dialect, templates, size, last)) database.exec(sql);
      database.exec('commit');
      // No ANALYZE: the server's own choices decide whether SQLite has statistics.
      return database.prepare('select (select count(*) from "event") as events, (select count(*) from concert) as concerts').get() as {
        events: number;
        concerts: number;
      };
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica').catch(() => {});
    const { rows } = await client.query<{ last: number }>('select max(id) as last from "event"');
    await client.query('begin');
    // The copies are sorted by date before they are written; in memory, not on disk.
    await client.query(`set local work_mem = '64MB'`);
    for (const sql of copySql(dialect, templates, size, rows[0]!.last)) await client.query(sql);
    await client.query(`select setval(pg_get_serial_sequence('event', 'id'), (select max(id) from "event"))`);
    await client.query('commit');
    // What autovacuum does to a table that grew (statistics, the visibility map for index-only
    // scans), done now so it does not happen in the middle of a measurement.
    await client.query('vacuum analyze');
    const counts = await client.query<{ events: string; concerts: string }>(
      'select (select count(*) from "event") as events, (select count(*) from concert) as concerts',
    );
    return { events: Number(counts.rows[0]!.events), concerts: Number(counts.rows[0]!.concerts) };
  } finally {
    await client.end();
  }
}

type Answer = { status: number; plain: number; sent: number; ms: number; body: Buffer };

/** One GET, its bytes as sent and unpacked; 'timeout' once `signal` aborts it. */
function get(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<Answer | 'timeout'> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const outgoing = httpRequest(url, { headers, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => done('timeout'));
      response.on('end', () => {
        const sent = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
        done({ status: response.statusCode!, plain: body.length, sent: sent.length, ms: performance.now() - started, body });
      });
    });
    outgoing.on('error', (error) => (signal.aborted ? done('timeout') : fail(error)));
    outgoing.end();
  });
}

/** A GET abandoned after the time budget, or once the server grows past MEMORY_LIMIT_MB. */
async function getWithinBudget(pid: number, url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  const watch = setInterval(() => {
    if (memoryMb(pid) > MEMORY_LIMIT_MB) controller.abort();
  }, 100);
  try {
    return await get(url, headers, controller.signal);
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
  }
}

/** Who asks: the administrator, a member awaiting approval, or a visitor. */
type Asker = 'admin' | 'awaiting' | 'visitor';
type Row = { name: string; path: string; as: Asker };
type Cookies = Record<Exclude<Asker, 'visitor'>, string>;
type Result =
  | { outcome: 'answered'; cpu: number; p99?: number; plain: number; sent: number; errors: number; body: Buffer }
  | { outcome: 'timeout' | 'failed'; note: string };

type Measured = { cpu: number; p99?: number; errors: number };

/**
 * Twenty requests to warm up (the route's code compiled and optimised), then BENCH_SECONDS at 16
 * connections. The server finishes the requests still under way when the run ends all the same:
 * their CPU counts too, up to when it is idle, per request sent. A run in which not every
 * connection got an answer has no p99 to speak of.
 */
async function underLoad(pid: number, url: string, headers: Record<string, string>): Promise<Measured> {
  await autocannon({ url, connections: 4, amount: 20, headers, timeout: budgetMs / 1000 });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: budgetMs / 1000 });
  await idle(pid, 120_000);
  return {
    cpu: (cpuMs(pid) - before) / Math.max(1, result.requests.sent),
    p99: result.requests.total >= CONNECTIONS ? result.latency.p99 : undefined,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Requests one after another for BENCH_SECONDS, at least two. */
async function oneAtATime(pid: number, url: string, headers: Record<string, string>): Promise<Measured | 'timeout'> {
  const before = cpuMs(pid);
  let count = 0;
  for (const started = performance.now(); count < 2 || performance.now() - started < seconds * 1000; count += 1) {
    if ((await getWithinBudget(pid, url, headers)) === 'timeout') return 'timeout';
  }
  return { cpu: (cpuMs(pid) - before) / count, errors: 0 };
}

async function measureRow(running: Server, cookies: Cookies, row: Row): Promise<Result> {
  const pid = running.process.pid!;
  const headers = { 'accept-encoding': 'br, gzip', ...(row.as !== 'visitor' && { cookie: cookies[row.as] }) };
  const url = `${running.url}${row.path}`;
  const first = await getWithinBudget(pid, url, headers);
  if (first === 'timeout') return { outcome: 'timeout', note: `no answer within ${budgetMs / 1000} s or ${MEMORY_LIMIT_MB} MB` };
  if (first.status !== 200) return { outcome: 'failed', note: `HTTP ${first.status}` };
  // The first request compiles the route's code: a second one says whether it is fast enough to load.
  const second = await getWithinBudget(pid, url, headers);
  const measured = second === 'timeout' ? 'timeout' : second.ms <= LOAD_LIMIT_MS ? await underLoad(pid, url, headers) : await oneAtATime(pid, url, headers);
  if (measured === 'timeout') return { outcome: 'timeout', note: `the first answer took ${(first.ms / 1000).toFixed(1)} s, a later one over the budget` };
  return { outcome: 'answered', ...measured, plain: first.plain, sent: first.sent, body: first.body };
}

const listPath = (page: number) => {
  const { year, month, day } = copenhagenWallClock(Date.now());
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return `/api/events?filter=${encodeURIComponent(`from_date>=${today},is_public=true`)}${page > 1 ? `&page=${page}` : ''}`;
};

/** What is measured, found on the seeded server: the late pages' numbers, an upcoming event and one of its artists. */
async function rowsFor(running: Server, cookie: string): Promise<Row[]> {
  const first = (await call<{ pageCount: number }>(running.url, cookie, 'GET', listPath(1))).pageCount;
  const last = await call<{ records: { id: number; venue: { id: number }; concerts: { artist: { id: number } }[] }[] }>(running.url, cookie, 'GET', listPath(first));
  const event = last.records.at(-1)!;
  return [
    { name: 'event list, page 1', path: listPath(1), as: 'awaiting' },
    { name: 'event list, next-to-last page', path: listPath(Math.max(1, first - 1)), as: 'awaiting' },
    { name: 'event list, last page', path: listPath(first), as: 'awaiting' },
    { name: 'event list, `artist_id` filter', path: `/api/events?filter=${encodeURIComponent(`artist_id=${event.concerts[0]!.artist.id}`)}`, as: 'awaiting' },
    { name: 'event list, `order_by=title`', path: '/api/events?order_by=title', as: 'awaiting' },
    { name: '`/api/events/{id}`', path: `/api/events/${event.id}`, as: 'awaiting' },
    { name: '`/` page', path: '/', as: 'admin' },
    { name: '`/events` page', path: '/events', as: 'admin' },
    { name: '`/events/{id}` page', path: `/events/${event.id}`, as: 'admin' },
    { name: '`/artists` page', path: '/artists', as: 'admin' },
    { name: '`/artists/{id}` page', path: `/artists/${event.concerts[0]!.artist.id}`, as: 'admin' },
    { name: '`/venues/{id}` page', path: `/venues/${event.venue.id}`, as: 'admin' },
    { name: '`/events/tidligere` page', path: '/events/tidligere', as: 'admin' },
    { name: '`/kalender.ics`', path: '/kalender.ics', as: 'admin' },
    { name: '`/rss.xml`', path: '/rss.xml', as: 'admin' },
    { name: '`/sitemap.xml`', path: '/sitemap.xml', as: 'admin' },
    { name: 'cached list, page 1 (visitor)', path: listPath(1), as: 'visitor' },
  ];
}

/** A sitemap index's first file, measured right after the index. */
function sitemapPart(result: Result): Row | undefined {
  if (result.outcome !== 'answered') return undefined;
  const xml = result.body.toString();
  const part = /<sitemapindex/.test(xml) ? /<loc>([^<]+)<\/loc>/.exec(xml)?.[1] : undefined;
  if (!part) return undefined;
  const { pathname, search } = new URL(part.replaceAll('&amp;', '&'));
  return { name: 'sitemap, first part', path: pathname + search, as: 'admin' };
}

type SizeRun = { size: number; results: Map<string, Result>; notes: string[] };

async function benchSize(dialect: 'sqlite' | 'postgresql', size: number): Promise<SizeRun> {
  const database = await scratchDatabase(dialect === 'postgresql');
  const notes: string[] = [];
  let peakMb = 0;
  const stop = async (running: Server) => {
    const stopped = await stopServer(running);
    peakMb = Math.max(peakMb, stopped.peakMb);
    return stopped;
  };
  let running: Server | undefined;
  try {
    let started = performance.now();
    running = await startServer(database.url);
    const cookie = await loginAdmin(running.url);
    const cookies: Cookies = { admin: cookie, awaiting: await awaitingMember(running.url) };
    const templates = await seedThroughApi(running.url, cookie, size);
    const apiMs = performance.now() - started;
    await stop(running);
    started = performance.now();
    const counts = await copyEvents(database.url, dialect, templates, size);
    const copyMs = performance.now() - started;
    if (counts.events !== size || counts.concerts !== 3 * size) throw new Error(`seeded ${counts.events} events, ${counts.concerts} concerts`);
    started = performance.now();
    running = await startServer(database.url);
    const readyMs = performance.now() - started;
    const rows = await rowsFor(running, cookie);
    const results = new Map<string, Result>();
    for (const row of rows) {
      if (running.process.exitCode !== null || running.process.signalCode !== null) {
        notes.push(`before ${row.name}: the server had stopped (${running.process.signalCode ?? `exit ${running.process.exitCode}`}), started again`);
        running = await startServer(database.url);
      }
      const result = await measureRow(running, cookies, row);
      results.set(row.name, result);
      const part = row.path === '/sitemap.xml' ? sitemapPart(result) : undefined;
      if (part) rows.splice(rows.indexOf(row) + 1, 0, part);
      const summary =
        result.outcome === 'answered'
          ? `${number(result.cpu)} ms CPU, p99 ${result.p99 === undefined ? '—' : number(result.p99)} ms, ${bytes(result.plain)} (${bytes(result.sent)} sent)`
          : `${result.outcome}: ${result.note}`;
      console.error(`  ${dialect}, ${sizeName(size)}: ${row.name} (${row.path}): ${summary}`);
      if (result.outcome === 'timeout') {
        // The server may still be rendering what was abandoned: start afresh for the next row.
        const stopped = await stop(running);
        notes.push(`after ${row.name}: SIGTERM ended the server ${stopped.killed ? `not within ${SHUTDOWN_GRACE_MS / 1000} s: killed` : `in ${(stopped.ms / 1000).toFixed(1)} s`}`);
        running = await startServer(database.url);
      }
    }
    await stop(running);
    running = undefined;
    notes.unshift(
      `seeded in ${(apiMs / 1000).toFixed(1)} s through the API (server start included) + ${(copyMs / 1000).toFixed(1)} s of SQL copies` +
        `${dialect === 'postgresql' ? ' and VACUUM ANALYZE' : ''}; ready in ${(readyMs / 1000).toFixed(1)} s; peak RSS ${peakMb.toFixed(0)} MB`,
    );
    return { size, results, notes };
  } finally {
    if (running) await stopServer(running);
    await database.drop();
  }
}

const number = (value: number) =>
  value >= 1000 ? Math.round(value).toLocaleString('en-US') : value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2);
const bytes = (value: number) => (value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(1)} MB` : `${(value / 1024).toFixed(value >= 100 * 1024 ? 0 : 1)} kB`);
const sizeName = (size: number) => (size >= 1000 ? `${size / 1000}k` : String(size));

/** One cell per size, "a → b → c", and the growth from the first to the last, bold over ×2. */
function series(runs: SizeRun[], name: string, value: (result: Extract<Result, { outcome: 'answered' }>) => number | undefined, format: (value: number) => string) {
  const values = runs.map((run) => {
    const result = run.results.get(name);
    if (!result) return '—';
    if (result.outcome !== 'answered') return result.outcome;
    const measured = value(result);
    return measured === undefined ? '—' : measured;
  });
  const cell = values.map((item) => (typeof item === 'number' ? format(item) : item)).join(' → ');
  const [first, last] = [values[0], values.at(-1)];
  if (runs.length < 2 || typeof first !== 'number') return { cell, growth: '' };
  if (typeof last !== 'number') return { cell, growth: last === 'timeout' ? '**timeout**' : '' };
  const factor = last / Math.max(first, 0.01);
  const text = `×${factor >= 10 ? factor.toFixed(0) : factor.toFixed(1)}`;
  return { cell, growth: factor > 2 ? `**${text}**` : text };
}

function printTable(dialect: string, runs: SizeRun[]) {
  const names = [...new Set(runs.flatMap((run) => [...run.results.keys()]))];
  const sizesText = runs.map((run) => sizeName(run.size)).join(' → ');
  console.log(`\n### ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${sizesText} events\n`);
  console.log(`| request | CPU ms/request | growth | p99 ms, ${CONNECTIONS} connections | growth | answer (plain) | brotli |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const name of names) {
    const cpu = series(runs, name, (result) => result.cpu, number);
    const p99 = series(runs, name, (result) => result.p99, number);
    const plain = series(runs, name, (result) => result.plain, bytes);
    const sent = series(runs, name, (result) => result.sent, bytes);
    console.log(`| ${name} | ${cpu.cell} | ${cpu.growth} | ${p99.cell} | ${p99.growth} | ${plain.cell} | ${sent.cell} |`);
  }
  for (const run of runs) {
    const errors = [...run.results].filter(([, result]) => result.outcome === 'answered' && result.errors > 0);
    for (const [name, result] of errors) if (result.outcome === 'answered') run.notes.push(`${name}: ${result.errors} errors or timeouts under load`);
    for (const [name, result] of run.results) if (result.outcome !== 'answered') run.notes.push(`${name}: ${result.note}`);
    console.log(`\n- ${sizeName(run.size)}: ${run.notes.join('; ')}`);
  }
}

console.log(
  `bench:scale: ${sizes.map(sizeName).join(', ')} events × 3 concerts; ${seconds} s per row at ${CONNECTIONS} connections; ` +
    `nothing cached: pages and feeds as the administrator, the API as a member awaiting approval, but the row marked visitor; time budget ${budgetMs / 1000} s per request; CPU is the server process's, noisy on a shared machine; ` +
    `"—": no p99, as a request took over ${LOAD_LIMIT_MS} ms (measured one at a time) or not every connection had an answer within the run`,
);
for (const dialect of databases) {
  if (dialect !== 'sqlite' && dialect !== 'postgresql') throw new Error(`BENCH_DATABASES: ukendt database ${dialect}`);
  const runs = [];
  for (const size of sizes) runs.push(await benchSize(dialect, size));
  printTable(dialect, runs);
}
