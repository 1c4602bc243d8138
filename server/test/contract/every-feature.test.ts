import { afterAll, beforeAll, expect, it } from 'vitest';
import { startReceiver } from '../webhook-test-receiver';
import { useTestApp } from '../test-app';
import { arrayOf, expectAnswer, expectUrlText } from './shape';
import { describeSpecCalls, outsideClient } from './spec-calls';
import { EVENT_STATUSES, event, landingImage, member, pagedList, permission } from './spec-shapes';

// The contract against data that uses every optional feature we added after the spec: an answer full
// of them must still be what the original client reads. Built through the API, as a site would be.
const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
const { upload } = outsideClient(t);
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: string;
let token: string;

const DAY_MS = 86_400_000;
/** `hour` o'clock UTC, `days` after today. */
const at = (days: number, hour = 19) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hour * 3_600_000).toISOString();

/** A call that must succeed for the data to be built; answers its body. */
async function made(method: 'POST' | 'PUT', path: string, body: unknown, cookie = admin): Promise<any> {
  const response = await t.request(method, path, { cookie, body });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body;
}

beforeAll(async () => {
  receiver = await startReceiver();
  admin = await t.loginAdmin();
  const organiser = await t.memberWith(['event-management']);
  const volunteer = await t.memberWith(['economy'], { publicConsent: true });

  // A webhook first, so that it hears every change below.
  await made('POST', '/api/webhooks', { url: receiver.url, events: ['*'] });

  // Venues with and without the address, postal code and site of docs/api.md.
  const hall = await made('POST', '/api/venues', { name: 'Havnehallen', city: 'Vejle', countryCode: 'DK', address: 'Havnen 1', postalCode: '7100', url: 'https://havnehallen.example' });
  const cellar = await made('POST', '/api/venues', { name: 'Kælderen', city: 'Malmö', countryCode: 'SE' });

  // Genres, one merged into another after an artist took it.
  const [rock, rok, jazz] = await Promise.all(['Rock', 'Rok', 'Jazz'].map((name) => made('POST', '/api/genres', { name })));
  const loud = await made('POST', '/api/artists', {
    name: 'Larmkollektivet',
    description: '<p>Højt og <strong>længe</strong>.</p>',
    previewUrl: 'https://open.spotify.com/artist/larm',
    genreIds: [rok.id, jazz.id],
    socials: ['https://www.instagram.com/larm', 'https://larm.example'],
    imageUrl: expectUrlText(await upload('PUT', '/api/artists/image', 'image', admin, 21)),
  });
  const quiet = await made('POST', '/api/artists', {
    name: 'Stilhed',
    description: 'Næsten ingenting.',
    previewUrl: '',
    genreIds: [jazz.id],
    socials: [],
    imageUrl: expectUrlText(await upload('PUT', '/api/artists/image', 'image', admin, 22)),
  });
  await made('POST', `/api/genres/${rok.id}/merge`, { into: rock.id });

  // Every status, doors, price and age limit, members-only and past nights.
  const cover = expectUrlText(await upload('POST', '/api/events/image', 'image', admin, 23));
  const night = (title: string, days: number, extra: Record<string, unknown>) =>
    made('POST', '/api/events', {
      title,
      description: `<p>${title}</p>`,
      ticketUrl: 'https://billetter.example/' + encodeURIComponent(title),
      venueId: hall.id,
      concerts: [
        { artistID: loud.id, from: at(days, 19), to: at(days, 20) },
        { artistID: quiet.id, from: at(days, 21), to: at(days, 22) },
      ],
      isPublic: true,
      imageUrl: cover,
      ...extra,
    });
  const full = await night('Alt på én aften', 10, { doorsAt: at(10, 18), price: '120 kr.', ageLimit: 18 });
  await night('Udsolgt', 11, { status: 'sold-out', price: 'Gratis entré', ageLimit: 0 });
  await night('Aflyst', 12, { status: 'cancelled' });
  await night('Udsat', 13, { status: 'postponed', isPublic: false, venueId: cellar.id });
  await night('Sidste år', -300, { doorsAt: at(-300, 18) });

  // Shifts with sign-ups: one taken by a volunteer, one by a shift manager naming the member.
  const bar = await made('POST', `/api/events/${full.id}/shifts`, { role: 'Bar', startsAt: at(10, 17), endsAt: at(10, 23), capacity: 2, note: 'Husk kasse' });
  const door = await made('POST', `/api/events/${full.id}/shifts`, { role: 'Dør', startsAt: at(10, 18), endsAt: at(10, 22), capacity: 1 });
  await made('POST', `/api/shifts/${bar.id}/signup`, {}, volunteer.cookie);
  await made('POST', `/api/shifts/${door.id}/signup`, { memberId: organiser.id }, organiser.cookie);

  // API tokens, landing images, a member with a special role.
  token = (await made('POST', '/api/profile/tokens', { name: 'Kalender', scopes: ['read'] }, volunteer.cookie)).token;
  await made('POST', '/api/profile/tokens', { name: 'Synkronisering', scopes: ['read', 'write'], expiresAt: at(60) });
  expectAnswer(await upload('POST', '/api/content/landing-images', 'file', admin, 24), 200, landingImage);
  const profilePictureUrl = expectUrlText(await upload('POST', '/api/members/picture', 'file', undefined, 25));
  const teams = (await t.get('/api/teams')).body.records as { id: number; name: string }[];
  const teamIds = (...names: string[]) => teams.filter((one) => names.includes(one.name)).map((one) => one.id);
  await made('PUT', `/api/members/${volunteer.id}`, {
    firstName: 'Vibeke',
    lastName: 'Frivillig',
    email: volunteer.email,
    memberTeams: teamIds('member', 'economy', 'public-relations'),
    specialRole: 'Kasserer',
    profilePictureUrl,
  });

  // A member awaiting approval, registered as the form does.
  const waitingPicture = expectUrlText(await upload('POST', '/api/members/picture', 'file', undefined, 26));
  const password = 'venter-kode-1';
  // Without the admin's cookie: registering logs the new member in instead.
  const registered = await t.post('/api/auth/register', {
    body: { email: 'venter@example.dk', firstName: 'Valdemar', lastName: 'Venter', password, passwordConfirm: password, profilePictureUrl: waitingPicture },
  });
  if (registered.status !== 200) throw new Error(`POST /api/auth/register: ${registered.status} ${registered.text}`);
});

