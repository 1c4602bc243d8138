import { describe, expect, it } from 'vitest';
import { type Answer, arrayOf, check, expectAnswer, expectError, expectUrlText } from './shape';
import { event, landingImage, member, pagedList, permission } from './spec-shapes';

// The checker itself, fed answers broken on purpose: each kind of break must fail, naming the call and
// the field, and what a later version may add must pass.

const STAMPS = { createdAt: '2026-11-27T19:00:00.000Z', updatedAt: '2026-11-27T19:00:00.000Z' };
const genre = (id: number, name: string) => ({ id, name, ...STAMPS });
const artist = {
  id: 4,
  name: 'Fjordlys',
  imageUrl: 'https://spillested.example/images/a.webp',
  description: '<p>Indiepop</p>',
  genres: [genre(1, 'Indie'), genre(6, 'Pop')],
  socials: ['https://www.instagram.com/fjordlys'],
  ...STAMPS,
};
const anEvent = (id: number) => ({
  id,
  title: `Aften ${id}`,
  description: '<p>Koncert</p>',
  ticketUrl: 'https://billetter.example/aften',
  imageUrl: 'https://spillested.example/images/e.webp',
  concerts: [{ id: id * 10, from: '2026-12-04T19:00:00.000Z', to: '2026-12-04T20:00:00.000Z', artist }],
  venue: { id: 1, name: 'Voxhall', city: 'Aarhus', countryCode: 'DK', ...STAMPS },
  isPublic: true,
  status: 'scheduled',
  ...STAMPS,
});
const eventList = () => structuredClone({ page: 1, perPage: 100, pageCount: 1, totalCount: 4, records: [1, 2, 3, 4].map(anEvent) });

const aMember = () =>
  structuredClone({
    id: 2,
    email: 'anne@example.dk',
    firstName: 'Anne',
    lastName: 'Kristensen',
    teams: [
      { id: 2, name: 'member', displayName: 'Medlem', description: 'Alle' },
      { id: 9, name: 'project-leader', displayName: 'Projektledelse', description: 'Leder' },
    ],
    active: true,
    ...STAMPS,
  });

const answer = (call: string, body: unknown, status = 200, headers: Record<string, unknown> = { 'content-type': 'application/json' }): Answer => ({
  call,
  status,
  body,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  headers,
});

