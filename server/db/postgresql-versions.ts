import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectionSettings, REQUEST_LIMITS } from './statement-limits';
import type { VersionLog, VersionSource } from './version-source';

/**
 * The content version on PostgreSQL without a round trip per request, still never stale after a
 * write has returned, on any instance (docs/operations.md):
 *
 * - Every instance listens for the version on a connection of its own and holds a lease in
 *   `serving_instance`, renewed every second, saying up to which version it has seen.
 * - A write bumps the version and notifies in its own transaction; after the commit it waits until
 *   every instance with a live lease has said it has seen the new number (`waitUntilSeen`).
 * - An instance answers from the number it was told only while its lease is live by its own
 *   reckoning, which ends before the database's; otherwise (not connected yet, connection lost,
 *   renewals late) it reads the number per request as before.
 *
 * So when a write returns, each instance either has its number or has stopped trusting what it was
 * told, and a request that arrives afterwards sees the write either way.
 */

const CHANNEL = 'content_version';
export const LISTENER_NAME = 'spillested content version';
/** How long a lease lasts, by the database's clock: the longest a write waits for a stopped instance. */
export const LEASE_MS = 5_000;
const RENEW_EVERY_MS = 1_000;
/** What an instance takes off its lease, for renewals under way and clocks that run a little apart. */
const MARGIN_MS = 1_000;
/** A renewal that takes this long means the connection is stuck: it is closed and made again. */
const STUCK_MS = LEASE_MS - MARGIN_MS;
const RECONNECT_AFTER_MS = 1_000;

const statements = {
  /** Takes or extends the lease, says what this instance has seen, and reads the current number. */
  renew: `insert into serving_instance (id, seen_version, lease_until)
          values ($1, $2, clock_timestamp() + $3::integer * interval '1 millisecond')
          on conflict (id) do update set seen_version = greatest(serving_instance.seen_version, excluded.seen_version),
                                         lease_until = excluded.lease_until
          returning (select version from content_version where id = 1)`,
  seen: 'update serving_instance set seen_version = greatest(seen_version, $2) where id = $1',
  leave: 'delete from serving_instance where id = $1',
  read: 'select version from content_version where id = 1',
};

export async function postgresqlVersionSource(databaseUrl: string, log: VersionLog): Promise<VersionSource> {
  const id = randomUUID();
  let known = -1;
  /** performance.now() until which `known` may be answered without asking the database. */
  let trustedUntil = 0;
  let listener: pg.Client | undefined;
  let renewTimer: NodeJS.Timeout | undefined;
  let closed = false;

  // Reads while the lease is not trusted, with a statement prepared once on a connection of their own.
  const reads = new pg.Pool({ connectionString: databaseUrl, max: 1, ...connectionSettings(REQUEST_LIMITS) });
  // A connection the server closes while idle (a restart) is replaced at the next read; its error
  // must not end the process. A read that fails while the database is away fails its request.
  reads.on('error', () => {});

  const learn = (version: number) => {
    if (version > known) known = version;
  };

  function lose(client: pg.Client, error: Error) {
    if (listener !== client) return;
    listener = undefined;
    trustedUntil = 0;
    clearTimeout(renewTimer);
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'content version listener lost; reading the version per request until it is back');
    renewTimer = setTimeout(() => void connect(), RECONNECT_AFTER_MS);
  }

  async function renew(client: pg.Client) {
    const sentAt = performance.now();
    const stuck = setTimeout(() => lose(client, new Error('lease renewal took too long')), STUCK_MS);
    try {
      const { rows } = await client.query<[number | string]>({ name: 'renew', text: statements.renew, values: [id, known, LEASE_MS], rowMode: 'array' });
      if (listener !== client) return;
      const current = Number(rows[0]?.[0] ?? 0);
      const seenBefore = known;
      learn(current);
      trustedUntil = sentAt + LEASE_MS - MARGIN_MS;
      // Say so at once, rather than at the next renewal: a write may be waiting for it.
      if (known > seenBefore) await client.query({ name: 'seen', text: statements.seen, values: [id, known] });
    } finally {
      clearTimeout(stuck);
    }
  }

  function keepRenewing(client: pg.Client) {
    renewTimer = setTimeout(() => {
      if (listener !== client) return;
      renew(client).then(
        () => keepRenewing(client),
        (error: Error) => lose(client, error),
      );
    }, RENEW_EVERY_MS);
  }

  /** Listens and takes the lease; on any failure tries again a moment later, reading per request meanwhile. */
  async function connect() {
    // Named, so an operator sees in pg_stat_activity what the idle connection is for.
    const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    listener = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('connection ended')));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || listener !== client) return;
      learn(Number(payload));
      // Told only after the number is in place here: a write that hears it goes on.
      client.query({ name: 'seen', text: statements.seen, values: [id, known] }).catch((error: Error) => lose(client, error));
    });
    try {
      await client.connect();
      // Listening before the renewal reads the number: any write after that read is heard.
      await client.query(`listen ${CHANNEL}`);
      await renew(client);
    } catch (error) {
      lose(client, error as Error);
      return;
    }
    if (listener === client) keepRenewing(client);
  }

  await connect();

  const told = () => (listener && performance.now() < trustedUntil ? known : undefined);
  return {
    now: told,
    read() {
      if (told() !== undefined) return Promise.resolve(known);
      return reads.query<[number | string]>({ name: 'content-version', text: statements.read, rowMode: 'array' }).then(({ rows }) => {
        const current = Number(rows[0]?.[0] ?? 0);
        learn(current);
        return current;
      });
    },
    async close() {
      closed = true;
      clearTimeout(renewTimer);
      const client = listener;
      listener = undefined;
      // Writes stop waiting for this instance at once, instead of when its lease runs out; on the
      // reads' connection, so it also happens while the listener is being made again.
      await reads.query(statements.leave, [id]).catch(() => {});
      await client?.end().catch(() => {});
      await reads.end();
    },
  };
}

/**
 * Called by a write after its commit: waits until every instance with a live lease has seen
 * `version`, or its lease has run out. Asks often at first (an instance hears and answers within
 * a millisecond or two), then less often.
 */
export async function waitUntilSeen(count: (sql: string, params: unknown[]) => Promise<number>, version: number): Promise<void> {
  const sql = 'select count(*) as behind from serving_instance where seen_version < ? and lease_until > clock_timestamp()';
  const giveUpAt = performance.now() + 2 * LEASE_MS;
  for (let pause = 0.5; (await count(sql, [version])) > 0; pause = Math.min(pause * 2, 50)) {
    // Only an instance that renews its lease but never answers could keep a write here.
    if (performance.now() > giveUpAt) throw new Error(`an instance renews its lease but has not seen content version ${version}`);
    await new Promise((done) => setTimeout(done, pause));
  }
}