afterAll(() => receiver.close());

it('holds every optional feature: all four statuses, doors, price, age limit, addresses, shifts taken, a merged genre, tokens, a webhook', async () => {
  const events = (await t.get('/api/events?per_page=0', { cookie: admin })).body.records as Record<string, unknown>[];
  expect(new Set(events.map((one) => one.status))).toEqual(new Set(EVENT_STATUSES));
  expect(events.some((one) => one.doorsAt && one.price && one.ageLimit)).toBe(true);
  expect(events.some((one) => one.ageLimit === 0)).toBe(true);
  expect(events.some((one) => !one.isPublic)).toBe(true);
  const venues = (await t.get('/api/venues')).body.records as Record<string, unknown>[];
  expect(venues.some((one) => one.address && one.postalCode && one.url)).toBe(true);
  expect((await t.get('/api/genres')).body.records.map((one: { name: string }) => one.name).sort()).toEqual(['Jazz', 'Rock']);
  const overview = (await t.get('/api/shifts/overview', { cookie: admin })).body as { taken: number }[];
  expect(overview.some((one) => one.taken > 0)).toBe(true);
  expect((await t.get('/api/tokens', { cookie: admin })).body.length).toBe(2);
  expect((await t.get('/api/webhooks', { cookie: admin })).body.records).toHaveLength(1);
  await receiver.waitFor(1, 'venue.created');
});

it('answers a script with an API token in the same shapes as a session', async () => {
  const headers = { authorization: `Bearer ${token}` };
  const read = async (path: string) => ({ call: `GET ${path} (API token)`, ...(await t.get(path, { headers })) });
  const events = await read('/api/events?per_page=0');
  expectAnswer(events, 200, pagedList(event));
  expect((events.body as { records: { isPublic: boolean }[] }).records.some((one) => !one.isPublic)).toBe(true);
  expectAnswer(await read('/api/members?per_page=0'), 200, pagedList(member));
  const session = await read('/api/auth/session');
  expectAnswer(session, 200, member);
  expectAnswer(await read(`/api/members/${(session.body as { id: number }).id}/permissions`), 200, arrayOf(permission, { min: 1 }));
});

describeSpecCalls(t);
