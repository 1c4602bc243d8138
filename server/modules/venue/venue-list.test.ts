import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const venues = [
  { name: 'Vega', city: 'København', countryCode: 'DK' },
  { name: 'Train', city: 'Aarhus', countryCode: 'DK' },
  { name: 'Studenterhuset', city: 'Aalborg', countryCode: 'DK' },
  { name: 'Pustervik', city: 'Göteborg', countryCode: 'SE' },
  { name: 'Amager Bio', city: 'København', countryCode: 'DK' },
];

describe('GET /api/venues', () => {
  const t = useTestApp();
  const names = (body: { records: { name: string }[] }) => body.records.map((venue) => venue.name);

  beforeAll(async () => {
    const admin = await t.loginAdmin();
    for (const venue of venues) await t.post('/api/venues', { cookie: admin, body: venue });
  });

  it('answers the paged list shape, ordered by name by default', async () => {
    const { status, body } = await t.get('/api/venues');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, perPage: 100, pageCount: 1, totalCount: 5 });
    expect(names(body)).toEqual(['Amager Bio', 'Pustervik', 'Studenterhuset', 'Train', 'Vega']);
  });

  describe('paging', () => {
    it('splits into pages with per_page and page', async () => {
      const first = await t.get('/api/venues?per_page=2');
      expect(first.body).toMatchObject({ page: 1, perPage: 2, pageCount: 3, totalCount: 5 });
      expect(names(first.body)).toEqual(['Amager Bio', 'Pustervik']);
      const last = await t.get('/api/venues?per_page=2&page=3');
      expect(names(last.body)).toEqual(['Vega']);
      const beyond = await t.get('/api/venues?per_page=2&page=9');
      expect(beyond.body).toMatchObject({ page: 9, totalCount: 5, records: [] });
    });

    it('returns everything with per_page=0', async () => {
      const { body } = await t.get('/api/venues?per_page=0');
      expect(body).toMatchObject({ page: 1, perPage: 5, pageCount: 1, totalCount: 5 });
      expect(body.records).toHaveLength(5);
      expect((await t.get('/api/venues?per_page=0&page=2')).body.records).toEqual([]);
    });

    it('caps the records with limit, without changing the counts', async () => {
      const { body } = await t.get('/api/venues?limit=2');
      expect(names(body)).toEqual(['Amager Bio', 'Pustervik']);
      expect(body.totalCount).toBe(5);
      expect((await t.get('/api/venues?per_page=3&limit=10')).body.records).toHaveLength(3);
    });

    it.each([
      ['page=0', 'page skal være et positivt heltal'],
      ['page=-1', 'page skal være et positivt heltal'],
      ['page=x', 'page skal være et positivt heltal'],
      ['per_page=-1', 'per_page skal være et ikke-negativt heltal'],
      ['per_page=1.5', 'per_page skal være et ikke-negativt heltal'],
      ['limit=0', 'limit skal være et positivt heltal'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await t.get(`/api/venues?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });

  describe('order_by', () => {
    it.each(['city DESC', 'city:DESC', 'city:desc', 'city  desc'])('accepts "%s"', async (order) => {
      const { status, body } = await t.get(`/api/venues?order_by=${encodeURIComponent(order)}`);
      expect(status).toBe(200);
      expect(body.records[0].city).toBe('København');
      expect(body.records.at(-1).city).toBe('Aalborg');
    });

    it('accepts a bare field as ascending', async () => {
      const { body } = await t.get('/api/venues?order_by=city');
      expect(body.records.map((venue: { city: string }) => venue.city)).toEqual([
        'Aalborg',
        'Aarhus',
        'Göteborg',
        'København',
        'København',
      ]);
    });

    it('is repeatable: later fields break ties', async () => {
      const { body } = await t.get('/api/venues?order_by=country_code%20DESC&order_by=name%20DESC');
      expect(names(body)).toEqual(['Pustervik', 'Vega', 'Train', 'Studenterhuset', 'Amager Bio']);
    });

    it.each(['password', 'name sideways', 'name;drop table venue', 'createdAt'])('refuses "%s" with 400', async (order) => {
      const response = await t.get(`/api/venues?order_by=${encodeURIComponent(order)}`);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    });
  });

  describe('filter', () => {
    const filtered = (filter: string) => t.get(`/api/venues?filter=${encodeURIComponent(filter)}`);

    it('filters by equality and inequality', async () => {
      expect(names((await filtered('city=København')).body)).toEqual(['Amager Bio', 'Vega']);
      expect(names((await filtered('country_code != DK')).body)).toEqual(['Pustervik']);
    });

    it('joins conditions with commas, all of which must hold, and counts the filtered set', async () => {
      const { body } = await filtered('country_code=DK,city=København,name>B');
      expect(names(body)).toEqual(['Vega']);
      expect(body.totalCount).toBe(1);
    });

    it('compares ids and dates', async () => {
      expect((await filtered('id>=2,id<4')).body.totalCount).toBe(2);
      expect((await filtered('created_at>=2000-01-01')).body.totalCount).toBe(5);
      expect((await filtered('created_at<2000-01-01T00:00:00.000Z')).body.totalCount).toBe(0);
    });

    it('treats SQL in a value as plain text', async () => {
      const { status, body } = await filtered("name=x' or '1'='1");
      expect(status).toBe(200);
      expect(body.totalCount).toBe(0);
    });

    it.each([
      ['password=x', 'Der kan ikke filtreres på password'],
      ['name', 'Ugyldigt filter: "name"'],
      ['name~x', 'Ugyldigt filter: "name~x"'],
      ['id=abc', 'Filteret id skal være et heltal'],
      ['created_at>=igår', 'Filteret created_at skal være en ISO 8601-dato'],
      ['created_at>=2026-13-45', 'Filteret created_at skal være en ISO 8601-dato'],
    ])('refuses "%s" with 400', async (filter, message) => {
      const response = await filtered(filter);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  });
});
