import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_LIMITS, withStatementLimits } from './db/statement-limits';
import { removeExpiredApplications } from './modules/application/application.service';
import { removeSpentPasswordResets } from './modules/auth/password-reset';
import { forgetDoorNames } from './modules/door/door-names';
import { removeFinishedActivities } from './modules/federation/federation-outbox';
import { removeUnusedImages } from './modules/image/image-cleanup';
import { takeLease } from './modules/job-lease/job-lease.service';
import { removeSpentVerifications } from './modules/member/member-email';
import { removeFinishedDeliveries } from './modules/webhook/webhook.service';

/*
 * The jobs that span the modules, run by main.ts. Each module knows what of its own to remove (a
 * function of the EntityManager answering how many rows went); when and on which instance it runs
 * is decided here, above the modules. The senders of the outboxes and the digest run on schedules of
 * their own, started and stopped by app.ts.
 */

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The hourly clean-up: each job gets a fresh unit of work and its own log line, and one failing
 * does not keep the others from running. Add a job here.
 */
const HOURLY_JOBS: { name: string; run: (em: EntityManager) => Promise<number> }[] = [
  { name: 'unused uploads', run: removeUnusedImages },
  { name: 'expired password-reset links', run: removeSpentPasswordResets },
  { name: 'expired e-mail verification links', run: removeSpentVerifications },
  { name: 'finished webhook deliveries', run: removeFinishedDeliveries },
  { name: 'finished fediverse activities', run: removeFinishedActivities },
  { name: 'declined and withdrawn applications', run: removeExpiredApplications },
  { name: 'names on past nights\' door lists', run: forgetDoorNames },
];

const CLEANUP_JOB = 'hourly-cleanup';
/** Longer than the interval, so the holder renews it before it ends; an instance that stopped is replaced within two hours. */
const CLEANUP_LEASE_MS = CLEANUP_INTERVAL_MS * 1.5;

/** Runs the jobs once, on this instance only if it holds (or could take) the lease; answers whether it ran. */
export async function runHourlyCleanup(orm: MikroORM, holder: string, log: FastifyBaseLogger): Promise<boolean> {
  if (!(await takeLease(orm.em.fork(), CLEANUP_JOB, holder, CLEANUP_LEASE_MS))) return false;
  for (const job of HOURLY_JOBS) {
    try {
      const removed = await job.run(orm.em.fork());
      if (removed) log.info({ job: job.name, removed }, 'cleanup removed rows');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'cleanup job failed');
    }
  }
  return true;
}

/**
 * Runs the clean-up now and every hour; returns a function that stops it and waits for a run under
 * way, so a shutdown closes the database only after it (closing it under a run left the process
 * hanging). Several instances may share one database: the lease in the database lets one of them
 * at a time do the work.
 */
export function startHourlyCleanup(orm: MikroORM, log: FastifyBaseLogger): () => Promise<void> {
  const holder = randomUUID();
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = withStatementLimits(JOB_LIMITS, () => runHourlyCleanup(orm, holder, log)).then(
      () => {},
      (error: unknown) => log.error({ err: error }, 'cleanup failed'),
    );
  };
  run();
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
