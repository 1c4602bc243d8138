import type { Member, Team } from '../../../../shared/schemas/member';
import { hasPermission } from '../../lib/permissions';

const isAdmin = (member: Member) => member.active && member.teams.some((team) => team.name === 'admin');

/**
 * DESIGN.md §4 as the member screen shows it; the server enforces the same rules. Member managers
 * edit anyone but admins (only admins act on admins) and set teams, though not their own unless
 * admin; only admins grant or remove the admin team. Everyone edits their own details.
 */
export function memberRules(viewer: Member, target: Member) {
  const manager = hasPermission(viewer, 'manageMembers');
  const self = viewer.id === target.id;
  const targetIsAdmin = target.teams.some((team) => team.name === 'admin');
  const canEdit = self || (manager && (!targetIsAdmin || isAdmin(viewer)));
  const setsTeams = canEdit && manager && (!self || isAdmin(viewer));
  return {
    canEdit,
    canApprove: manager && !target.active,
    // One's own account is deleted from Min profil, which also ends the visit logged out.
    canDelete: canEdit && !self,
    canSetSpecialRole: canEdit && manager,
    mayGrant: (team: Team) => setsTeams && (team.name !== 'admin' || isAdmin(viewer)),
  };
}
