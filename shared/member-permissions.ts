import { PERMISSIONS, type Permission, type TeamName } from './constants';
import { type Manager, teamsOutOfReach } from './member-management';

/**
 * The permission names the original client of the API asks for (GET /api/members/{id}/permissions),
 * each mapped onto docs/permissions.md: `view:` needs an approved member, the rest the teams of one of
 * our permissions. Teams are fixed, so nobody deletes one.
 */
const CATALOGUE: {
  name: string;
  displayName: string;
  /** Some depend on the member's teams: what a team manager may grant is not what an admin may. */
  description: string | ((member: Manager) => string);
  needs: Permission | 'active' | 'nobody';
}[] = [
  { name: 'view:event', displayName: 'Se events', description: 'Se alle events, også dem kun for medlemmer.', needs: 'active' },
  { name: 'edit:event', displayName: 'Rette events', description: 'Oprette og rette events og deres koncerter.', needs: 'manageEvents' },
  { name: 'delete:event', displayName: 'Slette events', description: 'Slette events.', needs: 'manageEvents' },
  { name: 'view:artist', displayName: 'Se kunstnere', description: 'Se kunstnerne i administrationen.', needs: 'active' },
  { name: 'edit:artist', displayName: 'Rette kunstnere', description: 'Oprette og rette kunstnere.', needs: 'manageArtists' },
  { name: 'delete:artist', displayName: 'Slette kunstnere', description: 'Slette kunstnere, der ikke spiller på et event.', needs: 'manageArtists' },
  { name: 'view:venue', displayName: 'Se spillesteder', description: 'Se spillestederne i administrationen.', needs: 'active' },
  { name: 'edit:venue', displayName: 'Rette spillesteder', description: 'Oprette og rette spillesteder.', needs: 'manageVenues' },
  { name: 'delete:venue', displayName: 'Slette spillesteder', description: 'Slette spillesteder, der ikke bruges af et event.', needs: 'manageVenues' },
  { name: 'view:team', displayName: 'Se teams', description: 'Se foreningens teams.', needs: 'active' },
  { name: 'edit:team', displayName: 'Tildele teams', description: (member) => `Sætte medlemmer på teams${exceptions(member)}.`, needs: 'manageMembers' },
  { name: 'delete:team', displayName: 'Slette teams', description: 'Teams ligger fast; ingen kan slette dem.', needs: 'nobody' },
  { name: 'view:genre', displayName: 'Se genrer', description: 'Se genrerne.', needs: 'active' },
  { name: 'edit:genre', displayName: 'Rette genrer', description: 'Oprette genrer.', needs: 'manageArtists' },
  { name: 'delete:genre', displayName: 'Slette genrer', description: 'Slette genrer.', needs: 'manageArtists' },
  { name: 'view:permission', displayName: 'Se rettigheder', description: 'Se hvad medlemmer må.', needs: 'active' },
  { name: 'view:member', displayName: 'Se medlemmer', description: 'Se medlemmerne og deres e-mail.', needs: 'active' },
  {
    name: 'edit:member',
    displayName: 'Rette medlemmer',
    description: 'Godkende og rette medlemmer; e-mail og teams kun på medlemmer, hvis teams man selv kan tildele.',
    needs: 'manageMembers',
  },
  { name: 'delete:member', displayName: 'Slette medlemmer', description: 'Slette medlemmer, hvis teams man selv kan tildele.', needs: 'manageMembers' },
  { name: 'edit:content', displayName: 'Rette indhold', description: 'Tilføje forsidebilleder.', needs: 'manageLandingImages' },
  { name: 'delete:content', displayName: 'Slette indhold', description: 'Fjerne forsidebilleder.', needs: 'manageLandingImages' },
  { name: 'view:shift', displayName: 'Se vagter', description: 'Se vagtplanerne og tage en ledig vagt.', needs: 'active' },
  {
    name: 'edit:shift',
    displayName: 'Planlægge vagter',
    description: 'Oprette, rette, kopiere og slette vagter og sætte medlemmer på og af dem, også under 24 timer før.',
    needs: 'manageShifts',
  },
];

const TEAM_WORDS: Partial<Record<TeamName, string>> = { admin: 'admin-teamet', 'project-leader': 'projektledelsen' };

/** ", dog ikke admin-teamet og projektledelsen": the teams this member may not grant (docs/permissions.md). */
function exceptions(member: Manager): string {
  const outOfReach = teamsOutOfReach(member).map((team) => TEAM_WORDS[team]);
  return outOfReach.length ? `, dog ikke ${outOfReach.join(' og ')}` : '';
}

export type MemberPermission = { id: number; name: string; displayName: string; description: string };

/** What a member with these teams may do; an inactive member may do nothing yet. */
export function memberPermissions(active: boolean, teams: readonly TeamName[]): MemberPermission[] {
  if (!active) return [];
  const holds = (needs: (typeof CATALOGUE)[number]['needs']) =>
    needs === 'active' || (needs !== 'nobody' && teams.some((team) => (PERMISSIONS[needs] as readonly TeamName[]).includes(team)));
  return CATALOGUE.flatMap(({ needs, description, ...permission }, index) =>
    holds(needs) ? [{ id: index + 1, ...permission, description: typeof description === 'string' ? description : description({ active, teams }) }] : [],
  );
}
