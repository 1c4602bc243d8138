import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createEventAt, createShift, hoursFromNow, type ShiftBody } from '../../test/shift-fixtures';

describe('door shifts (issue 50, item 3)', () => {
  const t = useTestApp();
  let admin: string;
  let eventId: number;

  const door = (changes: Partial<ShiftBody> & { door?: unknown } = {}) => ({
    role: 'Dør',
    startsAt: hoursFromNow(239),
    endsAt: hoursFromNow(244),
    capacity: 2,
    ...changes,
  });
  const planned = async (id: number) =>
    (await t.get(`/api/events/${eventId}/shifts`, { cookie: admin })).body.shifts.find((shift: { id: number }) => shift.id === id);

  beforeAll(async () => {
    admin = await t.loginAdmin();
    eventId = await createEventAt(t, admin, hoursFromNow(240), 'Dørprøven');
  });

  it('marks a shift as the door on create, answers it in the shift and the plan, and is false when left out', async () => {
    const marked = await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: door({ door: true }) });
    expect(marked.status).toBe(200);
    expect(marked.body.door).toBe(true);
    expect((await planned(marked.body.id)).door).toBe(true);

    const plain = await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: door({ role: 'Bar' }) });
    expect(plain.body.door).toBe(false);
  });

  it('keeps it on a PUT that leaves it out, and changes it on one that gives it, on REST and tRPC', async () => {
    const id = await createShift(t, admin, eventId, { ...door(), door: true } as ShiftBody);
    const moved = await t.put(`/api/shifts/${id}`, { cookie: admin, body: door({ capacity: 3 }) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ capacity: 3, door: true });

    const unmarked = await t.put(`/api/shifts/${id}`, { cookie: admin, body: door({ door: false }) });
    expect(unmarked.body.door).toBe(false);
    const trpc = await t.post('/trpc/shifts.update', { cookie: admin, body: { ...door(), id, door: true } });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.door).toBe(true);
    expect((await planned(id)).door).toBe(true);
  });

  it.each([['true'], [1], [null], [{}]])('refuses door %j with 400 in Danish', async (value) => {
    const id = await createShift(t, admin, eventId, door() as ShiftBody);
    for (const response of [
      await t.post(`/api/events/${eventId}/shifts`, { cookie: admin, body: door({ door: value }) }),
      await t.put(`/api/shifts/${id}`, { cookie: admin, body: door({ door: value }) }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'door skal være true eller false' });
    }
    expect((await planned(id)).door).toBe(false);
  });

  it("goes with the shift when another event's plan is copied", async () => {
    const from = hoursFromNow(24 * 20);
    const source = await createEventAt(t, admin, from, 'Dørkilden');
    await createShift(t, admin, source, { ...door({ startsAt: hoursFromNow(24 * 20 - 1), endsAt: hoursFromNow(24 * 20 + 4) }), door: true } as ShiftBody);
    const copied = await t.post(`/api/events/${eventId}/shifts/copy`, { cookie: admin, body: { fromEventId: source } });
    expect(copied.status).toBe(200);
    expect(copied.body.shifts.filter((shift: { door: boolean }) => shift.door).length).toBeGreaterThan(0);
  });
});
