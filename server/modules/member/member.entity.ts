import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Image } from '../image/image.entity';
import { Team } from '../team/team.entity';

export const Member = defineEntity({
  name: 'Member',
  /** The list's order, ties broken by id; and what visitors see (active and consenting) counted from an index. */
  indexes: [{ properties: ['firstNameSortKey', 'lastNameSortKey', 'id'] }, { properties: ['active', 'publicConsent'] }],
  properties: {
    id: p.integer().primary(),
    /** Stored lower-cased, so uniqueness is case-insensitive on every dialect. */
    email: p.string().unique(),
    /**
     * When `email` answered a link sent to it (docs/permissions.md): until then nothing is looked up,
     * joined or confirmed by that address. Members approved before addresses were checked count as verified.
     */
    emailVerifiedAt: p.datetime().nullable(),
    /** A new address asked for, in force only once it opens the link sent to it; login stays on `email` until then. */
    pendingEmail: p.string().length(254).nullable(),
    passwordHash: p.string().hidden().lazy(),
    firstName: p.string(),
    firstNameSortKey: danishSortKeyOf('firstName'),
    lastName: p.string(),
    lastNameSortKey: danishSortKeyOf('lastName'),
    profilePicture: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    active: p.boolean().default(false),
    approvedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    specialRole: p.string().nullable(),
    /** Consent to appear on the public pages (docs/permissions.md). */
    publicConsent: p.boolean().default(false),
    teams: () => p.manyToMany(Team).owner().pivotTable('member_teams').index(),
    ...timestamps,
    /** Shown on the member's edit screen and named when an edit is refused as stale (docs/api.md). */
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Member = InferEntity<typeof Member>;
