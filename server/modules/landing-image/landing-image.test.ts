import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamName } from '../../../shared/constants';
import { samplePicture } from '../../test/sample-images';
import { PUBLIC_URL, useTestApp } from '../../test/test-app';

describe('landing images', () => {
  const t = useTestApp();
  let admin: string;
  let seed = 0;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  const add = async (cookie = admin) =>
    t.upload('POST', '/api/content/landing-images', { field: 'file', file: await samplePicture('jpeg', { seed: (seed += 1) }), cookie });

  it('adds a picture and answers { id, url } with the served picture', async () => {
    const added = await add();
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/images/[0-9a-f]{64}\\.webp$`)) });
    expect((await t.get(new URL(added.body.url).pathname)).headers['content-type']).toBe('image/webp');
  });

  it('lists them for everyone, oldest first, as a plain array of {id, url} (docs/api.md)', async () => {
    const first = (await add()).body;
    const second = (await add()).body;
    const { status, body } = await t.get('/api/content/landing-images');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const ids = body.map((record: { id: number }) => record.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(body).toContainEqual(second);
    const newestFirst = await t.get('/api/content/landing-images?order_by=id%20DESC&limit=1');
    expect(newestFirst.body).toEqual([second]);
  });

  it('removes one, answering with what was removed, and then knows it no more', async () => {
    const added = (await add()).body;
    const removed = await t.delete(`/api/content/landing-images/${added.id}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(added);
    expect((await t.get('/api/content/landing-images')).body).not.toContainEqual(added);
    const again = await t.delete(`/api/content/landing-images/${added.id}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Forsidebilledet findes ikke' });
  });

  it('refuses removal without a session (401) and from pending members (403)', async () => {
    const added = (await add()).body;
    const anonymous = await t.delete(`/api/content/landing-images/${added.id}`);
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Du skal være logget ind' } });
    const pending = await t.memberWith(['visual-identity'], { active: false });
    const waiting = await t.delete(`/api/content/landing-images/${added.id}`, { cookie: pending.cookie });
    expect(waiting).toMatchObject({ status: 403, body: { message: 'Dit medlemskab afventer godkendelse' } });
  });

  it.each<TeamName>(['member', 'booking', 'event-management', 'economy', 'team-management'])(
    'refuses the team %s with 403, adding and removing',
    async (team) => {
      const added = (await add()).body;
      const outsider = await t.memberWith([team]);
      expect((await add(outsider.cookie)).status).toBe(403);
      const refused = await t.delete(`/api/content/landing-images/${added.id}`, { cookie: outsider.cookie });
      expect(refused).toMatchObject({ status: 403, body: { message: 'Du har ikke adgang til denne handling' } });
      expect((await t.get('/api/content/landing-images')).body).toContainEqual(added);
    },
  );

  it.each<TeamName>(['admin', 'project-leader', 'visual-identity', 'public-relations'])('lets the team %s add and remove', async (team) => {
    const insider = await t.memberWith([team]);
    const added = await add(insider.cookie);
    expect(added.status).toBe(200);
    expect((await t.delete(`/api/content/landing-images/${added.body.id}`, { cookie: insider.cookie })).status).toBe(200);
  });
});
