import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';
import type { StoredTranslations } from '../../lib/translations';

/**
 * A crew (hold) the association makes itself: Bar, Lyd, Dør, … (docs/shifts.md). Being on one grants
 * no admin right, unlike a team; its lead manages the shifts of its roles and marks who came.
 */
export const Crew = defineEntity({
  name: 'Crew',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(60).unique(),
    /** Orders by name in Danish (æ ø å last) on every database. */
    nameSortKey: danishSortKeyOf('name'),
    /** Sanitized HTML, shown on /about. */
    description: p.text(),
    /** English beside the Danish texts (docs/languages.md): { en: { description } }, only those set. */
    translations: p.json<StoredTranslations>().nullable(),
    image: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    lead: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    members: () => p.manyToMany(Member).owner().pivotTable('crew_members').index(),
    ...timestamps,
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Crew = InferEntity<typeof Crew>;
