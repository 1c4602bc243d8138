import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamName } from '../../../shared/constants';
import { useTestApp } from '../../test/test-app';
import { createEventAt, createShift, hoursFromNow, type ShiftBody } from '../../test/shift-fixtures';

describe('shifts', () => {
  const t = useTestApp();
  let admin: string;
  let eventId: number;
  let firstConcert: string;

  const bar = (changes: Partial<ShiftBody> = {}): ShiftBody => ({
    role: 'Bar',
    startsAt: hoursFromNow(239),
    endsAt: hoursFromNow(244),
    capacity: 3,
    ...changes,
  });

  beforeAll(async () => {
    admin = await t.loginAdmin();
    firstConcert = hoursFromNow(240);
    eventId = await createEventAt(t, admin, firstConcert);
  });

  describe('GET/POST /api/events/{id}/shifts', () => {
    it('creates a shift, trimmed, and lists it in the plan by start', async () => {
      const lateStart = hoursFromNow(243);
      const late = await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: bar({ role: '  Oprydning ', startsAt: lateStart, note: 'Tag handsker med' }) });
      expect(late.status).toBe(200);
      expect(late.body).toEqual({
        id: expect.any(Number),
        eventId,
        role: 'Oprydning',
        startsAt: lateStart,
        endsAt: expect.any(String),
        capacity: 3,
        note: 'Tag handsker med',
        door: false,
        volunteers: [],
        mine: false,
        requires: [],
        requirements: [],
        standby: [],
        swaps: [],
        signup: { state: 'free' },
        marksAttendance: true,
        plans: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const early = await createShift(t, admin, eventId, bar({ role: 'Dør' }));
      const plan = await t.get(`/api/events/${eventId}/shifts`, { cookie: admin });
      expect(plan.status).toBe(200);
      expect(plan.body.event).toEqual({ id: eventId, title: 'Fredagsbar', from: new Date(firstConcert).toISOString(), to: expect.any(String), venueName: 'Vagthuset', isPublic: true, status: 'scheduled' });
      expect(plan.body.shifts.map((shift: { id: number }) => shift.id)).toEqual([early, late.body.id]);
    });

    it.each([
      [{ role: '' }, 'Angiv vagtens rolle'],
      [{ role: 'x'.repeat(41) }, 'Højst 40 tegn'],
      [{ capacity: 0 }, 'Antal pladser skal være et heltal mellem 1 og 50'],
      [{ capacity: 51 }, 'Antal pladser skal være et heltal mellem 1 og 50'],
      [{ capacity: 2.5 }, 'Antal pladser skal være et heltal mellem 1 og 50'],
      [{ capacity: '3' }, 'Antal pladser skal være et heltal mellem 1 og 50'],
      [{ startsAt: '' }, 'Angiv vagtens starttid'],
      [{ endsAt: '2026-12-01 20:00' }, 'Vagtens sluttid skal være et ISO 8601-tidspunkt med tidszone'],
      [{ endsAt: hoursFromNow(239) }, 'Vagtens sluttid skal være efter starttiden'],
      [{ note: 'x'.repeat(501) }, 'Højst 500 tegn'],
    ])('refuses %j with 400 "%s"', async (changes, message) => {
      const response = await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: { ...bar(), ...changes } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('answers 404 for an event that does not exist', async () => {
      expect((await t.post('/api/events/999999/shifts', { cookie: admin, body: bar() })).body).toEqual({ message: 'Eventet findes ikke' });
      expect((await t.get('/api/events/999999/shifts', { cookie: admin })).status).toBe(404);
    });
  });

  describe('PUT/DELETE /api/shifts/{id}', () => {
    it('changes a shift, keeps a note left out and removes a blank one', async () => {
      const id = await createShift(t, admin, eventId, bar({ role: 'Lyd', note: 'Mixeren' }));
      const kept = await t.put(`/api/shifts/${id}`, { cookie: admin, body: bar({ role: 'Lyd og lys', capacity: 1 }) });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ role: 'Lyd og lys', capacity: 1, note: 'Mixeren' });
      const removed = await t.put(`/api/shifts/${id}`, { cookie: admin, body: bar({ note: '' }) });
      expect(removed.body.note).toBeUndefined();
    });

    it('refuses to set the places below those taken with 409, and deletes a shift with its sign-ups', async () => {
      const id = await createShift(t, admin, eventId, bar({ role: 'Garderobe', capacity: 2, startsAt: hoursFromNow(250), endsAt: hoursFromNow(251) }));
      const volunteers = await Promise.all([t.memberWith([]), t.memberWith([])]);
      for (const volunteer of volunteers) expect((await t.post(`/api/shifts/${id}/signup`, { cookie: volunteer.cookie })).status).toBe(200);
      const refused = await t.put(`/api/shifts/${id}`, { cookie: admin, body: bar({ capacity: 1 }) });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: '2 har allerede en plads på vagten; tag nogen af, før du sætter pladserne ned' });
      const deleted = await t.delete(`/api/shifts/${id}`, { cookie: admin });
      expect(deleted.status).toBe(200);
      expect(deleted.body.volunteers.map((volunteer: { memberId: number }) => volunteer.memberId)).toEqual(volunteers.map((volunteer) => volunteer.id));
      expect((await t.delete(`/api/shifts/${id}`, { cookie: admin })).status).toBe(404);
      expect((await t.put(`/api/shifts/${id}`, { cookie: admin, body: bar() })).body).toEqual({ message: 'Vagten findes ikke' });
    });
  });

  describe('permissions', () => {
    const managers: TeamName[] = ['admin', 'project-leader', 'team-management', 'event-management'];
    const others: TeamName[] = ['booking', 'economy', 'public-relations', 'visual-identity'];

    it.each(managers)('lets %s create, change and delete shifts', async (team) => {
      const { cookie } = await t.memberWith([team]);
      const created = await t.post(`/api/events/${eventId}/shifts`, { cookie, body: bar() });
      expect(created.status).toBe(200);
      expect((await t.put(`/api/shifts/${created.body.id}`, { cookie, body: bar({ capacity: 5 }) })).status).toBe(200);
      expect((await t.delete(`/api/shifts/${created.body.id}`, { cookie })).status).toBe(200);
    });

    it.each([...others, 'member' as const])('refuses %s changes with 403 but lets them read the plan', async (team) => {
      const { cookie } = await t.memberWith(team === 'member' ? [] : [team]);
      const id = await createShift(t, admin, eventId, bar());
      for (const response of [
        await t.post(`/api/events/${eventId}/shifts`, { cookie, body: bar() }),
        await t.put(`/api/shifts/${id}`, { cookie, body: bar() }),
        await t.delete(`/api/shifts/${id}`, { cookie }),
        await t.post(`/api/events/${eventId}/shifts/copy`, { cookie, body: { fromEventId: eventId } }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
      }
      expect((await t.get(`/api/events/${eventId}/shifts`, { cookie })).status).toBe(200);
    });

    it('shows nothing to visitors (401) or members awaiting approval (403)', async () => {
      const waiting = await t.memberWith([], { active: false });
      for (const path of [`/api/events/${eventId}/shifts`, '/api/shifts/mine', '/api/shifts/overview', `/api/events/${eventId}/shifts.csv`]) {
        const visitor = await t.get(path);
        expect(visitor.status).toBe(401);
        expect(visitor.body).toEqual({ message: 'Du skal være logget ind' });
        expect((await t.get(path, { cookie: waiting.cookie })).status).toBe(403);
      }
    });
  });

  describe('POST /api/events/{id}/shifts/copy', () => {
    it('copies another event’s shifts without sign-ups, on the same Copenhagen wall clock across the autumn change', async () => {
      // Sat 24 October 2026 20:00 summer time; Sat 31 October 2026 20:00 winter time.
      const summer = await createEventAt(t, admin, '2026-10-24T20:00:00+02:00', 'Sommer');
      const winter = await createEventAt(t, admin, '2026-10-31T20:00:00+01:00', 'Vinter');
      const shift = await createShift(t, admin, summer, { role: 'Bar', startsAt: '2026-10-24T19:00:00+02:00', endsAt: '2026-10-25T01:00:00+02:00', capacity: 4, note: 'Kasse' });
      await t.post(`/api/shifts/${shift}/signup`, { cookie: admin });
      const copied = await t.post(`/api/events/${winter}/shifts/copy`, { cookie: admin, body: { fromEventId: summer } });
      expect(copied.status).toBe(200);
      expect(copied.body.shifts).toEqual([
        expect.objectContaining({ role: 'Bar', startsAt: '2026-10-31T18:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z', capacity: 4, note: 'Kasse', volunteers: [] }),
      ]);
    });

    it('refuses copying from itself, from an event without shifts or that does not exist with 400', async () => {
      const empty = await createEventAt(t, admin, hoursFromNow(500), 'Tom');
      expect((await t.post(`/api/events/${eventId}/shifts/copy`, { cookie: admin, body: { fromEventId: eventId } })).body).toEqual({
        message: 'Vælg et andet event at kopiere vagterne fra',
      });
      expect((await t.post(`/api/events/${eventId}/shifts/copy`, { cookie: admin, body: { fromEventId: empty } })).body).toEqual({
        message: 'Eventet, vagterne skulle kopieres fra, har ingen vagter',
      });
      const missing = await t.post(`/api/events/${eventId}/shifts/copy`, { cookie: admin, body: { fromEventId: 999999 } });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'Eventet, vagterne skulle kopieres fra, findes ikke' });
    });

    it('copies shifts with an event copy and a series, without sign-ups', async () => {
      const original = await createEventAt(t, admin, '2026-03-21T20:00:00+01:00', 'Serie');
      const shift = await createShift(t, admin, original, { role: 'Dør', startsAt: '2026-03-21T19:30:00+01:00', endsAt: '2026-03-21T23:00:00+01:00', capacity: 2 });
      await t.post(`/api/shifts/${shift}/signup`, { cookie: admin });
      const copy = await t.post(`/api/events/${original}/copy`, { cookie: admin, body: { from: '2026-04-04T20:00:00+02:00' } });
      const copyPlan = await t.get(`/api/events/${copy.body.id}/shifts`, { cookie: admin });
      expect(copyPlan.body.shifts).toEqual([expect.objectContaining({ role: 'Dør', startsAt: '2026-04-04T17:30:00.000Z', endsAt: '2026-04-04T21:00:00.000Z', volunteers: [] })]);
      const series = await t.post(`/api/events/${original}/repeat`, { cookie: admin, body: { every: 'week', count: 2 } });
      for (const event of series.body) {
        const plan = await t.get(`/api/events/${event.id}/shifts`, { cookie: admin });
        expect(plan.body.shifts).toHaveLength(1);
        expect(plan.body.shifts[0].volunteers).toEqual([]);
      }
    });

    it('deletes an event’s shifts with the event', async () => {
      const doomed = await createEventAt(t, admin, hoursFromNow(600), 'Aflyst');
      const shift = await createShift(t, admin, doomed, bar({ startsAt: hoursFromNow(599), endsAt: hoursFromNow(603) }));
      expect((await t.delete(`/api/events/${doomed}`, { cookie: admin })).status).toBe(200);
      expect((await t.delete(`/api/shifts/${shift}`, { cookie: admin })).status).toBe(404);
    });
  });

  describe('GET /api/shifts/overview', () => {
    it('lists coming events with their places and how many are taken, an event without shifts too', async () => {
      const bare = await createEventAt(t, admin, hoursFromNow(700), 'Uden vagter');
      const { body } = await t.get('/api/shifts/overview', { cookie: admin });
      expect(body.find((event: { id: number }) => event.id === bare)).toMatchObject({ title: 'Uden vagter', shiftCount: 0, capacity: 0, taken: 0 });
      const planned = body.find((event: { id: number }) => event.id === eventId);
      expect(planned.shiftCount).toBeGreaterThan(0);
      expect(planned.capacity).toBeGreaterThan(planned.taken);
      // Past events are no longer coming.
      expect(body.some((event: { title: string }) => event.title === 'Sommer')).toBe(false);
    });
  });
});
