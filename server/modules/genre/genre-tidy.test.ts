import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';

/** Renaming, deleting and merging genres (issue 26 item 4), and the admin list's artist counts. */
describe('genres kept tidy', () => {
  const t = useTestApp();
  let admin: string;
  let imageUrl: string;
  let artistCount = 0;

  const genre = async (name: string) => {
    const response = await t.post('/api/genres', { cookie: admin, body: { name } });
    expect(response.status).toBe(200);
    return response.body.id as number;
  };

  const artist = async (genreIds: number[]) => {
    artistCount += 1;
    const response = await t.post('/api/artists', {
      cookie: admin,
      body: { name: `Kunstner ${artistCount}`, description: 'Spiller.', genreIds, imageUrl },
    });
    expect(response.status).toBe(200);
    return response.body.id as number;
  };

  const genreIdsOf = async (artistId: number) =>
    ((await t.get(`/api/artists/${artistId}`)).body.genres as { id: number }[]).map((each) => each.id).sort((a, b) => a - b);

  const exists = async (id: number) => (await t.get(`/api/genres?filter=${encodeURIComponent(`id=${id}`)}`)).body.totalCount === 1;

  /** The join table itself, read past the ORM: no row may point at a genre that is gone. */
  const orphanLinks = async () => {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute('select count(*) as count from artist_genres where genre_id not in (select id from genre)');
    return Number(rows[0].count);
  };

  beforeAll(async () => {
    admin = await t.loginAdmin();
    const file = await samplePicture('png', { seed: 7 });
    imageUrl = (await t.upload('PUT', '/api/artists/image', { field: 'image', file, cookie: admin })).text;
  });

  describe('PUT /api/genres/{id}', () => {
    let polka: number;

    beforeAll(async () => {
      polka = await genre('Polka');
    });

    it('renames, trimmed, and artists show the new name at once, also from the public cache', async () => {
      const id = await genre('Kystrok');
      const artistId = await artist([id]);
      expect((await t.get(`/api/artists/${artistId}`)).body.genres[0].name).toBe('Kystrok');

      const renamed = await t.put(`/api/genres/${id}`, { cookie: admin, body: { name: '  Kystrock ' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id, name: 'Kystrock' });
      expect((await t.get(`/api/artists/${artistId}`)).body.genres[0].name).toBe('Kystrock');
      expect((await t.get(`/api/genres?filter=${encodeURIComponent(`id=${id}`)}`)).body.records[0].name).toBe('Kystrock');
    });

    it('changes only the case of its own name', async () => {
      const id = await genre('hiphop');
      const response = await t.put(`/api/genres/${id}`, { cookie: admin, body: { name: 'HipHop' } });
      expect(response.status).toBe(200);
      expect(response.body.name).toBe('HipHop');
    });

    it.each([
      ['Polka', 'Valse 1'],
      ['polka', 'Valse 2'],
      [' POLKA ', 'Valse 3'],
    ])('refuses %j with 409 when another genre is "Polka", case ignored', async (name, before) => {
      const other = await genre(before);
      const response = await t.put(`/api/genres/${other}`, { cookie: admin, body: { name } });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Genren findes allerede' });
      expect(await exists(polka)).toBe(true);
      expect((await t.get(`/api/genres?filter=${encodeURIComponent(`id=${other}`)}`)).body.records[0].name).toBe(before);
    });

    it.each([
      [{ name: '' }, 'Genrenavn skal være defineret'],
      [{ name: '   ' }, 'Genrenavn skal være defineret'],
      [{}, 'Genrenavn skal være defineret'],
      [{ name: 'x'.repeat(101) }, 'Højst 100 tegn'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const id = await genre(`Uændret ${JSON.stringify(body).length}`);
      const response = await t.put(`/api/genres/${id}`, { cookie: admin, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('answers 404 for a genre that does not exist', async () => {
      const response = await t.put('/api/genres/999999', { cookie: admin, body: { name: 'Ingen' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Genren findes ikke' });
    });
  });

  describe('DELETE /api/genres/{id}', () => {
    it('deletes a genre no artist has and answers it', async () => {
      const id = await genre('Tastefejl');
      const response = await t.delete(`/api/genres/${id}`, { cookie: admin });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, name: 'Tastefejl', createdAt: expect.any(String), updatedAt: expect.any(String) });
      expect(await exists(id)).toBe(false);
      expect((await t.delete(`/api/genres/${id}`, { cookie: admin })).status).toBe(404);
    });

    it('refuses a genre artists have with 409 naming how many, and keeps it on them', async () => {
      const id = await genre('Brugt');
      const one = await artist([id]);
      const single = await t.delete(`/api/genres/${id}`, { cookie: admin });
      expect(single.status).toBe(409);
      expect(single.body).toEqual({ message: 'Genren bruges af 1 kunstner og kan ikke slettes. Flet den ind i en anden genre i stedet.' });
      await artist([id]);
      const two = await t.delete(`/api/genres/${id}`, { cookie: admin });
      expect(two.body).toEqual({ message: 'Genren bruges af 2 kunstnere og kan ikke slettes. Flet den ind i en anden genre i stedet.' });
      expect(await exists(id)).toBe(true);
      expect(await genreIdsOf(one)).toEqual([id]);
    });
  });

  describe('POST /api/genres/{id}/merge', () => {
    it('moves every artist to the target, keeps one for an artist that had both, and deletes the genre', async () => {
      const from = await genre('Rock n roll');
      const into = await genre("Rock'n'roll");
      const other = await genre('Surf');
      const onlyFrom = await artist([from]);
      const both = await artist([from, into]);
      const withOther = await artist([other, from]);
      const untouched = await artist([other]);
      const before = (await t.get(`/api/artists/${both}`)).body.updatedAt;

      const response = await t.post(`/api/genres/${from}/merge`, { cookie: admin, body: { into } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: into, name: "Rock'n'roll" });

      expect(await exists(from)).toBe(false);
      expect(await genreIdsOf(onlyFrom)).toEqual([into]);
      expect(await genreIdsOf(both)).toEqual([into]);
      expect(await genreIdsOf(withOther)).toEqual([into, other].sort((a, b) => a - b));
      expect(await genreIdsOf(untouched)).toEqual([other]);
      expect(Date.parse((await t.get(`/api/artists/${both}`)).body.updatedAt)).toBeGreaterThan(Date.parse(before));
      const filtered = await t.get(`/api/artists?filter=${encodeURIComponent(`genre_id=${into}`)}&per_page=0`);
      expect(filtered.body.records.map((each: { id: number }) => each.id).sort((a: number, b: number) => a - b)).toEqual(
        [onlyFrom, both, withOther].sort((a, b) => a - b),
      );
      expect(await orphanLinks()).toBe(0);
    });

    it('merges a genre no artist has', async () => {
      const from = await genre('Tom genre');
      const into = await genre('Fuld genre');
      expect((await t.post(`/api/genres/${from}/merge`, { cookie: admin, body: { into } })).status).toBe(200);
      expect(await exists(from)).toBe(false);
    });

    it('refuses merging a genre into itself with 400', async () => {
      const id = await genre('Selv');
      const response = await t.post(`/api/genres/${id}/merge`, { cookie: admin, body: { into: id } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'En genre kan ikke flettes ind i sig selv' });
      expect(await exists(id)).toBe(true);
    });

    it.each([
      ['the genre', (id: number) => [999999, id] as const],
      ['the target', (id: number) => [id, 999999] as const],
    ])('answers 404 when %s does not exist, and changes nothing', async (_, ids) => {
      const id = await genre(`Findes ${Math.random()}`);
      const artistId = await artist([id]);
      const [from, into] = ids(id);
      const response = await t.post(`/api/genres/${from}/merge`, { cookie: admin, body: { into } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Genren findes ikke' });
      expect(await genreIdsOf(artistId)).toEqual([id]);
    });

    it.each([[{}], [{ into: '3' }], [{ into: 0 }]])('refuses the body %j with 400', async (body) => {
      const id = await genre(`Krop ${JSON.stringify(body)}`);
      const response = await t.post(`/api/genres/${id}/merge`, { cookie: admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      expect(await exists(id)).toBe(true);
    });
  });

  describe('genres.usage', () => {
    it('counts each genre’s artists, in Danish order, with unused genres at 0', async () => {
      const [ørken, aa, zz] = [await genre('Ørkentælling'), await genre('Aatælling'), await genre('Zztælling')];
      await artist([ørken, zz]);
      await artist([ørken]);
      const response = await t.get('/trpc/genres.usage', { cookie: admin });
      expect(response.status).toBe(200);
      const usage = response.body.result.data as { id: number; name: string; artistCount: number }[];
      const counted = usage.filter((each) => [ørken, aa, zz].includes(each.id));
      expect(counted).toEqual([
        { id: zz, name: 'Zztælling', artistCount: 1 },
        { id: ørken, name: 'Ørkentælling', artistCount: 2 },
        { id: aa, name: 'Aatælling', artistCount: 0 },
      ]);
      const listed = (await t.get('/api/genres?per_page=0')).body.records.map((each: { id: number }) => each.id);
      expect(usage.map((each) => each.id)).toEqual(listed);
    });
  });

  describe('permissions', () => {
    const writes = (id: number, into: number) =>
      [
        ['PUT', `/api/genres/${id}`, { name: `Ny ${id}` }],
        ['DELETE', `/api/genres/${id}`, undefined],
        ['POST', `/api/genres/${id}/merge`, { into }],
      ] as const;

    it('refuses visitors with 401 and changes nothing', async () => {
      const [id, into] = [await genre('Gæst a'), await genre('Gæst b')];
      for (const [method, url, body] of writes(id, into)) {
        const response = await t.request(method, url, { body });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Du skal være logget ind' });
      }
      expect((await t.get('/trpc/genres.usage')).status).toBe(401);
      expect(await exists(id)).toBe(true);
    });

    it.each(['member', 'economy', 'public-relations', 'visual-identity', 'team-management'] as const)(
      'refuses the team %s with 403 and changes nothing',
      async (team) => {
        const outsider = await t.memberWith([team]);
        const [id, into] = [await genre(`Ude ${team} a`), await genre(`Ude ${team} b`)];
        for (const [method, url, body] of writes(id, into)) {
          const response = await t.request(method, url, { cookie: outsider.cookie, body });
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
        }
        // The admin area, counts included, is for every active member to read.
        expect((await t.get('/trpc/genres.usage', { cookie: outsider.cookie })).status).toBe(200);
        expect(await exists(id)).toBe(true);
      },
    );

    it.each(['admin', 'project-leader', 'event-management', 'booking'] as const)('lets the team %s rename, merge and delete', async (team) => {
      const insider = await t.memberWith([team]);
      const [id, into, spare] = [await genre(`Inde ${team} a`), await genre(`Inde ${team} b`), await genre(`Inde ${team} c`)];
      expect((await t.put(`/api/genres/${id}`, { cookie: insider.cookie, body: { name: `Inde ${team} d` } })).status).toBe(200);
      expect((await t.post(`/api/genres/${id}/merge`, { cookie: insider.cookie, body: { into } })).status).toBe(200);
      expect((await t.delete(`/api/genres/${spare}`, { cookie: insider.cookie })).status).toBe(200);
      expect((await t.get('/trpc/genres.usage', { cookie: insider.cookie })).status).toBe(200);
    });
  });
});
