import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * An uploaded picture, re-encoded to WebP and kept in the database (docs/content.md), so every app
 * instance serves it and every backup holds it. `hash` names its immutable URL. The bytes live
 * apart, in ImageData, so reading a picture's URL never reads them.
 */
export const Image = defineEntity({
  name: 'Image',
  properties: {
    id: p.integer().primary(),
    hash: p.string().length(64).unique(),
    mimeType: p.string(),
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
    /** The focal point, percent from the left and the top (shared/schemas/image-focus.ts); null: none chosen. */
    focusX: p.integer().nullable(),
    focusY: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Image = InferEntity<typeof Image>;
