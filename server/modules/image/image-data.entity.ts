import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Image } from './image.entity';

/**
 * The bytes of a stored picture, in their own table. Beside the metadata they made every list
 * that shows a picture's URL walk the blob's overflow pages (SQLite) or its TOAST (PostgreSQL);
 * here only serving a picture reads them.
 */
export const ImageData = defineEntity({
  name: 'ImageData',
  properties: {
    image: () => p.oneToOne(Image).owner().primary().deleteRule('cascade'),
    data: p.blob(),
  },
});
export type ImageData = InferEntity<typeof ImageData>;
