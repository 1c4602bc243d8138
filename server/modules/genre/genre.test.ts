import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

describe('genres', () => {
  const t = useTestApp();
  let admin: string;
  const names = (body: { records: { name: string }[] }) => body.records.map((genre) => genre.name);
  const create = (name: unknown, cookie = admin) => t.post('/api/genres', { cookie, body: { name } });

  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  describe('POST /api/genres', () => {
    it('creates a genre, trimmed, and lists it', async () => {
      const created = await create('  Shoegaze ');
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Shoegaze',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
      const listed = await t.get(`/api/genres?filter=${encodeURIComponent(`id=${created.body.id}`)}`);
      expect(listed.body.records).toEqual([created.body]);
    });

    it.each(['grunge', 'GRUNGE', '  Grunge  '])('refuses %j with 409 once "Grunge" exists, case ignored', async (name) => {
      await create('Grunge');
      const response = await create(name);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Genren findes allerede' });
      const listed = await t.get(`/api/genres?filter=${encodeURIComponent('name=Grunge')}`);
      expect(listed.body.totalCount).toBe(1);
    });

    it('treats Danish letters case-insensitively too', async () => {
      expect((await create('Østpop')).status).toBe(200);
      expect((await create('østpop')).status).toBe(409);
    });

    it('lets only one of two simultaneous creates of the same genre through', async () => {
      const answers = await Promise.all([create('Samtidig'), create('samtidig')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it.each([
      [{ name: '' }, 'Genrenavn skal være defineret'],
      [{ name: '   ' }, 'Genrenavn skal være defineret'],
      [{}, 'Genrenavn skal være defineret'],
      [{ name: 42 }, 'Genrenavn skal være defineret'],
      [{ name: null }, 'Genrenavn skal være defineret'],
      [{ name: 'x'.repeat(101) }, 'Højst 100 tegn'],
      [{ name: 'a\u0000b' }, 'Teksten indeholder ugyldige tegn'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const before = (await t.get('/api/genres?per_page=0')).body.totalCount;
      const response = await t.post('/api/genres', { cookie: admin, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect((await t.get('/api/genres?per_page=0')).body.totalCount).toBe(before);
    });

    it('takes the longest name allowed', async () => {
      const response = await create('æ'.repeat(100));
      expect(response.status).toBe(200);
      expect(response.body.name).toBe('æ'.repeat(100));
    });
  });

  describe('permissions', () => {
    it('lets anyone read the list', async () => {
      expect((await t.get('/api/genres')).status).toBe(200);
    });

    it('refuses creating without a session with 401', async () => {
      const response = await t.post('/api/genres', { body: { name: 'Anonym' } });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Du skal være logget ind' });
    });

    it('refuses members who are not yet approved with 403', async () => {
      const pending = await t.memberWith(['booking'], { active: false });
      const response = await create('Afventer', pending.cookie);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
    });

    it.each(['member', 'economy', 'public-relations', 'visual-identity', 'team-management'] as const)(
      'refuses the team %s with 403 and creates nothing',
      async (team) => {
        const outsider = await t.memberWith([team]);
        const response = await create(`Udenfor ${team}`, outsider.cookie);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
        expect((await t.get(`/api/genres?filter=${encodeURIComponent(`name=Udenfor ${team}`)}`)).body.totalCount).toBe(0);
      },
    );

    it.each(['admin', 'project-leader', 'event-management', 'booking'] as const)('lets the team %s create genres', async (team) => {
      const insider = await t.memberWith([team]);
      const response = await create(`Indenfor ${team}`, insider.cookie);
      expect(response.status).toBe(200);
      expect(response.body.name).toBe(`Indenfor ${team}`);
    });
  });

  describe('GET /api/genres', () => {
    const sortGenres = ['Åndelig', 'aalborgpop', 'Ørkenrock', 'Ætherisk', 'zydeco', 'Afrobeat', 'blues'];

    beforeAll(async () => {
      for (const name of sortGenres) await create(name);
    });

    it('answers the paged list shape, ordered by name in Danish by default', async () => {
      const all = await t.get('/api/genres');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ page: 1, perPage: 100, pageCount: 1 });
      expect(all.body.totalCount).toBe(all.body.records.length);
      const sorting = names(all.body).filter((name) => sortGenres.includes(name));
      expect(sorting).toEqual(['Afrobeat', 'blues', 'zydeco', 'Ætherisk', 'Ørkenrock', 'aalborgpop', 'Åndelig']);
    });

    it('orders by name or id in either direction', async () => {
      const descending = await t.get('/api/genres?order_by=name%20DESC&per_page=0');
      const ascending = await t.get('/api/genres?order_by=name&per_page=0');
      expect(names(descending.body)).toEqual(names(ascending.body).reverse());
      const byId = await t.get('/api/genres?order_by=id:desc&per_page=0');
      const ids = byId.body.records.map((genre: { id: number }) => genre.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('pages and counts the filtered set', async () => {
      const all = (await t.get('/api/genres?per_page=0')).body;
      const second = await t.get('/api/genres?per_page=2&page=2');
      expect(second.body).toMatchObject({ page: 2, perPage: 2, pageCount: Math.ceil(all.totalCount / 2), totalCount: all.totalCount });
      expect(second.body.records).toEqual(all.records.slice(2, 4));
      expect((await t.get('/api/genres?limit=1')).body.records).toEqual(all.records.slice(0, 1));
      const fromThird = await t.get(`/api/genres?per_page=1&filter=${encodeURIComponent(`id>=${all.records[2].id}`)}`);
      const expected = all.records.filter((genre: { id: number }) => genre.id >= all.records[2].id);
      expect(fromThird.body).toMatchObject({ totalCount: expected.length, pageCount: expected.length, records: [expected[0]] });
    });

    it('filters by id and name', async () => {
      const { body: blues } = await t.get(`/api/genres?filter=${encodeURIComponent('name=blues')}`);
      expect(names(blues)).toEqual(['blues']);
      const { body: byId } = await t.get(`/api/genres?filter=${encodeURIComponent(`id=${blues.records[0].id}`)}`);
      expect(byId.records).toEqual(blues.records);
    });

    it.each([
      ['filter=normalized_name%3Drock', 'Der kan ikke filtreres på normalized_name'],
      ['filter=created_at%3E2000-01-01', 'Der kan ikke filtreres på created_at'],
      ['order_by=name_sort_key', 'Der kan ikke sorteres efter name_sort_key'],
      ['filter=id%3Dx', 'Filteret id skal være et heltal'],
      ['page=0', 'page skal være et positivt heltal'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await t.get(`/api/genres?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });
});
