import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type ConcertBody, concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';

describe('copies and series of events', () => {
  const t = useTestApp();
  let admin: string;
  let adminId: number;
  let vega: number;
  let kaja: number;
  let bo: number;
  let cover: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    adminId = (await t.get('/api/auth/session', { cookie: admin })).body.id;
    vega = await createVenue(t, admin, 'Vega');
    [kaja, bo] = await createArtists(t, ['Kaja Kvartet', 'Bo Trio']);
    cover = await uploadCover(t, admin);
  });

  /** Sat 21 March 2026, winter time: 20:00–21:30 and 22:30–00:30, past midnight. */
  const winterEvening = () => [
    concert(kaja, '2026-03-21T20:00:00+01:00', '2026-03-21T21:30:00+01:00'),
    concert(bo, '2026-03-21T22:30:00+01:00', '2026-03-22T00:30:00+01:00'),
  ];

  const createEvent = async (concerts: ConcertBody[] = winterEvening(), isPublic = true) => {
    const response = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Fredagsbar',
        description: '<p>Hver uge i baren</p>',
        ticketUrl: 'https://billetlugen.dk/fredagsbar',
        venueId: vega,
        concerts,
        isPublic,
        imageUrl: cover,
      },
    });
    expect(response.status).toBe(200);
    return response.body;
  };

  const times = (event: { concerts: { from: string; to: string; artist: { id: number } }[] }) =>
    event.concerts.map((one) => ({ artist: one.artist.id, from: one.from, to: one.to }));

  const eventCount = async () => (await t.get('/api/events?per_page=1', { cookie: admin })).body.totalCount;

  describe('POST /api/events/{id}/copy', () => {
    it('copies everything but the times, keeping 20:00 and 22:30 local across the spring change, and answers as GET does', async () => {
      const original = await createEvent();
      const response = await t.post(`/api/events/${original.id}/copy`, { cookie: admin, body: { from: '2026-04-04T20:00:00+02:00' } });
      expect(response.status).toBe(200);
      const copy = response.body;
      expect(copy.id).not.toBe(original.id);
      expect(copy).toEqual({
        ...original,
        id: copy.id,
        concerts: [
          { ...original.concerts[0], id: expect.any(Number), from: '2026-04-04T18:00:00.000Z', to: '2026-04-04T19:30:00.000Z' },
          { ...original.concerts[1], id: expect.any(Number), from: '2026-04-04T20:30:00.000Z', to: '2026-04-04T22:30:00.000Z' },
        ],
        from: '2026-04-04T18:00:00.000Z',
        to: '2026-04-04T22:30:00.000Z',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        createdBy: adminId,
        updatedBy: adminId,
      });
      expect((await t.get(`/api/events/${copy.id}`, { cookie: admin })).body).toEqual(copy);
    });

    it('keeps local times across the autumn change, also for a members-only event', async () => {
      const original = await createEvent(
        [
          concert(kaja, '2026-10-17T20:00:00+02:00', '2026-10-17T21:00:00+02:00'),
          concert(bo, '2026-10-17T23:30:00+02:00', '2026-10-18T01:00:00+02:00'),
        ],
        false,
      );
      const response = await t.post(`/api/events/${original.id}/copy`, { cookie: admin, body: { from: '2026-10-31T19:00:00Z' } });
      expect(response.status).toBe(200);
      expect(response.body.isPublic).toBe(false);
      expect(times(response.body)).toEqual([
        { artist: kaja, from: '2026-10-31T19:00:00.000Z', to: '2026-10-31T20:00:00.000Z' },
        { artist: bo, from: '2026-10-31T22:30:00.000Z', to: '2026-11-01T00:00:00.000Z' },
      ]);
    });

    it('makes an independent event: editing or deleting the copy leaves the original, and both are listed', async () => {
      const original = await createEvent();
      const copy = (await t.post(`/api/events/${original.id}/copy`, { cookie: admin, body: { from: '2026-03-28T20:00:00+01:00' } })).body;
      const edited = await t.put(`/api/events/${copy.id}`, {
        cookie: admin,
        body: {
          title: 'Rettet kopi',
          description: 'Ny tekst',
          ticketUrl: 'https://billetlugen.dk/rettet',
          venueId: vega,
          concerts: [concert(bo, '2026-03-28T21:00:00+01:00', '2026-03-28T22:00:00+01:00')],
          isPublic: false,
          updatedAt: copy.updatedAt,
        },
      });
      expect(edited.status).toBe(200);
      expect((await t.get(`/api/events/${original.id}`, { cookie: admin })).body).toEqual(original);
      const listed = await t.get(`/api/events?per_page=0&filter=venue_id=${vega},title=Rettet kopi`, { cookie: admin });
      expect(listed.body.records.map((event: { id: number }) => event.id)).toEqual([copy.id]);
      expect((await t.delete(`/api/events/${copy.id}`, { cookie: admin })).status).toBe(200);
      expect((await t.get(`/api/events/${original.id}`, { cookie: admin })).body).toEqual(original);
    });

    it.each([
      [{}, 'Angiv hvornår kopien skal begynde'],
      [{ from: '' }, 'Angiv hvornår kopien skal begynde'],
      [{ from: '2026-04-04T20:00:00' }, 'Kopiens starttid skal være et ISO 8601-tidspunkt med tidszone'],
      [{ from: 'i morgen' }, 'Kopiens starttid skal være et ISO 8601-tidspunkt med tidszone'],
      [{ from: '10000-01-01T20:00:00Z' }, 'Kopiens starttid skal være et ISO 8601-tidspunkt med tidszone'],
    ])('refuses %j with 400 and its message', async (body, message) => {
      const original = await createEvent();
      const before = await eventCount();
      const response = await t.post(`/api/events/${original.id}/copy`, { cookie: admin, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await eventCount()).toBe(before);
    });

    it('answers 404 for an event that does not exist', async () => {
      const response = await t.post('/api/events/999999/copy', { cookie: admin, body: { from: '2026-04-04T20:00:00+02:00' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Eventet findes ikke' });
    });
  });

  describe('POST /api/events/{id}/repeat', () => {
    it('makes 2 weekly copies in date order, 20:00 local before and after the spring change', async () => {
      const original = await createEvent();
      const before = await eventCount();
      const response = await t.post(`/api/events/${original.id}/repeat`, { cookie: admin, body: { every: 'week', count: 2 } });
      expect(response.status).toBe(200);
      expect(response.body.map((event: { from: string }) => event.from)).toEqual(['2026-03-28T19:00:00.000Z', '2026-04-04T18:00:00.000Z']);
      expect(times(response.body[1])).toEqual([
        { artist: kaja, from: '2026-04-04T18:00:00.000Z', to: '2026-04-04T19:30:00.000Z' },
        { artist: bo, from: '2026-04-04T20:30:00.000Z', to: '2026-04-04T22:30:00.000Z' },
      ]);
      expect(await eventCount()).toBe(before + 2);
      for (const copy of response.body) {
        expect((await t.get(`/api/events/${copy.id}`, { cookie: admin })).body).toEqual(copy);
        expect(copy).toMatchObject({ title: original.title, description: original.description, imageUrl: cover, venue: original.venue });
      }
    });

    it('makes 26 copies every other week, all listed by GET /api/events', async () => {
      const original = await createEvent();
      const response = await t.post(`/api/events/${original.id}/repeat`, { cookie: admin, body: { every: '2weeks', count: 26 } });
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(26);
      // 26 × 14 days after Sat 21 March 2026 is Sat 20 March 2027, winter time again, the summer between.
      expect(response.body.map((event: { from: string }) => event.from).slice(0, 2)).toEqual(['2026-04-04T18:00:00.000Z', '2026-04-18T18:00:00.000Z']);
      expect(response.body.at(-1).from).toBe('2027-03-20T19:00:00.000Z');
      const listed = await t.get(`/api/events?per_page=0&filter=from_date>2026-03-22,from_date<2027-03-21`, { cookie: admin });
      const listedIds = new Set(listed.body.records.map((event: { id: number }) => event.id));
      expect(response.body.every((copy: { id: number }) => listedIds.has(copy.id))).toBe(true);
    });

    it('repeats monthly on the same day, on the last day of a shorter month', async () => {
      const original = await createEvent([concert(kaja, '2027-01-31T20:00:00+01:00', '2027-01-31T22:00:00+01:00')]);
      const response = await t.post(`/api/events/${original.id}/repeat`, { cookie: admin, body: { every: 'month', count: 3 } });
      expect(response.status).toBe(200);
      expect(response.body.map(times)).toEqual([
        [{ artist: kaja, from: '2027-02-28T19:00:00.000Z', to: '2027-02-28T21:00:00.000Z' }],
        [{ artist: kaja, from: '2027-03-31T18:00:00.000Z', to: '2027-03-31T20:00:00.000Z' }],
        [{ artist: kaja, from: '2027-04-30T18:00:00.000Z', to: '2027-04-30T20:00:00.000Z' }],
      ]);
    });

    it('makes all or nothing: a series that would end after year 9999 is refused and none is made', async () => {
      const original = await createEvent([concert(kaja, '9999-06-15T20:00:00+02:00', '9999-06-15T22:00:00+02:00')]);
      const before = await eventCount();
      const response = await t.post(`/api/events/${original.id}/repeat`, { cookie: admin, body: { every: 'month', count: 26 } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Kopien ville slutte efter år 9999' });
      expect(await eventCount()).toBe(before);
    });

    it.each([
      [{ every: 'week', count: 1 }, 'Antal skal være mellem 2 og 26'],
      [{ every: 'week', count: 27 }, 'Antal skal være mellem 2 og 26'],
      [{ every: 'week', count: 2.5 }, 'Antal skal være mellem 2 og 26'],
      [{ every: 'week', count: '3' }, 'Antal skal være mellem 2 og 26'],
      [{ every: 'week' }, 'Antal skal være mellem 2 og 26'],
      [{ every: 'day', count: 3 }, 'Gentag skal være "week", "2weeks" eller "month"'],
      [{ count: 3 }, 'Gentag skal være "week", "2weeks" eller "month"'],
    ])('refuses %j with 400 and its message', async (body, message) => {
      const original = await createEvent();
      const before = await eventCount();
      const response = await t.post(`/api/events/${original.id}/repeat`, { cookie: admin, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await eventCount()).toBe(before);
    });

    it('answers 404 for an event that does not exist', async () => {
      const response = await t.post('/api/events/999999/repeat', { cookie: admin, body: { every: 'week', count: 2 } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Eventet findes ikke' });
    });
  });

  describe('who may', () => {
    const calls = (id: number) =>
      [
        [`/api/events/${id}/copy`, { from: '2026-04-04T20:00:00+02:00' }],
        [`/api/events/${id}/repeat`, { every: 'week', count: 2 }],
      ] as const;

    it('refuses visitors with 401 and members without manageEvents with 403, making nothing', async () => {
      const original = await createEvent();
      const before = await eventCount();
      const outsider = await t.memberWith(['economy']);
      for (const [url, body] of calls(original.id)) {
        const visitor = await t.post(url, { body });
        expect(visitor.status).toBe(401);
        expect(visitor.body).toEqual({ message: 'Du skal være logget ind' });
        const refused = await t.post(url, { cookie: outsider.cookie, body });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
      }
      expect(await eventCount()).toBe(before);
    });

    it('lets the booking team copy and repeat, recorded as the one who made the copies', async () => {
      const original = await createEvent();
      const booker = await t.memberWith(['booking']);
      for (const [url, body] of calls(original.id)) {
        const response = await t.post(url, { cookie: booker.cookie, body });
        expect(response.status).toBe(200);
        for (const copy of [response.body].flat()) expect(copy).toMatchObject({ createdBy: booker.id, updatedBy: booker.id });
      }
    });
  });
});
