import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL } from '../../test/test-app';
import { useTestApp } from '../../test/test-app';
import { Concert } from './event.entity';
import { type ConcertBody, concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';

type Body = Record<string, unknown> & { concerts: ConcertBody[] };

describe('events', () => {
  const t = useTestApp();
  let admin: string;
  let adminId: number;
  let vega: number;
  let train: number;
  let kaja: number;
  let bo: number;
  let aeldre: number;
  let cover: string;
  let otherCover: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    adminId = (await t.get('/api/auth/session', { cookie: admin })).body.id;
    vega = await createVenue(t, admin, 'Vega');
    train = await createVenue(t, admin, 'Train');
    [kaja, bo, aeldre] = await createArtists(t, ['Kaja Kvartet', 'Bo Trio', 'Ældre Herrer']);
    cover = await uploadCover(t, admin, 1);
    otherCover = await uploadCover(t, admin, 2);
  });

  /** A valid body; times in Copenhagen winter time, as the admin form sends them. */
  const eventBody = (overrides: Partial<Body> = {}): Body => ({
    title: 'Jazz i Vega',
    description: 'En aften med jazz',
    ticketUrl: 'https://billetlugen.dk/jazz',
    venueId: vega,
    concerts: [
      concert(kaja, '2026-12-05T20:00:00+01:00', '2026-12-05T21:00:00+01:00'),
      concert(bo, '2026-12-05T21:30:00+01:00', '2026-12-05T23:00:00+01:00'),
    ],
    isPublic: true,
    imageUrl: cover,
    ...overrides,
  });

  const createEvent = async (overrides: Partial<Body> = {}) => {
    const response = await t.post('/api/events', { cookie: admin, body: eventBody(overrides) });
    expect(response.status).toBe(200);
    return response.body;
  };

  const readAsAdmin = async (id: number) => (await t.get(`/api/events/${id}`, { cookie: admin })).body;

  const concertIdsInDatabase = async (eventId: number) =>
    (await t.orm.em.fork().find(Concert, { event: eventId })).map((row) => row.id).sort((a, b) => a - b);

  describe('create, read, update, delete', () => {
    it('creates an event with its concerts, venue, artists and cover, and reads it back', async () => {
      const created = await t.post('/api/events', { cookie: admin, body: eventBody() });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(Number),
        title: 'Jazz i Vega',
        // Plain text is stored as the formatted text it reads as (docs/content.md).
        description: '<p>En aften med jazz</p>',
        ticketUrl: 'https://billetlugen.dk/jazz',
        imageUrl: cover,
        concerts: [
          {
            id: expect.any(Number),
            from: '2026-12-05T19:00:00.000Z',
            to: '2026-12-05T20:00:00.000Z',
            artist: expect.objectContaining({ id: kaja, name: 'Kaja Kvartet', genres: [expect.objectContaining({ name: 'Jazz' })] }),
          },
          {
            id: expect.any(Number),
            from: '2026-12-05T20:30:00.000Z',
            to: '2026-12-05T22:00:00.000Z',
            artist: expect.objectContaining({ id: bo, name: 'Bo Trio' }),
          },
        ],
        venue: expect.objectContaining({ id: vega, name: 'Vega', city: 'Aarhus', countryCode: 'DK' }),
        isPublic: true,
        // The contract's body gives no details beyond it: a scheduled, ticketed concert, and no doors, price or age limit.
        status: 'scheduled',
        kind: 'concert',
        admission: 'ticket',
        from: '2026-12-05T19:00:00.000Z',
        to: '2026-12-05T22:00:00.000Z',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: adminId,
        updatedBy: adminId,
      });
      expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

      const read = await t.get(`/api/events/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
    });

    it('orders concerts by start whatever the input order, and spans from the earliest start to the latest end', async () => {
      const created = await createEvent({
        concerts: [
          concert(bo, '2026-12-06T21:00:00Z', '2026-12-06T22:00:00Z'),
          concert(aeldre, '2026-12-06T22:30:00Z', '2026-12-06T23:00:00Z'),
          // Starts first and ends last: the event's span comes from one concert at both ends.
          concert(kaja, '2026-12-06T18:00:00Z', '2026-12-07T01:00:00Z'),
        ],
      });
      const order = (event: { concerts: { artist: { id: number } }[] }) => event.concerts.map((item) => item.artist.id);
      expect(order(created)).toEqual([kaja, bo, aeldre]);
      expect(created).toMatchObject({ from: '2026-12-06T18:00:00.000Z', to: '2026-12-07T01:00:00.000Z' });
      const read = await t.get(`/api/events/${created.id}`);
      expect(order(read.body)).toEqual([kaja, bo, aeldre]);
      expect(read.body).toMatchObject({ from: '2026-12-06T18:00:00.000Z', to: '2026-12-07T01:00:00.000Z' });
    });

    it('lets one artist play twice at an event', async () => {
      const created = await createEvent({
        concerts: [
          concert(kaja, '2026-12-08T20:00:00Z', '2026-12-08T21:00:00Z'),
          concert(kaja, '2026-12-08T22:00:00Z', '2026-12-08T23:00:00Z'),
        ],
      });
      expect(created.concerts.map((item: { artist: { id: number } }) => item.artist.id)).toEqual([kaja, kaja]);
    });

    it('trims text and ignores unknown keys', async () => {
      const created = await createEvent({ title: '  Jul  ', description: ' Gløgg ', ticketUrl: ' https://billet.dk/jul ', secret: 'x' });
      expect(created).toMatchObject({ title: 'Jul', description: '<p>Gløgg</p>', ticketUrl: 'https://billet.dk/jul' });
      expect(created).not.toHaveProperty('secret');
    });

    it('updates every field, replaces the concerts, recomputes the span and sets updatedBy', async () => {
      const booker = await t.memberWith(['booking']);
      const original = await createEvent();
      const oldConcertIds = original.concerts.map((item: { id: number }) => item.id);
      const response = await t.put(`/api/events/${original.id}`, {
        cookie: booker.cookie,
        body: {
          title: 'Jazz i Train',
          description: 'Flyttet',
          ticketUrl: 'http://train.dk/billet',
          venueId: train,
          concerts: [
            concert(aeldre, '2027-01-10T21:00:00+01:00', '2027-01-10T22:00:00+01:00'),
            concert(bo, '2027-01-10T19:00:00+01:00', '2027-01-10T20:00:00+01:00'),
            concert(kaja, '2027-01-10T20:00:00+01:00', '2027-01-10T21:00:00+01:00'),
          ],
          isPublic: false,
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: original.id,
        title: 'Jazz i Train',
        description: '<p>Flyttet</p>',
        ticketUrl: 'http://train.dk/billet',
        venue: { id: train, name: 'Train' },
        isPublic: false,
        imageUrl: cover,
        from: '2027-01-10T18:00:00.000Z',
        to: '2027-01-10T21:00:00.000Z',
        createdAt: original.createdAt,
        createdBy: adminId,
        updatedBy: booker.id,
      });
      expect(response.body.concerts.map((item: { artist: { id: number } }) => item.artist.id)).toEqual([bo, kaja, aeldre]);
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(original.updatedAt));

      const newConcertIds = response.body.concerts.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b);
      expect(newConcertIds.filter((id: number) => oldConcertIds.includes(id))).toEqual([]);
      expect(await concertIdsInDatabase(original.id)).toEqual(newConcertIds);
      expect(await readAsAdmin(original.id)).toEqual(response.body);
    });

    it('deletes an event and its concerts, answers with what was deleted, and then knows it no more', async () => {
      const event = await createEvent();
      const deleted = await t.delete(`/api/events/${event.id}`, { cookie: admin });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(event);
      expect(await concertIdsInDatabase(event.id)).toEqual([]);
      expect((await t.get(`/api/events/${event.id}`, { cookie: admin })).status).toBe(404);
      expect((await t.delete(`/api/events/${event.id}`, { cookie: admin })).status).toBe(404);
    });

    it('accepts DELETE with a JSON content type and an empty body', async () => {
      const event = await createEvent();
      const deleted = await t.delete(`/api/events/${event.id}`, { cookie: admin, headers: { 'content-type': 'application/json' } });
      expect(deleted.status).toBe(200);
    });

    it('answers 404 with a Danish message for an event that does not exist', async () => {
      for (const response of [
        await t.get('/api/events/999999'),
        await t.get('/api/events/999999', { cookie: admin }),
        await t.put('/api/events/999999', { cookie: admin, body: eventBody() }),
        await t.delete('/api/events/999999', { cookie: admin }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Eventet findes ikke' });
      }
    });

    it.each(['0', '-1', 'abc', '1.5'])('refuses the id %s with 400', async (id) => {
      const response = await t.get(`/api/events/${id}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Id skal være et positivt heltal' });
    });
  });

  describe('validation', () => {
    const withConcert = (body: Body, change: Partial<ConcertBody> | Record<string, unknown>): Body => ({
      ...body,
      concerts: [{ ...body.concerts[0]!, ...change } as ConcertBody, ...body.concerts.slice(1)],
    });
    const without = (key: string) => (body: Body) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key)) as Body;
    const set = (change: Record<string, unknown>) => (body: Body) => ({ ...body, ...change });
    const concertWith = (change: Record<string, unknown>) => (body: Body) => withConcert(body, change);
    const START = 'Koncertens starttid skal være et ISO 8601-tidspunkt med tidszone';
    const END = 'Koncertens sluttid skal være et ISO 8601-tidspunkt med tidszone';

    it.each<[string, (body: Body) => Body, string]>([
      ['no title', without('title'), 'Eventtitel skal være defineret'],
      ['an empty title', set({ title: '' }), 'Eventtitel skal være defineret'],
      ['a blank title', set({ title: '   ' }), 'Eventtitel skal være defineret'],
      ['a numeric title', set({ title: 42 }), 'Eventtitel skal være defineret'],
      ['a title of 201 characters', set({ title: 'x'.repeat(201) }), 'Højst 200 tegn'],
      ['a title with a NUL', set({ title: 'Jazz\u0000' }), 'Teksten indeholder ugyldige tegn'],
      ['no description', without('description'), 'Eventbeskrivelse skal være defineret'],
      ['an empty description', set({ description: '' }), 'Eventbeskrivelse skal være defineret'],
      ['no ticket URL', without('ticketUrl'), 'Billet-URL skal være defineret'],
      ['an empty ticket URL', set({ ticketUrl: ' ' }), 'Billet-URL skal være defineret'],
      ['a ticket URL that is no URL', set({ ticketUrl: 'billetter hos Vega' }), 'Billet-URL skal være et gyldigt URL'],
      ['an ftp ticket URL', set({ ticketUrl: 'ftp://billet.dk/jazz' }), 'Billet-URL skal være et gyldigt URL'],
      ['a javascript ticket URL', set({ ticketUrl: 'javascript:alert(1)' }), 'Billet-URL skal være et gyldigt URL'],
      ['a ticket URL of 256 characters', set({ ticketUrl: `https://billet.dk/${'x'.repeat(238)}` }), 'Højst 255 tegn'],
      ['no concerts', without('concerts'), 'Et event skal have mindst én koncert'],
      ['an empty concert list', set({ concerts: [] }), 'Et event skal have mindst én koncert'],
      ['concerts that are no list', set({ concerts: 'alle' }), 'Et event skal have mindst én koncert'],
      [
        '51 concerts',
        (body) => ({ ...body, concerts: Array.from({ length: 51 }, () => body.concerts[0]!) }),
        'Et event kan højst have 50 koncerter',
      ],
      ['no venue', without('venueId'), 'Vælg et spillested'],
      ['venue 0', set({ venueId: 0 }), 'Vælg et spillested'],
      ['a venue id that is no number', set({ venueId: 'Vega' }), 'Vælg et spillested'],
      ['venue 1.5', set({ venueId: 1.5 }), 'Vælg et spillested'],
      ['no public flag', without('isPublic'), 'Angiv om eventet er offentligt'],
      ['a public flag as text', set({ isPublic: 'false' }), 'Angiv om eventet er offentligt'],
      ['a concert without an artist', concertWith({ artistID: undefined }), 'Vælg en kunstner til koncerten'],
      ['a concert with artist -1', concertWith({ artistID: -1 }), 'Vælg en kunstner til koncerten'],
      ['a concert with artist 1.5', concertWith({ artistID: 1.5 }), 'Vælg en kunstner til koncerten'],
      ['a concert without a start', concertWith({ from: undefined }), 'Angiv koncertens starttid'],
      ['a concert with an empty start', concertWith({ from: '' }), 'Angiv koncertens starttid'],
      ['a start without an offset', concertWith({ from: '2026-12-05T20:00:00' }), START],
      ['a start that is only a date', concertWith({ from: '2026-12-05' }), START],
      ['a start on 30 February', concertWith({ from: '2026-02-30T20:00:00Z' }), START],
      ['a start in year 0', concertWith({ from: '0000-01-01T00:00:00Z' }), START],
      ['a concert without an end', concertWith({ to: undefined }), 'Angiv koncertens sluttid'],
      ['an end that is no time', concertWith({ to: 'igår' }), END],
      ['an end past year 9999', concertWith({ to: '9999-12-31T23:00:00-05:00' }), END],
      [
        'an end before the start',
        concertWith({ from: '2026-12-05T21:00:00Z', to: '2026-12-05T20:00:00Z' }),
        'Koncertens sluttid skal være efter starttiden',
      ],
      [
        'an end equal to the start',
        concertWith({ from: '2026-12-05T21:00:00+01:00', to: '2026-12-05T20:00:00Z' }),
        'Koncertens sluttid skal være efter starttiden',
      ],
    ])('refuses %s with 400 on create and update, changing nothing', async (_case, change, message) => {
      const event = await createEvent();
      const body = change(eventBody());
      for (const response of [
        await t.post('/api/events', { cookie: admin, body }),
        await t.put(`/api/events/${event.id}`, { cookie: admin, body }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await readAsAdmin(event.id)).toEqual(event);
    });

    it('refuses a body that is not an object', async () => {
      for (const body of ['[]', '"Jazz"', 'null', '42']) {
        const response = await t.post('/api/events', { cookie: admin, body });
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
    });

    it.each<[string, (ids: { missing: number }) => Partial<Body>, string]>([
      ['an unknown venue', ({ missing }) => ({ venueId: missing }), 'Spillestedet findes ikke'],
      [
        'an unknown artist among known ones',
        ({ missing }) => ({
          concerts: [
            concert(kaja, '2026-12-05T20:00:00Z', '2026-12-05T21:00:00Z'),
            concert(missing, '2026-12-05T21:00:00Z', '2026-12-05T22:00:00Z'),
          ],
        }),
        'Kunstneren findes ikke',
      ],
    ])('refuses %s with 400 on create and update, changing nothing', async (_case, change, message) => {
      const event = await createEvent();
      const before = await t.get(`/api/events?per_page=0`, { cookie: admin });
      const body = eventBody(change({ missing: 999999 }));
      for (const response of [
        await t.post('/api/events', { cookie: admin, body }),
        await t.put(`/api/events/${event.id}`, { cookie: admin, body }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await readAsAdmin(event.id)).toEqual(event);
      expect((await t.get(`/api/events?per_page=0`, { cookie: admin })).body.totalCount).toBe(before.body.totalCount);
    });
  });

  describe('cover image', () => {
    it.each([
      ['without imageUrl', undefined],
      ['with an empty imageUrl', ''],
      ['with a blank imageUrl', '  '],
    ])('refuses to create an event %s with 400 "Cover image must be set"', async (_case, imageUrl) => {
      const response = await t.post('/api/events', { cookie: admin, body: { ...eventBody(), imageUrl } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Cover image must be set' });
    });

    it('keeps the cover when an update leaves imageUrl out or empty, and replaces it when given', async () => {
      const event = await createEvent();
      const { imageUrl: _, ...withoutCover } = eventBody({ title: 'Uden nyt cover' });
      const kept = await t.put(`/api/events/${event.id}`, { cookie: admin, body: withoutCover });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ title: 'Uden nyt cover', imageUrl: cover });
      expect((await t.put(`/api/events/${event.id}`, { cookie: admin, body: { ...withoutCover, imageUrl: '' } })).body.imageUrl).toBe(
        cover,
      );

      const replaced = await t.put(`/api/events/${event.id}`, { cookie: admin, body: eventBody({ imageUrl: otherCover }) });
      expect(replaced.status).toBe(200);
      expect(replaced.body.imageUrl).toBe(otherCover);
      expect((await readAsAdmin(event.id)).imageUrl).toBe(otherCover);
    });

    it('accepts the bare path of an uploaded cover and shows it as an absolute URL', async () => {
      const created = await createEvent({ imageUrl: new URL(cover).pathname });
      expect(created.imageUrl).toBe(cover);
    });

    it.each([
      ['a picture from elsewhere', 'https://example.com/images/cover.webp', 'Billedet skal være uploadet her på siden'],
      ['a path outside the images', `${PUBLIC_URL}/images/../../etc/passwd`, 'Billedet skal være uploadet her på siden'],
      ['a picture never uploaded', `${PUBLIC_URL}/images/${'0'.repeat(64)}.webp`, 'Billedet findes ikke; upload det igen'],
    ])('refuses %s with 400 on create and update, changing nothing', async (_case, imageUrl, message) => {
      const event = await createEvent();
      const body = eventBody({ imageUrl });
      for (const response of [
        await t.post('/api/events', { cookie: admin, body }),
        await t.put(`/api/events/${event.id}`, { cookie: admin, body }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await readAsAdmin(event.id)).toEqual(event);
    });
  });

  describe('visibility of non-public events', () => {
    let hidden: { id: number };
    beforeAll(async () => {
      hidden = await createEvent({ title: 'Intern prøve', isPublic: false });
    });

    const listed = async (cookie?: string) => {
      const { body } = await t.get(`/api/events?filter=${encodeURIComponent(`id=${hidden.id}`)}`, { cookie });
      return body.totalCount;
    };

    it('hides them from visitors: left out of lists, 404 by id like a missing event', async () => {
      const response = await t.get(`/api/events/${hidden.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Eventet findes ikke' });
      expect(await listed()).toBe(0);
    });

    it('hides them from members not yet approved', async () => {
      const pending = await t.memberWith(['event-management'], { active: false });
      const response = await t.get(`/api/events/${hidden.id}`, { cookie: pending.cookie });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Eventet findes ikke' });
      expect(await listed(pending.cookie)).toBe(0);
    });

    it('shows them to any active member', async () => {
      const member = await t.memberWith(['member']);
      const response = await t.get(`/api/events/${hidden.id}`, { cookie: member.cookie });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: hidden.id, title: 'Intern prøve', isPublic: false });
      expect(await listed(member.cookie)).toBe(1);
    });

    it('hides an event from visitors as soon as an update makes it non-public', async () => {
      const event = await createEvent();
      expect((await t.get(`/api/events/${event.id}`)).status).toBe(200);
      await t.put(`/api/events/${event.id}`, { cookie: admin, body: eventBody({ isPublic: false }) });
      expect((await t.get(`/api/events/${event.id}`)).status).toBe(404);
    });
  });

  describe('permissions', () => {
    it('lets anyone read public events', async () => {
      const event = await createEvent();
      expect((await t.get('/api/events')).status).toBe(200);
      expect((await t.get(`/api/events/${event.id}`)).status).toBe(200);
    });

    it('refuses changes without a session with 401', async () => {
      const event = await createEvent();
      for (const response of [
        await t.post('/api/events', { body: eventBody() }),
        await t.put(`/api/events/${event.id}`, { body: eventBody({ title: 'Kapret' }) }),
        await t.delete(`/api/events/${event.id}`),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Du skal være logget ind' });
      }
      expect(await readAsAdmin(event.id)).toEqual(event);
    });

    it('refuses members who are not yet approved with 403', async () => {
      const event = await createEvent();
      const pending = await t.memberWith(['event-management'], { active: false });
      for (const response of [
        await t.post('/api/events', { cookie: pending.cookie, body: eventBody() }),
        await t.put(`/api/events/${event.id}`, { cookie: pending.cookie, body: eventBody({ title: 'Kapret' }) }),
        await t.delete(`/api/events/${event.id}`, { cookie: pending.cookie }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
      }
      expect(await readAsAdmin(event.id)).toEqual(event);
    });

    it.each(['member', 'economy', 'public-relations', 'visual-identity', 'team-management'] as const)(
      'refuses the team %s with 403 and changes nothing',
      async (team) => {
        const event = await createEvent();
        const outsider = await t.memberWith([team]);
        const before = (await t.get('/api/events?per_page=0', { cookie: admin })).body.totalCount;
        for (const response of [
          await t.post('/api/events', { cookie: outsider.cookie, body: eventBody() }),
          await t.put(`/api/events/${event.id}`, { cookie: outsider.cookie, body: eventBody({ title: 'Kapret' }) }),
          await t.delete(`/api/events/${event.id}`, { cookie: outsider.cookie }),
        ]) {
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
        }
        expect(await readAsAdmin(event.id)).toEqual(event);
        expect((await t.get('/api/events?per_page=0', { cookie: admin })).body.totalCount).toBe(before);
      },
    );

    it.each(['admin', 'project-leader', 'event-management', 'booking'] as const)('lets the team %s manage events', async (team) => {
      const insider = await t.memberWith([team]);
      const created = await t.post('/api/events', { cookie: insider.cookie, body: eventBody() });
      expect(created.status).toBe(200);
      expect(created.body.createdBy).toBe(insider.id);
      const updated = await t.put(`/api/events/${created.body.id}`, { cookie: insider.cookie, body: eventBody({ title: 'Rettet' }) });
      expect(updated.status).toBe(200);
      expect(updated.body.title).toBe('Rettet');
      expect((await t.delete(`/api/events/${created.body.id}`, { cookie: insider.cookie })).status).toBe(200);
    });
  });
});
