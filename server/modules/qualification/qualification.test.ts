import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, until } from '../../test/mailbox';
import { useTestApp } from '../../test/test-app';
import { createEventAt, createShift, hoursFromNow, type ShiftBody } from '../../test/shift-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

describe('qualifications', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });
  let admin: string;
  let coordinator: Awaited<ReturnType<typeof t.memberWith>>;
  let eventId: number;

  const create = (body: object, cookie = coordinator.cookie) => t.post('/api/qualifications', { cookie, body });
  const confirm = (memberId: number, qualificationIds: number[], cookie = coordinator.cookie) =>
    t.put(`/api/members/${memberId}/qualifications`, { cookie, body: { qualificationIds } });
  const shiftWith = (requires: number[], changes: Partial<ShiftBody> = {}) =>
    createShift(t, admin, eventId, { role: 'Bar', startsAt: hoursFromNow(60), endsAt: hoursFromNow(62), capacity: 3, ...changes, requires });

  beforeAll(async () => {
    admin = await t.loginAdmin();
    coordinator = await t.memberWith(['team-management']);
    eventId = await createEventAt(t, admin, hoursFromNow(50), 'Kursusaften', 30);
  });

  it('lets shift managers keep the list, named once whatever the case, and members read it', async () => {
    const created = await create({ name: '  Bartenderkursus ', description: 'Kommunens kursus i ansvarlig udskænkning' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Bartenderkursus',
      description: 'Kommunens kursus i ansvarlig udskænkning',
      members: [],
      comingShifts: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const duplicate = await create({ name: 'bartenderKURSUS' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Der findes allerede en kvalifikation med det navn' });
    const renamed = await t.put(`/api/qualifications/${created.body.id}`, { cookie: coordinator.cookie, body: { name: 'Bartenderkursus', description: '' } });
    expect(renamed.body).not.toHaveProperty('description');
    expect((await create({ name: 'Åben scene' })).status).toBe(200);
    expect((await create({ name: 'Over 18' })).status).toBe(200);

    const member = await t.memberWith([]);
    const list = await t.get('/api/qualifications', { cookie: member.cookie });
    expect(list.status).toBe(200);
    // Danish order: Å last.
    expect(list.body.map((qualification: { name: string }) => qualification.name)).toEqual(['Bartenderkursus', 'Over 18', 'Åben scene']);
    // A member's answer never reaches the public cache: a visitor asking next is refused, not served it.
    expect((await t.get('/api/qualifications')).status).toBe(401);
    expect((await t.get(`/api/members/${member.id}/qualifications`)).status).toBe(401);
  });

  it('answers visitors nothing, refuses members who plan no shifts, and refuses bad input in Danish', async () => {
    expect((await t.get('/api/qualifications')).status).toBe(401);
    const pending = await t.memberWith([], { active: false });
    expect((await t.get('/api/qualifications', { cookie: pending.cookie })).status).toBe(403);
    const booker = await t.memberWith(['booking']);
    expect((await create({ name: 'Lydtekniker' }, booker.cookie)).status).toBe(403);
    expect((await confirm(booker.id, [], booker.cookie)).status).toBe(403);
    for (const [body, message] of [
      [{ name: '' }, 'Angiv kvalifikationens navn'],
      [{ name: 'x'.repeat(61) }, 'Højst 60 tegn'],
      [{ name: 'Førstehjælp', description: 'x'.repeat(201) }, 'Højst 200 tegn'],
    ] as const) {
      const response = await create(body);
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { message } });
    }
    expect((await confirm(booker.id, [999999])).body).toEqual({ message: 'Kvalifikationen findes ikke' });
    expect((await confirm(999999, [])).status).toBe(404);
    expect((await t.put(`/api/members/${booker.id}/qualifications`, { cookie: coordinator.cookie, body: { qualificationIds: ['1'] } })).status).toBe(400);
  });

  it('confirms qualifications for a member, who is told once per new one and sees them', async () => {
    const first = (await create({ name: 'Førstehjælp' })).body.id;
    const adult = (await create({ name: 'Myndig' })).body.id;
    const member = await t.memberWith([]);
    mailbox.messages.length = 0;
    const confirmed = await confirm(member.id, [first]);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual([{ id: first, name: 'Førstehjælp', confirmedAt: expect.any(String), confirmedBy: coordinator.id }]);
    await until(() => mailbox.messages.some((mail) => mail.to.includes(member.email)));
    const mail = mailbox.messages.find((one) => one.to.includes(member.email))!;
    expect(mail.subject).toBe('Bekræftet: Førstehjælp');
    expect(mail.text).toContain('En vagtansvarlig har bekræftet, at du har kvalifikationen Førstehjælp.');
    expect(mail.text).toContain('http://spillested.test/admin/profile');

    // Confirming again with one more keeps the first as it was and tells only of the new one.
    const both = await confirm(member.id, [first, adult]);
    expect(both.body.map((row: { name: string }) => row.name)).toEqual(['Førstehjælp', 'Myndig']);
    expect(both.body[0].confirmedAt).toBe(confirmed.body[0].confirmedAt);
    await until(() => mailbox.messages.filter((one) => one.to.includes(member.email)).length === 2);
    expect(mailbox.messages.filter((one) => one.to.includes(member.email)).map((one) => one.subject)).toEqual(['Bekræftet: Førstehjælp', 'Bekræftet: Myndig']);

    const own = await t.get(`/api/members/${member.id}/qualifications`, { cookie: member.cookie });
    expect(own.body).toEqual(both.body);
    const list = (await t.get('/api/qualifications', { cookie: member.cookie })).body;
    expect(list.find((qualification: { id: number }) => qualification.id === adult).members).toEqual([
      { memberId: member.id, firstName: expect.any(String), lastName: 'Testesen', confirmedAt: expect.any(String) },
    ]);
    const exported = (await t.get('/api/profile/export', { cookie: member.cookie })).body.shifts.qualifications;
    expect(exported.map((row: { name: string }) => row.name)).toEqual(['Førstehjælp', 'Myndig']);

    // Taken away again: left out of the list.
    expect((await confirm(member.id, [adult])).body.map((row: { name: string }) => row.name)).toEqual(['Myndig']);
  });

  it('keeps a member without what a shift requires from taking it or being offered it, names what is missing, and lets managers assign them with a warning', async () => {
    const course = (await create({ name: 'Barkursus' })).body.id;
    const eighteen = (await create({ name: 'Fyldt 18' })).body.id;
    const bar = await shiftWith([course, eighteen]);
    const plan = (await t.get(`/api/events/${eventId}/shifts`, { cookie: admin })).body;
    expect(plan.shifts.find((shift: { id: number }) => shift.id === bar)).toMatchObject({
      requires: [course, eighteen],
      requirements: [
        { id: course, name: 'Barkursus' },
        { id: eighteen, name: 'Fyldt 18' },
      ],
    });

    const member = await t.memberWith([]);
    await confirm(member.id, [eighteen]);
    const refused = await t.post(`/api/shifts/${bar}/signup`, { cookie: member.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Vagten kræver Barkursus, som du ikke har fået bekræftet' });
    const mine = (await t.get('/api/shifts/mine', { cookie: member.cookie })).body;
    expect(mine.open.map((shift: { id: number }) => shift.id)).not.toContain(bar);
    const seen = (await t.get(`/api/events/${eventId}/shifts`, { cookie: member.cookie })).body.shifts.find((shift: { id: number }) => shift.id === bar);
    expect(seen.signup).toEqual({ state: 'missing-qualification', reason: refused.body.message });

    // A manager may still put them on; the plan warns of what they lack.
    const assigned = await t.post(`/api/shifts/${bar}/signup`, { cookie: coordinator.cookie, body: { memberId: member.id } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.volunteers).toEqual([expect.objectContaining({ memberId: member.id, missing: ['Barkursus'] })]);

    const qualified = await t.memberWith([]);
    await confirm(qualified.id, [course, eighteen]);
    const taken = await t.post(`/api/shifts/${bar}/signup`, { cookie: qualified.cookie });
    expect(taken.status).toBe(200);
    expect(taken.body.volunteers.find((volunteer: { memberId: number }) => volunteer.memberId === qualified.id)).not.toHaveProperty('missing');
  });

  it('keeps a qualification a coming shift requires, and deletes one only past shifts required', async () => {
    const needed = (await create({ name: 'Truckcertifikat' })).body.id;
    const shift = await shiftWith([needed]);
    expect((await t.get('/api/qualifications', { cookie: coordinator.cookie })).body.find((row: { id: number }) => row.id === needed).comingShifts).toBe(1);
    const refused = await t.delete(`/api/qualifications/${needed}`, { cookie: coordinator.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Kvalifikationen kræves af 1 kommende vagt; fjern kravet fra dem, før den slettes' });
    const changed = await t.put(`/api/shifts/${shift}`, {
      cookie: admin,
      body: { role: 'Bar', startsAt: hoursFromNow(60), endsAt: hoursFromNow(62), capacity: 3, requires: [] },
    });
    expect(changed.body.requires).toEqual([]);
    const deleted = await t.delete(`/api/qualifications/${needed}`, { cookie: coordinator.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.name).toBe('Truckcertifikat');
    expect((await t.delete(`/api/qualifications/${needed}`, { cookie: coordinator.cookie })).status).toBe(404);
    const unknown = await t.put(`/api/shifts/${shift}`, {
      cookie: admin,
      body: { role: 'Bar', startsAt: hoursFromNow(60), endsAt: hoursFromNow(62), capacity: 3, requires: [needed] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Kvalifikationen findes ikke' });
  });
});
