import { beforeAll, describe, expect, it } from 'vitest';
import { sourcePages } from '../../test/source-pages';
import { useTestApp } from '../../test/test-app';
import { concert, createArtists, inDays, uploadCover } from '../../test/event-test-fixtures';

const AP = 'application/activity+json';

const venueAccess = {
  stepFree: 'partly',
  accessibleToilet: true,
  hearingLoop: false,
  seating: true,
  quietRoom: false,
  disabledParking: true,
  companionCard: true,
  note: 'Rampe ved bagindgangen',
};
const eventAccess = { signLanguage: true, relaxedPerformance: false, strobeLight: true, loudMusic: false, note: 'Tolken står til venstre' };

/** The JSON-LD documents of a page's head. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, any>);

describe('access information of venues and nights (issue 47, item 4)', () => {
  const t = useTestApp({}, { pages: sourcePages() });
  let admin: string;
  let artist: number;
  let cover: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    [artist] = await createArtists(t, ['Kaja Kvartet']);
    cover = await uploadCover(t, admin);
  });

  const venueBody = (name: string, access?: unknown) => ({ name, city: 'Aarhus', countryCode: 'DK', ...(access !== undefined && { access }) });
  const createVenue = async (name: string, access?: unknown) => {
    const response = await t.post('/api/venues', { cookie: admin, body: venueBody(name, access) });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const eventBody = (venueId: number, extra: Record<string, unknown> = {}) => ({
    title: 'Jazz for alle',
    description: '<p>En aften med jazz</p>',
    ticketUrl: 'https://billetlugen.dk/jazz',
    venueId,
    concerts: [concert(artist, inDays(10), inDays(10, 22))],
    isPublic: true,
    imageUrl: cover,
    ...extra,
  });
  const createEvent = async (venueId: number, extra: Record<string, unknown> = {}) => {
    const response = await t.post('/api/events', { cookie: admin, body: eventBody(venueId, extra) });
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const trpc = async (procedure: string, input: unknown) =>
    (await t.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie: admin })).body.result.data;

  it("stores a venue's and a night's items and answers them on REST, tRPC, the lists and the night's venue", async () => {
    const venue = await createVenue('Tilgængelig Sal', venueAccess);
    expect(venue.access).toEqual(venueAccess);
    expect((await t.get(`/api/venues/${venue.id}`)).body).toEqual(venue);
    expect((await trpc('venues.byId', { id: venue.id })).access).toEqual(venueAccess);

    const event = await createEvent(venue.id, { access: eventAccess });
    expect(event.access).toEqual(eventAccess);
    expect(event.venue.access).toEqual(venueAccess);
    expect((await t.get(`/api/events/${event.id}`)).body).toEqual(event);
    // Twice: the second list is sent from the records' JSON made by the first.
    for (let round = 0; round < 2; round += 1) {
      expect((await t.get(`/api/events?filter=id=${event.id}`)).body.records).toEqual([event]);
    }
    expect(await trpc('events.byId', { id: event.id })).toEqual(event);
  });

  it('leaves access out of the answer when nothing is told, and never answers an untold item as false', async () => {
    const venue = await createVenue('Stille Kælder');
    expect(venue).not.toHaveProperty('access');
    const event = await createEvent(venue.id);
    expect(event).not.toHaveProperty('access');
    expect(event.venue).not.toHaveProperty('access');

    const partly = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: venueBody('Stille Kælder', { hearingLoop: true, seating: null, note: ' ' }) });
    expect(partly.body.access).toEqual({ hearingLoop: true });
    // An all-untold object is no access information either.
    const untold = await t.put(`/api/events/${event.id}`, { cookie: admin, body: eventBody(venue.id, { access: { signLanguage: null, note: '' } }) });
    expect(untold.status).toBe(200);
    expect(untold.body).not.toHaveProperty('access');
    expect(untold.body.venue.access).toEqual({ hearingLoop: true });
  });

  it("keeps the items on the original client's PUT, replaces them all with a new object, and clears them with null", async () => {
    const venue = await createVenue('Gamle Scene', venueAccess);
    const event = await createEvent(venue.id, { access: eventAccess });

    const renamed = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: venueBody('Nye Scene') });
    expect(renamed.body).toMatchObject({ name: 'Nye Scene', access: venueAccess });
    const retitled = await t.put(`/api/events/${event.id}`, { cookie: admin, body: eventBody(venue.id, { title: 'Jazz igen' }) });
    expect(retitled.body).toMatchObject({ title: 'Jazz igen', access: eventAccess });

    const replaced = await t.put(`/api/venues/${venue.id}`, { cookie: admin, body: venueBody('Nye Scene', { stepFree: 'yes' }) });
    expect(replaced.body.access).toEqual({ stepFree: 'yes' });
    const cleared = await t.put(`/api/events/${event.id}`, { cookie: admin, body: eventBody(venue.id, { access: null }) });
    expect(cleared.body).not.toHaveProperty('access');
    expect((await t.get(`/api/events/${event.id}`)).body).not.toHaveProperty('access');
  });

  it('takes the night\'s items along to a copy', async () => {
    const venue = await createVenue('Kopisalen');
    const event = await createEvent(venue.id, { access: eventAccess });
    const copy = await t.post(`/api/events/${event.id}/copy`, { cookie: admin, body: { from: inDays(20) } });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.access).toEqual(eventAccess);
  });

  it.each([
    [{ stepFree: 'maybe' }, 'Trinfri indgang skal være "yes", "partly" eller "no"'],
    [{ accessibleToilet: 'true' }, 'Handicaptoilet skal være true, false eller null'],
    [{ hearingLoop: 1 }, 'Teleslynge skal være true, false eller null'],
    [{ note: 'x'.repeat(501) }, 'Højst 500 tegn'],
  ])('refuses the venue access %j with 400 in Danish and stores nothing', async (access, message) => {
    const response = await t.post('/api/venues', { cookie: admin, body: venueBody('Forkert Sal', access) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it("refuses a night's item that is not a JSON boolean", async () => {
    const venue = await createVenue('Tjeksalen');
    const response = await t.post('/api/events', { cookie: admin, body: eventBody(venue.id, { access: { strobeLight: 'ja' } }) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Stroboskoplys skal være true, false eller null' });
  });

  it('filters the events by their venue\'s entrance: step_free=yes lists only nights at step-free venues', async () => {
    const [yes, partly, untold] = [await createVenue('Trinfri Hal', { stepFree: 'yes' }), await createVenue('Rampehuset', { stepFree: 'partly' }), await createVenue('Ukendt Kælder')];
    const ids = [(await createEvent(yes.id)).id, (await createEvent(partly.id)).id, (await createEvent(untold.id)).id];
    const listed = async (filter: string) =>
      ((await t.get(`/api/events?per_page=0&filter=${encodeURIComponent(`${filter},id>=${ids[0]}`)}`)).body.records as { id: number }[]).map((event) => event.id);

    expect(await listed('step_free=yes')).toEqual([ids[0]]);
    expect(await listed('step_free=partly')).toEqual([ids[1]]);
    // A venue that has not told is neither step-free nor not.
    expect(await listed('step_free!=yes')).toEqual([ids[1]]);
    expect((await trpc('events.list', { filter: `step_free=yes,id>=${ids[0]}` })).records.map((event: { id: number }) => event.id)).toEqual([ids[0]]);
    const wrong = await t.get(`/api/events?filter=${encodeURIComponent('step_free=ja')}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Filteret step_free skal være en af: yes, partly, no' });
    expect((await t.get(`/api/venues?filter=${encodeURIComponent(`step_free=yes,id>=${yes.id}`)}`)).body.records.map((venue: { id: number }) => venue.id)).toEqual([yes.id]);

    // The whole programme first: the public cache keeps its answer apart from the filtered one.
    expect((await t.get('/events')).text).toContain(`/events/${ids[1]}"`);
    const programme = await t.get('/events?trinfri=true');
    expect(programme.status).toBe(200);
    expect(programme.text).toContain(`/events/${ids[0]}"`);
    expect(programme.text).not.toContain(`/events/${ids[1]}"`);
    expect(programme.text).not.toContain(`/events/${ids[2]}"`);
  });

  it("shows the items told on the venue's and the night's pages and says them in JSON-LD", async () => {
    const venue = await createVenue('Lydhuset', venueAccess);
    const event = await createEvent(venue.id, { access: eventAccess });

    const venuePage = await t.get(`/venues/${venue.id}`);
    expect(venuePage.text).toContain('Tilgængelighed');
    expect(venuePage.text).toContain('Delvis trinfri adgang');
    expect(venuePage.text).toContain('Ingen teleslynge');
    const [place] = jsonLdOf(venuePage.text).filter((document) => document['@type'] === 'Place');
    expect(place!.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Trinfri indgang', value: 'delvis' },
      { '@type': 'LocationFeatureSpecification', name: 'Handicaptoilet', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Teleslynge', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Siddepladser', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Stille rum', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Handicapparkering', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Ledsagerkort', value: true },
    ]);

    const eventPage = await t.get(`/events/${event.id}`);
    for (const text of ['Tegnsprogstolket', 'Stroboskoplys', 'Tolken står til venstre', 'Handicaptoilet', 'Rampe ved bagindgangen']) expect(eventPage.text).toContain(text);
    const [musicEvent] = jsonLdOf(eventPage.text).filter((document) => document['@type'] === 'MusicEvent');
    expect(musicEvent).toMatchObject({
      accessibilityFeature: ['signLanguage'],
      accessibilityHazard: ['flashing', 'noSoundHazard'],
      location: { amenityFeature: place!.amenityFeature },
    });
    expect(musicEvent!.accessibilitySummary).toContain('Tegnsprogstolket. Ikke afslappet forestilling. Stroboskoplys. Dæmpet lydniveau. Delvis trinfri adgang.');

    // The English page says it in English (docs/languages.md); a note without English stays as told.
    const [englishEvent] = jsonLdOf((await t.get(`/en/events/${event.id}`)).text).filter((document) => document['@type'] === 'MusicEvent');
    expect(englishEvent!.inLanguage).toBe('en');
    expect(englishEvent!.accessibilitySummary).toContain('Partly step-free access.');
    expect(englishEvent!.accessibilitySummary).not.toMatch(/Tegnsprogstolket|Stroboskoplys/);
  });

  it('says nothing of access on the pages and in JSON-LD when nothing is told', async () => {
    const venue = await createVenue('Tavse Sal');
    const event = await createEvent(venue.id);
    for (const path of [`/venues/${venue.id}`, `/events/${event.id}`]) {
      const page = await t.get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('Tilgængelighed');
      expect(page.text).not.toMatch(/amenityFeature|accessibility(Feature|Hazard|Summary)/);
    }
  });

  it("adds the items told to the fediverse's note, after the description, and nothing when none is", async () => {
    await t.put('/api/settings', { cookie: admin, body: { federationEnabled: true } });
    const venue = await createVenue('Fjernsalen', { stepFree: 'yes', hearingLoop: true, note: 'Ring på <klokken>' });
    const told = await createEvent(venue.id, { access: { signLanguage: true } });
    const object = await t.get(`/events/${told.id}`, { headers: { accept: AP } });
    expect(object.body.content).toBe('<p>En aften med jazz</p><p>Tilgængelighed: Tegnsprogstolket. Trinfri adgang. Teleslynge. Ring på &#60;klokken&#62;.</p>');

    const untold = await createEvent((await createVenue('Tavse Fjernsal')).id);
    expect((await t.get(`/events/${untold.id}`, { headers: { accept: AP } })).body.content).toBe('<p>En aften med jazz</p>');
  });
});
