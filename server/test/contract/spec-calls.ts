import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../sample-images';
import type { TestApp } from '../test-app';
import { type Answer, arrayOf, expectAnswer, expectError, expectUrlText } from './shape';
import {
  TEAM_NAMES,
  artist,
  event,
  genre,
  landingImage,
  member,
  memberSeenByVisitors,
  pagedList,
  permission,
  team,
  venue,
} from './spec-shapes';

type Options = { cookie?: string; body?: unknown; headers?: Record<string, string> };

/** Clients in the wild send a JSON content type and no body on DELETE, approve and log-out (docs/api.md). */
const EMPTY_JSON = { body: '', headers: { 'content-type': 'application/json' } };

const MISSING = 999_999;

/** Calls as a client outside makes them, each answer labelled with its call for the checker's messages. */
export function outsideClient(t: TestApp) {
  return {
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: Options = {}): Promise<Answer> {
      return { call: `${method} ${decodeURIComponent(path)}`, ...(await t.request(method, path, options)) };
    },
    /** A picture in the multipart field `field`; `seed` makes its bytes differ from others'. */
    async upload(method: 'POST' | 'PUT', path: string, field: string, cookie?: string, seed = 1): Promise<Answer> {
      const file = await samplePicture('png', { seed });
      return { call: `${method} ${path}`, ...(await t.upload(method, path, { field, file, type: 'image/png', cookie })) };
    },
  };
}

/**
 * Every call of SPEC §7 (and GET /api/members/{id}/permissions, which the original client makes after
 * logging in), made as that client makes them, against whatever data the database holds: each answer
 * must have the shape spec-shapes.ts gives, each error be exactly `{ message }`. Lists are read whole
 * (`per_page=0`), so every record of the data is checked. The calls that change things make and remove
 * their own records.
 */
