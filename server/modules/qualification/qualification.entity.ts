import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { danishSortKeyOf } from '../../db/sort-key';
import { timestamps } from '../../db/timestamps';
import { Member } from '../member/member.entity';

/** "Bartenderkursus" and "bartenderkursus" are one qualification. */
export const normalizeQualificationName = (name: string) => name.trim().toLocaleLowerCase('da');

/**
 * Something a shift may require of who takes it ("Bartenderkursus", "Over 18", "Førstehjælp"):
 * the shift managers keep the list and confirm each for the members who have it (docs/shifts.md).
 */
export const Qualification = defineEntity({
  name: 'Qualification',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(60),
    normalizedName: p
      .string()
      .length(60)
      .hidden()
      .unique()
      .onCreate((qualification: { name: string }) => normalizeQualificationName(qualification.name))
      .onUpdate((qualification: { name: string }) => normalizeQualificationName(qualification.name)),
    nameSortKey: danishSortKeyOf('name'),
    description: p.string().length(200).nullable(),
    ...timestamps,
  },
});
export type Qualification = InferEntity<typeof Qualification>;

/** A manager's word that a member has a qualification: who confirmed it and when. */
export const MemberQualification = defineEntity({
  name: 'MemberQualification',
  uniques: [{ properties: ['member', 'qualification'] }],
  properties: {
    id: p.integer().primary(),
    member: () => p.manyToOne(Member).deleteRule('cascade'),
    qualification: () => p.manyToOne(Qualification).deleteRule('cascade').index(),
    confirmedAt: p.datetime().onCreate(() => new Date()),
    confirmedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type MemberQualification = InferEntity<typeof MemberQualification>;
