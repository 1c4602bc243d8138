import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { takeLease } from '../job-lease/job-lease.service';
import { runPeriodically } from '../job-lease/periodic-job';
import { runReservationExpiry } from './reservation.service';

/** Held places last 30 minutes: a minute late at most, the places left a page shows are soon right again. */
const INTERVAL_MS = 60 * 1000;
/** Longer than the interval, so the holder renews it in time; an instance that stopped is replaced after it. */
const LEASE_MS = INTERVAL_MS * 1.5;
const JOB = 'reservation-expiry';

/** One round, on this instance only if it holds (or could take) the lease. */
export async function runReservationExpiryOnce(orm: MikroORM, mailer: Mailer, publicUrl: string, holder: string, now = new Date()): Promise<number> {
  if (!(await takeLease(orm.em.fork(), JOB, holder, LEASE_MS, now.getTime()))) return 0;
  return runReservationExpiry(orm.em.fork(), { mailer, publicUrl }, now);
}

/** Ends lapsed reservations and offers what they freed to the wait list, every minute once the server listens. */
export async function reservationExpiry(app: FastifyInstance, { orm, config, mailer }: { orm: MikroORM; config: Config; mailer: Mailer }) {
  const holder = randomUUID();
  runPeriodically(app, 'reservation expiry', INTERVAL_MS, () => runReservationExpiryOnce(orm, mailer, config.PUBLIC_URL, holder));
}
