import { describe, expect, it } from 'vitest';
import { memberPermissionSchema } from '../../../shared/schemas/member';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The names the original client knows, in the order of their ids; it refuses an answer with any other. */
const ALL_NAMES = [
  'view:event edit:event delete:event view:artist edit:artist delete:artist view:venue edit:venue delete:venue',
  'view:team edit:team delete:team view:genre edit:genre delete:genre view:permission view:member edit:member',
  'delete:member edit:content delete:content',
]
  .join(' ')
  .split(' ');
const TEAMS_BUT_MEMBER = ['admin', 'event-management', 'economy', 'booking', 'public-relations', 'visual-identity', 'team-management', 'project-leader'] as const;
const VIEWS = ['view:event', 'view:artist', 'view:venue', 'view:team', 'view:genre', 'view:permission', 'view:member'];

describe('GET /api/members/{id}/permissions (for the original client of the API)', () => {
  it('answers what a member may do, as a plain array of complete Danish entries', async () => {
    const booker = await t.memberWith(['booking']);
    const { status, body } = await t.get(`/api/members/${booker.id}/permissions`, { cookie: booker.cookie });
    expect(status).toBe(200);
    const names = body.map((permission: { name: string }) => permission.name);
    expect(names.sort()).toEqual(
      [...VIEWS, 'edit:event', 'delete:event', 'edit:artist', 'delete:artist', 'edit:venue', 'delete:venue', 'edit:genre', 'delete:genre'].sort(),
    );
    for (const permission of body) {
      expect(permission).toEqual({ id: expect.any(Number), name: expect.any(String), displayName: expect.any(String), description: expect.any(String) });
      expect(ALL_NAMES).toContain(permission.name);
      expect(permission.displayName.length && permission.description.length).toBeGreaterThan(0);
    }
  });

  it('follows docs/permissions.md team by team; a member waiting for approval may do nothing yet', async () => {
    const namesFor = async (teams: Parameters<typeof t.memberWith>[0], options?: { active?: boolean }) => {
      const member = await t.memberWith(teams, options);
      return ((await t.get(`/api/members/${member.id}/permissions`, { cookie: member.cookie })).body as { name: string }[]).map((p) => p.name).sort();
    };
    expect(await namesFor([])).toEqual([...VIEWS].sort());
    expect(await namesFor(['visual-identity'])).toEqual([...VIEWS, 'edit:content', 'delete:content'].sort());
    expect(await namesFor(['team-management'])).toEqual([...VIEWS, 'edit:member', 'delete:member', 'edit:team'].sort());
    expect(await namesFor(['booking'], { active: false })).toEqual([]);
    // Teams are fixed: nobody deletes one, not even an administrator.
    expect(await namesFor(['admin'])).not.toContain('delete:team');
  });

  it('keeps to the 21 names and their ids whatever the teams: shifts, tokens and webhooks are not among them (issue 34)', async () => {
    // An admin holds every name but delete:team; every team together no more than that.
    const everyone = await t.memberWith([...TEAMS_BUT_MEMBER]);
    const body = (await t.get(`/api/members/${everyone.id}/permissions`, { cookie: everyone.cookie })).body as { id: number; name: string }[];
    const expected = ALL_NAMES.flatMap((name, index) => (name === 'delete:team' ? [] : [{ id: index + 1, name }]));
    expect(body.map(({ id, name }) => ({ id, name }))).toEqual(expected);
  });

  it('refuses a 22nd name in its output schema, so a new one fails in our tests before it reaches a client', () => {
    const entry = { id: 22, displayName: 'Se vagter', description: 'Se vagtplanerne.' };
    expect(memberPermissionSchema.safeParse({ ...entry, name: 'view:shift' }).success).toBe(false);
    expect(memberPermissionSchema.safeParse({ ...entry, name: 'view:event' }).success).toBe(true);
  });

  it('names the teams a member manager may not grant, as the server enforces them', async () => {
    const editTeam = async (teams: Parameters<typeof t.memberWith>[0]) => {
      const member = await t.memberWith(teams);
      const body = (await t.get(`/api/members/${member.id}/permissions`, { cookie: member.cookie })).body as { name: string; description: string }[];
      return body.find((permission) => permission.name === 'edit:team')?.description;
    };
    expect(await editTeam(['team-management'])).toBe('Sætte medlemmer på teams, dog ikke admin-teamet og projektledelsen.');
    expect(await editTeam(['project-leader'])).toBe('Sætte medlemmer på teams, dog ikke admin-teamet.');
    expect(await editTeam(['admin'])).toBe('Sætte medlemmer på teams.');
    expect(await editTeam(['booking'])).toBeUndefined();
  });

  it('is for the member themself and for member managers; 401 without a session, 403 for others, 404 for nobody', async () => {
    const member = await t.memberWith(['economy']);
    const other = await t.memberWith(['booking']);
    const manager = await t.memberWith(['team-management']);
    expect((await t.get(`/api/members/${member.id}/permissions`)).status).toBe(401);
    const refused = await t.get(`/api/members/${member.id}/permissions`, { cookie: other.cookie });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Du har ikke adgang til denne handling' } });
    expect((await t.get(`/api/members/${member.id}/permissions`, { cookie: manager.cookie })).status).toBe(200);
    expect((await t.get('/api/members/999999/permissions', { cookie: manager.cookie })).status).toBe(404);
    expect((await t.get('/trpc/members.permissions?input=%7B%22id%22%3A' + member.id + '%7D', { cookie: member.cookie })).status).toBe(200);
  });
});
