import { p } from '@mikro-orm/core';

/** createdAt/updatedAt on every record (docs/product.md). */
export const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};
