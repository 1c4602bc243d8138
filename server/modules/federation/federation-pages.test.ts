import { beforeAll, describe, expect, it } from 'vitest';
import { sourcePages } from '../../test/source-pages';
import { useTestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';

const AP = 'application/activity+json';

const variesByAccept = (vary: unknown) => String(vary).toLowerCase().split(',').map((name) => name.trim()).includes('accept');

describe("an event's page, asked for as HTML or as ActivityPub", () => {
  const t = useTestApp({}, { pages: sourcePages() });
  let id: number;

  beforeAll(async () => {
    const admin = await t.loginAdmin();
    const [artistId] = await createArtists(t, ['Fjernlys']);
    const response = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Fjernlys spiller',
        description: '<p>Larm</p>',
        ticketUrl: 'https://billetter.example/1',
        venueId: await createVenue(t, admin, 'Stengade'),
        isPublic: true,
        imageUrl: await uploadCover(t, admin),
        concerts: [concert(artistId, inDays(5), inDays(5, 22))],
      },
    });
    id = response.body.id;
    await t.put('/api/settings', { cookie: admin, body: { federationEnabled: true } });
  });

  it('gets each from the public cache in turn, never the other, and is told the answer varies by Accept', async () => {
    for (let round = 0; round < 2; round += 1) {
      const page = await t.get(`/events/${id}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(variesByAccept(page.headers.vary)).toBe(true);
      expect(page.text).toContain('Fjernlys spiller');

      const object = await t.get(`/events/${id}`, { headers: { accept: AP } });
      expect(object.headers['content-type']).toContain(AP);
      expect(variesByAccept(object.headers.vary)).toBe(true);
      expect(object.body).toMatchObject({ type: 'Event', name: 'Fjernlys spiller' });
    }
    // Other pages do not vary by Accept.
    expect(variesByAccept((await t.get('/events')).headers.vary)).toBe(false);
  });

  it('is a page again once federation is turned off', async () => {
    await t.put('/api/settings', { cookie: await t.loginAdmin(), body: { federationEnabled: false } });
    const page = await t.get(`/events/${id}`, { headers: { accept: AP } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
