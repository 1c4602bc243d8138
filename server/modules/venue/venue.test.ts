import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createArtists, uploadCover } from '../../test/event-test-fixtures';

const vega = { name: 'Vega', city: 'København', countryCode: 'DK' };

describe('venues', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  describe('create, read, update, delete', () => {
    it('creates a venue, records who did it, and reads it back', async () => {
      const created = await t.post('/api/venues', { cookie: admin, body: vega });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ ...vega, createdBy: 1, updatedBy: 1 });
      expect(created.body.id).toBeGreaterThan(0);
      expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);

      const read = await t.get(`/api/venues/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
    });

    it('trims text, upper-cases the country code and ignores unknown keys', async () => {
      const created = await t.post('/api/venues', {
        cookie: admin,
        body: { name: '  Train  ', city: ' Aarhus ', countryCode: 'dk', secret: 'x' },
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'Train', city: 'Aarhus', countryCode: 'DK' });
      expect(created.body).not.toHaveProperty('secret');
    });

    it('updates every field and sets updatedBy from the session', async () => {
      const booker = await t.memberWith(['booking']);
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
      const updated = await t.put(`/api/venues/${venue.id}`, {
        cookie: booker.cookie,
        body: { name: 'Store Vega', city: 'Frederiksberg', countryCode: 'SE' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id: venue.id,
        name: 'Store Vega',
        city: 'Frederiksberg',
        countryCode: 'SE',
        createdBy: 1,
        updatedBy: booker.id,
      });
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(venue.updatedAt));
    });

    it('stores names up to the 200-character limit, Danish letters included', async () => {
      const name = 'Æbleø Spillested '.repeat(12).slice(0, 200);
      const created = await t.post('/api/venues', { cookie: admin, body: { ...vega, name } });
      expect(created.status).toBe(200);
      expect(created.body.name).toBe(name.trim());
    });

    it('deletes a venue, answers with what was deleted, and then knows it no more', async () => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
      const deleted = await t.delete(`/api/venues/${venue.id}`, { cookie: admin });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(venue);
      expect((await t.get(`/api/venues/${venue.id}`)).status).toBe(404);
      expect((await t.delete(`/api/venues/${venue.id}`, { cookie: admin })).status).toBe(404);
    });

    it('refuses with 409 to delete a venue still in use, and deletes nothing', async () => {
      // Events arrive later; any table that references venues with a restricting key is used the same way.
      const connection = t.orm.em.getConnection();
      await connection.execute('create table venue_usage_probe (venue_id integer not null references venue (id))');
      try {
        const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
        await connection.execute('insert into venue_usage_probe (venue_id) values (?)', [venue.id]);
        const response = await t.delete(`/api/venues/${venue.id}`, { cookie: admin });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: 'Spillestedet bruges af et eller flere events og kan ikke slettes' });
        expect((await t.get(`/api/venues/${venue.id}`)).status).toBe(200);
      } finally {
        await connection.execute('drop table venue_usage_probe');
      }
    });

    it('accepts DELETE with a JSON content type and an empty body', async () => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
      const deleted = await t.delete(`/api/venues/${venue.id}`, {
        cookie: admin,
        headers: { 'content-type': 'application/json' },
      });
      expect(deleted.status).toBe(200);
    });

    it('answers 404 with a Danish message for a venue that does not exist', async () => {
      for (const response of [
        await t.get('/api/venues/999999'),
        await t.put('/api/venues/999999', { cookie: admin, body: vega }),
        await t.delete('/api/venues/999999', { cookie: admin }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Spillestedet findes ikke' });
      }
    });

    it.each(['0', '-1', 'abc', '1.5', '99999999999999999999'])('refuses the id %s with 400', async (id) => {
      const response = await t.get(`/api/venues/${id}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Id skal være et positivt heltal' });
    });
  });

  it('orders names in Danish: æ, ø, å after z, aa as å, case ignored', async () => {
    for (const name of ['Åben Scene', 'Aalborg Kongres', 'Øst for Paradis', 'Æblehaven', 'amager Bio', 'Zeppelin']) {
      await t.post('/api/venues', { cookie: admin, body: { name, city: 'Sorteringsby', countryCode: 'DK' } });
    }
    const query = `filter=${encodeURIComponent('city=Sorteringsby')}`;
    const ascending = (await t.get(`/api/venues?${query}`)).body.records.map((venue: { name: string }) => venue.name);
    expect(ascending).toEqual(['amager Bio', 'Zeppelin', 'Æblehaven', 'Øst for Paradis', 'Åben Scene', 'Aalborg Kongres']);
    const descending = await t.get(`/api/venues?${query}&order_by=name:desc`);
    expect(descending.body.records.map((venue: { name: string }) => venue.name)).toEqual([...ascending].reverse());
  });

  describe('validation', () => {
    it.each([
      [{ ...vega, name: '' }, 'Navn skal være defineret'],
      [{ ...vega, name: '   ' }, 'Navn skal være defineret'],
      [{ city: 'Aarhus', countryCode: 'DK' }, 'Navn skal være defineret'],
      [{ ...vega, city: '' }, 'By skal være defineret'],
      [{ ...vega, countryCode: '' }, 'Landekode skal være defineret'],
      [{ ...vega, countryCode: 'XX' }, 'Landekode skal være en gyldig ISO 3166-1-kode, fx DK'],
      [{ ...vega, countryCode: 'DNK' }, 'Landekode skal være en gyldig ISO 3166-1-kode, fx DK'],
      [{ ...vega, name: 42 }, 'Navn skal være defineret'],
      [{ ...vega, name: 'x'.repeat(201) }, 'Højst 200 tegn'],
    ])('refuses %j with 400 "%s" on create and update', async (body, message) => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
      for (const response of [
        await t.post('/api/venues', { cookie: admin, body }),
        await t.put(`/api/venues/${venue.id}`, { cookie: admin, body }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect((await t.get(`/api/venues/${venue.id}`)).body).toMatchObject(vega);
    });

    it('refuses a body that is not an object', async () => {
      for (const body of ['[]', '"Vega"', 'null', '42']) {
        const response = await t.post('/api/venues', { cookie: admin, body });
        expect(response.status).toBe(400);
        expect(typeof response.body.message).toBe('string');
      }
    });
  });

  describe('address, postal code and site (optional, issue 26)', () => {
    const place = { address: 'Enghavevej 40', postalCode: '1674', url: 'https://vega.dk/' };

    it('stores them, reads them back in the venue and in the list, and answers nothing for a venue without', async () => {
      const created = await t.post('/api/venues', { cookie: admin, body: { ...vega, ...place } });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ ...vega, ...place });
      expect((await t.get(`/api/venues/${created.body.id}`)).body).toEqual(created.body);
      const listed = await t.get(`/api/venues?filter=${encodeURIComponent(`id=${created.body.id}`)}`);
      expect(listed.body.records).toEqual([created.body]);

      // The original client's body: the new fields are left out of the answer, never null.
      const plain = await t.post('/api/venues', { cookie: admin, body: vega });
      expect(plain.status).toBe(200);
      for (const field of ['address', 'postalCode', 'url']) expect(plain.body).not.toHaveProperty(field);
    });

    it('keeps them on a PUT that leaves them out (the original client), and sets them on one that gives them', async () => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: { ...vega, ...place } });
      const renamed = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: { ...vega, name: 'Store Vega' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Store Vega', ...place });
      const moved = await t.put(`/api/venues/${venue.id}`, {
        cookie: admin,
        body: { ...vega, address: 'Stora Nygatan 6', postalCode: '211 37', url: 'http://www.example.se/scen' },
      });
      expect(moved.body).toMatchObject({ address: 'Stora Nygatan 6', postalCode: '211 37', url: 'http://www.example.se/scen' });
      expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(moved.body);
    });

    it.each([[null], [''], ['   ']])('removes them when a PUT sends %j', async (value) => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: { ...vega, ...place } });
      const cleared = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: { ...vega, address: value, postalCode: value, url: value } });
      expect(cleared.status).toBe(200);
      for (const field of ['address', 'postalCode', 'url']) expect(cleared.body).not.toHaveProperty(field);
      expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(cleared.body);
    });

    it('trims them and encodes a site typed with Danish letters', async () => {
      const created = await t.post('/api/venues', {
        cookie: admin,
        body: { ...vega, address: '  Vesterbrogade 1 ', postalCode: ' 1620 ', url: ' https://spillested.dk/få vej ' },
      });
      expect(created.body).toMatchObject({ address: 'Vesterbrogade 1', postalCode: '1620', url: 'https://spillested.dk/f%C3%A5%20vej' });
    });

    it.each([
      ['vega.dk', 'https://vega.dk'],
      [' www.vega.dk/program?uge=12 ', 'https://www.vega.dk/program?uge=12'],
      ['vega.dk:8080', 'https://vega.dk:8080'],
    ])('adds https:// to a site typed without it, %j, on create and update', async (url, stored) => {
      const created = await t.post('/api/venues', { cookie: admin, body: { ...vega, url } });
      expect(created.status).toBe(200);
      expect(created.body.url).toBe(stored);
      const updated = await t.put(`/api/venues/${created.body.id}`, { cookie: admin, body: { ...vega, url: 'example.dk' } });
      expect(updated.body.url).toBe('https://example.dk');
      expect((await t.get(`/api/venues/${created.body.id}`)).body.url).toBe('https://example.dk');
    });

    it.each([
      [{ url: 'vega' }, 'Hjemmeside skal være et gyldigt URL'],
      [{ url: 'http//vega.dk' }, 'Hjemmeside skal være et gyldigt URL'],
      [{ url: 'mailto:info@vega.dk' }, 'Hjemmeside skal være et gyldigt URL'],
      [{ url: 'ftp://vega.dk' }, 'Hjemmeside skal være et gyldigt URL'],
      [{ url: 'javascript:alert(1)' }, 'Hjemmeside skal være et gyldigt URL'],
      [{ url: 42 }, 'Hjemmeside skal være et gyldigt URL'],
      [{ url: `https://vega.dk/${'x'.repeat(500)}` }, 'Højst 500 tegn'],
      [{ address: 'x'.repeat(201) }, 'Højst 200 tegn'],
      [{ address: 'Gade\u00001' }, 'Teksten indeholder ugyldige tegn'],
      [{ address: ['Vesterbrogade 1'] }, 'Adressen skal være tekst'],
      [{ postalCode: '12345678901' }, 'Højst 10 tegn'],
      [{ postalCode: 1620 }, 'Postnummeret skal være tekst'],
    ])('refuses %j with 400 in Danish on create and update, and changes nothing', async (fields, message) => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: { ...vega, ...place } });
      for (const response of [
        await t.post('/api/venues', { cookie: admin, body: { ...vega, ...fields } }),
        await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: { ...vega, ...fields } }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(venue);
    });

    it('travels with the events held there, in the event and in the list', async () => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: { ...vega, ...place } });
      const [artist] = await createArtists(t, ['Adresseprøven']);
      const from = new Date(Date.now() + 86_400_000).toISOString();
      const to = new Date(Date.now() + 90_000_000).toISOString();
      const created = await t.post('/api/events', {
        cookie: admin,
        body: {
          title: 'Adressefest',
          description: '<p>Find vej</p>',
          ticketUrl: 'https://billet.dk',
          venueId: venue.id,
          isPublic: true,
          imageUrl: await uploadCover(t, admin),
          concerts: [{ artistID: artist, from, to }],
        },
      });
      expect(created.status).toBe(200);
      expect(created.body.venue).toEqual(venue);
      expect((await t.get(`/api/events/${created.body.id}`)).body.venue).toEqual(venue);
      const listed = await t.get(`/api/events?filter=${encodeURIComponent(`venue_id=${venue.id}`)}`);
      expect(listed.body.records.map((event: { venue: unknown }) => event.venue)).toEqual([venue]);
    });
  });

  describe('permissions', () => {
    it('lets anyone read', async () => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
      expect((await t.get('/api/venues')).status).toBe(200);
      expect((await t.get(`/api/venues/${venue.id}`)).status).toBe(200);
    });

    it('refuses changes without a session with 401', async () => {
      const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
      for (const response of [
        await t.post('/api/venues', { body: vega }),
        await t.put(`/api/venues/${venue.id}`, { body: vega }),
        await t.delete(`/api/venues/${venue.id}`),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Du skal være logget ind' });
      }
    });

    it('refuses a forged session cookie with 401', async () => {
      const response = await t.post('/api/venues', { body: vega, cookie: 'spillested_session=forged' });
      expect(response.status).toBe(401);
    });

    it('refuses members who are not yet approved with 403', async () => {
      const pending = await t.memberWith(['booking'], { active: false });
      const response = await t.post('/api/venues', { cookie: pending.cookie, body: vega });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
    });

    it.each(['member', 'economy', 'public-relations', 'visual-identity', 'team-management'] as const)(
      'refuses the team %s with 403 and changes nothing',
      async (team) => {
        const { body: venue } = await t.post('/api/venues', { cookie: admin, body: vega });
        const outsider = await t.memberWith([team]);
        for (const response of [
          await t.post('/api/venues', { cookie: outsider.cookie, body: vega }),
          await t.put(`/api/venues/${venue.id}`, { cookie: outsider.cookie, body: { ...vega, name: 'Kapret' } }),
          await t.delete(`/api/venues/${venue.id}`, { cookie: outsider.cookie }),
        ]) {
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
        }
        expect((await t.get(`/api/venues/${venue.id}`)).body.name).toBe('Vega');
      },
    );

    it.each(['admin', 'project-leader', 'event-management', 'booking'] as const)('lets the team %s manage venues', async (team) => {
      const insider = await t.memberWith([team]);
      const created = await t.post('/api/venues', { cookie: insider.cookie, body: vega });
      expect(created.status).toBe(200);
      expect((await t.put(`/api/venues/${created.body.id}`, { cookie: insider.cookie, body: vega })).status).toBe(200);
      expect((await t.delete(`/api/venues/${created.body.id}`, { cookie: insider.cookie })).status).toBe(200);
    });

    it('reads permissions fresh: removing a team takes effect on the next request', async () => {
      const booker = await t.memberWith(['booking']);
      expect((await t.post('/api/venues', { cookie: booker.cookie, body: vega })).status).toBe(200);
      const connection = t.orm.em.getConnection();
      await connection.execute('delete from member_teams where member_id = ? and team_id = (select id from team where name = ?)', [
        booker.id,
        'booking',
      ]);
      expect((await t.post('/api/venues', { cookie: booker.cookie, body: vega })).status).toBe(403);
    });
  });
});
