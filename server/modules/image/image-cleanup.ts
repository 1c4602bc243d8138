import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { Artist } from '../artist/artist.entity';
import { removeSpentPasswordResets } from '../auth/password-reset';
import { Event } from '../event/event.entity';
import { removeFinishedActivities } from '../federation/federation-outbox';
import { takeLease } from '../job-lease/job-lease.service';
import { LandingImage } from '../landing-image/landing-image.entity';
import { removeSpentVerifications } from '../member/member-email';
import { Member } from '../member/member.entity';
import { Settings } from '../settings/settings.entity';
import { removeFinishedDeliveries } from '../webhook/webhook.service';
import { Image } from './image.entity';
import { JOB_LIMITS, withStatementLimits } from '../../db/statement-limits';

/** An upload not yet used by a record is kept this long: someone may still be filling in the form. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

async function usedImageIds(em: EntityManager): Promise<number[]> {
  const [artists, events, members, landingImages, settings] = await Promise.all([
    em.find(Artist, { image: { $ne: null } }, { fields: ['image'] }),
    em.find(Event, { image: { $ne: null } }, { fields: ['image'] }),
    em.find(Member, { profilePicture: { $ne: null } }, { fields: ['profilePicture'] }),
    em.find(LandingImage, {}, { fields: ['image'] }),
    em.find(Settings, {}, { fields: ['logo', 'shareImage'] }),
  ]);
  return [
    ...artists.map((artist) => artist.image?.id),
    ...events.map((event) => event.image?.id),
    ...members.map((member) => member.profilePicture?.id),
    ...landingImages.map((landingImage) => landingImage.image.id),
    ...settings.flatMap((row) => [row.logo?.id, row.shareImage?.id]),
  ].filter((id): id is number => id !== undefined);
}

/**
 * Deletes uploads no record uses once the grace period has passed. Anyone may upload a profile
 * picture (registration), so without this the database would keep every abandoned upload.
 */
export async function removeUnusedImages(em: EntityManager, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS);
  return em.nativeDelete(Image, { createdAt: { $lt: cutoff }, id: { $nin: await usedImageIds(em) } });
}

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
