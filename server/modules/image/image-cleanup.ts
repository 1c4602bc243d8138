import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { Artist } from '../artist/artist.entity';
import { Event } from '../event/event.entity';
import { LandingImage } from '../landing-image/landing-image.entity';
import { Member } from '../member/member.entity';
import { Image } from './image.entity';

/** An upload not yet used by a record is kept this long: someone may still be filling in the form. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

async function usedImageIds(em: EntityManager): Promise<number[]> {
  const [artists, events, members, landingImages] = await Promise.all([
    em.find(Artist, { image: { $ne: null } }, { fields: ['image'] }),
    em.find(Event, { image: { $ne: null } }, { fields: ['image'] }),
    em.find(Member, { profilePicture: { $ne: null } }, { fields: ['profilePicture'] }),
    em.find(LandingImage, {}, { fields: ['image'] }),
  ]);
  return [
    ...artists.map((artist) => artist.image?.id),
    ...events.map((event) => event.image?.id),
    ...members.map((member) => member.profilePicture?.id),
    ...landingImages.map((landingImage) => landingImage.image.id),
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

/** Runs the cleanup now and every hour; returns a function that stops it. */
export function startImageCleanup(orm: MikroORM, log: FastifyBaseLogger): () => void {
  const run = () =>
    removeUnusedImages(orm.em.fork())
      .then((removed) => removed && log.info({ removed }, 'unused uploads removed'))
      .catch((error: unknown) => log.error({ err: error }, 'image cleanup failed'));
  void run();
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
