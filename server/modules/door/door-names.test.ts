import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { GuestListEntry, GuestListLink } from '../guest-list/guest-list.entity';
import { Reservation } from '../reservation/reservation.entity';
import { forgetDoorNames } from './door-names';

describe('names on the door lists are forgotten 30 days after the night (issue 50 item 5)', () => {
  let t: TestApp;
  let admin: string;
  let venueId: number;
  let artistId: number;
  let cover: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.loginAdmin();
    venueId = await createVenue(t, admin, 'Huset');
    [artistId] = await createArtists(t, ['Kaja Kvartet']);
    cover = await uploadCover(t, admin);
  });
  afterAll(() => t?.close());

  /** A night `days` from now (negative: past) with a confirmed reservation, a guest and an act's link. */
  async function nightWithLists(days: number, tag: string): Promise<number> {
    const made = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: `Fællessang ${tag}`,
        description: 'Vi synger sammen',
        venueId,
        concerts: [concert(artistId, inDays(days, 18), inDays(days, 20))],
        isPublic: true,
        imageUrl: cover,
        admission: 'reservation',
      },
    });
    expect(made.status, made.text).toBe(200);
    const event = made.body.id as number;
    const em = t.orm.em.fork();
    em.create(Reservation, { event, name: `Gæst ${tag}`, email: `${tag}@example.com`, places: 3, status: 'confirmed', tokenHash: tag.padEnd(64, '0') });
    const link = em.create(GuestListLink, { event, artist: artistId, email: 'band@example.com', tokenHash: tag.padEnd(64, '1'), guestLimit: 4 });
    em.create(GuestListEntry, { event, name: `Ven af bandet ${tag}`, plus: 1, kind: 'artist', artist: artistId, note: 'Trommeslagerens søster', addedByLink: link });
    await em.flush();
    return event;
  }

  it('blanks the names and addresses of nights past 30 days and keeps their numbers; later nights keep theirs', async () => {
    const old = await nightWithLists(-31, 'old');
    const recent = await nightWithLists(-29, 'new');

    expect(await forgetDoorNames(t.orm.em.fork())).toBe(3);

    const em = t.orm.em.fork();
    expect(await em.find(Reservation, { event: old }, { fields: ['name', 'email', 'places', 'status'] })).toMatchObject([{ name: '', email: '', places: 3, status: 'confirmed' }]);
    expect(await em.find(GuestListEntry, { event: old })).toMatchObject([{ name: '', note: null, plus: 1, kind: 'artist' }]);
    expect(await em.count(GuestListLink, { event: old })).toBe(0);

    expect(await em.find(Reservation, { event: recent })).toMatchObject([{ name: 'Gæst new', email: 'new@example.com' }]);
    expect(await em.find(GuestListEntry, { event: recent })).toMatchObject([{ name: 'Ven af bandet new', note: 'Trommeslagerens søster' }]);
    expect(await em.count(GuestListLink, { event: recent })).toBe(1);

    // Run again, nothing is left to forget.
    expect(await forgetDoorNames(t.orm.em.fork())).toBe(0);
  });
});
