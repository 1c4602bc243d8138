import type { EntityManager } from '@mikro-orm/core';
import type { Member as MemberDto } from '../../../shared/schemas/member';
import { notFound } from '../../errors';
import { hasPermission, type Viewer } from '../auth/viewer';
import { optionalImageUrl } from '../image/image.service';
import { toTeamDto } from '../team/team.service';
import { Member } from './member.entity';

/**
 * Who may see a member at all (DESIGN.md §5): the member themself and member managers always;
 * other active members see active members; anyone else only active members who consented.
 */
function canSee(member: Member, viewer: Viewer | null): boolean {
  if (viewer?.member.id === member.id || hasPermission(viewer, 'manageMembers')) return true;
  if (!member.active) return false;
  return Boolean(viewer?.member.active) || member.publicConsent;
}

/** E-mail and approval data are for active members and the member themself only. */
function seesPrivateFields(member: Member, viewer: Viewer | null): boolean {
  return viewer?.member.id === member.id || Boolean(viewer?.member.active);
}

export function toMemberDto(member: Member, privateFields: boolean, publicUrl: string): MemberDto {
  return {
    id: member.id,
    email: privateFields ? member.email : undefined,
    firstName: member.firstName,
    lastName: member.lastName,
    teams: member.teams
      .getItems()
      .map(toTeamDto)
      .sort((a, b) => a.id - b.id),
    profilePictureUrl: optionalImageUrl(publicUrl, member.profilePicture),
    active: member.active,
    approvedById: privateFields ? member.approvedBy?.id : undefined,
    specialRole: member.specialRole ?? undefined,
    createdAt: member.createdAt.toISOString(),
    updatedAt: member.updatedAt.toISOString(),
  };
}

export async function getMember(em: EntityManager, publicUrl: string, id: number, viewer: Viewer | null): Promise<MemberDto> {
  const member = await em.findOne(Member, { id }, { populate: ['teams', 'profilePicture'] });
  if (!member || !canSee(member, viewer)) throw notFound('Medlemmet findes ikke');
  return toMemberDto(member, seesPrivateFields(member, viewer), publicUrl);
}
