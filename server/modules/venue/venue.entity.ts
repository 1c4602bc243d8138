import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Member } from '../member/member.entity';
import type { StoredTranslations } from '../../lib/translations';
import { venueAccessProperties } from './venue-access';

export const Venue = defineEntity({
  name: 'Venue',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    /** Orders by name in Danish (æ ø å last) on every database. */
    nameSortKey: danishSortKeyOf('name'),
    city: p.string(),
    countryCode: p.string().length(2),
    /** Street and number, e.g. "Vesterbrogade 1". */
    address: p.string().nullable(),
    /** Free text: countries write them differently (Danish "1620", Swedish "211 20"). */
    postalCode: p.string().length(10).nullable(),
    /** The venue's own site. */
    // Text: a link is checked at 500 characters as typed, and percent-encoding may lengthen it.
    url: p.text().nullable(),
    ...venueAccessProperties,
    /** English beside the Danish texts (docs/languages.md): { en: { accessNote } }, when set. */
    translations: p.json<StoredTranslations>().nullable(),
    /** How many may be inside at once, as the fire authority states it: door mode counts against it (docs/door.md). */
    capacity: p.integer().nullable(),
    ...timestamps,
    createdBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Venue = InferEntity<typeof Venue>;
