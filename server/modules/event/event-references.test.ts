import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';

describe('records events use', () => {
  const t = useTestApp();
  let admin: string;
  let artist: number;
  let cover: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    [artist] = await createArtists(t, ['Spillemand']);
    cover = await uploadCover(t, admin);
  });

  const createEvent = async (venueId: number, isPublic: boolean) => {
    const body = {
      title: 'Koncert',
      description: 'Om koncerten',
      ticketUrl: 'https://billet.dk',
      venueId,
      concerts: [concert(artist, '2026-12-05T19:00:00Z', '2026-12-05T21:00:00Z')],
      isPublic,
      imageUrl: cover,
    };
    const response = await t.post('/api/events', { cookie: admin, body });
    expect(response.status).toBe(200);
    return response.body.id as number;
  };

  it.each([
    ['a public', true],
    ['a non-public', false],
  ])('refuses with 409 to delete a venue %s event uses, deletes nothing, and allows it once the event is gone', async (_case, isPublic) => {
    const venue = await createVenue(t, admin, 'Vega');
    const event = await createEvent(venue, isPublic);

    const refused = await t.delete(`/api/venues/${venue}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Spillestedet bruges af et eller flere events og kan ikke slettes' });
    expect((await t.get(`/api/venues/${venue}`)).status).toBe(200);
    const kept = await t.get(`/api/events/${event}`, { cookie: admin });
    expect(kept.status).toBe(200);
    expect(kept.body.venue.id).toBe(venue);

    expect((await t.delete(`/api/events/${event}`, { cookie: admin })).status).toBe(200);
    expect((await t.delete(`/api/venues/${venue}`, { cookie: admin })).status).toBe(200);
  });

  it('shows a venue renamed after the event was made under its new name', async () => {
    const venue = await createVenue(t, admin, 'Vega');
    const event = await createEvent(venue, true);
    await t.put(`/api/venues/${venue}`, { cookie: admin, body: { name: 'Store Vega', city: 'København', countryCode: 'DK' } });
    expect((await t.get(`/api/events/${event}`)).body.venue).toMatchObject({ id: venue, name: 'Store Vega', city: 'København' });
  });
});
