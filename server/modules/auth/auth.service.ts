import type { EntityManager } from '@mikro-orm/core';
import { PERMISSIONS } from '../../../shared/constants';
import { REFUSALS } from '../../../shared/refusals';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import { unauthorized } from '../../errors';
import { resolveImageUrl } from '../image/image.service';
import { Member } from '../member/member.entity';
import { flushMember } from '../member/member.service';
import { Team } from '../team/team.entity';
import { decoyHash, hashPassword, verifyPassword } from './password';

/** Registration creates an inactive member of the team `member`, waiting for approval (docs/permissions.md). */
export async function registerMember(em: EntityManager, publicUrl: string, input: RegisterInput): Promise<Member> {
  const profilePicture = await resolveImageUrl(em, publicUrl, input.profilePictureUrl);
  const memberTeam = await em.findOneOrFail(Team, { name: 'member' });
  const member = em.create(Member, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    profilePicture,
    publicConsent: input.publicConsent ?? false,
    active: false,
    teams: [memberTeam],
  });
  await flushMember(em);
  return member;
}

/** Active members of the teams that may approve members (docs/permissions.md): they hear of each new registration. */
export async function findApprovers(em: EntityManager): Promise<Member[]> {
  return em.find(Member, { active: true, teams: { name: { $in: [...PERMISSIONS.manageMembers] } } });
}

export async function authenticate(em: EntityManager, input: LoginInput): Promise<Member> {
  const member = await em.findOne(Member, { email: input.email }, { populate: ['passwordHash', 'teams', 'profilePicture'] });
  // Verify against a decoy when the e-mail is unknown, so timing does not reveal who is a member.
  const valid = await verifyPassword(input.password, member?.passwordHash ?? decoyHash);
  if (!member || !valid) throw unauthorized(REFUSALS.wrongLogin);
  return member;
}
