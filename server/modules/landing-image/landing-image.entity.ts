import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';

/** A picture on the landing page; the picture itself stays (another record may show it). */
export const LandingImage = defineEntity({
  name: 'LandingImage',
  properties: {
    id: p.integer().primary(),
    image: () => p.manyToOne(Image).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type LandingImage = InferEntity<typeof LandingImage>;
