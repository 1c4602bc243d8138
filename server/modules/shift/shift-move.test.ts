import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, until } from '../../test/mailbox';
import { useTestApp } from '../../test/test-app';
import { runShiftReminders } from './shift-reminders';
import { type ConcertBody, inDays } from '../../test/event-test-fixtures';
import { createEventAt, createShift, eventBodyOf, hoursFromNow } from '../../test/shift-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * Issue 45: an event moved 60 days (PUT /api/events/{id} with new concert times) left its shifts at
 * the old date, so its plan could not be copied, the event not copied and a shift not saved as it was.
 * A move of the event's start (its first concert's) moves its shifts with it, and those on them are told.
 */
describe('an event moved to another date', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });
  let admin: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  /** Saves the event with every concert `ms` later, or with `change` applied to its concerts. */
  const moveEvent = async (eventId: number, ms: number, change = (concerts: ConcertBody[]) => concerts.map((one) => ({ ...one, from: later(one.from, ms), to: later(one.to, ms) }))) => {
    const body = await eventBodyOf(t, admin, eventId);
    return t.put(`/api/events/${eventId}`, { cookie: admin, body: { ...body, concerts: change(body.concerts) } });
  };
  const shiftsOf = async (eventId: number) =>
    (await t.get(`/api/events/${eventId}/shifts`, { cookie: admin })).body.shifts as { id: number; role: string; startsAt: string; endsAt: string; capacity: number; note?: string }[];
  const mailsTo = (email: string) => mailbox.messages.filter((mail) => mail.to.includes(email));

  it('moves its shifts by the same offset, tells those on them once, and its plan, the event and each shift copy and save again', async () => {
    // 19:00 UTC: the hours before it hold no change of summer time, at the old date or the new.
    const from = inDays(3);
    const eventId = await createEventAt(t, admin, from, 'Flyttet aften', 3);
    const bar = await createShift(t, admin, eventId, { role: 'Bar', startsAt: later(from, -HOUR_MS), endsAt: later(from, 3 * HOUR_MS), capacity: 2, note: 'Tag sorte sko på' });
    const door = await createShift(t, admin, eventId, { role: 'Dør', startsAt: later(from, -3 * HOUR_MS), endsAt: later(from, -HOUR_MS), capacity: 1 });
    const [anna, bo] = await Promise.all([t.memberWith([]), t.memberWith([])]);
    expect((await t.post(`/api/shifts/${bar}/signup`, { cookie: anna.cookie })).status).toBe(200);
    expect((await t.post(`/api/shifts/${door}/signup`, { cookie: anna.cookie })).status).toBe(200);
    expect((await t.post(`/api/shifts/${bar}/signup`, { cookie: bo.cookie })).status).toBe(200);
    // Anna was reminded of the old date the day before it.
    const sent: unknown[] = [];
    const collect = { send: (draft: unknown) => sent.push(draft), close: async () => {} } as never;
    await runShiftReminders(t.orm, collect, t.config.PUBLIC_URL, 'flyt', new Date(Date.parse(from) - 12 * HOUR_MS));
    expect(sent).toHaveLength(3);
    mailbox.messages.length = 0;

    const moved = await moveEvent(eventId, 60 * DAY_MS);
    expect(moved.status, moved.text).toBe(200);
    const newFrom = later(from, 60 * DAY_MS);
    expect((await shiftsOf(eventId)).map(({ role, startsAt, endsAt }) => ({ role, startsAt, endsAt }))).toEqual([
      { role: 'Dør', startsAt: later(newFrom, -3 * HOUR_MS), endsAt: later(newFrom, -HOUR_MS) },
      { role: 'Bar', startsAt: later(newFrom, -HOUR_MS), endsAt: later(newFrom, 3 * HOUR_MS) },
    ]);
    await until(() => mailsTo(anna.email).length > 0 && mailsTo(bo.email).length > 0);
    await new Promise((done) => setTimeout(done, 300));
    // One message per volunteer, naming all their shifts that night at the new times.
    expect(mailsTo(anna.email)).toHaveLength(1);
    expect(mailsTo(anna.email)[0]!.subject).toBe('Flyttet: Flyttet aften');
    expect(mailsTo(anna.email)[0]!.text).toMatch(/er flyttet til .+\. Dine vagter er flyttet med: Dør .+ og Bar .+\./);
    expect(mailsTo(bo.email)[0]!.text).toMatch(/Din vagt er flyttet med: Bar .+\./);

    // Each shift saves as it is.
    for (const shift of await shiftsOf(eventId)) {
      const saved = await t.put(`/api/shifts/${shift.id}`, {
        cookie: admin,
        body: { role: shift.role, startsAt: shift.startsAt, endsAt: shift.endsAt, capacity: shift.capacity, note: shift.note ?? null },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    // The plan copies onto another event, and the event copies with its shifts.
    const other = await createEventAt(t, admin, hoursFromNow(24 * 90), 'Anden aften');
    const copiedPlan = await t.post(`/api/events/${other}/shifts/copy`, { cookie: admin, body: { fromEventId: eventId } });
    expect(copiedPlan.status, copiedPlan.text).toBe(200);
    expect(copiedPlan.body.shifts).toHaveLength(2);
    const copy = await t.post(`/api/events/${eventId}/copy`, { cookie: admin, body: { from: later(newFrom, 7 * DAY_MS) } });
    expect(copy.status, copy.text).toBe(200);
    expect(await shiftsOf(copy.body.id)).toHaveLength(2);

    // The day before the new date they are reminded again.
    sent.length = 0;
    await runShiftReminders(t.orm, collect, t.config.PUBLIC_URL, 'flyt', new Date(Date.parse(newFrom) - 12 * HOUR_MS));
    expect(sent).toHaveLength(3);
  });

  it('leaves the shifts and their people alone when the first concert keeps its start', async () => {
    const from = hoursFromNow(100);
    const eventId = await createEventAt(t, admin, from, 'Længere aften', 2);
    await createShift(t, admin, eventId, { role: 'Bar', startsAt: later(from, -HOUR_MS), endsAt: later(from, 2 * HOUR_MS), capacity: 1 });
    const before = await shiftsOf(eventId);
    mailbox.messages.length = 0;
    const longer = await moveEvent(eventId, 0, (concerts) => concerts.map((one) => ({ ...one, to: later(one.to, 3 * HOUR_MS) })));
    expect(longer.status, longer.text).toBe(200);
    expect(await shiftsOf(eventId)).toEqual(before);
    await new Promise((done) => setTimeout(done, 300));
    expect(mailbox.messages).toEqual([]);
  });

  it('is refused (409, naming who and which shift) when a volunteer would hold two shifts at once, and nothing moves', async () => {
    const from = hoursFromNow(200);
    const eventId = await createEventAt(t, admin, from, 'Kollision', 2);
    const elsewhere = await createEventAt(t, admin, later(from, 7 * DAY_MS), 'Ugen efter', 2);
    const bar = await createShift(t, admin, eventId, { role: 'Bar', startsAt: later(from, -HOUR_MS), endsAt: later(from, 2 * HOUR_MS), capacity: 1 });
    const door = await createShift(t, admin, elsewhere, { role: 'Dør', startsAt: later(from, 7 * DAY_MS - HOUR_MS), endsAt: later(from, 7 * DAY_MS + HOUR_MS), capacity: 1 });
    const cleo = await t.memberWith([]);
    expect((await t.post(`/api/shifts/${bar}/signup`, { cookie: cleo.cookie })).status).toBe(200);
    expect((await t.post(`/api/shifts/${door}/signup`, { cookie: cleo.cookie })).status).toBe(200);
    const before = await shiftsOf(eventId);
    const refused = await moveEvent(eventId, 7 * DAY_MS);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Vagten Bar kan ikke flyttes med eventet: Medlem\d+ har allerede en vagt på det tidspunkt: Dør .+$/);
    expect(await shiftsOf(eventId)).toEqual(before);
    expect((await t.get(`/api/events/${eventId}`, { cookie: admin })).body.from).toBe(from);
  });

  it('is refused (409, naming the shifts) when a change of the concerts would leave a shift over 24 hours from them', async () => {
    const from = hoursFromNow(300);
    const eventId = await createEventAt(t, admin, from, 'Kortere aften', 30);
    // Clearing up the next evening: 20 hours after the last concert ends.
    await createShift(t, admin, eventId, { role: 'Oprydning', startsAt: later(from, 50 * HOUR_MS), endsAt: later(from, 52 * HOUR_MS), capacity: 1 });
    const refused = await moveEvent(eventId, 0, (concerts) => concerts.map((one) => ({ ...one, to: later(one.from, 3 * HOUR_MS) })));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Vagten Oprydning .+ ville ligge mere end 24 timer fra eventets koncerter; ret eller slet den først$/);
  });
});
