import { type EntityManager, type EventSubscriber, type FlushEventArgs, defineEntity, type MikroORM, type TransactionEventArgs, p } from '@mikro-orm/core';
import { isPostgresUrl } from '../config';
import type { Dialect } from './dialect';
import { sqliteDialectOf } from './sqlite-dialect';
import type { VersionLog, VersionSource } from './version-source';

/**
 * One row whose number goes up with every write to what pages and the API show. Caches of public
 * answers (server/http/public-cache.ts) remember the number they were made at and are dropped as
 * soon as it moves; it lives in the database, so every instance sees the same number (docs/operations.md).
 */
export const ContentVersion = defineEntity({
  name: 'ContentVersion',
  properties: {
    /** Always 1: the table has exactly one row. */
    id: p.integer().primary().autoincrement(false),
    version: p.integer(),
  },
});

/**
 * An app instance on PostgreSQL that answers from the version it is told of, and up to which
 * version it has been told: writes wait for it (server/db/postgresql-versions.ts).
 */
export const ServingInstance = defineEntity({
  name: 'ServingInstance',
  tableName: 'serving_instance',
  properties: {
    /** A random id per process. */
    id: p.string().length(100).primary(),
    seenVersion: p.integer(),
    /** By the database's clock: a stopped instance is waited for until then at most. */
    leaseUntil: p.datetime(),
  },
});

/** Writes that change nothing anyone reads in a page or list: logins, throttles, reset links, uploads not yet used, variants, API tokens, webhooks (their deliveries are written without the ORM), the fediverse's keys and followers, e-mail subscribers and what is sent to them; volunteers' shifts and everything about them (qualifications, standby lists, swaps), which only members read; the booking group's holds, closed days and offers, which no cached read shows (an accepted offer's artist and event are content); reservations, whose names and addresses no public answer shows (the places left they change are marked with `contentChanged`). */
const NOT_CONTENT = new Set([
  'Session',
  'ThrottleCount',
  'PasswordReset',
  'Image',
  'ImageData',
  'ImageVariant',
  'ServingInstance',
  'Shift',
  'ShiftSignup',
  'ShiftCalendar',
  'ShiftRequirement',
  'ShiftStandby',
  'ShiftSwap',
  'Qualification',
  'MemberQualification',
  'ApiToken',
  'Webhook',
  'FederationKey',
  'FederationFollower',
  'Subscriber',
  'SubscriberFollow',
  'SubscriberToken',
  'SubscriberMail',
  'Digest',
  'ProgrammeChange',
  'Hold',
  'ClosedDate',
  'Offer',
  'OfferContract',
  'Reservation',
  'DoorCheckIn',
]);

/** Units of work that wrote content and whose transaction has not committed yet. */
const pending = new WeakSet<EntityManager>();
/** On PostgreSQL, the version a unit of work's transaction moved to, for the wait after its commit. */
const committing = new WeakMap<EntityManager, number>();

/**
 * A write that is no content but changes what an answer shows (a reservation changes an event's
 * places left): the version goes up when `em`'s transaction commits, as for a write of content.
 */
export function contentChanged(em: EntityManager): void {
  pending.add(em);
}

/**
 * Bumps the version inside the very transaction that writes, for every flush of every service:
 * readers either see both the write and the new number, or neither. The increment is one atomic
 * statement, so two writers on two instances never both end at the same number. On PostgreSQL the
 * same statement notifies the instances, and the write returns only once they have the number.
 */
export class ContentVersionBump implements EventSubscriber {
  constructor(private readonly dialect: Dialect) {}

  onFlush({ em, uow }: FlushEventArgs): void {
    // None of the entities that are not content has a collection, so any collection change is content.
    // An upload is not content until something shows it; a picture's focal point changed is (every crop of it moves).
    const changed =
      uow.getChangeSets().some((changeSet) => !NOT_CONTENT.has(changeSet.meta.className) || (changeSet.meta.className === 'Image' && changeSet.type === 'update')) ||
      uow.getCollectionUpdates().length > 0;
    if (changed) pending.add(em);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    if (!pending.delete(em)) return;
    const connection = em.getConnection();
    if (this.dialect === 'sqlite') {
      await connection.execute('update content_version set version = version + 1 where id = 1', [], 'run', transaction);
      return;
    }
    const [row] = await connection.execute<{ version: number }[]>(
      `with bumped as (update content_version set version = version + 1 where id = 1 returning version)
       select version, pg_notify('content_version', version::text) from bumped`,
      [],
      'all',
      transaction,
    );
    if (row) committing.set(em, Number(row.version));
  }

