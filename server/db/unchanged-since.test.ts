import type { EntityName } from '@mikro-orm/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../test/test-app';
import { Artist } from '../modules/artist/artist.entity';
import { Event } from '../modules/event/event.entity';
import { concert, createArtists, createVenue, uploadCover } from '../test/event-test-fixtures';
import { memberById, rename, updateBody } from '../test/member-fixtures';
import { Member } from '../modules/member/member.entity';
import { Venue } from '../modules/venue/venue.entity';

/** When "Ida Holm" changed the record: Saturday evening, Copenhagen winter time. */
const CHANGED = '2026-11-21T18:34:56.789Z';
const OPENED = '2026-11-20T10:00:00.000Z';

type Kind = {
  path: string;
  // Any of the four: the test writes only updatedAt and updatedBy, which all of them have.
  entity: EntityName<any>;
  refusal: string;
  /** Makes a record as the admin and answers its id. */
  create: (t: TestApp, admin: string) => Promise<number>;
  /** A valid PUT body for the record, with `label` in a text field so each save differs. */
  body: (t: TestApp, admin: string, id: number, label: string) => Promise<Record<string, unknown>>;
};

const refusal = (definite: string, pronoun: string) =>
  `${definite} er blevet ændret af Ida Holm lørdag 21. november 2026 kl. 19.34, efter du åbnede ${pronoun}. Hent den nye version, og ret igen.`;

const kinds: Record<string, Kind> = {
  venues: {
    path: '/api/venues',
    entity: Venue,
    refusal: refusal('Spillestedet', 'det'),
    create: (t, admin) => createVenue(t, admin, 'Vega'),
    body: async (_t, _admin, _id, label) => ({ name: label, city: 'København', countryCode: 'DK' }),
  },
  artists: {
    path: '/api/artists',
    entity: Artist,
    refusal: refusal('Kunstneren', 'den'),
    create: async (t) => (await createArtists(t, ['Efterklang']))[0],
    body: async (t, admin, _id, label) => {
      const genre = await t.post('/api/genres', { cookie: admin, body: { name: `Genre ${label}` } });
      return { name: label, description: 'Dansk band.', genreIds: [genre.body.id], socials: [] };
    },
  },
  events: {
    path: '/api/events',
    entity: Event,
    refusal: refusal('Eventet', 'det'),
    create: async (t, admin) => {
      const [artist] = await createArtists(t, ['Mew']);
      const body = {
        title: 'Aften',
        description: 'Koncert.',
        ticketUrl: 'https://billetter.example/aften',
        venueId: await createVenue(t, admin, 'Train'),
        concerts: [concert(artist, '2027-03-14T19:00:00.000Z', '2027-03-14T20:00:00.000Z')],
        isPublic: true,
        imageUrl: await uploadCover(t, admin),
      };
      const created = await t.post('/api/events', { cookie: admin, body });
      if (created.status !== 200) throw new Error(created.text);
      return created.body.id;
    },
    body: async (t, admin, id, label) => {
      const { body: event } = await t.get(`/api/events/${id}`, { cookie: admin });
      return {
        title: label,
        description: event.description,
        ticketUrl: event.ticketUrl,
        venueId: event.venue.id,
        concerts: event.concerts.map((c: { artist: { id: number }; from: string; to: string }) => concert(c.artist.id, c.from, c.to)),
        isPublic: event.isPublic,
      };
    },
  },
  members: {
    path: '/api/members',
    entity: Member,
    refusal: refusal('Medlemmet', 'det'),
    create: async (t) => (await t.memberWith([])).id,
    body: async (t, _admin, id, label) => updateBody(await memberById(t, id), { lastName: label }),
  },
};

