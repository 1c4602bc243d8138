import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { type ConcertBody, concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';

type EventRecord = { id: number; title: string; concerts: { artist: { id: number } }[] };
type ListBody = { totalCount: number; records: EventRecord[] };

describe('GET /api/events', () => {
  const t = useTestApp();
  let member: string;
  let anna: number;
  let bent: number;
  let cecilie: number;
  let vega: number;
  let train: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const admin = await t.loginAdmin();
    member = (await t.memberWith(['member'])).cookie;
    [anna, bent, cecilie] = await createArtists(t, ['Anna', 'Bent', 'Cecilie']);
    vega = await createVenue(t, admin, 'Vega');
    train = await createVenue(t, admin, 'Train');
    const cover = await uploadCover(t, admin);
    const events: [string, ConcertBody[], number, boolean][] = [
      ['Allehelgen', [concert(anna, '2026-11-20T19:00:00Z', '2026-11-20T23:00:00Z')], vega, true],
      [
        'Blues',
        // Anna plays twice: the event is still listed and counted once.
        [
          concert(anna, '2026-11-22T21:00:00Z', '2026-11-22T22:00:00Z'),
          concert(bent, '2026-11-22T19:00:00Z', '2026-11-22T20:00:00Z'),
          concert(anna, '2026-11-22T20:00:00Z', '2026-11-22T21:00:00Z'),
        ],
        train,
        true,
      ],
      ['Cirkus', [concert(cecilie, '2026-12-01T20:00:00Z', '2026-12-02T01:00:00Z')], vega, false],
      [
        'Dans',
        [concert(bent, '2026-12-10T19:00:00Z', '2026-12-10T20:00:00Z'), concert(cecilie, '2026-12-10T20:30:00Z', '2026-12-10T23:00:00Z')],
        train,
        true,
      ],
      ['Efterår', [concert(cecilie, '2027-01-05T19:00:00Z', '2027-01-05T21:00:00Z')], vega, true],
      ['Folk', [concert(bent, '2026-11-25T19:00:00Z', '2026-11-25T21:00:00Z')], vega, false],
    ];
    for (const [title, concerts, venueId, isPublic] of events) {
      const body = { title, description: `Om ${title}`, ticketUrl: 'https://billet.dk', venueId, concerts, isPublic, imageUrl: cover };
      const response = await t.post('/api/events', { cookie: admin, body });
      if (response.status !== 200) throw new Error(response.text);
      ids[title] = response.body.id;
    }
  });

  const titles = (body: ListBody) => body.records.map((event) => event.title);
  const list = (query: string, cookie?: string) => t.get(`/api/events?${query}`, { cookie });
  const filtered = (filter: string, cookie?: string) => list(`filter=${encodeURIComponent(filter)}`, cookie);

  it('answers the paged list shape, ordered by start, with the public events only for visitors', async () => {
    const { status, body } = await t.get('/api/events');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, perPage: 100, pageCount: 1, totalCount: 4 });
    expect(titles(body)).toEqual(['Allehelgen', 'Blues', 'Dans', 'Efterår']);
  });

  it('lists non-public events too for an active member', async () => {
    const { body } = await list('', member);
    expect(body.totalCount).toBe(6);
    expect(titles(body)).toEqual(['Allehelgen', 'Blues', 'Folk', 'Cirkus', 'Dans', 'Efterår']);
  });

  it('lists every concert of an event, ordered by start', async () => {
    const blues = (await t.get('/api/events')).body.records.find((event: EventRecord) => event.title === 'Blues');
    expect(blues.concerts.map((item: EventRecord['concerts'][number]) => item.artist.id)).toEqual([bent, anna, anna]);
    expect(blues).toMatchObject({ from: '2026-11-22T19:00:00.000Z', to: '2026-11-22T22:00:00.000Z', venue: { id: train } });
  });

  describe('filter', () => {
    it('filters by start as the spec does: from_date>= and from_date< an ISO time', async () => {
      expect(titles((await filtered('from_date>=2026-11-22T00:00:00.000Z')).body)).toEqual(['Blues', 'Dans', 'Efterår']);
      expect(titles((await filtered('from_date>=2026-11-22T00:00:00.000Z', member)).body)).toEqual([
        'Blues',
        'Folk',
        'Cirkus',
        'Dans',
        'Efterår',
      ]);
      expect(titles((await filtered('from_date<2026-11-22T00:00:00.000Z')).body)).toEqual(['Allehelgen']);
    });

    it('compares with the exact start: >= includes it, > leaves it out', async () => {
      expect(titles((await filtered('from_date>=2026-11-22T19:00:00.000Z')).body)[0]).toBe('Blues');
      expect(titles((await filtered('from_date>2026-11-22T19:00:00.000Z')).body)[0]).toBe('Dans');
    });

    it('answers each date with its own statement, also when the statements are kept (list-query.ts)', async () => {
      for (let round = 0; round < 2; round += 1) {
        expect(titles((await filtered('from_date>=2026-12-01', member)).body)).toEqual(['Cirkus', 'Dans', 'Efterår']);
        expect(titles((await filtered('from_date>=2026-12-02', member)).body)).not.toContain('Cirkus');
        expect(titles((await filtered('from_date>=2026-11-22T00:00:00.000Z', member)).body)).toContain('Folk');
      }
    });

    it('accepts a bare date and an offset', async () => {
      expect(titles((await filtered('from_date>=2026-12-01', member)).body)).toEqual(['Cirkus', 'Dans', 'Efterår']);
      expect(titles((await filtered('from_date<=2026-11-22T20:00:00+01:00')).body)).toEqual(['Allehelgen', 'Blues']);
    });

    it('filters by end with to_date', async () => {
      expect(titles((await filtered('to_date<=2026-11-22T22:00:00Z')).body)).toEqual(['Allehelgen', 'Blues']);
      expect(titles((await filtered('to_date>2026-12-02T00:00:00Z', member)).body)).toEqual(['Cirkus', 'Dans', 'Efterår']);
    });

    it('filters by is_public; a visitor asking for non-public events gets an empty list', async () => {
      expect(titles((await filtered('is_public=true', member)).body)).toEqual(['Allehelgen', 'Blues', 'Dans', 'Efterår']);
      expect(titles((await filtered('is_public=false', member)).body)).toEqual(['Folk', 'Cirkus']);
      expect(titles((await filtered('is_public!=true', member)).body)).toEqual(['Folk', 'Cirkus']);
      const visitor = await filtered('is_public=false');
      expect(visitor.status).toBe(200);
      expect(visitor.body).toMatchObject({ totalCount: 0, pageCount: 0, records: [] });
    });

    it('filters by artist_id: events with a concert by that artist, each once, with all their concerts', async () => {
      const body: ListBody = (await filtered(`artist_id=${anna}`)).body;
      expect(titles(body)).toEqual(['Allehelgen', 'Blues']);
      expect(body.totalCount).toBe(2);
      expect(body.records[1]!.concerts.map((item) => item.artist.id)).toEqual([bent, anna, anna]);
      expect(titles((await filtered(`artist_id=${cecilie}`)).body)).toEqual(['Dans', 'Efterår']);
      expect(titles((await filtered(`artist_id=${cecilie}`, member)).body)).toEqual(['Cirkus', 'Dans', 'Efterår']);
      expect((await filtered('artist_id=999999')).body).toMatchObject({ totalCount: 0, records: [] });
    });

    it('filters by artist_id!=: events with no concert by that artist', async () => {
      expect(titles((await filtered(`artist_id!=${anna}`)).body)).toEqual(['Dans', 'Efterår']);
      expect(titles((await filtered(`artist_id!=${cecilie}`, member)).body)).toEqual(['Allehelgen', 'Blues', 'Folk']);
      expect(titles((await filtered(`artist_id!=${anna},artist_id!=${cecilie}`, member)).body)).toEqual(['Folk']);
      expect(titles((await filtered(`artist_id=${bent},artist_id!=${anna}`, member)).body)).toEqual(['Folk', 'Dans']);
    });

    it('pages through events of one artist by whole events', async () => {
      const query = `filter=${encodeURIComponent(`artist_id=${anna}`)}&per_page=1`;
      const first = await list(query);
      expect(first.body).toMatchObject({ page: 1, perPage: 1, pageCount: 2, totalCount: 2 });
      expect(titles(first.body)).toEqual(['Allehelgen']);
      const second = await list(`${query}&page=2`);
      expect(titles(second.body)).toEqual(['Blues']);
      expect(second.body.records[0].concerts).toHaveLength(3);
    });

    it('filters by venue_id, title and id', async () => {
      expect(titles((await filtered(`venue_id=${train}`)).body)).toEqual(['Blues', 'Dans']);
      expect(titles((await filtered(`venue_id!=${train}`, member)).body)).toEqual(['Allehelgen', 'Folk', 'Cirkus', 'Efterår']);
      expect(titles((await filtered('title=Dans')).body)).toEqual(['Dans']);
      expect(titles((await filtered(`id=${ids.Efterår}`)).body)).toEqual(['Efterår']);
    });

    it('reads a date or time without an offset as Copenhagen time (docs/api.md, docs/time-and-language.md)', async () => {
      // Allehelgen ends 2026-11-20T23:00Z: midnight in Copenhagen, an hour before midnight in UTC.
      expect(titles((await filtered('to_date>=2026-11-21')).body)).toContain('Allehelgen');
      expect(titles((await filtered('to_date<2026-11-21')).body)).toEqual([]);
      // Blues begins 2026-11-22T19:00Z, which is 20:00 in Copenhagen.
      expect(titles((await filtered('from_date<2026-11-22T20:00')).body)).toEqual(['Allehelgen']);
      expect(titles((await filtered('from_date<2026-11-22T20:00:00.001')).body)).toEqual(['Allehelgen', 'Blues']);
      expect(titles((await filtered('from_date<2026-11-22T20:00Z')).body)).toEqual(['Allehelgen', 'Blues']);
      expect(titles((await filtered('from_date<2026-11-22T21:00+01:00')).body)).toEqual(['Allehelgen', 'Blues']);
      expect(titles((await filtered('from_date<2026-11-22T14:00-05')).body)).toEqual(['Allehelgen']);
    });

    it('filters by created_at and updated_at', async () => {
      expect((await filtered('created_at>=2000-01-01', member)).body.totalCount).toBe(6);
      expect((await filtered('updated_at<2000-01-01T00:00:00.000Z', member)).body.totalCount).toBe(0);
    });

    it('joins conditions with commas, all of which must hold, and counts the filtered visible set', async () => {
      const spec = `from_date>=2026-11-22T00:00:00.000Z,from_date<2027-01-01T00:00:00.000Z,is_public=true,artist_id=${bent}`;
      const { body } = await filtered(spec);
      expect(titles(body)).toEqual(['Blues', 'Dans']);
      expect(body.totalCount).toBe(2);
      const forMember = await filtered(`from_date>=2026-11-22T00:00:00.000Z,artist_id=${bent},venue_id=${vega}`, member);
      expect(titles(forMember.body)).toEqual(['Folk']);
      expect(forMember.body.totalCount).toBe(1);
    });

    it('treats SQL in a value as plain text', async () => {
      const { status, body } = await filtered("title=x' or '1'='1");
      expect(status).toBe(200);
      expect(body.totalCount).toBe(0);
    });

    it.each([
      ['is_public=yes', 'Filteret is_public skal være true eller false'],
      ['is_public>false', 'Filteret is_public tillader kun = og !='],
      ['artist_id=abc', 'Filteret artist_id skal være et heltal'],
      ['artist_id=1.5', 'Filteret artist_id skal være et heltal'],
      ['venue_id=Vega', 'Filteret venue_id skal være et heltal'],
      // Ids are 32-bit integers; 309 digits would even be Infinity.
      [`venue_id=${'9'.repeat(309)}`, 'Filteret venue_id skal være mellem -2147483648 og 2147483647'],
      ['artist_id=2147483648', 'Filteret artist_id skal være mellem -2147483648 og 2147483647'],
      ['artist_id>=-2147483649', 'Filteret artist_id skal være mellem -2147483648 og 2147483647'],
      ['from_date>=igår', 'Filteret from_date skal være en ISO 8601-dato'],
      ['to_date<2026-13-45', 'Filteret to_date skal være en ISO 8601-dato'],
      // Dates that do not exist are refused, not rolled over into the next month or day.
      ['from_date>=2026-02-30', 'Filteret from_date skal være en ISO 8601-dato'],
      ['from_date>=2026-13-01', 'Filteret from_date skal være en ISO 8601-dato'],
      ['from_date>=2026-11-23T24:00', 'Filteret from_date skal være en ISO 8601-dato'],
      ['from_date>=2026-11-23T20:00+25:00', 'Filteret from_date skal være en ISO 8601-dato'],
      ['from_date>=0000-01-01', 'Filteret from_date skal være en ISO 8601-dato'],
      // Each artist_id is a subquery of its own; SQLite refuses more than 200 tables in a statement.
      [Array.from({ length: 64 }, () => 'artist_id=1').join(','), 'Filteret kan højst have 20 betingelser'],
      ['description=Om Dans', 'Der kan ikke filtreres på description'],
      ['venue=1', 'Der kan ikke filtreres på venue'],
      ['concerts.artist=1', 'Ugyldigt filter: "concerts.artist=1"'],
      ['is_public=true,artist_id', 'Ugyldigt filter: "artist_id"'],
    ])('refuses "%s" with 400', async (filter, message) => {
      const response = await filtered(filter);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });

  describe('order_by', () => {
    it('orders by from_date, newest first with DESC', async () => {
      expect(titles((await list('order_by=from_date%20DESC')).body)).toEqual(['Efterår', 'Dans', 'Blues', 'Allehelgen']);
      expect(titles((await list('order_by=from_date:asc')).body)).toEqual(['Allehelgen', 'Blues', 'Dans', 'Efterår']);
    });

    it('orders by to_date, title, id and created_at', async () => {
      expect(titles((await list('order_by=to_date:desc', member)).body)).toEqual([
        'Efterår',
        'Dans',
        'Cirkus',
        'Folk',
        'Blues',
        'Allehelgen',
      ]);
      expect(titles((await list('order_by=title', member)).body)).toEqual(['Allehelgen', 'Blues', 'Cirkus', 'Dans', 'Efterår', 'Folk']);
      expect(titles((await list('order_by=title%20DESC')).body)).toEqual(['Efterår', 'Dans', 'Blues', 'Allehelgen']);
      expect(titles((await list('order_by=id%20DESC')).body)).toEqual(['Efterår', 'Dans', 'Blues', 'Allehelgen']);
      expect(titles((await list('order_by=created_at&order_by=id')).body)).toEqual(['Allehelgen', 'Blues', 'Dans', 'Efterår']);
    });

    it.each(['artist_id', 'is_public', 'venue_id', 'description', 'fromDate', 'from_date sideways'])(
      'refuses "%s" with 400',
      async (order) => {
        const response = await list(`order_by=${encodeURIComponent(order)}`);
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      },
    );
  });

  describe('paging', () => {
    it('splits into pages with per_page and page, counting only what the viewer may see', async () => {
      const first = await list('per_page=3');
      expect(first.body).toMatchObject({ page: 1, perPage: 3, pageCount: 2, totalCount: 4 });
      expect(titles(first.body)).toEqual(['Allehelgen', 'Blues', 'Dans']);
      expect(titles((await list('per_page=3&page=2')).body)).toEqual(['Efterår']);
      expect((await list('per_page=3&page=2', member)).body).toMatchObject({ pageCount: 2, totalCount: 6 });
      expect((await list('per_page=3&page=9')).body).toMatchObject({ page: 9, totalCount: 4, records: [] });
    });

    it('returns everything with per_page=0 and caps records with limit', async () => {
      expect((await list('per_page=0', member)).body).toMatchObject({ page: 1, perPage: 6, pageCount: 1, totalCount: 6 });
      const limited = await list('limit=2');
      expect(titles(limited.body)).toEqual(['Allehelgen', 'Blues']);
      expect(limited.body.totalCount).toBe(4);
    });

    it.each([
      ['page=0', 'page skal være et positivt heltal'],
      ['per_page=-1', 'per_page skal være et ikke-negativt heltal'],
      ['limit=0', 'limit skal være et positivt heltal'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });
});
