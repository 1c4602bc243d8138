import { MEMBER_PERMISSION_NAMES, type MemberPermissionName, PERMISSIONS, type Permission, type TeamName } from './constants';
import { type Manager, teamsOutOfReach } from './member-management';

type Needs = Permission | 'active' | 'nobody';

/**
 * What each name of the original client of the API (GET /api/members/{id}/permissions) means, mapped
 * onto docs/permissions.md: `view:` needs an approved member, the rest the teams of one of our
 * permissions. Teams are fixed, so nobody deletes one. Keyed by the closed list, so a 22nd name does
 * not compile (MEMBER_PERMISSION_NAMES says why).
 */
const CATALOGUE: Record<
  MemberPermissionName,
  {
    displayName: string;
    /** Some depend on the member's teams: what a team manager may grant is not what an admin may. */
    description: string | ((member: Manager) => string);
    needs: Needs;
  }
> = {
  'view:event': { displayName: 'Se events', description: 'Se alle events, også dem kun for medlemmer.', needs: 'active' },
  'edit:event': { displayName: 'Rette events', description: 'Oprette og rette events og deres koncerter.', needs: 'manageEvents' },
  'delete:event': { displayName: 'Slette events', description: 'Slette events.', needs: 'manageEvents' },
  'view:artist': { displayName: 'Se kunstnere', description: 'Se kunstnerne i administrationen.', needs: 'active' },
  'edit:artist': { displayName: 'Rette kunstnere', description: 'Oprette og rette kunstnere.', needs: 'manageArtists' },
  'delete:artist': { displayName: 'Slette kunstnere', description: 'Slette kunstnere, der ikke spiller på et event.', needs: 'manageArtists' },
  'view:venue': { displayName: 'Se spillesteder', description: 'Se spillestederne i administrationen.', needs: 'active' },
  'edit:venue': { displayName: 'Rette spillesteder', description: 'Oprette og rette spillesteder.', needs: 'manageVenues' },
  'delete:venue': { displayName: 'Slette spillesteder', description: 'Slette spillesteder, der ikke bruges af et event.', needs: 'manageVenues' },
  'view:team': { displayName: 'Se teams', description: 'Se foreningens teams.', needs: 'active' },
  'edit:team': { displayName: 'Tildele teams', description: (member) => `Sætte medlemmer på teams${exceptions(member)}.`, needs: 'manageMembers' },
  'delete:team': { displayName: 'Slette teams', description: 'Teams ligger fast; ingen kan slette dem.', needs: 'nobody' },
  'view:genre': { displayName: 'Se genrer', description: 'Se genrerne.', needs: 'active' },
  'edit:genre': { displayName: 'Rette genrer', description: 'Oprette genrer.', needs: 'manageArtists' },
  'delete:genre': { displayName: 'Slette genrer', description: 'Slette genrer.', needs: 'manageArtists' },
  'view:permission': { displayName: 'Se rettigheder', description: 'Se hvad medlemmer må.', needs: 'active' },
  'view:member': { displayName: 'Se medlemmer', description: 'Se medlemmerne og deres e-mail.', needs: 'active' },
  'edit:member': {
    displayName: 'Rette medlemmer',
    description: 'Godkende og rette medlemmer; e-mail og teams kun på medlemmer, hvis teams man selv kan tildele.',
    needs: 'manageMembers',
  },
  'delete:member': { displayName: 'Slette medlemmer', description: 'Slette medlemmer, hvis teams man selv kan tildele.', needs: 'manageMembers' },
  'edit:content': { displayName: 'Rette indhold', description: 'Tilføje forsidebilleder.', needs: 'manageLandingImages' },
  'delete:content': { displayName: 'Slette indhold', description: 'Fjerne forsidebilleder.', needs: 'manageLandingImages' },
};

const TEAM_WORDS: Partial<Record<TeamName, string>> = { admin: 'admin-teamet', 'project-leader': 'projektledelsen' };

/** ", dog ikke admin-teamet og projektledelsen": the teams this member may not grant (docs/permissions.md). */
function exceptions(member: Manager): string {
  const outOfReach = teamsOutOfReach(member).map((team) => TEAM_WORDS[team]);
  return outOfReach.length ? `, dog ikke ${outOfReach.join(' og ')}` : '';
}

export type MemberPermission = { id: number; name: MemberPermissionName; displayName: string; description: string };

/** What a member with these teams may do; an inactive member may do nothing yet. */
export function memberPermissions(active: boolean, teams: readonly TeamName[]): MemberPermission[] {
  if (!active) return [];
  const holds = (needs: Needs) => needs === 'active' || (needs !== 'nobody' && teams.some((team) => (PERMISSIONS[needs] as readonly TeamName[]).includes(team)));
  return MEMBER_PERMISSION_NAMES.flatMap((name, index) => {
    const { needs, description, displayName } = CATALOGUE[name];
    return holds(needs) ? [{ id: index + 1, name, displayName, description: typeof description === 'string' ? description : description({ active, teams }) }] : [];
  });
}
