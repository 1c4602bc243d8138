import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copenhagenWallClock } from '../../../shared/copenhagen-time';
import { startMailbox, until } from '../../test/mailbox';
import { useTestApp } from '../../test/test-app';
import { runShiftReminders } from './shift-reminders';
import { createEventAt, createShift, hoursFromNow, setEventStatus, type ShiftBody } from '../../test/shift-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const DAY_MS = 86_400_000;
/** The reminder job's lease holder in these tests: one holder, so every run may take the lease. */
const JOB_HOLDER = 'shift-night-test';
const ids = (people: readonly { memberId: number }[]) => people.map((person) => person.memberId);

describe('the night: cancelled and postponed events, attendance, hours and perks', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });
  let admin: string;
  let coordinator: Awaited<ReturnType<typeof t.memberWith>>;

  const shiftOn = (eventId: number, from: number, hours: number, changes: Partial<ShiftBody> = {}) =>
    createShift(t, admin, eventId, { role: 'Bar', startsAt: hoursFromNow(from), endsAt: hoursFromNow(from + hours), capacity: 2, ...changes });
  const signUp = (id: number, cookie: string, memberId?: number) => t.post(`/api/shifts/${id}/signup`, { cookie, body: memberId ? { memberId } : undefined });
  const planOf = async (eventId: number, cookie = admin) => (await t.get(`/api/events/${eventId}/shifts`, { cookie })).body;
  const mailsTo = (email: string) => mailbox.messages.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    admin = await t.loginAdmin();
    coordinator = await t.memberWith(['team-management']);
  });

  describe('a cancelled event', () => {
    it('takes no one on its shifts, marks them, tells everyone on them once, and is undone cleanly', async () => {
      const eventId = await createEventAt(t, admin, hoursFromNow(80), 'Aflyst aften', 4);
      const bar = await shiftOn(eventId, 79, 3);
      const door = await shiftOn(eventId, 82, 2, { role: 'Dør' });
      const [anna, bo, late] = await Promise.all([t.memberWith([]), t.memberWith([]), t.memberWith([])]);
      await signUp(bar, anna.cookie);
      await signUp(door, anna.cookie);
      await signUp(bar, bo.cookie);
      mailbox.messages.length = 0;

      await setEventStatus(t, admin, eventId, 'cancelled');
      await until(() => mailsTo(anna.email).length > 0 && mailsTo(bo.email).length > 0);
      // One message per volunteer, naming all their shifts that night.
      expect(mailsTo(anna.email)).toHaveLength(1);
      expect(mailsTo(anna.email)[0]!.subject).toBe('Aflyst: Aflyst aften');
      expect(mailsTo(anna.email)[0]!.text).toMatch(/er aflyst\. Du skal ikke møde op til din vagt \(Bar .+ og Dør .+\)\./);
      // Saving it again, or the job's sweep, tells nobody twice.
      await setEventStatus(t, admin, eventId, 'cancelled');
      const swept: unknown[] = [];
      await runShiftReminders(t.orm, { send: (draft: unknown) => swept.push(draft), close: async () => {} } as never, t.config.PUBLIC_URL, JOB_HOLDER);
      expect(swept).toEqual([]);
      await new Promise((done) => setTimeout(done, 300));
      expect(mailsTo(anna.email)).toHaveLength(1);

      const refused = await signUp(bar, late.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: 'Eventet er aflyst, så vagten tager ikke imod nogen' });
      expect((await signUp(bar, coordinator.cookie, late.id)).status).toBe(409);
      expect((await t.post(`/api/shifts/${bar}/standby`, { cookie: late.cookie })).status).toBe(409);
      const plan = await planOf(eventId, late.cookie);
      expect(plan.event.status).toBe('cancelled');
      expect(plan.shifts.map((shift: { signup: { state: string } }) => shift.signup.state)).toEqual(['cancelled', 'cancelled']);
      expect((await t.get('/api/shifts/mine', { cookie: late.cookie })).body.open.map((shift: { id: number }) => shift.id)).not.toContain(bar);
      const overview = (await t.get('/api/shifts/overview', { cookie: late.cookie })).body.find((event: { id: number }) => event.id === eventId);
      expect(overview.status).toBe('cancelled');
      const csv = (await t.get(`/api/events/${eventId}/shifts.csv`, { cookie: late.cookie })).text.split('\r\n');
      expect(csv[1]).toMatch(/;Aflyst$/);
      const calendar = await t.post('/api/profile/shift-calendar', { cookie: anna.cookie });
      const feed = (await t.get(new URL(calendar.body.url).pathname)).text;
      expect(feed).toContain('SUMMARY:Aflyst: Vagt: Bar · Aflyst aften');
      expect(feed).toContain('STATUS:CANCELLED');

      mailbox.messages.length = 0;
      await setEventStatus(t, admin, eventId, 'scheduled');
      await until(() => mailsTo(anna.email).length > 0);
      expect(mailsTo(anna.email)[0]!.subject).toBe('Ikke aflyst alligevel: Aflyst aften');
      expect(mailsTo(anna.email)[0]!.text).toContain('og du har stadig din vagt');
      const reopened = await planOf(eventId, anna.cookie);
      expect(reopened.shifts.map((shift: { volunteers: { memberId: number }[] }) => ids(shift.volunteers))).toEqual([[anna.id, bo.id], [anna.id]]);
      expect((await signUp(door, late.cookie)).status).toBe(200);
      // Cancelled again, everyone on it now is told again.
      mailbox.messages.length = 0;
      await setEventStatus(t, admin, eventId, 'cancelled');
      await until(() => [anna, bo, late].every((member) => mailsTo(member.email).length === 1));
    });

    it('reminds nobody the day before a cancelled or postponed night', async () => {
      const cancelled = await createEventAt(t, admin, hoursFromNow(12), 'Ingen påmindelse', 2);
      const postponed = await createEventAt(t, admin, hoursFromNow(12), 'Udsat påmindelse', 2);
      const held = await createEventAt(t, admin, hoursFromNow(12), 'Holdt påmindelse', 2);
      const [member, control] = await Promise.all([t.memberWith([]), t.memberWith([])]);
      await signUp(await shiftOn(cancelled, 11, 3), member.cookie);
      await signUp(await shiftOn(postponed, 8, 2, { role: 'Dør' }), member.cookie);
      await signUp(await shiftOn(held, 11, 2), control.cookie);
      await setEventStatus(t, admin, cancelled, 'cancelled');
      await setEventStatus(t, admin, postponed, 'postponed');
      const sent: string[] = [];
      const recorder = { send: (draft: (site: object) => { to: string }) => sent.push(draft({ socials: [] }).to), close: async () => {} };
      await runShiftReminders(t.orm, recorder as never, t.config.PUBLIC_URL, JOB_HOLDER);
      expect(sent).toContain(control.email);
      expect(sent).not.toContain(member.email);
    });
  });

  describe('a postponed event', () => {
    it('keeps its people, takes no new ones, lets them give back at any time, and fills from standby once it has a date', async () => {
      const eventId = await createEventAt(t, admin, hoursFromNow(20), 'Udsat aften', 4);
      const bar = await shiftOn(eventId, 19, 3, { capacity: 1 });
      const [holder, waiting, newcomer] = await Promise.all([t.memberWith([]), t.memberWith([]), t.memberWith([])]);
      await signUp(bar, holder.cookie);
      await t.post(`/api/shifts/${bar}/standby`, { cookie: waiting.cookie });
      await setEventStatus(t, admin, eventId, 'postponed');

      const plan = await planOf(eventId, newcomer.cookie);
      expect(plan.event.status).toBe('postponed');
      expect(plan.shifts[0].signup).toEqual({ state: 'postponed', reason: 'Eventet er udsat; vagten tager imod nye, når det har fået en ny dato' });
      // Inside the cut-off, but the date no longer holds: the holder may let go.
      const returned = await t.delete(`/api/shifts/${bar}/signup`, { cookie: holder.cookie });
      expect(returned.status).toBe(200);
      // The one waiting is not given a place on a night without a date.
      expect(returned.body.volunteers).toEqual([]);
      expect(ids(returned.body.standby)).toEqual([waiting.id]);
      expect((await signUp(bar, newcomer.cookie)).status).toBe(409);

      await setEventStatus(t, admin, eventId, 'scheduled');
      const held = await planOf(eventId);
      expect(ids(held.shifts[0].volunteers)).toEqual([waiting.id]);
      expect(held.shifts[0].standby).toEqual([]);
    });
  });

  describe('PUT /api/shifts/{id}/attendance', () => {
    it('lets a manager or the shift’s lead mark who came, from the shift’s start, and the plan shows it', async () => {
      const eventId = await createEventAt(t, admin, hoursFromNow(1), 'Aftenen', 4);
      const lead = await t.memberWith([]);
      const [came, stayedAway, other] = await Promise.all([t.memberWith([]), t.memberWith([]), t.memberWith([])]);
      const bar = await shiftOn(eventId, -1, 3, { capacity: 3, leadId: lead.id });
      const later = await shiftOn(eventId, 0.5, 1, { role: 'Oprydning', leadId: lead.id });
      // Begun already: a manager puts them on it.
      expect((await signUp(bar, coordinator.cookie, came.id)).status).toBe(200);
      expect((await signUp(bar, coordinator.cookie, stayedAway.id)).status).toBe(200);
      const mark = (id: number, cookie: string, body: object) => t.put(`/api/shifts/${id}/attendance`, { cookie, body });

      const seen = (await planOf(eventId, lead.cookie)).shifts[0];
      expect(seen.lead).toEqual({ memberId: lead.id, firstName: expect.any(String), lastName: 'Testesen' });
      expect(seen.marksAttendance).toBe(true);
      expect((await planOf(eventId, other.cookie)).shifts[0].marksAttendance).toBe(false);

      const arrived = await mark(bar, lead.cookie, { memberId: came.id, status: 'arrived' });
      expect(arrived.status).toBe(200);
      expect(arrived.body.volunteers.find((volunteer: { memberId: number }) => volunteer.memberId === came.id).attendance).toBe('arrived');
      expect((await mark(bar, coordinator.cookie, { memberId: stayedAway.id, status: 'no-show' })).status).toBe(200);
      const forbidden = await mark(bar, other.cookie, { memberId: came.id, status: 'no-show' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: 'Kun en vagtansvarlig eller vagtens leder kan registrere fremmøde' });
      expect((await mark(bar, lead.cookie, { memberId: other.id, status: 'arrived' })).body).toEqual({ message: 'Medlemmet har ikke en plads på vagten' });
      expect((await mark(bar, lead.cookie, { memberId: came.id, status: 'late' })).status).toBe(400);
      const early = await mark(later, lead.cookie, { memberId: came.id, status: 'arrived' });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ message: 'Fremmøde kan først registreres, når vagten er begyndt' });

      const unmarked = await mark(bar, lead.cookie, { memberId: stayedAway.id, status: null });
      expect(unmarked.body.volunteers.find((volunteer: { memberId: number }) => volunteer.memberId === stayedAway.id)).not.toHaveProperty('attendance');
      const csv = (await t.get(`/api/events/${eventId}/shifts.csv`, { cookie: lead.cookie })).text;
      expect(csv).toContain(';Mødt;');
      expect((await t.get('/api/profile/export', { cookie: came.cookie })).body.shifts.places[0]).toMatchObject({ attendance: 'arrived', attendanceMarkedAt: expect.any(String) });
      expect((await t.get('/api/profile/export', { cookie: lead.cookie })).body.shifts.ledShifts).toHaveLength(2);
    });
  });

  describe('hours and perks per season', () => {
    it('counts arrived shifts and ended unmarked ones on nights that were held, and what they earn by the association’s rule', async () => {
      // A season that began a hundred days ago, so the nights below lie well inside it.
      const { month, day } = copenhagenWallClock(Date.now() - 100 * DAY_MS);
      const seasonStart = `${String(month).padStart(2, '0')}-${String(month === 2 && day === 29 ? 28 : day).padStart(2, '0')}`;
      const saved = await t.put('/api/settings', {
        cookie: admin,
        body: {
          seasonStart,
          shiftPerks: [
            { reward: 'drikkebillet', every: 2, unit: 'hours', repeat: true },
            { reward: 'fribillet', every: 2, unit: 'shifts', repeat: false },
          ],
        },
      });
      expect(saved.status).toBe(200);

      const held = await createEventAt(t, admin, hoursFromNow(-30), 'Holdt aften', 6);
      const called = await createEventAt(t, admin, hoursFromNow(-20), 'Aflyst i går', 3);
      const volunteer = await t.memberWith([]);
      const idle = await t.memberWith([]);
      const arrived = await shiftOn(held, -31, 2);
      const unmarked = await shiftOn(held, -28, 3, { role: 'Dør' });
      const noShow = await shiftOn(held, -25, 1, { role: 'Oprydning' });
      const cancelled = await shiftOn(called, -20, 2, { role: 'Garderobe' });
      const coming = await shiftOn(await createEventAt(t, admin, hoursFromNow(100), 'Kommende', 3), 100, 2);
      for (const id of [arrived, unmarked, noShow, cancelled]) expect((await signUp(id, coordinator.cookie, volunteer.id)).status).toBe(200);
      await signUp(coming, volunteer.cookie);
      await t.put(`/api/shifts/${arrived}/attendance`, { cookie: coordinator.cookie, body: { memberId: volunteer.id, status: 'arrived' } });
      await t.put(`/api/shifts/${noShow}/attendance`, { cookie: coordinator.cookie, body: { memberId: volunteer.id, status: 'no-show' } });
      await setEventStatus(t, admin, called, 'cancelled');
      // Marked "Mødt" as it began, and not over yet: no hours, and no "Seneste vagt", until it is.
      const tonight = await shiftOn(await createEventAt(t, admin, hoursFromNow(1), 'I aften', 3), -1, 3, { role: 'Lyd' });
      expect((await signUp(tonight, coordinator.cookie, volunteer.id)).status).toBe(200);
      expect((await t.put(`/api/shifts/${tonight}/attendance`, { cookie: coordinator.cookie, body: { memberId: volunteer.id, status: 'arrived' } })).status).toBe(200);

      const { season } = (await t.get('/api/shifts/mine', { cookie: volunteer.cookie })).body;
      expect(season).toMatchObject({ hours: 5, shifts: 2, noShows: 1 });
      expect(season.perks).toEqual([
        { text: '1 drikkebillet pr. 2 timer', reward: 'drikkebillet', earned: 2 },
        { text: 'Fribillet efter 2 vagter', reward: 'fribillet', earned: 1 },
      ]);
      expect(new Date(season.from).getTime()).toBeLessThan(Date.now() - 99 * DAY_MS);

      expect((await t.get('/api/shifts/hours', { cookie: volunteer.cookie })).status).toBe(403);
      const view = await t.get('/api/shifts/hours', { cookie: coordinator.cookie });
      expect(view.status).toBe(200);
      expect(view.body.perks).toEqual([
        { text: '1 drikkebillet pr. 2 timer', reward: 'drikkebillet', unit: 'hours' },
        { text: 'Fribillet efter 2 vagter', reward: 'fribillet', unit: 'shifts' },
      ]);
      const row = (member: { id: number }) => view.body.members.find((one: { memberId: number }) => one.memberId === member.id);
      expect(row(volunteer)).toMatchObject({ hours: 5, shifts: 2, noShows: 1, idle: false, lastShiftAt: expect.any(String) });
      expect(Date.parse(row(volunteer).lastShiftAt)).toBeLessThan(Date.now());
      expect(row(idle)).toMatchObject({ hours: 0, shifts: 0, noShows: 0, idle: true });
      expect(row(idle)).not.toHaveProperty('lastShiftAt');
      const earlier = await t.get('/api/shifts/hours?season=2001', { cookie: coordinator.cookie });
      expect(earlier.body.season.year).toBe(2001);
      expect(earlier.body.members.find((one: { memberId: number }) => one.memberId === volunteer.id)).toMatchObject({ hours: 0, idle: false });
      expect((await t.get('/api/shifts/hours?season=abc', { cookie: coordinator.cookie })).status).toBe(400);
      // Nothing about shifts reaches the public cache: a visitor asking after a manager is refused.
      expect((await t.get('/api/shifts/hours')).status).toBe(401);

      const csv = await t.get('/api/shifts/hours.csv', { cookie: coordinator.cookie });
      expect(csv.status).toBe(200);
      expect(csv.headers['cache-control']).toBe('private, no-store');
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Fornavn;Efternavn;Timer;Vagter;Udeblevet;Seneste vagt;Ingen vagt i 60 dage;1 drikkebillet pr. 2 timer;Fribillet efter 2 vagter');
      expect(lines.find((line) => line.startsWith(`Medlem${/\d+/.exec(volunteer.email)![0]};`))).toMatch(/;Testesen;5;2;1;\d{4}-\d\d-\d\d;nej;2;1$/);
      expect((await t.get('/api/shifts/hours.csv', { cookie: volunteer.cookie })).status).toBe(403);
      expect((await t.get('/api/shifts/hours.csv')).status).toBe(401);
      expect((await t.get('/api/shifts/hours.csv?season=1', { cookie: coordinator.cookie })).status).toBe(400);
    });
  });
});
