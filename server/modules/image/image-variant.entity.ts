import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Image } from './image.entity';

/**
 * A smaller copy of a stored image (a width, or the 1200×630 link-preview crop), made on first
 * request and kept, so every instance serves it and it is made once. Goes with its image.
 */
export const ImageVariant = defineEntity({
  name: 'ImageVariant',
  uniques: [{ properties: ['image', 'variant'] }],
  properties: {
    id: p.integer().primary(),
    image: () => p.manyToOne(Image).deleteRule('cascade'),
    /** A width in pixels ("640") or "og". */
    variant: p.string().length(8),
    data: p.blob(),
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
  },
});
export type ImageVariant = InferEntity<typeof ImageVariant>;