describe.each(Object.entries(kinds))('PUT %s with the updatedAt the editor loaded (docs/api.md)', (_name, kind) => {
  const t = useTestApp();
  let admin: string;
  let ida: { id: number; cookie: string };

  beforeAll(async () => {
    admin = await t.loginAdmin();
    ida = await t.memberWith(['admin']);
    await rename(t, ida.id, 'Ida', 'Holm');
  });

  /** The record as if Ida saved it at `at`: written straight to the database, so no clock decides the test. */
  async function changedByIda(id: number, at: string) {
    await t.orm.em.fork().nativeUpdate(kind.entity, { id }, { updatedAt: new Date(at), updatedBy: ida.id });
  }

  const put = async (id: number, label: string, updatedAt?: string) =>
    t.put(`${kind.path}/${id}`, { cookie: admin, body: { ...(await kind.body(t, admin, id, label)), ...(updatedAt && { updatedAt }) } });

  it('refuses a save older than the last change with 409, naming who changed it and when, and writes nothing', async () => {
    const id = await kind.create(t, admin);
    await changedByIda(id, CHANGED);
    const before = await t.get(`${kind.path}/${id}`, { cookie: admin });

    const stale = await put(id, 'Forældet', OPENED);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: kind.refusal });
    expect((await t.get(`${kind.path}/${id}`, { cookie: admin })).body).toEqual(before.body);
  });

  it('accepts the updatedAt it answered, to the millisecond, and then moves it on', async () => {
    const id = await kind.create(t, admin);
    await changedByIda(id, CHANGED);
    const { body: loaded } = await t.get(`${kind.path}/${id}`, { cookie: admin });
    expect(loaded.updatedAt).toBe(CHANGED);

    const saved = await put(id, 'Frisk', loaded.updatedAt);
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.parse(CHANGED));
    // The editor that saved carries on from the version it got back.
    expect((await put(id, 'Frisk igen', saved.body.updatedAt)).status).toBe(200);
  });

  it('lets the last write win when no updatedAt is sent', async () => {
    const id = await kind.create(t, admin);
    await changedByIda(id, CHANGED);
    expect((await put(id, 'Sidst')).status).toBe(200);
  });

  it('lets only one of two saves that loaded the same version through', async () => {
    const id = await kind.create(t, admin);
    await changedByIda(id, CHANGED);
    const results = await Promise.all([put(id, 'Første', CHANGED), put(id, 'Anden', CHANGED)]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('refuses an updatedAt that is no ISO 8601 date with 400', async () => {
    const id = await kind.create(t, admin);
    const response = await put(id, 'Dato', 'i går');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('stale edits elsewhere', () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  it('answers 409 over tRPC too, in tRPC’s shape', async () => {
    const id = await createVenue(t, admin, 'Loppen');
    await t.orm.em.fork().nativeUpdate(Venue, { id }, { updatedAt: new Date(CHANGED), updatedBy: null });
    const response = await t.post('/trpc/venues.update', {
      cookie: admin,
      body: { id, name: 'Loppen 2', city: 'København', countryCode: 'DK', updatedAt: OPENED },
    });
    expect(response.status).toBe(409);
    // Nobody to name once the member who changed it is gone.
    expect(response.body.error.message).toBe(
      'Spillestedet er blevet ændret lørdag 21. november 2026 kl. 19.34, efter du åbnede det. Hent den nye version, og ret igen.',
    );
    expect((await t.get(`/api/venues/${id}`)).body.name).toBe('Loppen');
  });

  it('compares at millisecond precision whatever the database kept', async () => {
    const id = await createVenue(t, admin, 'Pumpehuset');
    // PostgreSQL keeps microseconds that JavaScript dates drop; SQLite keeps epoch milliseconds.
    if (t.config.DATABASE_URL.startsWith('postgres')) {
      await t.orm.em.getConnection().execute(`update venue set updated_at = '2026-11-21 18:34:56.789654+00' where id = ?`, [id]);
    } else {
      await t.orm.em.fork().nativeUpdate(Venue, { id }, { updatedAt: new Date(CHANGED) });
    }
    const { body: loaded } = await t.get(`/api/venues/${id}`);
    expect(loaded.updatedAt).toBe(CHANGED);
    const body = { name: 'Pumpehuset 2', city: 'København', countryCode: 'DK', updatedAt: loaded.updatedAt };
    expect((await t.put(`/api/venues/${id}`, { cookie: admin, body })).status).toBe(200);
  });

  it('does not tell a member who may not edit another member who changed them', async () => {
    const other = await t.memberWith([]);
    const nosy = await t.memberWith([]);
    const response = await t.put(`/api/members/${other.id}`, {
      cookie: nosy.cookie,
      body: { ...updateBody(await memberById(t, other.id)), updatedAt: OPENED },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).not.toContain('ændret');
  });

  it('records who last changed a member, for those who see the e-mail', async () => {
    const member = await t.memberWith([]);
    const body = updateBody(await memberById(t, member.id), { firstName: 'Ny' });
    const saved = await t.put(`/api/members/${member.id}`, { cookie: admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedBy).toBe(1);
    expect((await memberById(t, member.id)).updatedBy).toBe(1);
  });
});
