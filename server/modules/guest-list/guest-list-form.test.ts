import { describe, expect, it } from 'vitest';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { sourcePages } from '../../test/source-pages';
import { useTestApp } from '../../test/test-app';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { GuestListLink } from './guest-list.entity';

const t = useTestApp({}, { pages: sourcePages() });

/** A form as a browser without JavaScript sends it. */
const postForm = (url: string, fields: Record<string, string>) =>
  t.post(url, { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('an act’s guest list without JavaScript (issue 50)', () => {
  it('adds a name with +1 and removes it again as plain forms, refuses past the limit in the page, and is never shared by the cache', async () => {
    const admin = await t.loginAdmin();
    const [artistId] = await createArtists(t, ['Kaja Kvartet']);
    const made = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Jazzaften',
        description: 'Et orkester',
        venueId: await createVenue(t, admin, 'Gæstehuset'),
        concerts: [concert(artistId, inDays(8, 19), inDays(8, 21))],
        isPublic: true,
        imageUrl: await uploadCover(t, admin),
        ticketUrl: 'https://billetlugen.dk/jazz',
      },
    });
    expect(made.status, made.text).toBe(200);
    const sent = await t.post(`/api/events/${made.body.id}/guest-list/links`, { cookie: admin, body: { artistId, email: 'kaja@example.dk', guestLimit: 2 } });
    expect(sent.status, sent.text).toBe(200);
    // The link the mail carries, made here: only its hash is stored.
    const token = newSecretToken();
    await t.orm.em.fork().nativeUpdate(GuestListLink, { event: made.body.id }, { tokenHash: hashSecretToken(token) });
    const url = `/gaesteliste?token=${token}`;

    const page = await t.get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('2 af 2 pladser tilbage');
    expect(page.text).toContain('Kaja Kvartet');

    const empty = await postForm(url, { action: 'add', name: ' ', plus: '0' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Skriv gæstens navn');
    const added = await postForm(url, { action: 'add', name: 'Sofie Berg', plus: '1' });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(url);
    // No content version moved: a cached page would still say 2 left.
    const after = (await t.get(url)).text;
    expect(after).toContain('Sofie Berg +1');
    expect(after).toContain('0 af 2 pladser tilbage');

    const full = await postForm(url, { action: 'add', name: 'Jens', plus: '0' });
    expect(full.status).toBe(409);
    expect(full.text).toMatch(/<p role="alert"[^>]*>Gæstelisten er fuld: I har 2 pladser, og de er brugt<\/p>/);

    const entryId = /name="entryId" value="(\d+)"/.exec(after)![1]!;
    const removed = await postForm(url, { action: 'remove', entryId });
    expect(removed.status).toBe(303);
    expect((await t.get(url)).text).toContain('2 af 2 pladser tilbage');
    expect((await t.get(`/gaesteliste?token=${newSecretToken()}`)).text).toContain('Linket er ugyldigt eller udløbet');
  });
});
