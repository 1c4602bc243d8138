import { PERMISSIONS, type Permission } from '../../../shared/constants';
import type { Member } from '../../../shared/schemas/member';

/** Mirrors the server's check so controls a member may not use are not shown; the server still decides. */
export function hasPermission(member: Member, permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission];
  return member.active && member.teams.some((team) => allowed.includes(team.name));
}
