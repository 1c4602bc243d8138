import { p } from '@mikro-orm/core';

/** createdAt/updatedAt on every record (SPEC §3). */
export const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};
