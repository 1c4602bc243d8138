import { describe, expect, it } from 'vitest';
import type { TeamName } from '../../../../shared/constants';
import type { Member, Team } from '../../../../shared/schemas/member';
import { memberRules } from './member-rules';

const team = (id: number, name: TeamName): Team => ({ id, name, displayName: name, description: '' });
const admin = team(1, 'admin');
const booking = team(2, 'booking');
const projectLeader = team(3, 'project-leader');
const teamManagement = team(4, 'team-management');

const member = (id: number, teams: Team[], active = true): Member => ({
  id,
  firstName: 'F',
  lastName: 'E',
  teams,
  active,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('memberRules (docs/permissions.md as the member screen shows it)', () => {
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

  it('lets team-management correct a project leader’s name, but not the e-mail or teams, nor delete them', () => {
    const manager = member(1, [teamManagement]);
    const rules = memberRules(manager, member(2, [projectLeader]));
    expect(rules).toMatchObject({ canEdit: true, canChangeEmail: false, canDelete: false });
    expect(rules.mayGrant(booking)).toBe(false);
    const plain = memberRules(manager, member(3, [booking]));
    expect(plain).toMatchObject({ canEdit: true, canChangeEmail: true, canDelete: true });
    expect(plain.mayGrant(booking)).toBe(true);
    expect(plain.mayGrant(projectLeader)).toBe(false);
  });

  it('lets a project leader grant the project-leader team and manage other project leaders', () => {
    const rules = memberRules(member(1, [projectLeader]), member(2, [projectLeader]));
    expect(rules).toMatchObject({ canEdit: true, canChangeEmail: true, canDelete: true });
    expect(rules.mayGrant(projectLeader)).toBe(true);
  });

  it('lets a member edit their own details, but not their teams or special role', () => {
    const self = member(1, [booking]);
    const rules = memberRules(self, self);
    expect(rules).toMatchObject({ canEdit: true, canChangeEmail: true, canApprove: false, canDelete: false, canSetSpecialRole: false });
    expect(rules.mayGrant(booking)).toBe(false);
  });

  it('shows another member read-only to a member who does not manage members', () => {
    const rules = memberRules(member(1, [booking]), member(2, []));
    expect(rules).toMatchObject({ canEdit: false, canChangeEmail: false, canApprove: false, canDelete: false });
    expect(rules.mayGrant(booking)).toBe(false);
  });
});
