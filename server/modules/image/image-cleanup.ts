import type { EntityManager } from '@mikro-orm/core';
import { Application } from '../application/application.entity';
import { Crew } from '../crew/crew.entity';
import { Artist } from '../artist/artist.entity';
import { Event } from '../event/event.entity';
import { LandingImage } from '../landing-image/landing-image.entity';
import { Member } from '../member/member.entity';
import { Settings } from '../settings/settings.entity';
import { Image } from './image.entity';

/** An upload not yet used by a record is kept this long: someone may still be filling in the form. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

async function usedImageIds(em: EntityManager): Promise<number[]> {
  const [artists, events, members, landingImages, settings, applications, crews] = await Promise.all([
    em.find(Artist, { image: { $ne: null } }, { fields: ['image'] }),
    em.find(Event, { image: { $ne: null } }, { fields: ['image'] }),
    em.find(Member, { profilePicture: { $ne: null } }, { fields: ['profilePicture'] }),
    em.find(LandingImage, {}, { fields: ['image'] }),
    em.find(Settings, {}, { fields: ['logo', 'shareImage'] }),
    em.find(Application, { picture: { $ne: null } }, { fields: ['picture'] }),
    em.find(Crew, { image: { $ne: null } }, { fields: ['image'] }),
  ]);
  return [
    ...artists.map((artist) => artist.image?.id),
    ...events.map((event) => event.image?.id),
    ...members.map((member) => member.profilePicture?.id),
    ...landingImages.map((landingImage) => landingImage.image.id),
    ...settings.flatMap((row) => [row.logo?.id, row.shareImage?.id]),
    ...applications.map((application) => application.picture?.id),
    ...crews.map((crew) => crew.image?.id),
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
