import type { TeamName } from '../../../../shared/constants';
import type { ListedTeam, Member } from '../../../../shared/schemas/member';

/**
 * Teams that are access rights rather than groups of people: "member" holds everyone (as a team it
 * would repeat the whole list) and "admin" says who may do everything. Neither presents itself.
 */
const NOT_PRESENTED: ReadonlySet<TeamName> = new Set(['admin', 'member']);

/**
 * The teams /about and "Mød holdet" show, each with the members shown on it (active and consenting,
 * as the API gives them: docs/permissions.md). A team with nobody to show is left off entirely.
 */
export function presentedTeams(teams: ListedTeam[], members: Member[]): { team: ListedTeam; members: Member[] }[] {
  return teams
    .filter((team) => !NOT_PRESENTED.has(team.name))
    .map((team) => ({ team, members: members.filter((member) => member.teams.some((candidate) => candidate.id === team.id)) }))
    .filter((presented) => presented.members.length > 0);
}
