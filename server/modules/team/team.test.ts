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
