import { describe, expect, it } from 'vitest';
import { TEAM_NAMES } from '../../../shared/constants';
import { useTestApp } from '../../test/test-app';

describe('GET /api/teams', () => {
  const t = useTestApp();
  const teamNames = (body: { records: { name: string }[] }) => body.records.map((team) => team.name);

  it('answers all nine teams to visitors, in the paged list shape, by id', async () => {
    const { status, body } = await t.get('/api/teams');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, perPage: 100, pageCount: 1, totalCount: 9 });
    expect(teamNames(body)).toEqual([...TEAM_NAMES]);
    const ids = body.records.map((team: { id: number }) => team.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.records[0]).toEqual({
      id: ids[0],
      name: 'admin',
      displayName: 'Administrator',
      description: expect.stringMatching(/\S/),
    });
    for (const team of body.records) expect(Object.keys(team).sort()).toEqual(['description', 'displayName', 'id', 'name']);
  });

  it('takes the list query options', async () => {
    const paged = await t.get('/api/teams?per_page=4&page=3');
    expect(paged.body).toMatchObject({ page: 3, perPage: 4, pageCount: 3, totalCount: 9 });
    expect(teamNames(paged.body)).toEqual(['project-leader']);
    expect(teamNames((await t.get('/api/teams?order_by=name')).body).slice(0, 3)).toEqual(['admin', 'booking', 'economy']);
    expect(teamNames((await t.get('/api/teams?filter=name%3Dbooking')).body)).toEqual(['booking']);
  });

  it('refuses unknown fields with 400', async () => {
    const response = await t.get('/api/teams?order_by=description');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Der kan ikke sorteres efter description' });
  });
});

describe('PUT /api/teams/{id}/presentation', () => {
  const t = useTestApp();
  const bookingId = async () => (await t.get('/api/teams?filter=name%3Dbooking')).body.records[0].id as number;

  it('lets admins and project leaders write how a team presents itself; the list answers it, and nothing else of the team changes', async () => {
    const id = await bookingId();
    const leader = await t.memberWith(['project-leader']);
    const text = 'Vi finder de bands, du ikke vidste, du ville elske.';
    const response = await t.put(`/api/teams/${id}/presentation`, { cookie: leader.cookie, body: { publicDescription: `  ${text}\n` } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, name: 'booking', displayName: 'Booking', description: 'Finder og booker kunstnerne til programmet.', publicDescription: text });
    const listed = (await t.get('/api/teams?filter=name%3Dbooking')).body.records[0];
    expect(listed.publicDescription).toBe(text);
    // A member's teams keep the team's shape as the original client knows it.
    const admin = await t.loginAdmin();
    const memberTeams = (await t.get(`/api/members/${leader.id}/teams`, { cookie: admin })).body;
    for (const team of memberTeams) expect(Object.keys(team).sort()).toEqual(['description', 'displayName', 'id', 'name']);
    // Blank or null takes it away again.
    for (const publicDescription of ['   ', null]) {
      const removed = await t.put(`/api/teams/${id}/presentation`, { cookie: admin, body: { publicDescription } });
      expect(removed.status).toBe(200);
      expect(removed.body).not.toHaveProperty('publicDescription');
    }
  });

  it('is refused to others, for teams that do not exist, and for text that is too long or no text', async () => {
    const id = await bookingId();
    const body = { publicDescription: 'Hej' };
    expect((await t.put(`/api/teams/${id}/presentation`, { body })).status).toBe(401);
    const teamManager = await t.memberWith(['team-management']);
    expect((await t.put(`/api/teams/${id}/presentation`, { cookie: teamManager.cookie, body })).status).toBe(403);
    const admin = await t.loginAdmin();
    const missing = await t.put('/api/teams/999/presentation', { cookie: admin, body });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Holdet findes ikke' });
    for (const [wrong, message] of [
      [{ publicDescription: 'x'.repeat(1001) }, 'Højst 1000 tegn'],
      [{ publicDescription: 7 }, 'Præsentationen skal være tekst'],
      [{}, 'Præsentationen skal være tekst'],
      [{ publicDescription: 'nul\u0000tegn' }, 'Teksten indeholder ugyldige tegn'],
    ] as const) {
      const response = await t.put(`/api/teams/${id}/presentation`, { cookie: admin, body: wrong });
      expect({ wrong, status: response.status, body: response.body }).toEqual({ wrong, status: 400, body: { message } });
    }
  });
});
