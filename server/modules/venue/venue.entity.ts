import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Member } from '../member/member.entity';

export const Venue = defineEntity({
  name: 'Venue',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    /** Orders by name in Danish (æ ø å last) on every database. */
    nameSortKey: danishSortKeyOf('name'),
    city: p.string(),
    countryCode: p.string().length(2),
    ...timestamps,
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Venue = InferEntity<typeof Venue>;
