import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { SqliteDriver } from '@mikro-orm/sql';
import type { Pool } from 'pg';
import { ContentVersion, ContentVersionBump, ServingInstance } from './db/content-version';
import { dialectOf } from './db/dialect';
import { postgresqlMigrations } from './db/migrations/postgresql';
import { ACQUIRE_TIMEOUT_MS, guardPool, type PoolWatch, poolWatch } from './db/pool-guard';
import { sqliteMigrations } from './db/migrations/sqlite';
import { connectionSettings, NO_LIMITS, REQUEST_LIMITS, withStatementLimits } from './db/statement-limits';
import { SqliteStatementCacheDialect } from './db/sqlite-dialect';
import { Application, ApplicationComment, ApplicationSettingsRow, ApplicationVote } from './modules/application/application.entity';
import { ClosedDate, Hold } from './modules/hold/hold.entity';
import { Reservation } from './modules/reservation/reservation.entity';
import { GuestListEntry, GuestListLink } from './modules/guest-list/guest-list.entity';
import { DoorCheckIn } from './modules/door/door-check-in.entity';
import { Offer } from './modules/offer/offer.entity';
import { OfferContract } from './modules/offer/offer-contract.entity';
import { ApiToken } from './modules/api-token/api-token.entity';
import { Artist } from './modules/artist/artist.entity';
import { EmailVerification } from './modules/member/email-verification.entity';
import { PasswordReset } from './modules/auth/password-reset.entity';
import { Crew } from './modules/crew/crew.entity';
import { Concert, Event } from './modules/event/event.entity';
import { Genre } from './modules/genre/genre.entity';
import { Image } from './modules/image/image.entity';
import { ImageData } from './modules/image/image-data.entity';
import { ImageVariant } from './modules/image/image-variant.entity';
import { JobLease } from './modules/job-lease/job-lease.entity';
import { LandingImage } from './modules/landing-image/landing-image.entity';
import { Member } from './modules/member/member.entity';
import { Session } from './modules/session/session.entity';
import { MemberQualification, Qualification } from './modules/qualification/qualification.entity';
import { Settings } from './modules/settings/settings.entity';
import { Shift, ShiftCalendar, ShiftRequirement, ShiftSignup, ShiftStandby, ShiftSwap } from './modules/shift/shift.entity';
import { Team } from './modules/team/team.entity';
import { ThrottleCount } from './modules/throttle/throttle.entity';
import { Venue } from './modules/venue/venue.entity';
import { FederationBlockedServer, FederationDelivery, FederationFollower, FederationKey } from './modules/federation/federation.entity';
import { Webhook, WebhookDelivery } from './modules/webhook/webhook.entity';
import { Digest, ProgrammeChange } from './modules/digest/digest.entity';
import { Subscriber, SubscriberFollow, SubscriberMail, SubscriberToken } from './modules/subscription/subscription.entity';

/**
 * Every entity of every module, and the database's own (content versions, serving instances): the
 * ORM is configured here, above the modules, as MikroORM's guide keeps its configuration at the top.
 */
const entities = [Team, Member, Session, Venue, Image, ImageData, ImageVariant, Genre, Artist, Event, Concert, LandingImage, ThrottleCount, ContentVersion, ServingInstance, JobLease, PasswordReset, EmailVerification, Shift, ShiftSignup, ShiftCalendar, ApiToken, Webhook, WebhookDelivery, Settings, Qualification, MemberQualification, ShiftRequirement, ShiftStandby, ShiftSwap, FederationKey, FederationFollower, FederationDelivery, FederationBlockedServer, Subscriber, SubscriberFollow, SubscriberToken, SubscriberMail, Digest, ProgrammeChange, Crew, Application, ApplicationVote, ApplicationComment, ApplicationSettingsRow, Hold, ClosedDate, Offer, OfferContract, Reservation, GuestListLink, GuestListEntry, DoorCheckIn];

function sqliteOptions(file: string): Partial<Options> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  return {
    driver: SqliteDriver,
    dbName: file,
    driverOptions: new SqliteStatementCacheDialect(file),
    // node:sqlite has one synchronous connection; more would only queue behind it.
    pool: { min: 1, max: 1 },
    migrations: { migrationsList: sqliteMigrations, snapshot: false, silent: true },
  };
}

/** PostgreSQL's driver is loaded only for a PostgreSQL database: SQLite installs start without it. */
async function postgresqlOptions(url: string, watch: PoolWatch & Parameters<typeof guardPool>[1]): Promise<Partial<Options>> {
  const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    // pg-pool's own option: a wait for a free connection ends with an error instead of lasting for ever.
    // Every connection starts with a request's statement and lock limits, sent when it connects.
    driverOptions: { connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS, ...connectionSettings(REQUEST_LIMITS), onPoolCreated: (pool: Pool) => guardPool(pool, watch) },
    migrations: { migrationsList: postgresqlMigrations, snapshot: false, silent: true },
  };
}

const poolWatches = new WeakMap<MikroORM, PoolWatch>();

/** Whether the ORM's connection pool still serves (PostgreSQL; SQLite's one connection has no pool to wedge). */
export const poolWatchOf = (orm: MikroORM): PoolWatch | undefined => poolWatches.get(orm);

export async function createOrm(databaseUrl: string, options: { debug?: boolean } = {}): Promise<MikroORM> {
  const watch = poolWatch();
  const base = dialectOf(databaseUrl) === 'postgresql' ? await postgresqlOptions(databaseUrl, watch) : sqliteOptions(databaseUrl);
  const config: Partial<Options> = {
    ...base,
    entities,
    extensions: [Migrator],
    subscribers: [new ContentVersionBump(dialectOf(databaseUrl))],
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  };
  const orm = await MikroORM.init(config);
  if (dialectOf(databaseUrl) === 'sqlite') await tuneSqlite(orm);
  else poolWatches.set(orm, watch);
  return orm;
}

/** The pragmas node:sqlite leaves at SQLite's conservative defaults. */
async function tuneSqlite(orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection();
  await connection.execute('pragma journal_mode = wal');
  await connection.execute('pragma synchronous = normal');
  await connection.execute('pragma foreign_keys = on');
  await connection.execute('pragma busy_timeout = 5000');
  // The default 2 MB page cache holds 4 % of the 48 MB 100,000 events take: lists read the rest
  // from the file at every request. 64 MB grows only as pages are read, so a small database costs
  // no more; reads of the mapped file copy nothing, and sorts no index serves stay in memory.
  await connection.execute('pragma cache_size = -65536');
  await connection.execute('pragma mmap_size = 268435456');
  await connection.execute('pragma temp_store = memory');
}

export async function migrate(orm: MikroORM): Promise<void> {
  await withStatementLimits(NO_LIMITS, () => orm.migrator.up());
}
