import type { EntityManager } from '@mikro-orm/core';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import { conflict, unauthorized } from '../../errors';
import { Member } from '../member/member.entity';
import { Team } from '../team/team.entity';
import { decoyHash, hashPassword, verifyPassword } from './password';

/** Registration creates an inactive member of the team `member`, waiting for approval (DESIGN.md §4). */
export async function registerMember(em: EntityManager, input: RegisterInput): Promise<Member> {
  if (await em.count(Member, { email: input.email })) {
    throw conflict('Der findes allerede et medlem med denne e-mail');
  }
  const memberTeam = await em.findOneOrFail(Team, { name: 'member' });
  const member = em.create(Member, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    publicConsent: input.publicConsent ?? false,
    active: false,
    teams: [memberTeam],
  });
  await em.flush();
  return member;
}

export async function authenticate(em: EntityManager, input: LoginInput): Promise<Member> {
  const member = await em.findOne(Member, { email: input.email }, { populate: ['passwordHash', 'teams', 'profilePicture'] });
  // Verify against a decoy when the e-mail is unknown, so timing does not reveal who is a member.
  const valid = await verifyPassword(input.password, member?.passwordHash ?? decoyHash);
  if (!member || !valid) throw unauthorized('Forkert e-mail eller adgangskode');
  return member;
}
