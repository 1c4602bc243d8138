import type { EntityManager } from '@mikro-orm/core';
import type { ListQuery } from '../../../shared/schemas/common';
import type { LandingImage as LandingImageDto } from '../../../shared/schemas/landing-image';
import { notFound } from '../../errors';
import { findPageIds, type ListSpec, planList } from '../../lib/list-query';
import { readLandingImages } from '../../read-model/landing-images';
import type { Image } from '../image/image.entity';
import { imageUrl } from '../../lib/image-url';
import type { Member } from '../member/member.entity';
import { LandingImage } from './landing-image.entity';

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const landingImageListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    created_at: { property: 'createdAt', type: 'date', filter: true, order: true },
  },
  // Oldest first: the order they were put on the landing page.
  defaultOrder: [{ id: 'ASC' }],
};

const toLandingImageDto = (publicUrl: string, landingImage: LandingImage): LandingImageDto => ({
  id: landingImage.id,
  url: imageUrl(publicUrl, landingImage.image),
});

/** A plain array ("list of {id, url}", docs/api.md), all of them unless the query pages. */
export async function listLandingImages(em: EntityManager, publicUrl: string, query: ListQuery): Promise<LandingImageDto[]> {
  const plan = planList({ per_page: 0, ...query }, landingImageListSpec);
  const [ids] = await findPageIds(em, LandingImage, plan);
  return readLandingImages(em, publicUrl, ids);
}

export async function addLandingImage(em: EntityManager, publicUrl: string, image: Image, actor: Member): Promise<LandingImageDto> {
  const landingImage = em.create(LandingImage, { image, createdBy: actor });
  await em.flush();
  return toLandingImageDto(publicUrl, landingImage);
}

/** Takes the picture off the landing page and answers with what was removed. */
export async function removeLandingImage(em: EntityManager, publicUrl: string, id: number): Promise<LandingImageDto> {
  const landingImage = await em.findOne(LandingImage, { id }, { populate: ['image'] });
  if (!landingImage) throw notFound('Forsidebilledet findes ikke');
  const removed = toLandingImageDto(publicUrl, landingImage);
  await em.remove(landingImage).flush();
  return removed;
}
