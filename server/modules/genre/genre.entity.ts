import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';

/** Genre names are unique ignoring case ("Rock" and "rock" are one genre). */
const normalizeGenreName = (name: string) => name.trim().toLocaleLowerCase('da');

export const Genre = defineEntity({
  name: 'Genre',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    normalizedName: p
      .string()
      .hidden()
      .unique()
      .onCreate((genre: { name: string }) => normalizeGenreName(genre.name))
      .onUpdate((genre: { name: string }) => normalizeGenreName(genre.name)),
    nameSortKey: danishSortKeyOf('name'),
    ...timestamps,
  },
});
export type Genre = InferEntity<typeof Genre>;
