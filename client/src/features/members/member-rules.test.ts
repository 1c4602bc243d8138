import { describe, expect, it } from 'vitest';
import type { TeamName } from '../../../../shared/constants';
import type { Member, Team } from '../../../../shared/schemas/member';
import { memberRules } from './member-rules';

const team = (id: number, name: TeamName): Team => ({ id, name, displayName: name, description: '' });
const admin = team(1, 'admin');
const booking = team(2, 'booking');
const projectLeader = team(3, 'project-leader');

const member = (id: number, teams: Team[], active = true): Member => ({
  id,
  firstName: 'F',
  lastName: 'E',
  teams,
  active,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('memberRules (DESIGN.md §4 as the member screen shows it)', () => {
  it('lets a project leader approve, edit and give teams, but not the admin team', () => {
    const rules = memberRules(member(1, [projectLeader]), member(2, [], false));
    expect(rules).toMatchObject({ canEdit: true, canApprove: true, canDelete: true, canSetSpecialRole: true });
    expect(rules.mayGrant(booking)).toBe(true);
    expect(rules.mayGrant(admin)).toBe(false);
  });

  it('lets only admins act on admins, and grant the admin team', () => {
    expect(memberRules(member(1, [projectLeader]), member(2, [admin])).canEdit).toBe(false);
    const rules = memberRules(member(1, [admin]), member(2, [admin]));
    expect(rules.canEdit).toBe(true);
    expect(rules.mayGrant(admin)).toBe(true);
  });

  it('lets a member edit their own details, but not their teams or special role', () => {
    const self = member(1, [booking]);
    const rules = memberRules(self, self);
    expect(rules).toMatchObject({ canEdit: true, canApprove: false, canDelete: false, canSetSpecialRole: false });
    expect(rules.mayGrant(booking)).toBe(false);
  });

  it('shows another member read-only to a member who does not manage members', () => {
    const rules = memberRules(member(1, [booking]), member(2, []));
    expect(rules).toMatchObject({ canEdit: false, canApprove: false, canDelete: false });
    expect(rules.mayGrant(booking)).toBe(false);
  });
});
