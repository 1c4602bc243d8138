import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createEventAt, hoursFromNow } from '../../test/shift-fixtures';

const vega = { name: 'Vega', city: 'København', countryCode: 'DK' };
const CAPACITY_MESSAGE = 'Kapaciteten skal være et helt tal fra 1 til 100.000';

describe("a venue's capacity (issue 50, item 3)", () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  const createVenue = async (fields: Record<string, unknown> = {}) => {
    const response = await t.post('/api/venues', { cookie: admin, body: { ...vega, ...fields } });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('stores it and answers it on REST, tRPC, the list and the events held there', async () => {
    const venue = await createVenue({ capacity: 300 });
    expect(venue.capacity).toBe(300);
    expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(venue);
    const listed = await t.get(`/api/venues?filter=${encodeURIComponent(`id=${venue.id}`)}`);
    expect(listed.body.records).toEqual([venue]);
    const trpc = await t.get(`/trpc/venues.byId?input=${encodeURIComponent(JSON.stringify({ id: venue.id }))}`);
    expect(trpc.body.result.data.capacity).toBe(300);


    const eventId = await createEventAt(t, admin, hoursFromNow(48), 'Fuld sal');
    const { body: event } = await t.get(`/api/events/${eventId}`);
    const set = await t.put(`/api/venues/${event.venue.id}`, { cookie: admin, body: { ...vega, capacity: 450 } });
    expect(set.status).toBe(200);
    expect((await t.get(`/api/events/${eventId}`)).body.venue.capacity).toBe(450);
  });

  it('is left out of the answer for a venue without one, never null', async () => {
    for (const venue of [await createVenue(), await createVenue({ capacity: null })]) {
      expect(venue).not.toHaveProperty('capacity');
    }
  });

  it('is kept by a PUT that leaves it out (the original client), changed by one that gives it, removed by null', async () => {
    const venue = await createVenue({ capacity: 300 });
    const renamed = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: { ...vega, name: 'Store Vega' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Store Vega', capacity: 300 });

    const trpc = await t.post('/trpc/venues.update', { cookie: admin, body: { ...vega, id: venue.id, updatedAt: renamed.body.updatedAt, capacity: 1550 } });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.capacity).toBe(1550);

    const removed = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: { ...vega, capacity: null } });
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty('capacity');
    expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(removed.body);
  });

  it.each([[0], [-5], [100_001], [2.5], ['300'], [true], [[300]], [{}]])('refuses %j with 400 in Danish on create and update, and changes nothing', async (capacity) => {
    const venue = await createVenue({ capacity: 80 });
    for (const response of [
      await t.post('/api/venues', { cookie: admin, body: { ...vega, capacity } }),
      await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: { ...vega, capacity } }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: CAPACITY_MESSAGE });
    }
    expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(venue);
  });

  it('takes the bounds, 1 and 100000', async () => {
    expect((await createVenue({ capacity: 1 })).capacity).toBe(1);
    expect((await createVenue({ capacity: 100_000 })).capacity).toBe(100_000);
  });
});
