import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, until } from '../../test/mailbox';
import { useTestApp } from '../../test/test-app';
import { createEventAt, createShift, hoursFromNow, type ShiftBody } from '../../test/shift-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

describe('signing up for shifts', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });
  let admin: string;
  let eventId: number;

  /** A shift `hours` from now, lasting two hours. */
  const shiftAt = (hours: number, changes: Partial<ShiftBody> = {}) =>
    createShift(t, admin, eventId, { role: 'Bar', startsAt: hoursFromNow(hours), endsAt: hoursFromNow(hours + 2), capacity: 2, ...changes });
  const signUp = (id: number, cookie: string, body?: object) => t.post(`/api/shifts/${id}/signup`, { cookie, body });
  const giveBack = (id: number, cookie: string, memberId?: number) =>
    t.delete(`/api/shifts/${id}/signup${memberId ? `?memberId=${memberId}` : ''}`, { cookie });

  beforeAll(async () => {
    admin = await t.loginAdmin();
    // A week-long festival: every shift below lies within 24 hours of its concert (docs/product.md).
    eventId = await createEventAt(t, admin, hoursFromNow(20), 'Fredagsbar', 200);
  });

  it('lets a member take a free place and give it back, and marks it as theirs', async () => {
    const id = await shiftAt(100);
    const member = await t.memberWith([]);
    const taken = await signUp(id, member.cookie);
    expect(taken.status).toBe(200);
    expect(taken.body.mine).toBe(true);
    expect(taken.body.volunteers).toEqual([
      { memberId: member.id, firstName: expect.any(String), lastName: 'Testesen', email: member.email, signedUpAt: expect.any(String) },
    ]);
    expect((await t.get(`/api/events/${eventId}/shifts`, { cookie: admin })).body.shifts.find((shift: { id: number }) => shift.id === id).mine).toBe(false);
    const again = await signUp(id, member.cookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Du har allerede en plads på vagten' });
    const returned = await giveBack(id, member.cookie);
    expect(returned.status).toBe(200);
    expect(returned.body.volunteers).toEqual([]);
    expect((await giveBack(id, member.cookie)).body).toEqual({ message: 'Du har ikke en plads på vagten' });
  });

  it.each([5, 12])('of %i parallel sign-ups for the last place, exactly one wins', async (count) => {
    const id = await shiftAt(110, { capacity: 2 });
    const first = await t.memberWith([]);
    expect((await signUp(id, first.cookie)).status).toBe(200);
    const members = await Promise.all(Array.from({ length: count }, () => t.memberWith([])));
    const answers = await Promise.all(members.map((member) => signUp(id, member.cookie)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: 'Vagten er fuld' });
    }
    const plan = await t.get(`/api/events/${eventId}/shifts`, { cookie: admin });
    expect(plan.body.shifts.find((shift: { id: number }) => shift.id === id).volunteers).toHaveLength(2);
  });

  it('refuses a second shift that overlaps, also when both are asked for at once', async () => {
    const early = await shiftAt(120);
    const overlapping = await shiftAt(121, { role: 'Dør' });
    const after = await shiftAt(122, { role: 'Oprydning' });
    const member = await t.memberWith([]);
    expect((await signUp(early, member.cookie)).status).toBe(200);
    const refused = await signUp(overlapping, member.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Du har allerede en vagt på det tidspunkt: Bar /);
    // Ending as the next begins is no overlap.
    expect((await signUp(after, member.cookie)).status).toBe(200);

    const racer = await t.memberWith([]);
    const a = await shiftAt(130);
    const b = await shiftAt(131);
    const answers = await Promise.all([signUp(a, racer.cookie), signUp(b, racer.cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses new times that would give someone on the shift two at once', async () => {
    const bar = await shiftAt(140);
    const door = await shiftAt(143, { role: 'Dør' });
    const member = await t.memberWith([]);
    expect((await signUp(bar, member.cookie)).status).toBe(200);
    expect((await signUp(door, member.cookie)).status).toBe(200);
    const moved = { role: 'Dør', startsAt: hoursFromNow(141), endsAt: hoursFromNow(143), capacity: 2 };
    const refused = await t.put(`/api/shifts/${door}`, { cookie: admin, body: moved });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/ har allerede en vagt på det tidspunkt: Bar /);
    // Moved clear of the bar shift, it is saved.
    expect((await t.put(`/api/shifts/${door}`, { cookie: admin, body: { ...moved, startsAt: hoursFromNow(142), endsAt: hoursFromNow(144) } })).status).toBe(200);
  });

  it('takes late sign-ups until the shift starts, and stops give-backs at the cut-off, except for managers', async () => {
    const soon = await shiftAt(23);
    const member = await t.memberWith([]);
    // Six hours before doors, a late hand is welcome.
    expect((await signUp(soon, member.cookie)).status).toBe(200);
    const late = await giveBack(soon, member.cookie);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: 'Vagten begynder om mindre end 24 timer; nu kan kun en vagtansvarlig ændre, hvem der har den, men du kan tilbyde den til bytte',
    });
    const plan = (await t.get(`/api/events/${eventId}/shifts`, { cookie: member.cookie })).body;
    expect(plan.shifts.find((shift: { id: number }) => shift.id === soon).signup).toEqual({
      state: 'after-cutoff',
      reason: 'Du har allerede en plads på vagten',
      giveBackReason: late.body.message,
    });
    const coordinator = await t.memberWith(['team-management']);
    expect((await giveBack(soon, coordinator.cookie, member.id)).status).toBe(200);

    const started = await shiftAt(-1);
    const refused = await signUp(started, member.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Vagten er begyndt; nu kan kun en vagtansvarlig ændre, hvem der har den' });
    expect((await signUp(started, coordinator.cookie, { memberId: member.id })).status).toBe(200);
  });

  it('reads the give-back cut-off from the settings', async () => {
    const id = await shiftAt(40);
    const member = await t.memberWith([]);
    expect((await signUp(id, member.cookie)).status).toBe(200);
    expect((await t.put('/api/settings', { cookie: admin, body: { shiftGiveBackHours: 48 } })).status).toBe(200);
    try {
      const refused = await giveBack(id, member.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Vagten begynder om mindre end 48 timer;/);
    } finally {
      await t.put('/api/settings', { cookie: admin, body: { shiftGiveBackHours: 24 } });
    }
    expect((await giveBack(id, member.cookie)).status).toBe(200);
  });

  it('lets managers assign and remove anyone, and nobody else', async () => {
    const id = await shiftAt(140);
    const member = await t.memberWith([]);
    const booker = await t.memberWith(['booking']);
    const forbidden = await signUp(id, booker.cookie, { memberId: member.id });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Kun en vagtansvarlig kan sætte andre på og af vagter' });
    for (const team of ['admin', 'project-leader', 'team-management', 'event-management'] as const) {
      const manager = await t.memberWith([team]);
      const assigned = await signUp(id, manager.cookie, { memberId: member.id });
      expect(assigned.status).toBe(200);
      expect(assigned.body.volunteers.map((volunteer: { memberId: number }) => volunteer.memberId)).toEqual([member.id]);
      expect((await giveBack(id, booker.cookie, member.id)).status).toBe(403);
      expect((await giveBack(id, manager.cookie, member.id)).status).toBe(200);
    }
    const waiting = await t.memberWith([], { active: false });
    const inactive = await signUp(id, admin, { memberId: waiting.id });
    expect(inactive.status).toBe(400);
    expect(inactive.body).toEqual({ message: 'Medlemmet findes ikke eller er ikke godkendt endnu' });
    expect((await signUp(999999, admin)).status).toBe(404);
  });

  it('tells the managers by e-mail when a member gives a place back within 48 hours, and not before', async () => {
    mailbox.messages.length = 0;
    const coordinator = await t.memberWith(['team-management']);
    const member = await t.memberWith([]);
    const early = await shiftAt(100, { role: 'Garderobe' });
    await signUp(early, member.cookie);
    await giveBack(early, member.cookie);
    const soon = await shiftAt(40, { role: 'Lyd' });
    await signUp(soon, member.cookie);
    expect((await giveBack(soon, member.cookie)).status).toBe(200);
    // Every manager is told: the administrator and those made by earlier tests too.
    await until(() => mailbox.messages.some((mail) => mail.to.includes(coordinator.email)));
    const mails = mailbox.messages;
    const toCoordinator = mails.find((mail) => mail.to.includes(coordinator.email));
    expect(toCoordinator?.subject).toBe('Ledig vagt: Lyd til Fredagsbar');
    expect(toCoordinator?.text).toContain('har meldt fra til vagten som Lyd til Fredagsbar');
    expect(toCoordinator?.text).toContain(`http://spillested.test/admin/vagter/${eventId}`);
    expect(mails.every((mail) => !mail.subject.includes('Garderobe'))).toBe(true);
    // A member who is no manager is not told.
    expect(mails.some((mail) => mail.to.includes(member.email))).toBe(false);
  });

  it('lists a member’s coming shifts, next first, and open places they may take', async () => {
    const member = await t.memberWith([]);
    const later = await shiftAt(160, { role: 'Sen' });
    const sooner = await shiftAt(150, { role: 'Tidlig' });
    const full = await shiftAt(170, { role: 'Fuld', capacity: 1 });
    const clashing = await shiftAt(161, { role: 'Samtidig' });
    await signUp(full, (await t.memberWith([])).cookie);
    await signUp(later, member.cookie);
    await signUp(sooner, member.cookie);
    const { status, body } = await t.get('/api/shifts/mine', { cookie: member.cookie });
    expect(status).toBe(200);
    expect(body.mine.map((shift: { id: number }) => shift.id)).toEqual([sooner, later]);
    expect(body.mine[0].event).toMatchObject({ id: eventId, title: 'Fredagsbar', venueName: 'Vagthuset' });
    const open = body.open.map((shift: { id: number }) => shift.id);
    expect(open).not.toContain(full);
    expect(open).not.toContain(sooner);
    expect(open).not.toContain(clashing);
    expect(body.open.every((shift: { volunteers: unknown[]; capacity: number; mine: boolean }) => shift.volunteers.length < shift.capacity && !shift.mine)).toBe(true);
  });
});
