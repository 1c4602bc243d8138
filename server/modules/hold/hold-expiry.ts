import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { runPeriodically } from '../job-lease/periodic-job';
import { takeLease } from '../job-lease/job-lease.service';
import { runHoldExpiry } from './hold.service';

const INTERVAL_MS = 60 * 60 * 1000;
/** Longer than the interval, so the holder renews it in time; an instance that stopped is replaced after it. */
const LEASE_MS = INTERVAL_MS * 1.5;
const JOB = 'hold-expiry';

/** One round of releases and reminders, on this instance only if it holds (or could take) the lease. */
export async function runHoldExpiryOnce(orm: MikroORM, mailer: Mailer, publicUrl: string, holder: string, now = new Date()): Promise<number> {
  if (!(await takeLease(orm.em.fork(), JOB, holder, LEASE_MS, now.getTime()))) return 0;
  return runHoldExpiry(orm.em.fork(), { mailer, publicUrl }, now);
}

/** Releases expired holds and reminds of expiring ones every hour once the server listens. */
export async function holdExpiry(app: FastifyInstance, { orm, config, mailer }: { orm: MikroORM; config: Config; mailer: Mailer }) {
  const holder = randomUUID();
  runPeriodically(app, 'hold expiry', INTERVAL_MS, () => runHoldExpiryOnce(orm, mailer, config.PUBLIC_URL, holder));
}
