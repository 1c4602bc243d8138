import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, useTestApp } from '../../test/test-app';
import { concert, type ConcertBody, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { createShift } from '../../test/shift-fixtures';

const HOUR_MS = 3_600_000;

describe('nights that are not concerts (issue 47)', () => {
  const t = useTestApp();
  let admin: string;
  let venueId: number;
  let artist: number;
  let cover: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    venueId = await createVenue(t, admin, 'Huset');
    [artist] = await createArtists(t, ['Kaja Kvartet']);
    cover = await uploadCover(t, admin);
  });

  const barNight = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    title: 'Fredagsbar',
    description: '<p>Baren er åben</p>',
    venueId,
    isPublic: true,
    imageUrl: cover,
    kind: 'bar-night',
    admission: 'free',
    from: inDays(3, 18),
    to: inDays(3, 23),
    ...overrides,
  });

  const create = async (body: Record<string, unknown>) => {
    const response = await t.post('/api/events', { cookie: admin, body });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  const refusal = async (body: Record<string, unknown>) => {
    const response = await t.post('/api/events', { cookie: admin, body });
    expect(response.status).toBe(400);
    return response.body.message;
  };

  describe('create and read', () => {
    it('makes a free bar night without artist or ticket link, with its own times, and answers its page as ticketUrl', async () => {
      const body = barNight();
      const created = await create(body);
      expect(created).toMatchObject({ kind: 'bar-night', admission: 'free', concerts: [], from: body.from, to: body.to });
      expect(created.ticketUrl).toBe(`${PUBLIC_URL}/events/${created.id}`);
      expect(created).not.toHaveProperty('doorPrice');
      const read = await t.get(`/api/events/${created.id}`);
      expect(read.body).toEqual(created);
      const listed = (await t.get(`/api/events?filter=${encodeURIComponent(`id=${created.id}`)}`)).body.records;
      expect(listed).toEqual([created]);
    });

    it('keeps a quiz paid at the door with its price, and drops a ticket link a night without tickets was given', async () => {
      const quiz = await create(barNight({ kind: 'quiz', admission: 'door', doorPrice: 60, ticketUrl: 'https://billetlugen.dk/quiz' }));
      expect(quiz).toMatchObject({ kind: 'quiz', admission: 'door', doorPrice: 60, ticketUrl: `${PUBLIC_URL}/events/${quiz.id}` });
    });

    it('accepts a reservation night and a DJ night with concerts, whose times come from the concerts', async () => {
      const from = inDays(4, 20);
      const to = inDays(4, 22);
      const dj = await create(barNight({ kind: 'dj', admission: 'reservation', concerts: [concert(artist, from, to)], from: inDays(9), to: inDays(9, 23) }));
      expect(dj).toMatchObject({ kind: 'dj', admission: 'reservation', from, to });
      expect(dj.concerts).toHaveLength(1);
    });

    it.each([
      ['no ticket link and no admission (the spec)', { admission: undefined, kind: undefined, concerts: [concert(0, inDays(3), inDays(3, 21))] }, 'Billet-URL skal være defineret'],
      ['an empty ticket link for a ticket night', { admission: 'ticket', ticketUrl: '' }, 'Billet-URL skal være defineret'],
      ['a concert without concerts', { kind: 'concert' }, 'Et event skal have mindst én koncert'],
      ['no kind (a concert) without concerts', { kind: undefined }, 'Et event skal have mindst én koncert'],
      ['a bar night without its own start', { from: undefined }, 'Angiv hvornår eventet begynder'],
      ['a bar night without its own end', { to: undefined }, 'Angiv hvornår eventet slutter'],
      ['an end before the start', { from: inDays(3, 22), to: inDays(3, 18) }, 'Eventets sluttid skal være efter starttiden'],
      ['door admission without a price', { admission: 'door' }, 'Angiv entréprisen i kroner'],
      ['a price that is no whole number', { admission: 'door', doorPrice: '60' }, 'Entréprisen skal være et helt antal kroner fra 0 til 10000'],
      ['an unknown kind', { kind: 'cinema' }, 'Arten skal være "concert", "bar-night", "quiz", "dj", "workshop", "communal-dinner", "other"'],
      ['an unknown admission', { admission: 'gift' }, 'Entré skal være "ticket", "free", "door", "reservation"'],
      ['doors after the own start', { doorsAt: inDays(3, 19) }, 'Dørene kan ikke åbne efter den første koncert'],
    ])('refuses %s with 400 and its message', async (_, overrides, message) => {
      const body = barNight(overrides);
      // A concert of artist 0 stands for "some artist": the body's other refusal comes first.
      if (Array.isArray(body.concerts)) body.concerts = (body.concerts as ConcertBody[]).map((one) => ({ ...one, artistID: artist }));
      expect(await refusal(body)).toBe(message);
    });
  });

  describe('update', () => {
    it("keeps a free night free when the original client saves it back with its page as ticket link and no concerts", async () => {
      const night = await create(barNight());
      const { title, description, ticketUrl, isPublic } = night;
      const saved = await t.put(`/api/events/${night.id}`, { cookie: admin, body: { title, description, ticketUrl, venueId, concerts: [], isPublic } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toMatchObject({ kind: 'bar-night', admission: 'free', ticketUrl, from: night.from, to: night.to });
    });

    it('makes a night a ticket night when a client that knows no admission gives it a real ticket link', async () => {
      const night = await create(barNight());
      const body = { title: night.title, description: night.description, ticketUrl: 'https://billetlugen.dk/bar', venueId, concerts: [], isPublic: true };
      const saved = await t.put(`/api/events/${night.id}`, { cookie: admin, body });
      expect(saved.body).toMatchObject({ admission: 'ticket', ticketUrl: 'https://billetlugen.dk/bar' });
    });

    it('turns a concert into a workshop without concerts, and back only with concerts', async () => {
      const from = inDays(5, 19);
      const show = await create({ ...barNight({ kind: undefined, admission: undefined }), ticketUrl: 'https://billetlugen.dk/k', concerts: [concert(artist, from, inDays(5, 21))] });
      const workshop = await t.put(`/api/events/${show.id}`, { cookie: admin, body: barNight({ kind: 'workshop', admission: 'door', doorPrice: 0, from: inDays(6, 10), to: inDays(6, 14) }) });
      expect(workshop.body).toMatchObject({ kind: 'workshop', admission: 'door', doorPrice: 0, concerts: [], from: inDays(6, 10) });
      const back = await t.put(`/api/events/${show.id}`, { cookie: admin, body: barNight({ kind: 'concert' }) });
      expect(back.status).toBe(400);
      expect(back.body.message).toBe('Et event skal have mindst én koncert');
    });
  });

  describe('programme filter, copies, series and shifts', () => {
    it('filters the list by kind, and refuses a kind that does not exist', async () => {
      const quiz = await create(barNight({ kind: 'quiz', title: 'Quizaften' }));
      const quizzes = (await t.get(`/api/events?filter=${encodeURIComponent('kind=quiz')}`)).body.records;
      expect(quizzes.map((event: { id: number }) => event.id)).toContain(quiz.id);
      expect(quizzes.map((event: { kind: string }) => event.kind)).toEqual(quizzes.map(() => 'quiz'));
      const others = (await t.get(`/api/events?filter=${encodeURIComponent('kind!=quiz')}`)).body.records;
      expect(others.some((event: { kind: string }) => event.kind === 'quiz')).toBe(false);
      expect((await t.get(`/api/events?filter=${encodeURIComponent('kind=cinema')}`)).status).toBe(400);
    });

    it('copies a night without concerts with its own times moved, its kind and admission', async () => {
      const night = await create(barNight({ admission: 'door', doorPrice: 40 }));
      const from = inDays(10, 18);
      const copy = await t.post(`/api/events/${night.id}/copy`, { cookie: admin, body: { from } });
      expect(copy.status, copy.text).toBe(200);
      expect(copy.body).toMatchObject({ kind: 'bar-night', admission: 'door', doorPrice: 40, concerts: [], from });
      expect(Date.parse(copy.body.to) - Date.parse(from)).toBe(5 * HOUR_MS);
      expect(copy.body.ticketUrl).toBe(`${PUBLIC_URL}/events/${copy.body.id}`);
    });

    it('repeats a free bar night weekly', async () => {
      const night = await create(barNight());
      const series = await t.post(`/api/events/${night.id}/repeat`, { cookie: admin, body: { every: 'week', count: 2 } });
      expect(series.status, series.text).toBe(200);
      expect(series.body.map((one: { kind: string; admission: string; concerts: unknown[] }) => [one.kind, one.admission, one.concerts])).toEqual([
        ['bar-night', 'free', []],
        ['bar-night', 'free', []],
      ]);
      expect(Math.round((Date.parse(series.body[1].from) - Date.parse(night.from)) / (24 * HOUR_MS))).toBe(14);
    });

    it('plans bar shifts on a night without concerts, which move with its own start and come along in a copy', async () => {
      const night = await create(barNight());
      await createShift(t, admin, night.id, { role: 'Bar', startsAt: inDays(3, 17), endsAt: inDays(3, 23), capacity: 2 });
      const moved = await t.put(`/api/events/${night.id}`, { cookie: admin, body: barNight({ from: inDays(4, 18), to: inDays(4, 23) }) });
      expect(moved.status, moved.text).toBe(200);
      const hourBefore = (from: string) => new Date(Date.parse(from) - HOUR_MS).toISOString();
      const { shifts } = (await t.get(`/api/events/${night.id}/shifts`, { cookie: admin })).body;
      expect(shifts.map((shift: { startsAt: string }) => shift.startsAt)).toEqual([hourBefore(inDays(4, 18))]);
      const copy = (await t.post(`/api/events/${night.id}/copy`, { cookie: admin, body: { from: inDays(11, 18) } })).body;
      const { shifts: copied } = (await t.get(`/api/events/${copy.id}/shifts`, { cookie: admin })).body;
      expect(copied.map((shift: { role: string; startsAt: string }) => [shift.role, shift.startsAt])).toEqual([['Bar', hourBefore(inDays(11, 18))]]);
    });
  });
});
