import { describe, expect, it } from 'vitest';
import type { TeamName } from '../../../shared/constants';
import type { Member } from '../../../shared/schemas/member';
import { hasPermission } from './permissions';

const member = (teams: TeamName[], active = true): Member => ({
  id: 7,
  firstName: 'F',
  lastName: 'E',
  teams: ['member' as const, ...teams].map((name, index) => ({ id: index + 1, name, displayName: name, description: '' })),
  active,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

// The session's teams decide these screens: GET /api/members/{id}/permissions keeps to the names the
// original client knows, and shifts, tokens and webhooks are not among them (issue 34).
describe('hasPermission (the session’s teams, read with shared/constants.ts PERMISSIONS)', () => {
  it('lets team-management and event-management plan shifts, and no other team but admin and project-leader', () => {
    for (const team of ['admin', 'project-leader', 'team-management', 'event-management'] as const) expect(hasPermission(member([team]), 'manageShifts')).toBe(true);
    for (const team of ['booking', 'economy', 'public-relations', 'visual-identity'] as const) expect(hasPermission(member([team]), 'manageShifts')).toBe(false);
  });

  it('shows every member’s API tokens to admins, webhooks to admins and project leaders, genres to those who edit artists', () => {
    expect(hasPermission(member(['admin']), 'manageApiTokens')).toBe(true);
    expect(hasPermission(member(['project-leader']), 'manageApiTokens')).toBe(false);
    expect(hasPermission(member(['project-leader']), 'manageWebhooks')).toBe(true);
    expect(hasPermission(member(['team-management']), 'manageWebhooks')).toBe(false);
    expect(hasPermission(member(['booking']), 'manageArtists')).toBe(true);
    expect(hasPermission(member(['economy']), 'manageArtists')).toBe(false);
  });

  it('gives a member awaiting approval nothing, whatever their teams', () => {
    expect(hasPermission(member(['admin'], false), 'manageShifts')).toBe(false);
  });
});
