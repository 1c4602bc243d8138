import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { Concert, Event } from '../event/event.entity';

type Body = Record<string, unknown>;

describe('artists', () => {
  const t = useTestApp();
  let admin: string;
  const genre: Record<string, number> = {};
  let imageUrl: string;
  let otherImageUrl: string;
  let body: Body;

  /** An upload through the API, as the artist form does before it saves. */
  async function uploadPicture(seed: number) {
    const file = await samplePicture('png', { seed });
    const response = await t.upload('PUT', '/api/artists/image', { field: 'image', file, cookie: admin });
    expect(response.status).toBe(200);
    return response.text;
  }

  async function createArtist(overrides: Body = {}) {
    const response = await t.post('/api/artists', { cookie: admin, body: { ...body, ...overrides } });
    expect(response.status).toBe(200);
    return response.body;
  }

  beforeAll(async () => {
    admin = await t.loginAdmin();
    for (const name of ['rock', 'Blues', 'ambient', 'Ørkenblues']) {
      genre[name] = (await t.post('/api/genres', { cookie: admin, body: { name } })).body.id;
    }
    imageUrl = await uploadPicture(1);
    otherImageUrl = await uploadPicture(2);
    body = {
      name: 'Efterklang',
      description: 'Dansk band fra København.',
      previewUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      genreIds: [genre.rock],
      socials: ['https://www.instagram.com/efterklang', 'https://efterklang.net'],
      imageUrl,
    };
  });

  describe('create, read, update, delete', () => {
    it('creates an artist, records who did it, and reads it back', async () => {
      const created = await t.post('/api/artists', { cookie: admin, body });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Efterklang',
        imageUrl,
        // Plain text is stored as the formatted text it reads as (docs/content.md).
        description: '<p>Dansk band fra København.</p>',
        genres: [{ id: genre.rock, name: 'rock', createdAt: expect.any(String), updatedAt: expect.any(String) }],
        socials: ['https://www.instagram.com/efterklang', 'https://efterklang.net'],
        previewUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: 1,
        updatedBy: 1,
      });
      expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

      const read = await t.get(`/api/artists/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
    });

    it('trims text, keeps long descriptions as paragraphs, and ignores unknown keys', async () => {
      const description = `Første afsnit.\n\n${'Lang tekst. '.repeat(400)}`.trim();
      const created = await createArtist({
        name: '  Trimmet  ',
        description: `  ${description}\n`,
        socials: ['  https://trimmet.dk  '],
        id: 999,
        createdBy: 42,
        secret: 'x',
      });
      expect(created).toMatchObject({
        name: 'Trimmet',
        description: `<p>Første afsnit.</p><p>${'Lang tekst. '.repeat(400).trim()}</p>`,
        socials: ['https://trimmet.dk'],
        createdBy: 1,
      });
      expect(created.id).not.toBe(999);
      expect(created).not.toHaveProperty('secret');
    });

    it('updates every field, sets updatedBy from the session and keeps createdBy', async () => {
      const booker = await t.memberWith(['booking']);
      const artist = await createArtist();
      const updated = await t.put(`/api/artists/${artist.id}`, {
        cookie: booker.cookie,
        body: {
          name: 'Efterklang (DK)',
          description: 'Ny beskrivelse.',
          previewUrl: 'https://open.spotify.com/album/1',
          genreIds: [genre.Blues, genre.ambient],
          socials: ['https://facebook.com/efterklang'],
          imageUrl: otherImageUrl,
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id: artist.id,
        name: 'Efterklang (DK)',
        description: '<p>Ny beskrivelse.</p>',
        previewUrl: 'https://open.spotify.com/album/1',
        genres: [{ name: 'ambient' }, { name: 'Blues' }],
        socials: ['https://facebook.com/efterklang'],
        imageUrl: otherImageUrl,
        createdAt: artist.createdAt,
        createdBy: 1,
        updatedBy: booker.id,
      });
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(artist.updatedAt));
      expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(updated.body);
    });

    it.each([
      ['absent', undefined],
      ['null', null],
      ['empty', ''],
    ])('keeps the current image when an update has imageUrl %s', async (_case, value) => {
      const artist = await createArtist({ imageUrl: otherImageUrl });
      // JSON leaves out undefined: the absent case sends no imageUrl at all.
      const update = { ...body, name: 'Uden nyt billede', imageUrl: value };
      const updated = await t.put(`/api/artists/${artist.id}`, { cookie: admin, body: update });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ name: 'Uden nyt billede', imageUrl: otherImageUrl });
    });

    it('accepts the image as a path on this server and answers the absolute URL', async () => {
      const artist = await createArtist({ imageUrl: new URL(otherImageUrl).pathname });
      expect(artist.imageUrl).toBe(otherImageUrl);
    });

    it('deletes an artist, answers with what was deleted, and then knows it no more', async () => {
      const artist = await createArtist();
      const deleted = await t.delete(`/api/artists/${artist.id}`, { cookie: admin });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(artist);
      expect((await t.get(`/api/artists/${artist.id}`)).status).toBe(404);
      expect((await t.delete(`/api/artists/${artist.id}`, { cookie: admin })).status).toBe(404);
      // Its genres stay: they belong to every artist.
      const genres = await t.get(`/api/genres?filter=${encodeURIComponent(`id=${genre.rock}`)}`);
      expect(genres.body.totalCount).toBe(1);
    });

    it('accepts DELETE with a JSON content type and an empty body', async () => {
      const artist = await createArtist();
      const deleted = await t.delete(`/api/artists/${artist.id}`, { cookie: admin, headers: { 'content-type': 'application/json' } });
      expect(deleted.status).toBe(200);
    });

    it('refuses with 409 to delete an artist who plays at an event, and deletes nothing', async () => {
      const artist = await createArtist();
      const venue = await t.post('/api/venues', { cookie: admin, body: { name: 'Vega', city: 'København', countryCode: 'DK' } });
      // Events are made directly: this test is about artists, not the events API.
      const em = t.orm.em.fork();
      const startsAt = new Date('2026-05-01T18:00:00.000Z');
      const endsAt = new Date('2026-05-01T20:00:00.000Z');
      const event = em.create(Event, {
        title: 'Forårskoncert',
        description: 'En aften med musik.',
        ticketUrl: 'https://billetter.example/forår',
        venue: venue.body.id,
        isPublic: true,
        fromDate: startsAt,
        toDate: endsAt,
      });
      em.create(Concert, { event, artist: artist.id, startsAt, endsAt });
      await em.flush();

      const response = await t.delete(`/api/artists/${artist.id}`, { cookie: admin });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Kunstneren spiller ved et eller flere events og kan ikke slettes' });
      expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(artist);

      await em.remove(event).flush();
      expect((await t.delete(`/api/artists/${artist.id}`, { cookie: admin })).status).toBe(200);
    });

    it('answers 404 with a Danish message for an artist that does not exist', async () => {
      for (const response of [
        await t.get('/api/artists/999999'),
        await t.put('/api/artists/999999', { cookie: admin, body }),
        await t.delete('/api/artists/999999', { cookie: admin }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Kunstneren findes ikke' });
      }
    });

    it('answers 404 for an id beyond any table, on every database', async () => {
      const response = await t.get('/api/artists/2147483648');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Kunstneren findes ikke' });
    });

    it.each(['0', '-1', 'abc', '1.5', '99999999999999999999'])('refuses the id %s with 400', async (id) => {
      for (const response of [
        await t.get(`/api/artists/${id}`),
        await t.put(`/api/artists/${id}`, { cookie: admin, body }),
        await t.delete(`/api/artists/${id}`, { cookie: admin }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: 'Id skal være et positivt heltal' });
      }
    });
  });

  describe('genres', () => {
    it('answers each genre once, ordered by name with case ignored', async () => {
      const genreIds = [genre.rock, genre['Ørkenblues'], genre.Blues, genre.rock, genre.ambient, genre.Blues];
      const artist = await createArtist({ genreIds });
      expect(artist.genres.map((item: { name: string }) => item.name)).toEqual(['ambient', 'Blues', 'rock', 'Ørkenblues']);
      const updated = await t.put(`/api/artists/${artist.id}`, { cookie: admin, body: { ...body, genreIds: [genre.rock, genre.rock] } });
      expect(updated.body.genres.map((item: { name: string }) => item.name)).toEqual(['rock']);
      expect((await t.get(`/api/artists/${artist.id}`)).body.genres).toEqual(updated.body.genres);
    });

    it('counts a change of genres alone as an update', async () => {
      const artist = await createArtist();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const updated = await t.put(`/api/artists/${artist.id}`, { cookie: admin, body: { ...body, genreIds: [genre.Blues] } });
      expect(updated.body.genres.map((item: { name: string }) => item.name)).toEqual(['Blues']);
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThan(Date.parse(artist.updatedAt));
    });

    it('refuses an unknown genre with 400 on create and update, and changes nothing', async () => {
      const artist = await createArtist();
      const before = (await t.get('/api/artists?per_page=0')).body.totalCount;
      const unknown = { ...body, name: 'Ukendt genre', genreIds: [genre.rock, 999999, 2147483648] };
      for (const response of [
        await t.post('/api/artists', { cookie: admin, body: unknown }),
        await t.put(`/api/artists/${artist.id}`, { cookie: admin, body: unknown }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: 'Genren findes ikke' });
      }
      expect((await t.get('/api/artists?per_page=0')).body.totalCount).toBe(before);
      expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(artist);
    });
  });

  describe('previewUrl', () => {
    it.each([
      'https://open.spotify.com/track/1',
      'http://open.spotify.com/track/1',
      'https://www.open.spotify.com/track/1',
      'https://OPEN.SPOTIFY.COM/artist/2',
      'https://open.spotify.com',
    ])('accepts %s', async (previewUrl) => {
      const artist = await createArtist({ previewUrl });
      expect(artist.previewUrl).toBe(previewUrl);
    });

    // JSON leaves out undefined: that case sends no previewUrl at all.
    it.each([[undefined], [''], [null], ['   ']])('stores no preview when it is %j, and an update removes it', async (previewUrl) => {
      const artist = await createArtist({ previewUrl });
      expect(artist).not.toHaveProperty('previewUrl');
      const withPreview = await createArtist();
      const cleared = await t.put(`/api/artists/${withPreview.id}`, { cookie: admin, body: { ...body, previewUrl } });
      expect(cleared.status).toBe(200);
      expect(cleared.body).not.toHaveProperty('previewUrl');
    });
  });

  describe('socials', () => {
    it('keeps the links in the order given, and allows none', async () => {
      const links = ['https://youtube.com/@band', 'http://band.dk/om', 'https://www.tiktok.com/@band'];
      expect((await createArtist({ socials: links })).socials).toEqual(links);
      expect((await createArtist({ socials: [] })).socials).toEqual([]);
      expect((await createArtist({ socials: undefined })).socials).toEqual([]);
    });

    it('stores every link as a valid URI, as the API documents them: encoded where it was not one', async () => {
      const sent = ['https://example.com/a b', 'https://æøå.dk/ø', 'https://x.dk/<"', 'https://x.dk/%zz', 'https://x.dk/ok%20as%2Dis?q=1#top'];
      const stored = (await createArtist({ socials: sent })).socials;
      expect(stored).toEqual([
        'https://example.com/a%20b',
        'https://xn--5cab8c.dk/%C3%B8',
        'https://x.dk/%3C%22',
        'https://x.dk/%25zz',
        'https://x.dk/ok%20as%2Dis?q=1#top',
      ]);
      // RFC 3986: only unreserved and reserved characters, and % only as the start of an escape.
      for (const link of stored) expect(link).toMatch(/^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/);
    });

    it('takes 20 links', async () => {
      const links = Array.from({ length: 20 }, (_, index) => `https://link${index}.dk`);
      expect((await createArtist({ socials: links })).socials).toEqual(links);
    });
  });

  describe('image', () => {
    it.each([
      ['absent', undefined],
      ['null', null],
      ['empty', ''],
      ['blank', '  '],
    ])('is required on create: %s is refused with 400', async (_case, value) => {
      const before = (await t.get('/api/artists?per_page=0')).body.totalCount;
      const response = await t.post('/api/artists', { cookie: admin, body: { ...body, imageUrl: value } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Image file not present' });
      expect((await t.get('/api/artists?per_page=0')).body.totalCount).toBe(before);
    });

    it.each([
      ['https://evil.example/images/x.webp', 'Billedet skal være uploadet her på siden'],
      ['https://cdn.example/efterklang.jpg', 'Billedet skal være uploadet her på siden'],
      [`http://spillested.test/images/${'0'.repeat(64)}.webp`, 'Billedet findes ikke; upload det igen'],
      ['http://spillested.test/api/artists', 'Billedet skal være uploadet her på siden'],
      [42, 'Billedets URL er ugyldigt'],
    ])('refuses the imageUrl %j with 400 on create and update, and changes nothing', async (foreign, message) => {
      const artist = await createArtist();
      for (const response of [
        await t.post('/api/artists', { cookie: admin, body: { ...body, imageUrl: foreign } }),
        await t.put(`/api/artists/${artist.id}`, { cookie: admin, body: { ...body, name: 'Kapret', imageUrl: foreign } }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(artist);
    });
  });

  describe('validation', () => {
    it.each([
      [{ name: '' }, 'Kustnernavn skal være defineret'],
      [{ name: '   ' }, 'Kustnernavn skal være defineret'],
      [{ name: undefined }, 'Kustnernavn skal være defineret'],
      [{ name: 42 }, 'Kustnernavn skal være defineret'],
      [{ name: 'x'.repeat(101) }, 'Højst 100 tegn'],
      [{ name: 'a\u0000b' }, 'Teksten indeholder ugyldige tegn'],
      [{ description: '' }, 'Kunstnerbeskreivelse skal være defineret'],
      [{ description: ' \n ' }, 'Kunstnerbeskreivelse skal være defineret'],
      [{ description: undefined }, 'Kunstnerbeskreivelse skal være defineret'],
      [{ description: 'x'.repeat(5001) }, 'Højst 5000 tegn'],
      [{ previewUrl: 'spotify' }, 'Spotify preview-URL skal være et gyldigt URL'],
      [{ previewUrl: 'open.spotify.com/track/1' }, 'Spotify preview-URL skal være et gyldigt URL'],
      [{ previewUrl: 'ftp://open.spotify.com/track/1' }, 'Spotify preview-URL skal være et gyldigt URL'],
      [{ previewUrl: 'javascript:alert(1)' }, 'Spotify preview-URL skal være et gyldigt URL'],
      [{ previewUrl: 'https://open.spotify.com/\u0000' }, 'Spotify preview-URL skal være et gyldigt URL'],
      [{ previewUrl: 42 }, 'Spotify preview-URL skal være et gyldigt URL'],
      [{ previewUrl: 'https://open.spotify.com.evil.com/track/1' }, 'Preview URL skal være fra Spotify'],
      [{ previewUrl: 'https://spotify.com/track/1' }, 'Preview URL skal være fra Spotify'],
      [{ previewUrl: 'https://play.spotify.com/track/1' }, 'Preview URL skal være fra Spotify'],
      [{ previewUrl: 'https://open.spotify.com@evil.com/track/1' }, 'Preview URL skal være fra Spotify'],
      [{ previewUrl: 'https://evil.com/open.spotify.com' }, 'Preview URL skal være fra Spotify'],
      [{ previewUrl: `https://open.spotify.com/${'x'.repeat(250)}` }, 'Højst 255 tegn'],
      [{ genreIds: [] }, 'Vælg mindst én genre'],
      [{ genreIds: undefined }, 'Vælg mindst én genre'],
      [{ genreIds: 'rock' }, 'Vælg mindst én genre'],
      [{ genreIds: [0] }, 'Id skal være et positivt heltal'],
      [{ genreIds: [1.5] }, 'Id skal være et positivt heltal'],
      [{ genreIds: Array.from({ length: 51 }, (_, index) => index + 1) }, 'Højst 50 genrer'],
      [{ socials: [''] }, 'URL skal være gyldigt'],
      [{ socials: ['https://ok.dk', 'ikke et link'] }, 'URL skal være gyldigt'],
      [{ socials: ['ftp://band.dk'] }, 'URL skal være gyldigt'],
      [{ socials: ['javascript:alert(1)'] }, 'URL skal være gyldigt'],
      [{ socials: [null] }, 'URL skal være gyldigt'],
      [{ socials: 'https://band.dk' }, 'URL skal være gyldigt'],
      [{ socials: ['https://band.dk/\u0000'] }, 'URL skal være gyldigt'],
      [{ socials: [`https://band.dk/${'x'.repeat(500)}`] }, 'Højst 500 tegn'],
      [{ socials: Array.from({ length: 21 }, (_, index) => `https://link${index}.dk`) }, 'Højst 20 links'],
    ])('refuses %j with 400 "%s" on create and update, and changes nothing', async (overrides, message) => {
      const artist = await createArtist();
      const before = (await t.get('/api/artists?per_page=0')).body.totalCount;
      const invalidBody = { ...body, ...overrides };
      for (const response of [
        await t.post('/api/artists', { cookie: admin, body: invalidBody }),
        await t.put(`/api/artists/${artist.id}`, { cookie: admin, body: invalidBody }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect((await t.get('/api/artists?per_page=0')).body.totalCount).toBe(before);
      expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(artist);
    });

    it('reports the first problem in the order of the form', async () => {
      const response = await t.post('/api/artists', { cookie: admin, body: { name: '', description: '', genreIds: [] } });
      expect(response.body).toEqual({ message: 'Kustnernavn skal være defineret' });
    });

    it('refuses a body that is not an object', async () => {
      for (const invalidBody of ['[]', '"Efterklang"', 'null', '42']) {
        const response = await t.post('/api/artists', { cookie: admin, body: invalidBody });
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
    });
  });

  describe('permissions', () => {
    it('lets anyone read', async () => {
      const artist = await createArtist();
      expect((await t.get('/api/artists')).status).toBe(200);
      expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(artist);
    });

    it('refuses changes without a session with 401', async () => {
      const artist = await createArtist();
      for (const response of [
        await t.post('/api/artists', { body }),
        await t.put(`/api/artists/${artist.id}`, { body }),
        await t.delete(`/api/artists/${artist.id}`),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Du skal være logget ind' });
      }
    });

    it('refuses members who are not yet approved with 403', async () => {
      const artist = await createArtist();
      const pending = await t.memberWith(['booking'], { active: false });
      for (const response of [
        await t.post('/api/artists', { cookie: pending.cookie, body }),
        await t.put(`/api/artists/${artist.id}`, { cookie: pending.cookie, body }),
        await t.delete(`/api/artists/${artist.id}`, { cookie: pending.cookie }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
      }
    });

    it.each(['member', 'economy', 'public-relations', 'visual-identity', 'team-management'] as const)(
      'refuses the team %s with 403 and changes nothing',
      async (team) => {
        const artist = await createArtist();
        const before = (await t.get('/api/artists?per_page=0')).body.totalCount;
        const outsider = await t.memberWith([team]);
        for (const response of [
          await t.post('/api/artists', { cookie: outsider.cookie, body }),
          await t.put(`/api/artists/${artist.id}`, { cookie: outsider.cookie, body: { ...body, name: 'Kapret' } }),
          await t.delete(`/api/artists/${artist.id}`, { cookie: outsider.cookie }),
        ]) {
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
        }
        expect((await t.get(`/api/artists/${artist.id}`)).body).toEqual(artist);
        expect((await t.get('/api/artists?per_page=0')).body.totalCount).toBe(before);
      },
    );

    it.each(['admin', 'project-leader', 'event-management', 'booking'] as const)('lets the team %s manage artists', async (team) => {
      const insider = await t.memberWith([team]);
      const created = await t.post('/api/artists', { cookie: insider.cookie, body });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ createdBy: insider.id, updatedBy: insider.id });
      expect((await t.put(`/api/artists/${created.body.id}`, { cookie: insider.cookie, body })).status).toBe(200);
      expect((await t.delete(`/api/artists/${created.body.id}`, { cookie: insider.cookie })).status).toBe(200);
    });
  });
});
