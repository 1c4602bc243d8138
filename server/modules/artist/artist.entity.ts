import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Genre } from '../genre/genre.entity';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';
import type { StoredTranslations } from '../../lib/translations';

export const Artist = defineEntity({
  name: 'Artist',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    /** Orders by name in Danish (æ ø å last) on every database. */
    nameSortKey: danishSortKeyOf('name'),
    description: p.text(),
    previewUrl: p.string().nullable(),
    socials: p.json<string[]>(),
    /** English beside the Danish texts (docs/languages.md): { en: { description } }, only those set. */
    translations: p.json<StoredTranslations>().nullable(),
    image: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    genres: () => p.manyToMany(Genre).owner().pivotTable('artist_genres').index(),
    ...timestamps,
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Artist = InferEntity<typeof Artist>;
