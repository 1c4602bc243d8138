import { beforeAll, describe, expect, it } from 'vitest';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../test/event-test-fixtures';
import { samplePicture } from '../test/sample-images';
import { type TestApp, useTestApp } from '../test/test-app';

type Body = Record<string, unknown>;
type Answer = { translations?: { en?: Record<string, string> } };

/**
 * A record whose texts may carry English (issue 48): how it is written (the whole body of its PUT,
 * as the admin form sends it), read alone and read in its list.
 */
type Content = {
  name: string;
  /** The record's own body without translations; `write` sends it with them. */
  body: Body;
  write: (body: Body) => ReturnType<TestApp['put']>;
  read: () => Promise<Answer>;
  listed: () => Promise<Answer>;
  /** A text field (plain where the record has one), its longest English and the message for one longer. */
  plain: { field: string; max: number; tooLong: string };
  /** The rich-text field, sanitized as its Danish counterpart is; none for venues and teams. */
  rich?: string;
};

describe('content in English: translations on events, artists, venues, crews, teams and settings', () => {
  const t = useTestApp();
  let admin: string;
  const contents: Content[] = [];

  beforeAll(async () => {
    admin = await t.loginAdmin();
    const venueId = await createVenue(t, admin, 'Vega');
    const [artistId] = await createArtists(t, ['Kaja Kvartet']);
    const cover = await uploadCover(t, admin);
    const from = inDays(10, 19);
    const to = inDays(10, 21);
    const eventBody = { title: 'Jazz i Vega', description: '<p>En aften med jazz</p>', ticketUrl: 'https://billetlugen.dk/jazz', venueId, isPublic: true, concerts: [concert(artistId, from, to)], imageUrl: cover };
    const event = (await t.post('/api/events', { cookie: admin, body: eventBody })).body as { id: number };
    const byId = (id: number) => async (path: string) => ((await t.get(path, { cookie: admin })).body.records as ({ id: number } & Answer)[]).find((record) => record.id === id)!;

    const picture = await t.upload('PUT', '/api/artists/image', { field: 'image', file: await samplePicture('png', { seed: 3 }), cookie: admin });
    const genre = (await t.post('/api/genres', { cookie: admin, body: { name: 'Folk' } })).body as { id: number };
    const artistBody = { name: 'Bo Trio', description: '<p>Tre mand</p>', genreIds: [genre.id], imageUrl: picture.text };
    const artist = (await t.post('/api/artists', { cookie: admin, body: artistBody })).body as { id: number };

    const crewBody = { name: 'Bar', description: '<p>Vi står i baren.</p>' };
    const crew = (await t.post('/api/crews', { cookie: admin, body: crewBody })).body as { id: number };
    const team = ((await t.get('/api/teams')).body.records as { id: number; name: string }[]).find((listed) => listed.name === 'booking')!;

    contents.push(
      {
        name: 'event',
        body: eventBody,
        write: (body) => t.put(`/api/events/${event.id}`, { cookie: admin, body }),
        read: async () => (await t.get(`/api/events/${event.id}`)).body,
        listed: () => byId(event.id)('/api/events?per_page=0'),
        plain: { field: 'title', max: 200, tooLong: 'Titlen på engelsk må højst være 200 tegn' },
        rich: 'description',
      },
      {
        name: 'artist',
        body: artistBody,
        write: (body) => t.put(`/api/artists/${artist.id}`, { cookie: admin, body }),
        read: async () => (await t.get(`/api/artists/${artist.id}`)).body,
        listed: () => byId(artist.id)('/api/artists?per_page=0'),
        plain: { field: 'description', max: 5000, tooLong: 'Beskrivelsen på engelsk må højst være 5000 tegn' },
        rich: 'description',
      },
      {
        name: 'venue',
        body: { name: 'Vega', city: 'Aarhus', countryCode: 'DK' },
        write: (body) => t.put(`/api/venues/${venueId}`, { cookie: admin, body }),
        read: async () => (await t.get(`/api/venues/${venueId}`)).body,
        // Events carry their venue's too: the programme lists them.
        listed: async () => ((await byId(event.id)('/api/events?per_page=0')) as unknown as { venue: Answer }).venue,
        plain: { field: 'accessNote', max: 500, tooLong: 'Teksten om tilgængelighed på engelsk må højst være 500 tegn' },
      },
      {
        name: 'crew',
        body: crewBody,
        write: (body) => t.put(`/api/crews/${crew.id}`, { cookie: admin, body }),
        read: async () => (await t.get(`/api/crews/${crew.id}`, { cookie: admin })).body,
        listed: async () => ((await t.get('/api/crews')).body as ({ id: number } & Answer)[]).find((listed) => listed.id === crew.id)!,
        plain: { field: 'description', max: 5000, tooLong: 'Beskrivelsen på engelsk må højst være 5000 tegn' },
        rich: 'description',
      },
      {
        name: 'team',
        body: { publicDescription: 'Vi finder kunstnerne.' },
        write: (body) => t.put(`/api/teams/${team.id}/presentation`, { cookie: admin, body }),
        read: () => byId(team.id)('/api/teams'),
        listed: () => byId(team.id)('/api/teams'),
        plain: { field: 'publicDescription', max: 1000, tooLong: 'Præsentationen på engelsk må højst være 1000 tegn' },
      },
      {
        name: 'settings',
        body: { name: 'Foreningen', tagline: 'Levende musik' },
        write: (body) => t.put('/api/settings', { cookie: admin, body }),
        read: async () => (await t.get('/api/settings')).body,
        listed: async () => (await t.get('/api/settings')).body,
        plain: { field: 'tagline', max: 160, tooLong: 'Sloganet på engelsk må højst være 160 tegn' },
        rich: 'about',
      },
    );
  });

  /** A text as answered: a rich field's becomes a paragraph. */
  const answered = ({ plain, rich }: Content, text: string) => (plain.field === rich ? `<p>${text}</p>` : text);

  /** Runs `test` on each kind of record, starting from none of its English. */
  const each = (test: (content: Content) => Promise<void>) => async () => {
    for (const content of contents) {
      await content.write({ ...content.body, translations: null });
      await test(content);
    }
  };

  it(
    'sets the English, answers it, and shows it when read alone and in lists',
    each(async (content) => {
      const { name, body, write, read, listed, plain } = content;
      const written = await write({ ...body, translations: { en: { [plain.field]: '  In English  ' } } });
      expect(written.status, `${name}: ${written.text}`).toBe(200);
      const english = { en: { [plain.field]: answered(content, 'In English') } };
      expect(written.body.translations, name).toEqual(english);
      expect((await read()).translations, name).toEqual(english);
      expect((await listed()).translations, name).toEqual(english);
    }),
  );

  it(
    'keeps the English when a body leaves translations out, and a field when `en` leaves it out',
    each(async (content) => {
      const { name, body, write, read, plain, rich } = content;
      await write({ ...body, translations: { en: { [plain.field]: 'Kept' } } });
      expect((await write(body)).status, name).toBe(200);
      expect((await read()).translations, name).toEqual({ en: { [plain.field]: answered(content, 'Kept') } });
      if (!rich || rich === plain.field) return;
      expect((await write({ ...body, translations: { en: { [rich]: '<p>Also</p>' } } })).status, name).toBe(200);
      expect((await read()).translations, name).toEqual({ en: { [plain.field]: 'Kept', [rich]: '<p>Also</p>' } });
    }),
  );

  it(
    'clears a field with null or blank, and all of them with translations null: none is then absent',
    each(async ({ name, body, write, read, plain }) => {
      await write({ ...body, translations: { en: { [plain.field]: 'Gone soon' } } });
      for (const cleared of [null, '   ']) {
        await write({ ...body, translations: { en: { [plain.field]: 'Back' } } });
        const response = await write({ ...body, translations: { en: { [plain.field]: cleared } } });
        expect(response.status, name).toBe(200);
        expect(response.body.translations?.en?.[plain.field], name).toBeUndefined();
      }
      await write({ ...body, translations: { en: { [plain.field]: 'Back' } } });
      expect((await write({ ...body, translations: null })).status, name).toBe(200);
      expect((await read()).translations, name).toBeUndefined();
    }),
  );

  it(
    'refuses an English text longer than its Danish field may be, with a Danish message, and stores nothing',
    each(async ({ name, body, write, read, plain }) => {
      const response = await write({ ...body, translations: { en: { [plain.field]: 'x'.repeat(plain.max + 1) } } });
      expect(response.status, name).toBe(400);
      expect(response.body, name).toEqual({ message: plain.tooLong });
      expect((await read()).translations, name).toBeUndefined();
      const longest = await write({ ...body, translations: { en: { [plain.field]: 'x'.repeat(plain.max) } } });
      expect(longest.status, name).toBe(200);
    }),
  );

  it(
    'sanitizes English descriptions as the Danish ones, and removes one with no words left',
    each(async ({ name, body, write, read, rich }) => {
      if (!rich) return;
      const dirty = '<p onclick="steal()">Jazz <script>alert(1)</script><strong>all night</strong></p><a href="javascript:alert(1)">here</a>';
      const response = await write({ ...body, translations: { en: { [rich]: dirty } } });
      expect(response.status, name).toBe(200);
      expect(response.body.translations, name).toEqual({ en: { [rich]: '<p>Jazz <strong>all night</strong></p>here' } });
      const plainText = await write({ ...body, translations: { en: { [rich]: 'One\n\nTwo' } } });
      expect(plainText.body.translations, name).toEqual({ en: { [rich]: '<p>One</p><p>Two</p>' } });
      expect((await write({ ...body, translations: { en: { [rich]: '<p><br></p>' } } })).status, name).toBe(200);
      expect((await read()).translations, name).toBeUndefined();
    }),
  );

  it('names the event title and access note in their messages, and refuses what is no object', async () => {
    const event = contents.find((content) => content.name === 'event')!;
    const note = await event.write({ ...event.body, translations: { en: { accessNote: 'x'.repeat(501) } } });
    expect(note.body).toEqual({ message: 'Teksten om tilgængelighed på engelsk må højst være 500 tegn' });
    const notText = await event.write({ ...event.body, translations: { en: { title: 12 } } });
    expect(notText.status).toBe(400);
    expect(notText.body).toEqual({ message: 'Titlen på engelsk skal være tekst' });
    expect((await event.write({ ...event.body, translations: 'English' })).status).toBe(400);
  });

  it('creates a venue with its English access note', async () => {
    const response = await t.post('/api/venues', { cookie: admin, body: { name: 'Huset', city: 'Aalborg', countryCode: 'DK', translations: { en: { accessNote: 'Lift at the back' } } } });
    expect(response.status).toBe(200);
    expect(response.body.translations).toEqual({ en: { accessNote: 'Lift at the back' } });
  });

  it('copies an event with its English', async () => {
    const event = contents.find((content) => content.name === 'event')!;
    const english = { en: { title: 'Jazz at Vega', accessNote: 'Step-free' } };
    const written = await event.write({ ...event.body, translations: english });
    const copy = await t.post(`/api/events/${written.body.id}/copy`, { cookie: admin, body: { from: inDays(20, 19) } });
    expect(copy.status).toBe(200);
    expect(copy.body.translations).toEqual(english);
  });
});
