import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Image } from './image.entity';

/**
 * A smaller copy of a stored image (a width, the 1200×630 link-preview crop, an app icon), made on
 * first request and kept, so every instance serves it and it is made once. Goes with its image.
 * One that could not be made is kept too, empty, with why: it is never tried again per request.
 */
export const ImageVariant = defineEntity({
  name: 'ImageVariant',
  uniques: [{ properties: ['image', 'variant'] }],
  properties: {
    id: p.integer().primary(),
    image: () => p.manyToOne(Image).deleteRule('cascade'),
    /** A width in pixels ("640"), "og", or an app icon ("icon192"). */
    variant: p.string().length(8),
    data: p.blob(),
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
    /** Why it could not be made (over its time, or unreadable); null for a variant made. */
    failure: p.string().length(200).nullable(),
  },
});
export type ImageVariant = InferEntity<typeof ImageVariant>;
