import { PERMISSIONS, type TeamName } from './constants';

/** A member as far as managing other members goes: approved or not, and their teams. */
export type Manager = { active: boolean; teams: readonly TeamName[] };

/** Teams fewer may grant or remove than the member managers (docs/permissions.md). */
const GRANTED_ONLY_BY: Partial<Record<TeamName, readonly TeamName[]>> = {
  admin: ['admin'],
  'project-leader': ['admin', 'project-leader'],
};

const holdsOneOf = (manager: Manager, teams: readonly TeamName[]) => manager.active && manager.teams.some((held) => teams.includes(held));

/**
 * Whether the manager may give a member this team or take it away: an approved member manager,
 * and for admin and project-leader one of the few teams that grant those. The server checks this,
 * the member form disables the other checkboxes, the permissions endpoint describes it.
 */
export function mayGrantTeam(manager: Manager, team: TeamName): boolean {
  return holdsOneOf(manager, GRANTED_ONLY_BY[team] ?? PERMISSIONS.manageMembers);
}

/**
 * Whether the manager may change another member's e-mail or teams, or delete them: only if they
 * could grant every team that member holds. Otherwise a manager could take over a project
 * leader's account by changing the e-mail and asking for a reset link to the new address.
 */
export function mayManageMemberWith(manager: Manager, teams: readonly TeamName[]): boolean {
  return holdsOneOf(manager, PERMISSIONS.manageMembers) && teams.every((team) => mayGrantTeam(manager, team));
}

/** The teams only a few may grant that this manager may not (for telling them so). */
export function teamsOutOfReach(manager: Manager): TeamName[] {
  return (Object.keys(GRANTED_ONLY_BY) as TeamName[]).filter((team) => !mayGrantTeam(manager, team));
}
