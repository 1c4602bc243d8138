import type { TeamName } from '../../../../shared/constants';
import { type Manager, mayGrantTeam, mayManageMemberWith } from '../../../../shared/member-management';
import type { Member, Team } from '../../../../shared/schemas/member';
import { hasPermission } from '../../lib/permissions';

const isAdmin = (member: Member) => member.active && member.teams.some((team) => team.name === 'admin');
const teamNames = (member: Member): TeamName[] => member.teams.map((team) => team.name);

/**
 * docs/permissions.md as the member screen shows it; the server enforces the same rules
 * (shared/member-management.ts). Member managers edit anyone but admins (only admins act on
 * admins); another member's e-mail and teams they change, and the member they delete, only when
 * they could grant every team that member holds; nobody changes their own teams unless admin.
 * Only admins grant the admin team, only admins and project leaders the project-leader team.
 * Everyone edits their own details.
 */
export function memberRules(viewer: Member, target: Member) {
  const manager: Manager = { active: viewer.active, teams: teamNames(viewer) };
  const managesMembers = hasPermission(viewer, 'manageMembers');
  const self = viewer.id === target.id;
  const targetIsAdmin = target.teams.some((team) => team.name === 'admin');
  const canEdit = self || (managesMembers && (!targetIsAdmin || isAdmin(viewer)));
  const managesAll = canEdit && !self && mayManageMemberWith(manager, teamNames(target));
  const setsTeams = self ? isAdmin(viewer) : managesAll;
  return {
    canEdit,
    canChangeEmail: self || managesAll,
    canApprove: managesMembers && !target.active,
    // One's own account is deleted from Min profil, which also ends the visit logged out.
    canDelete: managesAll,
    canSetSpecialRole: canEdit && managesMembers,
    mayGrant: (team: Team) => setsTeams && mayGrantTeam(manager, team.name),
  };
}