export function describeSpecCalls(t: TestApp) {
  const { call, upload } = outsideClient(t);
  describe('every call of SPEC §7 answers the shape the spec and docs/api.md give', () => {
    let admin: string;
    let plain: Awaited<ReturnType<TestApp['memberWith']>>;

    const query = (filter: string) => `per_page=0&filter=${encodeURIComponent(filter)}`;
    const records = <T>(answer: Answer) => (answer.body as { records: T[] }).records;

    beforeAll(async () => {
      admin = await t.loginAdmin();
      // A member of no team but `member`: may read the admin area and nothing more.
      plain = await t.memberWith([]);
    });

    it('GET /api/venues, with the list query options, and GET /api/venues/{id}', async () => {
      const all = await call('GET', '/api/venues?per_page=0');
      expectAnswer(all, 200, pagedList(venue));
      expectAnswer(await call('GET', '/api/venues'), 200, pagedList(venue));
      const paged = await call('GET', `/api/venues?page=2&per_page=1&limit=1&order_by=${encodeURIComponent('name DESC')}`);
      expectAnswer(paged, 200, pagedList(venue));
      const [first] = records<{ id: number }>(all);
      expectAnswer(await call('GET', `/api/venues/${first!.id}`), 200, venue);
      expectError(await call('GET', `/api/venues/${MISSING}`), 404);
      expectError(await call('GET', '/api/venues?order_by=nonsense'), 400);
    });

    it('POST, PUT and DELETE /api/venues', async () => {
      const body = { name: 'Kontraktsalen', city: 'Vejle', countryCode: 'DK' };
      expectError(await call('POST', '/api/venues', { body }), 401);
      expectError(await call('POST', '/api/venues', { cookie: plain.cookie, body }), 403);
      expectError(await call('POST', '/api/venues', { cookie: admin, body: { ...body, name: '' } }), 400);
      const created = await call('POST', '/api/venues', { cookie: admin, body });
      expectAnswer(created, 200, venue);
      const path = `/api/venues/${(created.body as { id: number }).id}`;
      expectAnswer(await call('PUT', path, { cookie: admin, body: { ...body, city: 'Fredericia' } }), 200, venue);
      expectAnswer(await call('DELETE', path, { cookie: admin, ...EMPTY_JSON }), 200, venue);
      expectError(await call('DELETE', path, { cookie: admin }), 404);
      expectError(await call('PUT', path, { cookie: admin, body }), 404);
    });

    it('GET and POST /api/genres', async () => {
      expectAnswer(await call('GET', '/api/genres?per_page=0'), 200, pagedList(genre));
      expectAnswer(await call('GET', '/api/genres'), 200, pagedList(genre));
      expectAnswer(await call('POST', '/api/genres', { cookie: admin, body: { name: 'Kontraktpunk' } }), 200, genre);
      expectError(await call('POST', '/api/genres', { cookie: admin, body: { name: '' } }), 400);
      expectError(await call('POST', '/api/genres', { body: { name: 'Anonym' } }), 401);
    });

    it('GET /api/artists, by name by default, and GET /api/artists/{id}', async () => {
      const all = await call('GET', '/api/artists?per_page=0');
      expectAnswer(all, 200, pagedList(artist));
      expectAnswer(await call('GET', '/api/artists'), 200, pagedList(artist));
      expectAnswer(await call('GET', `/api/artists?order_by=${encodeURIComponent('name ASC')}&per_page=3`), 200, pagedList(artist));
      for (const { id } of records<{ id: number }>(all)) expectAnswer(await call('GET', `/api/artists/${id}`), 200, artist);
      expectError(await call('GET', `/api/artists/${MISSING}`), 404);
    });

    it('PUT /api/artists/image, then POST, PUT and DELETE /api/artists', async () => {
      const imageUrl = expectUrlText(await upload('PUT', '/api/artists/image', 'image', admin, 11));
      expectError(await upload('PUT', '/api/artists/image', 'image'), 401);
      const genreId = records<{ id: number }>(await call('GET', '/api/genres?per_page=1'))[0]!.id;
      const body = {
        name: 'Kontraktorkestret',
        description: '<p>Spiller efter noderne.</p>',
        previewUrl: 'https://open.spotify.com/artist/kontrakt',
        genreIds: [genreId],
        socials: ['https://www.instagram.com/kontrakt'],
        imageUrl,
      };
      expectError(await call('POST', '/api/artists', { cookie: admin, body: { ...body, name: '' } }), 400);
      const created = await call('POST', '/api/artists', { cookie: admin, body });
      expectAnswer(created, 200, artist);
      const path = `/api/artists/${(created.body as { id: number }).id}`;
      const { imageUrl: _kept, ...withoutImage } = body;
      expectAnswer(await call('PUT', path, { cookie: admin, body: { ...withoutImage, previewUrl: '' } }), 200, artist);
      expectAnswer(await call('DELETE', path, { cookie: admin, ...EMPTY_JSON }), 200, artist);
      expectError(await call('GET', path), 404);
    });

    it('GET /api/events with the filters of SPEC §7, and GET /api/events/{id}', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const visitors = await call('GET', '/api/events?per_page=0');
      expectAnswer(visitors, 200, pagedList(event));
      expect(records<{ isPublic: boolean }>(visitors).every((one) => one.isPublic)).toBe(true);
      const members = await call('GET', '/api/events?per_page=0', { cookie: admin });
      expectAnswer(members, 200, pagedList(event));
      const listed = records<{ id: number; concerts: { artist: { id: number } }[] }>(members);
      const artistId = listed[0]!.concerts[0]!.artist.id;
      for (const filter of [`from_date>=${today}`, `from_date<${today}`, 'is_public=true', `artist_id=${artistId}`, `from_date>=${today},is_public=true`]) {
        expectAnswer(await call('GET', `/api/events?${query(filter)}`, { cookie: admin }), 200, pagedList(event));
        expectAnswer(await call('GET', `/api/events?${query(filter)}`), 200, pagedList(event));
      }
      expectAnswer(await call('GET', '/api/events'), 200, pagedList(event));
      for (const { id } of listed) expectAnswer(await call('GET', `/api/events/${id}`, { cookie: admin }), 200, event);
      expectError(await call('GET', `/api/events/${MISSING}`), 404);
      expectError(await call('GET', `/api/events?${query('nonsense=1')}`), 400);
      expectError(await call('GET', `/api/events?${query('from_date>=2026-02-30')}`), 400);
    });

    it('POST /api/events/image, then POST, PUT and DELETE /api/events', async () => {
      const imageUrl = expectUrlText(await upload('POST', '/api/events/image', 'image', admin, 12));
      const venueId = records<{ id: number }>(await call('GET', '/api/venues?per_page=1'))[0]!.id;
      const artistID = records<{ id: number }>(await call('GET', '/api/artists?per_page=1'))[0]!.id;
      const from = new Date(Date.now() + 30 * 86_400_000);
      const concerts = [{ artistID, from: from.toISOString(), to: new Date(from.getTime() + 3_600_000).toISOString() }];
      const body = { title: 'Kontraktaften', description: '<p>Efter bogen.</p>', ticketUrl: 'https://billetter.example/kontrakt', venueId, concerts, isPublic: true, imageUrl };
      const { imageUrl: _kept, ...withoutImage } = body;
      expectError(await call('POST', '/api/events', { cookie: admin, body: withoutImage }), 400);
      expectError(await call('POST', '/api/events', { cookie: plain.cookie, body }), 403);
      const created = await call('POST', '/api/events', { cookie: admin, body });
      expectAnswer(created, 200, event);
      const path = `/api/events/${(created.body as { id: number }).id}`;
      expectAnswer(await call('PUT', path, { cookie: admin, body: { ...withoutImage, isPublic: false } }), 200, event);
      expectError(await call('PUT', path, { cookie: admin, body: { ...withoutImage, concerts: [] } }), 400);
      // A venue and an artist the event uses stay: 409, nothing deleted (docs/api.md).
      expectError(await call('DELETE', `/api/venues/${venueId}`, { cookie: admin }), 409);
      expectError(await call('DELETE', `/api/artists/${artistID}`, { cookie: admin }), 409);
      expectAnswer(await call('DELETE', path, { cookie: admin, ...EMPTY_JSON }), 200, event);
      expectError(await call('GET', path, { cookie: admin }), 404);
    });

    it('GET, POST and DELETE /api/content/landing-images, a plain array', async () => {
      expectAnswer(await call('GET', '/api/content/landing-images'), 200, arrayOf(landingImage));
      const created = await upload('POST', '/api/content/landing-images', 'file', admin, 13);
      expectAnswer(created, 200, landingImage);
      expectError(await upload('POST', '/api/content/landing-images', 'file', plain.cookie, 14), 403);
      const path = `/api/content/landing-images/${(created.body as { id: number }).id}`;
      expectAnswer(await call('DELETE', path, { cookie: admin, ...EMPTY_JSON }), 200, landingImage);
      expectError(await call('DELETE', path, { cookie: admin }), 404);
    });

    it('GET /api/teams lists the nine teams; GET /api/members/{id}/teams is a plain array', async () => {
      const teams = await call('GET', '/api/teams');
      expectAnswer(teams, 200, pagedList(team));
      expect(records<{ name: string }>(teams).map((one) => one.name).sort()).toEqual([...TEAM_NAMES].sort());
      const everyone = await call('GET', '/api/members?per_page=0', { cookie: admin });
      for (const { id } of records<{ id: number }>(everyone)) {
        expectAnswer(await call('GET', `/api/members/${id}/teams`, { cookie: admin }), 200, arrayOf(team, { min: 1 }));
      }
      expectError(await call('GET', `/api/members/${MISSING}/teams`, { cookie: admin }), 404);
    });

    it('GET /api/members, active=true or false, by first name, and GET /api/members/{id}', async () => {
      const visitors = await call('GET', '/api/members?per_page=0');
      expectAnswer(visitors, 200, pagedList(memberSeenByVisitors));
      expect(records<{ active: boolean }>(visitors).every((one) => one.active)).toBe(true);
      const byName = `&order_by=${encodeURIComponent('first_name ASC')}`;
      const active = await call('GET', `/api/members?${query('active=true')}${byName}`, { cookie: admin });
      expectAnswer(active, 200, pagedList(member));
      expect(records<{ active: boolean }>(active).every((one) => one.active)).toBe(true);
      const waiting = await call('GET', `/api/members?${query('active=false')}${byName}`, { cookie: admin });
      expectAnswer(waiting, 200, pagedList(member));
      // Both data sets hold a member awaiting approval, so their shape is checked too.
      expect(records<{ active: boolean }>(waiting).length).toBeGreaterThan(0);
      expect(records<{ active: boolean }>(waiting).every((one) => !one.active)).toBe(true);
      expectAnswer(await call('GET', '/api/members', { cookie: admin }), 200, pagedList(member));
      for (const { id } of [...records<{ id: number }>(active), ...records<{ id: number }>(waiting)]) {
        expectAnswer(await call('GET', `/api/members/${id}`, { cookie: admin }), 200, member);
      }
      expectError(await call('GET', `/api/members/${MISSING}`, { cookie: admin }), 404);
      expectError(await call('GET', `/api/members?${query('password=x')}`, { cookie: admin }), 400);
    });

    it('POST /api/members/picture and /api/auth/register, then approve, PUT and DELETE /api/members/{id}', async () => {
      const profilePictureUrl = expectUrlText(await upload('POST', '/api/members/picture', 'file', undefined, 15));
      const password = 'kontrakt-kode-1';
      const registration = { email: 'kontrakt@example.dk', firstName: 'Kirsten', lastName: 'Kontrakt', password, passwordConfirm: password, profilePictureUrl };
      expectError(await call('POST', '/api/auth/register', { body: { ...registration, passwordConfirm: 'noget-andet' } }), 400);
      const registered = await call('POST', '/api/auth/register', { body: registration });
      expectAnswer(registered, 200, member);
      const { id } = registered.body as { id: number };
      const path = `/api/members/${id}`;
      expectError(await call('POST', `${path}/approve`, { cookie: plain.cookie, ...EMPTY_JSON }), 403);
      // The spec shows no answer to approve: the status alone.
      expect((await call('POST', `${path}/approve`, { cookie: admin, ...EMPTY_JSON })).status).toBe(200);
      const teamIds = records<{ id: number; name: string }>(await call('GET', '/api/teams')).filter((one) => ['member', 'economy'].includes(one.name)).map((one) => one.id);
      const update = { firstName: 'Kirsten', lastName: 'Kontraktsen', email: registration.email, memberTeams: teamIds, specialRole: 'Kasserer', profilePictureUrl };
      expectAnswer(await call('PUT', path, { cookie: admin, body: update }), 200, member);
      expectError(await call('PUT', path, { cookie: admin, body: { ...update, memberTeams: [] } }), 400);
      expectError(await call('PUT', path, { cookie: plain.cookie, body: update }), 403);
      expectAnswer(await call('GET', path, { cookie: admin }), 200, member);
      expectAnswer(await call('DELETE', path, { cookie: admin, ...EMPTY_JSON }), 200, member);
      expectError(await call('GET', path, { cookie: admin }), 404);
    });

    it('POST /api/auth/login, GET /api/auth/session and POST /api/auth/log-out', async () => {
      expectError(await call('GET', '/api/auth/session'), 401);
      const login = { email: plain.email, password: plain.password };
      expectError(await call('POST', '/api/auth/login', { body: { ...login, password: 'forkert-kode-1' } }), 401);
      const loggedIn = await call('POST', '/api/auth/login', { body: login });
      expectAnswer(loggedIn, 200, member);
      const cookie = await t.login(plain.email, plain.password);
      expectAnswer(await call('GET', '/api/auth/session', { cookie }), 200, member);
      // The spec shows no answer to log-out either.
      expect((await call('POST', '/api/auth/log-out', { cookie, ...EMPTY_JSON })).status).toBe(200);
      expectError(await call('GET', '/api/auth/session', { cookie }), 401);
    });

    it('GET /api/members/{id}/permissions, for every member, in the 21 names the original client knows', async () => {
      const everyone = records<{ id: number }>(await call('GET', '/api/members?per_page=0', { cookie: admin }));
      for (const { id } of everyone) expectAnswer(await call('GET', `/api/members/${id}/permissions`, { cookie: admin }), 200, arrayOf(permission));
      expectAnswer(await call('GET', `/api/members/${plain.id}/permissions`, { cookie: plain.cookie }), 200, arrayOf(permission, { min: 1 }));
      expectError(await call('GET', `/api/members/${everyone[0]!.id}/permissions`, { cookie: plain.cookie }), 403);
      expectError(await call('GET', `/api/members/${plain.id}/permissions`), 401);
    });
  });
}
