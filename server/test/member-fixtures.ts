import type { TeamName } from '../../shared/constants';
import type { Member as MemberDto, Team as TeamDto } from '../../shared/schemas/member';
import type { TestApp } from './test-app';
import { Member } from '../modules/member/member.entity';

/** Team ids by name, as GET /api/teams tells them. */
export async function teamIds(t: TestApp): Promise<Record<TeamName, number>> {
  const { body } = await t.get('/api/teams');
  return Object.fromEntries(body.records.map((team: TeamDto) => [team.name, team.id])) as Record<TeamName, number>;
}

/** A member as the first admin sees it (every field). */
export async function memberById(t: TestApp, id: number): Promise<MemberDto> {
  const response = await t.get(`/api/members/${id}`, { cookie: await t.loginAdmin() });
  if (response.status !== 200) throw new Error(`member ${id}: ${response.status} ${response.text}`);
  return response.body;
}

export const teamNamesOf = (member: { teams: TeamDto[] }) => member.teams.map((team) => team.name);

/** The PUT /api/members/{id} body that sends a member back as shown, with some changes. */
export function updateBody(member: MemberDto, changes: Record<string, unknown> = {}) {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    memberTeams: member.teams.map((team) => team.id),
    ...changes,
  };
}

/** Names chosen by the test (memberWith numbers them), written through the entity so sort keys follow. */
export async function rename(t: TestApp, id: number, firstName: string, lastName: string): Promise<void> {
  const em = t.orm.em.fork();
  em.assign(await em.findOneOrFail(Member, { id }), { firstName, lastName });
  await em.flush();
}
