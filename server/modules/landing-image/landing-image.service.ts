import type { EntityManager } from '@mikro-orm/core';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import type { LandingImage as LandingImageDto } from '../../../shared/schemas/landing-image';
import { notFound } from '../../errors';
import { findPage, type ListSpec, pagedList, planList } from '../../lib/list-query';
import type { Image } from '../image/image.entity';
import { imageUrl } from '../image/image.service';
import type { Member } from '../member/member.entity';
import { LandingImage } from './landing-image.entity';

const listSpec: ListSpec = {
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

export async function listLandingImages(em: EntityManager, publicUrl: string, query: ListQuery): Promise<PagedList<LandingImageDto>> {
  const plan = planList(query, listSpec);
  const [records, total] = await findPage(em, LandingImage, plan, ['image']);
  return pagedList(plan, records.map((record) => toLandingImageDto(publicUrl, record)), total);
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
