import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { Reservation } from '../modules/reservation/reservation.entity';
import { DEMO_PASSWORD, type DemoSummary, seedDemo } from './seed-demo';

describe('npm run seed:demo', () => {
  const t = useTestApp();
  let member: string;
  let summary: DemoSummary;
  beforeAll(async () => {
    summary = await seedDemo(t.orm.em.fork());
    member = await t.login('mads.joergensen@spillested.demo', DEMO_PASSWORD);
  });

  it('fills every list the site shows', async () => {
    expect((await t.get('/api/venues')).body.totalCount).toBeGreaterThanOrEqual(6);
    expect((await t.get('/api/genres')).body.totalCount).toBeGreaterThanOrEqual(8);
    expect((await t.get('/api/artists')).body.totalCount).toBeGreaterThanOrEqual(15);
    expect((await t.get('/api/content/landing-images')).body.length).toBeGreaterThanOrEqual(3);
  });

  it('makes what the README says it makes', async () => {
    expect(summary).toEqual({ venues: 8, genres: 11, artists: 17, events: 26, landingImages: 4, members: 9 });
    const count = async (filter: string) =>
      (await t.get(`/api/events?per_page=0&filter=${encodeURIComponent(filter)}`, { cookie: member })).body.totalCount as number;
    expect(await count(`from_date<${new Date().toISOString()}`)).toBe(6);
    expect(await count('is_public=false')).toBe(2);
  });

  it('gives every venue an address and a postal code, one of them abroad', async () => {
    const venues = (await t.get('/api/venues')).body.records as { address?: string; postalCode?: string; countryCode: string }[];
    expect(venues.every((venue) => venue.address && venue.postalCode)).toBe(true);
    expect(venues.some((venue) => venue.countryCode !== 'DK')).toBe(true);
  });

  it('tells access information at most venues and a few nights, and nothing at one venue', async () => {
    const venues = (await t.get('/api/venues?per_page=0')).body.records as { access?: { stepFree?: string } }[];
    expect(venues.filter((venue) => venue.access).length).toBeGreaterThanOrEqual(6);
    expect(venues.some((venue) => !venue.access)).toBe(true);
    const stepFree = await t.get(`/api/events?per_page=0&filter=${encodeURIComponent(`step_free=yes,from_date>=${new Date().toISOString()}`)}`);
    expect(stepFree.body.totalCount).toBeGreaterThan(0);
    const signed = (await t.get('/api/events?per_page=0')).body.records.filter((event: { access?: { signLanguage?: boolean } }) => event.access?.signLanguage);
    expect(signed.length).toBeGreaterThanOrEqual(2);
  });

  it('plans public events ahead, keeps some past and some non-public for members only', async () => {
    const now = new Date().toISOString();
    const upcomingPublic = await t.get(`/api/events?filter=${encodeURIComponent(`from_date>=${now}`)}`);
    expect(upcomingPublic.body.totalCount).toBeGreaterThanOrEqual(10);
    expect(upcomingPublic.body.records.every((event: { isPublic: boolean }) => event.isPublic)).toBe(true);
    const past = await t.get(`/api/events?filter=${encodeURIComponent(`from_date<${now}`)}`);
    expect(past.body.totalCount).toBeGreaterThanOrEqual(2);
    const all = await t.get('/api/events?filter=is_public%3Dfalse', { cookie: member });
    expect(all.body.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('says when doors open and what it costs on most events, with one sold out, one cancelled and a weekly series', async () => {
    type Listed = { title: string; from: string; doorsAt?: string; price?: string; status: string };
    const events = (await t.get('/api/events?per_page=0', { cookie: member })).body.records as Listed[];
    expect(events.filter((event) => event.doorsAt && event.price).length).toBeGreaterThan(events.length / 2);
    expect(events.filter((event) => event.status === 'sold-out')).toHaveLength(1);
    expect(events.filter((event) => event.status === 'cancelled')).toHaveLength(1);
    const bar = events.filter((event) => event.title.startsWith('Fredagsbar'));
    const weekday = new Intl.DateTimeFormat('da-DK', { weekday: 'long', timeZone: 'Europe/Copenhagen' });
    expect(new Set(bar.map((event) => weekday.format(new Date(event.from))))).toEqual(new Set(['fredag']));
    const fridays = bar.map((event) => new Date(event.from).getTime());
    expect(fridays.length).toBeGreaterThanOrEqual(4);
    // A week apart in Copenhagen: 7 days, give or take the hour of a change to or from summer time.
    for (const [index, from] of fridays.slice(1).entries()) expect(Math.abs(from - fridays[index]! - 7 * 86_400_000)).toBeLessThanOrEqual(3_600_000);
  });

  it('gives the coming events shift plans, some full, some with open places, one without, and the demo members shifts', async () => {
    type Overview = { title: string; shiftCount: number; capacity: number; taken: number }[];
    const overview = (await t.get('/api/shifts/overview', { cookie: member })).body as Overview;
    expect(overview.some((event) => event.shiftCount === 0)).toBe(true);
    expect(overview.some((event) => event.shiftCount > 0 && event.taken === event.capacity)).toBe(true);
    expect(overview.some((event) => event.taken < event.capacity)).toBe(true);
    const mine = (await t.get('/api/shifts/mine', { cookie: member })).body;
    expect(mine.mine.length).toBeGreaterThan(0);
    expect(mine.open.length).toBeGreaterThan(0);
  });

  it('shows qualifications, a standby list, a cancelled night asking for no one, and hours that earn perks', async () => {
    const qualifications = (await t.get('/api/qualifications', { cookie: member })).body as { name: string; members: unknown[]; comingShifts: number }[];
    expect(qualifications.map((qualification) => qualification.name)).toEqual(['Bartenderkursus', 'Førstehjælp', 'Over 18']);
    expect(qualifications[0]!.members.length).toBeGreaterThan(0);
    expect(qualifications[0]!.comingShifts).toBeGreaterThan(0);

    type Overview = { id: number; status: string; shiftCount: number }[];
    const overview = (await t.get('/api/shifts/overview', { cookie: member })).body as Overview;
    const cancelled = overview.find((event) => event.status === 'cancelled')!;
    expect(cancelled.shiftCount).toBeGreaterThan(0);
    type Plan = { shifts: { volunteers: unknown[]; standby: unknown[]; signup: { state: string }; requirements: { name: string }[] }[] };
    const cancelledPlan = (await t.get(`/api/events/${cancelled.id}/shifts`, { cookie: member })).body as Plan;
    expect(cancelledPlan.shifts.every((shift) => shift.signup.state === 'cancelled')).toBe(true);

    const plans = await Promise.all(overview.map(async (event) => (await t.get(`/api/events/${event.id}/shifts`, { cookie: member })).body as Plan));
    const shifts = plans.flatMap((plan) => plan.shifts);
    expect(shifts.some((shift) => shift.standby.length > 0)).toBe(true);
    expect(shifts.some((shift) => shift.requirements.some((requirement) => requirement.name === 'Bartenderkursus'))).toBe(true);

    const hours = (await t.get('/api/shifts/hours', { cookie: await t.login('emil.pedersen@spillested.demo', DEMO_PASSWORD) })).body;
    expect(hours.perks.map((perk: { text: string }) => perk.text)).toEqual(['1 drikkebillet pr. 2 timer', 'Fribillet efter 4 vagter']);
    expect(hours.members.some((row: { hours: number }) => row.hours > 0)).toBe(true);
  });

  it('makes four crews with leads, members and shift roles, and offers Jonas his crews\' shifts first', async () => {
    type Crew = { name: string; imageUrl?: string; memberCount: number; members: { firstName: string; lead: boolean }[] };
    const crews = (await t.get('/api/crews')).body as Crew[];
    expect(crews.map((crew) => crew.name)).toEqual(['Bar', 'Dør', 'Garderobe', 'Lyd']);
    expect(crews.every((crew) => crew.imageUrl && crew.memberCount >= 2)).toBe(true);
    // Ida did not agree to be shown: she leads the wardrobe, but /about does not name her.
    const wardrobe = crews.find((crew) => crew.name === 'Garderobe')!;
    expect(wardrobe.members.map((member) => member.firstName)).not.toContain('Ida');
    const jonas = await t.login('jonas.madsen@spillested.demo', DEMO_PASSWORD);
    expect(((await t.get('/api/profile/crews', { cookie: jonas })).body as Crew[]).map((crew) => crew.name)).toEqual(['Dør', 'Garderobe']);
    const mine = (await t.get('/api/shifts/mine', { cookie: jonas })).body as { crews: { role: string; crew: { name: string } }[] };
    expect(mine.crews.length).toBeGreaterThan(0);
    expect(new Set(mine.crews.map((shift) => shift.crew.name))).toEqual(new Set(['Dør', 'Garderobe']));
  });

  it('has a reservation night with 80 places, a few of them confirmed with door codes, at a venue with a capacity, and door shifts', async () => {
    type Listed = { id: number; title: string; admission: string; reservationCapacity?: number; placesLeft?: number; venue: { capacity?: number } };
    const events = (await t.get('/api/events?per_page=0')).body.records as Listed[];
    const dinner = events.find((event) => event.admission === 'reservation')!;
    expect(dinner).toMatchObject({ title: 'Fællesspisning', reservationCapacity: 80, placesLeft: 65, venue: { capacity: 300 } });
    const reservations = (await t.get(`/api/events/${dinner.id}/reservations`, { cookie: member })).body;
    expect(reservations.records.length).toBeGreaterThanOrEqual(3);
    expect(reservations.records.every((reservation: { status: string }) => reservation.status === 'confirmed')).toBe(true);
    const codes = (await t.orm.em.fork().find(Reservation, { event: dinner.id })).map((reservation) => reservation.doorCode);
    expect(codes.every((code) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(code ?? ''))).toBe(true);

    const venues = (await t.get('/api/venues?per_page=0')).body.records as { capacity?: number }[];
    expect(venues.some((venue) => venue.capacity) && venues.some((venue) => !venue.capacity)).toBe(true);
    type Overview = { id: number; shiftCount: number }[];
    const planned = ((await t.get('/api/shifts/overview', { cookie: member })).body as Overview).find((event) => event.shiftCount > 0)!;
    const plan = (await t.get(`/api/events/${planned.id}/shifts`, { cookie: member })).body as { shifts: { role: string; door: boolean }[] };
    expect(plan.shifts.filter((shift) => shift.door).map((shift) => shift.role)).toEqual(['Dør']);
  });

  it('keeps past events from more than one year for the archive', async () => {
    const now = new Date().toISOString();
    const past = (await t.get(`/api/events?per_page=0&filter=${encodeURIComponent(`to_date<${now}`)}`)).body.records as { from: string }[];
    expect(new Set(past.map((event) => event.from.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
  });

  it('gives every artist and event a picture that the server serves', async () => {
    const { body: artists } = await t.get('/api/artists');
    const { body: events } = await t.get('/api/events');
    for (const record of [...artists.records, ...events.records]) {
      expect(record.imageUrl).toMatch(/^http:\/\/spillested\.test\/images\/[0-9a-f]{64}\.webp$/);
    }
    const served = await t.get(new URL(artists.records[0].imageUrl).pathname);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('has members in several teams, some awaiting approval, only consenting ones public', async () => {
    const members = await t.get('/api/members', { cookie: await t.loginAdmin() });
    const teams = new Set(members.body.records.flatMap((record: { teams: { name: string }[] }) => record.teams.map((team) => team.name)));
    expect(teams.size).toBeGreaterThanOrEqual(6);
    expect(members.body.records.some((record: { active: boolean }) => !record.active)).toBe(true);
    const visitorView = await t.get('/api/members');
    expect(visitorView.body.totalCount).toBeLessThan(members.body.totalCount);
  });

  it('refuses to fill a database that has content', async () => {
    await expect(seedDemo(t.orm.em.fork())).rejects.toThrow('Databasen har allerede indhold');
  });
});
