import { PERMISSIONS, type Permission } from '../../../shared/constants';
import type { Member } from '../../../shared/schemas/member';

/** Mirrors the server's check so controls a member may not use are not shown; the server still decides. */
export function hasPermission(member: Member, permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission];
  return member.active && member.teams.some((team) => allowed.includes(team.name));
}

/**
 * Whether the member manages anything in the admin (any right of PERMISSIONS). One who does not is a
 * volunteer: they land on "Mine vagter" and see the member's menu (docs/permissions.md). Being on or
 * leading a crew is no right here.
 */
export function managesAnything(member: Member): boolean {
  return (Object.keys(PERMISSIONS) as Permission[]).some((permission) => hasPermission(member, permission));
}
