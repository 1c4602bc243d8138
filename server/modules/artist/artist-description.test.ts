import { describe, expect, it } from 'vitest';
import { createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { useTestApp } from '../../test/test-app';
import { Genre } from '../genre/genre.entity';

const t = useTestApp();

const HOSTILE = '<p onmouseover="steal()">Live <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">klik</a></p>';
const CLEAN = '<p>Live klik</p>';

let genres = 0;
async function artistBody(name: string, description: string) {
  const em = t.orm.em.fork();
  genres += 1;
  const genre = em.create(Genre, { name: `Genre ${genres}` });
  await em.flush();
  return { name, description, genreIds: [genre.id], socials: [], imageUrl: await uploadCover(t, await t.loginAdmin(), genres) };
}

describe('descriptions are sanitized on every write', () => {
  it('stores an artist description without script, handlers or javascript: links, over REST and tRPC', async () => {
    const cookie = await t.loginAdmin();
    const rest = await t.post('/api/artists', { cookie, body: await artistBody('Rest', HOSTILE) });
    expect(rest.status).toBe(200);
    expect(rest.body.description).toBe(CLEAN);
    expect((await t.get(`/api/artists/${rest.body.id}`)).body.description).toBe(CLEAN);

    const trpc = await t.post('/trpc/artists.create', { cookie, body: await artistBody('Trpc', HOSTILE) });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.description).toBe(CLEAN);

    const updated = await t.put(`/api/artists/${rest.body.id}`, { cookie, body: { ...(await artistBody('Rest', 'Ren tekst\n\nto afsnit')), imageUrl: undefined } });
    expect(updated.body.description).toBe('<p>Ren tekst</p><p>to afsnit</p>');
  });

  it('stores an event description sanitized', async () => {
    const cookie = await t.loginAdmin();
    const [artistId] = await createArtists(t, ['Eventkunstner']);
    const body = {
      title: 'Aften',
      description: HOSTILE,
      ticketUrl: 'https://billet.dk',
      venueId: await createVenue(t, cookie, 'Scenen'),
      concerts: [{ artistID: artistId, from: '2030-01-01T20:00:00Z', to: '2030-01-01T21:00:00Z' }],
      isPublic: true,
      imageUrl: await uploadCover(t, cookie, 7),
    };
    const created = await t.post('/api/events', { cookie, body });
    expect(created.status).toBe(200);
    expect(created.body.description).toBe(CLEAN);
  });

  it('refuses a description that is only markup, with the spec message, on REST and tRPC alike', async () => {
    const cookie = await t.loginAdmin();
    for (const description of ['<p></p>', '<p> <br> </p>', '<script>alert(1)</script>']) {
      const rest = await t.post('/api/artists', { cookie, body: await artistBody(`Tom ${description.length}`, description) });
      expect(rest.status, description).toBe(400);
      expect(rest.body).toEqual({ message: 'Kunstnerbeskreivelse skal være defineret' });
      const trpc = await t.post('/trpc/artists.create', { cookie, body: await artistBody(`Tom2 ${description.length}`, description) });
      expect(trpc.status).toBe(400);
      expect(trpc.body.error.message).toBe('Kunstnerbeskreivelse skal være defineret');
    }
    // Markup that hides nothing but the sanitizer strips to nothing is refused too.
    const stripped = await t.post('/api/artists', { cookie, body: await artistBody('Skjult', '<iframe src="https://x.dk"></iframe><img src=x>') });
    expect(stripped.status).toBe(400);
    expect(stripped.body).toEqual({ message: 'Kunstnerbeskreivelse skal være defineret' });
  });
});
