import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type ConcertBody, concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';

type Body = Record<string, unknown> & { concerts?: ConcertBody[] };

const DETAILS = ['doorsAt', 'price', 'ageLimit'];

describe("events' doors, price, age limit and status (issue 26)", () => {
  const t = useTestApp();
  let admin: string;
  let vega: number;
  let kaja: number;
  let bo: number;
  let cover: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    vega = await createVenue(t, admin, 'Vega');
    [kaja, bo] = await createArtists(t, ['Kaja Kvartet', 'Bo Trio']);
    cover = await uploadCover(t, admin);
  });

  /** Saturday 5 December 2026, winter time: 20:00 and 21:30 in Copenhagen. */
  const evening = () => [
    concert(kaja, '2026-12-05T20:00:00+01:00', '2026-12-05T21:00:00+01:00'),
    concert(bo, '2026-12-05T21:30:00+01:00', '2026-12-05T23:00:00+01:00'),
  ];

  /** The contract's body, as the original client sends it. */
  const contractBody = (overrides: Body = {}) => ({
    title: 'Jazz i Vega',
    description: '<p>En aften med jazz</p>',
    ticketUrl: 'https://billetlugen.dk/jazz',
    venueId: vega,
    concerts: evening(),
    isPublic: true,
    imageUrl: cover,
    ...overrides,
  });

  const details = { doorsAt: '2026-12-05T19:00:00+01:00', price: '120 kr.', ageLimit: 18, status: 'sold-out' };
  const answered = { doorsAt: '2026-12-05T18:00:00.000Z', price: '120 kr.', ageLimit: 18, status: 'sold-out' };

  const createEvent = async (overrides: Body = {}) => {
    const response = await t.post('/api/events', { cookie: admin, body: contractBody(overrides) });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  const put = (id: number, body: Body) => t.put(`/api/events/${id}`, { cookie: admin, body: contractBody(body) });

  const trpc = async (procedure: string, input: unknown) =>
    (await t.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie: admin })).body.result.data;

  const listed = async (filter: string) =>
    (await t.get(`/api/events?per_page=0&filter=${encodeURIComponent(filter)}`, { cookie: admin })).body.records as { id: number }[];

  it('stores them and answers them in every output: POST, GET, PUT, the list, tRPC and DELETE', async () => {
    const created = await createEvent(details);
    expect(created).toMatchObject(answered);
    const id = created.id;
    expect((await t.get(`/api/events/${id}`)).body).toEqual(created);
    // Twice: the second list is sent from the records' JSON made by the first (server/read-model/record-json.ts).
    for (let round = 0; round < 2; round += 1) expect(await listed(`id=${id}`)).toEqual([created]);
    expect(await trpc('events.byId', { id })).toEqual(created);
    expect((await trpc('events.list', { filter: `id=${id}` })).records).toEqual([created]);

    const changed = await put(id, { ...details, price: 'Gratis entré', status: 'cancelled' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...answered, price: 'Gratis entré', status: 'cancelled' });
    expect((await t.get(`/api/events/${id}`)).body).toEqual(changed.body);

    const deleted = await t.delete(`/api/events/${id}`, { cookie: admin });
    expect(deleted.body).toEqual(changed.body);
  });

  it("answers the original client's body as scheduled with no details, and leaves the fields out instead of null", async () => {
    const created = await createEvent();
    expect(created.status).toBe('scheduled');
    for (const field of DETAILS) expect(created).not.toHaveProperty(field);
    expect((await t.get(`/api/events/${created.id}`)).body).toEqual(created);
  });

  it("keeps them on the original client's PUT, which leaves them out", async () => {
    const { id } = await createEvent(details);
    const renamed = await put(id, { title: 'Jazz i Store Vega' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Jazz i Store Vega', ...answered });
  });

  it.each([[null], [''], ['  ']])('removes doors and price on a PUT that sends %j, and the age limit on null', async (value) => {
    const { id } = await createEvent(details);
    const cleared = await put(id, { doorsAt: value, price: value, ageLimit: null });
    expect(cleared.status).toBe(200);
    for (const field of DETAILS) expect(cleared.body).not.toHaveProperty(field);
    expect(cleared.body.status).toBe('sold-out');
    expect((await t.get(`/api/events/${id}`)).body).toEqual(cleared.body);
  });

  it('takes doors at the first concert itself, an age limit of 0 and 99, and trims the price', async () => {
    const created = await createEvent({ doorsAt: '2026-12-05T20:00:00+01:00', ageLimit: 0, price: '  95,50 kr. ' });
    expect(created).toMatchObject({ doorsAt: '2026-12-05T19:00:00.000Z', ageLimit: 0, price: '95,50 kr.' });
    expect((await put(created.id, { ageLimit: 99 })).body.ageLimit).toBe(99);
  });

  describe('doors never open after the first concert', () => {
    const MESSAGE = 'Dørene kan ikke åbne efter den første koncert';

    it('refuses doors after the first concert with 400 in Danish on create and update, and changes nothing', async () => {
      const event = await createEvent(details);
      const late = { doorsAt: '2026-12-05T20:00:01+01:00' };
      for (const response of [await t.post('/api/events', { cookie: admin, body: contractBody(late) }), await put(event.id, late)]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: MESSAGE });
      }
      // Concerts moved before the doors an update gives.
      const early = await put(event.id, { ...details, concerts: [concert(kaja, '2026-12-05T18:30:00+01:00', '2026-12-05T19:30:00+01:00')] });
      expect(early.body).toEqual({ message: MESSAGE });
      expect((await t.get(`/api/events/${event.id}`)).body).toEqual(event);
    });

    it('moves left-out doors with a moved first concert, so a client that knows nothing of doors can move an evening', async () => {
      const { id } = await createEvent(details);
      const nextDay = [concert(kaja, '2026-12-06T20:30:00+01:00', '2026-12-06T22:00:00+01:00')];
      const moved = await put(id, { concerts: nextDay });
      expect(moved.status).toBe(200);
      // An hour before the first concert, as before: Sunday 19:30.
      expect(moved.body.doorsAt).toBe('2026-12-06T18:30:00.000Z');
      // A first concert that stays keeps the doors where they are.
      const again = await put(id, { title: 'Søndagsjazz', concerts: [...nextDay, concert(bo, '2026-12-06T22:30:00+01:00', '2026-12-06T23:30:00+01:00')] });
      expect(again.body.doorsAt).toBe('2026-12-06T18:30:00.000Z');
    });
  });

  it.each([
    [{ doorsAt: 'i morgen' }, 'Dørenes åbningstid skal være et ISO 8601-tidspunkt med tidszone'],
    [{ doorsAt: '2026-12-05T19:00:00' }, 'Dørenes åbningstid skal være et ISO 8601-tidspunkt med tidszone'],
    [{ doorsAt: 1764957600000 }, 'Dørenes åbningstid skal være et ISO 8601-tidspunkt med tidszone'],
    [{ price: 'x'.repeat(61) }, 'Højst 60 tegn'],
    [{ price: 120 }, 'Prisen skal være tekst'],
    [{ price: 'Gratis\u0000' }, 'Teksten indeholder ugyldige tegn'],
    [{ ageLimit: -1 }, 'Aldersgrænsen skal være et helt tal fra 0 til 99'],
    [{ ageLimit: 100 }, 'Aldersgrænsen skal være et helt tal fra 0 til 99'],
    [{ ageLimit: 18.5 }, 'Aldersgrænsen skal være et helt tal fra 0 til 99'],
    [{ ageLimit: '18' }, 'Aldersgrænsen skal være et helt tal fra 0 til 99'],
    [{ ageLimit: true }, 'Aldersgrænsen skal være et helt tal fra 0 til 99'],
    [{ status: 'sold out' }, 'Status skal være "scheduled", "sold-out", "cancelled" eller "postponed"'],
    [{ status: 'CANCELLED' }, 'Status skal være "scheduled", "sold-out", "cancelled" eller "postponed"'],
    [{ status: null }, 'Status skal være "scheduled", "sold-out", "cancelled" eller "postponed"'],
  ])('refuses %j with 400 in Danish on create and update, and changes nothing', async (fields, message) => {
    const event = await createEvent(details);
    for (const response of [await t.post('/api/events', { cookie: admin, body: contractBody(fields) }), await put(event.id, fields)]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect((await t.get(`/api/events/${event.id}`)).body).toEqual(event);
  });

  describe('the status filter', () => {
    it('lists the events of a status, or all but one, and refuses an unknown status or an order', async () => {
      const cancelled = await createEvent({ status: 'cancelled' });
      const postponed = await createEvent({ status: 'postponed' });
      const ids = `id>=${cancelled.id},id<=${postponed.id}`;
      expect((await listed(`${ids},status=cancelled`)).map((event) => event.id)).toEqual([cancelled.id]);
      expect((await listed(`${ids},status!=cancelled`)).map((event) => event.id)).toEqual([postponed.id]);
      expect(await listed(`${ids},status=scheduled`)).toEqual([]);
      for (const [filter, message] of [
        ['status=aflyst', 'Filteret status skal være en af: scheduled, sold-out, cancelled, postponed'],
        ['status>cancelled', 'Filteret status tillader kun = og !='],
      ]) {
        const response = await t.get(`/api/events?filter=${encodeURIComponent(filter!)}`);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
    });

    it('names status among the filter fields of the API document', async () => {
      const document = (await t.get('/api/openapi.json')).body;
      const filter = document.paths['/events'].get.parameters.find((parameter: { name: string }) => parameter.name === 'filter');
      expect(filter.schema.description).toMatch(/Felter: .*\bstatus\b/);
    });
  });

  describe('copies and series', () => {
    /** Saturday 20 March 2027, winter time: doors 19:00, the concert 20:00. */
    const winter = () => ({
      ...details,
      doorsAt: '2027-03-20T19:00:00+01:00',
      concerts: [concert(kaja, '2027-03-20T20:00:00+01:00', '2027-03-20T22:00:00+01:00')],
    });

    it('copies price, age limit and status, and the doors as long before the first concert, across the spring change too', async () => {
      const original = await createEvent(winter());
      const copy = await t.post(`/api/events/${original.id}/copy`, { cookie: admin, body: { from: '2027-04-03T20:00:00+02:00' } });
      expect(copy.status).toBe(200);
      expect(copy.body).toMatchObject({ price: '120 kr.', ageLimit: 18, status: 'sold-out', doorsAt: '2027-04-03T17:00:00.000Z' });
      expect((await t.get(`/api/events/${copy.body.id}`)).body).toEqual(copy.body);
    });

    it('gives every copy of a series its doors, and none to copies of an event without', async () => {
      const original = await createEvent(winter());
      const series = await t.post(`/api/events/${original.id}/repeat`, { cookie: admin, body: { every: 'week', count: 2 } });
      expect(series.body.map((event: { doorsAt: string; status: string }) => [event.doorsAt, event.status])).toEqual([
        ['2027-03-27T18:00:00.000Z', 'sold-out'],
        ['2027-04-03T17:00:00.000Z', 'sold-out'],
      ]);
      const plain = await createEvent();
      const copies = await t.post(`/api/events/${plain.id}/repeat`, { cookie: admin, body: { every: 'month', count: 2 } });
      for (const copy of copies.body) {
        expect(copy.status).toBe('scheduled');
        for (const field of DETAILS) expect(copy).not.toHaveProperty(field);
      }
    });
  });
});
