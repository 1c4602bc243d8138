import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Image } from '../image/image.entity';
import { Team } from '../team/team.entity';

export const Member = defineEntity({
  name: 'Member',
  properties: {
    id: p.integer().primary(),
    /** Stored lower-cased, so uniqueness is case-insensitive on every dialect. */
    email: p.string().unique(),
    passwordHash: p.string().hidden().lazy(),
    firstName: p.string(),
    firstNameSortKey: danishSortKeyOf('firstName'),
    lastName: p.string(),
    lastNameSortKey: danishSortKeyOf('lastName'),
    profilePicture: () => p.manyToOne(Image).nullable().deleteRule('set null'),
    active: p.boolean().default(false),
    approvedBy: () => p.manyToOne(Member).nullable().deleteRule('set null'),
    specialRole: p.string().nullable(),
    /** Consent to appear on the public pages (DESIGN.md §5). */
    publicConsent: p.boolean().default(false),
    teams: () => p.manyToMany(Team).owner().pivotTable('member_teams'),
    ...timestamps,
    /** Shown on the member's edit screen and named when an edit is refused as stale (DESIGN.md §13). */
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null'),
  },
});
export type Member = InferEntity<typeof Member>;