  async afterTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    // A savepoint's release is no commit: the outer transaction's commit waits.
    if ((transaction as { savepointName?: string } | undefined)?.savepointName) return;
    const version = committing.get(em);
    if (version === undefined) return;
    committing.delete(em);
    const { waitUntilSeen } = await import('./postgresql-versions');
    await waitUntilSeen(async (sql, params) => {
      const [row] = await em.getConnection().execute<{ behind: number | string }[]>(sql, params);
      return Number(row?.behind ?? 0);
    }, version);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    pending.delete(em);
    committing.delete(em);
  }
}

const VERSION_SQL = 'select version from content_version where id = 1';

/**
 * The current number. SQLite answers a primary-key read in-process, at once on its connection
 * unless a write's transaction is open there (then through the ORM, after it): cheap enough for
 * every request it guards. PostgreSQL tells each instance of every new number
 * (server/db/postgresql-versions.ts), loaded only for a PostgreSQL database.
 */
export async function contentVersionSource(orm: MikroORM, databaseUrl: string, log: VersionLog): Promise<VersionSource> {
  if (isPostgresUrl(databaseUrl)) return (await import('./postgresql-versions')).postgresqlVersionSource(databaseUrl, log);
  const dialect = sqliteDialectOf(orm);
  const now = () => {
    const rows = dialect?.arraysNow(VERSION_SQL, []);
    return rows && Number(rows[0]?.[0] ?? 0);
  };
  return {
    now,
    async read() {
      const [row] = await orm.em.getConnection().execute<{ version: number }[]>(VERSION_SQL);
      return Number(row?.version ?? 0);
    },
    close: async () => {},
  };
}

/**
 * The current number for many requests at once, each answered by a read that began after it
 * asked, so a write that returned before the request arrived is always seen. Requests that arrive
 * while a read is under way share the next one: under load there is one read in flight and at
 * most one waiting, instead of one per request.
 */
export function sharedVersionReads(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = () => {
    next = undefined;
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = undefined;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    next = running.then(start, start);
    return next;
  };
}

/**
 * The number each request works at, read once per request: at once where the source can (SQLite
 * outside a write's transaction, a PostgreSQL instance that is told the number), else through
 * `sharedVersionReads`. The public cache looks its answer up by it, and the records an answer
 * carries are the JSON made at it (server/read-model/record-json.ts). The first to ask starts the
 * read, so a hook that runs as the request arrives can set it going while the hooks after it do
 * their work. A number had at once skips the shared reads' promises and callbacks: with them the
 * number cost a cached list 14 µs of its 80 µs of CPU, without them 10, 6.5 of which are SQLite's
 * statement (perf record, task-clock).
 */
export class RequestVersions {
  readonly #source: VersionSource;
  readonly #shared: () => Promise<number>;
  readonly #byRequest = new WeakMap<object, Promise<number>>();
  /** The numbers read at once (SQLite's, PostgreSQL's as told), so a request's hooks need not wait a turn for them. */
  readonly #readAtOnce = new WeakMap<object, number>();

  constructor(source: VersionSource) {
    this.#source = source;
    this.#shared = sharedVersionReads(() => source.read());
  }

  /** The number, read after this call: for work not tied to one request's number (counts of lists). */
  current(): Promise<number> {
    const now = this.#source.now();
    return now === undefined ? this.#shared() : Promise.resolve(now);
  }

  of(request: object): Promise<number> {
    let version = this.#byRequest.get(request);
    if (!version) {
      const now = this.#source.now();
      if (now === undefined) {
        version = this.#shared();
        // Started early, it may fail before anyone awaits it (a request that ends first); whoever
        // awaits it later still gets the failure.
        version.catch(() => {});
      } else {
        version = Promise.resolve(now);
        this.#readAtOnce.set(request, now);
      }
      this.#byRequest.set(request, version);
    }
    return version;
  }

  /** The request's number if it was read at once, as `of` gives it; else undefined, and `of` waits for it. */
  known(request: object): number | undefined {
    if (!this.#byRequest.has(request)) void this.of(request);
    return this.#readAtOnce.get(request);
  }
}