describe('the contract checker', () => {
  it('passes an answer as the spec gives it, and one with optional fields a later version added', () => {
    expect(check(eventList(), pagedList(event))).toEqual([]);
    const grown = eventList();
    Object.assign(grown.records[0]!, { doorsAt: '2026-12-04T18:00:00.000Z', price: '120 kr.', ageLimit: 18, subtitle: 'Ny', from: '2026-12-04T19:00:00.000Z' });
    Object.assign(grown.records[1]!.concerts[0]!.artist, { pronouns: 'de' });
    expect(check(grown, pagedList(event))).toEqual([]);
  });

  it('fails a changed type deep in a list, naming the call and the field path', () => {
    const changed = eventList();
    (changed.records[3]!.concerts[0]!.artist.genres[1] as { name: unknown }).name = 7;
    expect(() => expectAnswer(answer('GET /api/events', changed), 200, pagedList(event))).toThrow(
      'GET /api/events: records[3].concerts[0].artist.genres[1].name: expected string, got number',
    );
  });

  it('fails a new value in a closed set: an event status, a team name, a 22nd permission name', () => {
    const postponedAgain = eventList();
    postponedAgain.records[0]!.status = 'rescheduled';
    expect(check(postponedAgain, pagedList(event))).toEqual([
      'records[0].status: expected one of "scheduled", "sold-out", "cancelled", "postponed", got "rescheduled"',
    ]);
    const sound = aMember();
    sound.teams[1]!.name = 'sound';
    expect(check(sound, member)).toEqual([
      'teams[1].name: expected one of "admin", "member", "event-management", "economy", "booking", "public-relations", "visual-identity", "team-management", "project-leader", got "sound"',
    ]);
    const names = ['view:event', 'edit:event', 'view:shift'];
    const permissions = names.map((name, index) => ({ id: index + 1, name, displayName: name, description: name }));
    expect(() => expectAnswer(answer('GET /api/members/3/permissions', permissions), 200, arrayOf(permission))).toThrow(
      'GET /api/members/3/permissions: [2].name: expected one of the 21 known values, got "view:shift"',
    );
  });

  it('fails a renamed or removed field, and null where a field may only be left out', () => {
    const renamed = eventList();
    const { ticketUrl, ...rest } = renamed.records[0]!;
    renamed.records[0] = { ...rest, ticketURL: ticketUrl } as never;
    expect(check(renamed, pagedList(event))).toEqual(['records[0].ticketUrl: missing (expected an http(s) URL)']);
    const removed = aMember() as Partial<ReturnType<typeof aMember>>;
    delete removed.email;
    expect(check(removed, member)).toEqual(['email: missing (expected an e-mail address)']);
    const nulled = eventList();
    (nulled.records[2] as { imageUrl: unknown }).imageUrl = null;
    expect(check(nulled, pagedList(event))).toEqual(['records[2].imageUrl: expected an http(s) URL, got null']);
  });

  it('fails ids as text, dates not in UTC, URLs that are no http(s), concerts that are no list', () => {
    const broken = eventList();
    (broken.records[0] as { id: unknown }).id = '1';
    broken.records[1]!.concerts[0]!.from = '2026-12-04T20:00:00+01:00';
    broken.records[2]!.imageUrl = 'ftp://spillested.example/e.webp';
    (broken.records[3] as { concerts: unknown }).concerts = null;
    expect(check(broken, pagedList(event))).toEqual([
      'records[0].id: expected a positive integer, got string',
      'records[1].concerts[0].from: expected an ISO 8601 date in UTC, got "2026-12-04T20:00:00+01:00"',
      'records[2].imageUrl: expected an http(s) URL, got "ftp://spillested.example/e.webp"',
      'records[3].concerts: expected array, got null',
    ]);
  });

  it('fails a changed list shape: a plain array for a list, a renamed envelope key, an envelope for a plain array', () => {
    expect(check(eventList().records, pagedList(event))).toEqual(['body: expected object, got array']);
    const { records, ...envelope } = eventList();
    expect(check({ ...envelope, items: records }, pagedList(event))).toEqual([
      'records: missing (expected array)',
      'items: unexpected field (body has exactly page, perPage, pageCount, totalCount, records)',
    ]);
    const images = [{ id: 1, url: 'https://spillested.example/images/l.webp' }];
    expect(() => expectAnswer(answer('GET /api/content/landing-images', { ...envelope, records: images }), 200, arrayOf(landingImage))).toThrow(
      'GET /api/content/landing-images: body: expected array, got object',
    );
  });

  it('fails an error body that is more or other than { message }, and an unexpected status', () => {
    expect(() => expectError(answer('GET /api/venues/9', { message: 'Spillestedet findes ikke', stack: 'at …' }, 404), 404)).toThrow(
      'GET /api/venues/9: stack: unexpected field (body has exactly message)',
    );
    expect(() => expectError(answer('GET /api/venues/9', { error: 'Not found' }, 404), 404)).toThrow(
      'GET /api/venues/9: message: missing (expected string)',
    );
    expect(() => expectError(answer('GET /api/venues/9', { message: 'Intern fejl' }, 500), 404)).toThrow('GET /api/venues/9: status 500, expected 404');
  });

  it('fails an upload answered as JSON instead of the URL as text', () => {
    const url = 'https://spillested.example/images/p.webp';
    expect(expectUrlText(answer('PUT /api/artists/image', url, 200, { 'content-type': 'text/plain; charset=utf-8' }))).toBe(url);
    expect(() => expectUrlText(answer('PUT /api/artists/image', JSON.stringify(url)))).toThrow(
      [
        'PUT /api/artists/image: content-type: expected text/plain, got "application/json"',
        `PUT /api/artists/image: body: expected an http(s) URL as text, got ${JSON.stringify(JSON.stringify(url))}`,
      ].join('\n'),
    );
  });

  it('lists at most ten problems of one answer', () => {
    const everyTitle = { ...eventList(), records: Array.from({ length: 12 }, (_, index) => ({ ...anEvent(index + 1), title: index })) };
    const message = (() => {
      try {
        expectAnswer(answer('GET /api/events', everyTitle), 200, pagedList(event));
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message?.split('\n')).toHaveLength(11);
    expect(message).toMatch(/\n… and 2 more$/);
  });
});
