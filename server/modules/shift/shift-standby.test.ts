import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, until } from '../../test/mailbox';
import { useTestApp } from '../../test/test-app';
import { createEventAt, createShift, hoursFromNow, type ShiftBody } from '../../test/shift-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

type Volunteer = { memberId: number };
const ids = (people: readonly Volunteer[]) => people.map((person) => person.memberId);

describe('standby lists and swaps', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' });
  let admin: string;
  let eventId: number;
  let hour = 100;

  /** A shift of its own two hours, so members' places elsewhere in a test never collide by accident. */
  const shift = (changes: Partial<ShiftBody> = {}) => {
    hour += 3;
    return createShift(t, admin, eventId, { role: 'Bar', startsAt: hoursFromNow(hour), endsAt: hoursFromNow(hour + 2), capacity: 1, ...changes });
  };
  const signUp = (id: number, cookie: string) => t.post(`/api/shifts/${id}/signup`, { cookie });
  const giveBack = (id: number, cookie: string) => t.delete(`/api/shifts/${id}/signup`, { cookie });
  const join = (id: number, cookie: string) => t.post(`/api/shifts/${id}/standby`, { cookie });
  const leave = (id: number, cookie: string) => t.delete(`/api/shifts/${id}/standby`, { cookie });
  const offer = (id: number, cookie: string) => t.post(`/api/shifts/${id}/swap`, { cookie });
  const take = (swapId: number, cookie: string) => t.post(`/api/swaps/${swapId}/take`, { cookie });
  const plan = async (id: number, cookie = admin) =>
    (await t.get(`/api/events/${eventId}/shifts`, { cookie })).body.shifts.find((one: { id: number }) => one.id === id);
  const members = (count: number) => Promise.all(Array.from({ length: count }, () => t.memberWith([])));

  beforeAll(async () => {
    admin = await t.loginAdmin();
    // A festival of ten days: every shift below lies within 24 hours of its concert.
    eventId = await createEventAt(t, admin, hoursFromNow(90), 'Festival', 240);
  });

  describe('POST/DELETE /api/shifts/{id}/standby', () => {
    it('puts a member on the list of a full shift only, in order, and takes them off again', async () => {
      const id = await shift();
      const [holder, first, second] = await members(3);
      expect((await join(id, first!.cookie)).body).toEqual({ message: 'Vagten har en ledig plads; tag den i stedet for at stå på venteliste' });
      await signUp(id, holder!.cookie);
      expect((await plan(id, first!.cookie)).signup).toEqual({ state: 'full', reason: 'Vagten er fuld' });
      const joined = await join(id, first!.cookie);
      expect(joined.status).toBe(200);
      expect(joined.body.standby).toEqual([{ memberId: first!.id, firstName: expect.any(String), lastName: 'Testesen', since: expect.any(String) }]);
      expect(joined.body.signup).toEqual({ state: 'standby', reason: 'Vagten er fuld; du står nr. 1 på ventelisten' });
      expect((await join(id, first!.cookie)).body).toEqual({ message: 'Vagten er fuld; du står nr. 1 på ventelisten' });
      expect(ids((await join(id, second!.cookie)).body.standby)).toEqual([first!.id, second!.id]);
      expect((await t.get('/api/shifts/mine', { cookie: second!.cookie })).body.standby.map((one: { id: number }) => one.id)).toEqual([id]);
      expect((await join(id, holder!.cookie)).body).toEqual({ message: 'Du har allerede en plads på vagten' });

      const left = await leave(id, first!.cookie);
      expect(left.status).toBe(200);
      expect(ids(left.body.standby)).toEqual([second!.id]);
      expect((await leave(id, first!.cookie)).body).toEqual({ message: 'Du står ikke på ventelisten til vagten' });
      expect((await t.post(`/api/shifts/${id}/standby`)).status).toBe(401);
    });

    it('gives a freed place at once to the first on the list who can take it, who is told; the others wait on', async () => {
      const id = await shift({ role: 'Garderobe' });
      const [holder, busy, next, last] = await members(4);
      await signUp(id, holder!.cookie);
      for (const member of [busy, next, last]) expect((await join(id, member!.cookie)).status).toBe(200);
      // The first in line has since taken a shift at the same time: the place skips them.
      const clashing = await createShift(t, admin, eventId, { role: 'Dør', startsAt: hoursFromNow(hour + 1), endsAt: hoursFromNow(hour + 3), capacity: 1 });
      expect((await signUp(clashing, busy!.cookie)).status).toBe(200);
      mailbox.messages.length = 0;

      const returned = await giveBack(id, holder!.cookie);
      expect(returned.status).toBe(200);
      expect(ids(returned.body.volunteers)).toEqual([next!.id]);
      expect(ids(returned.body.standby)).toEqual([busy!.id, last!.id]);
      await until(() => mailbox.messages.some((mail) => mail.to.includes(next!.email)));
      const mail = mailbox.messages.find((one) => one.to.includes(next!.email))!;
      expect(mail.subject).toBe('Du har fået vagten: Garderobe til Festival');
      expect(mail.text).toContain('du stod først på ventelisten. Pladsen er din nu.');

      // A place more on the shift goes to the next who can take it.
      const grown = await t.put(`/api/shifts/${id}`, {
        cookie: admin,
        body: { role: 'Garderobe', startsAt: returned.body.startsAt, endsAt: returned.body.endsAt, capacity: 2 },
      });
      expect(ids(grown.body.volunteers)).toEqual([next!.id, last!.id]);
      expect(ids(grown.body.standby)).toEqual([busy!.id]);
    });

    it.each([1, 2, 3])('round %i: a give-back and a sign-up for the freed place at once: the first on standby gets it, the other is refused', async () => {
      const id = await shift();
      const [holder, waiting, stranger] = await members(3);
      await signUp(id, holder!.cookie);
      await join(id, waiting!.cookie);
      const [returned, taken] = await Promise.all([giveBack(id, holder!.cookie), signUp(id, stranger!.cookie)]);
      expect(returned.status).toBe(200);
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'Vagten er fuld' });
      const after = await plan(id);
      expect(ids(after.volunteers)).toEqual([waiting!.id]);
      expect(after.standby).toEqual([]);
    });

    it('gives the places of a member who deletes their account to those waiting', async () => {
      const id = await shift();
      const [leaving, waiting] = await members(2);
      await signUp(id, leaving!.cookie);
      await join(id, waiting!.cookie);
      expect((await t.delete(`/api/members/${leaving!.id}`, { cookie: leaving!.cookie })).status).toBe(200);
      expect(ids((await plan(id)).volunteers)).toEqual([waiting!.id]);
    });

    it('two give-backs at once promote the two first on standby, one place each, never more than the places', async () => {
      const id = await shift({ capacity: 2 });
      const [a, b, first, second, third] = await members(5);
      await signUp(id, a!.cookie);
      await signUp(id, b!.cookie);
      for (const member of [first, second, third]) await join(id, member!.cookie);
      const answers = await Promise.all([giveBack(id, a!.cookie), giveBack(id, b!.cookie)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const after = await plan(id);
      expect(ids(after.volunteers).sort()).toEqual([first!.id, second!.id].sort());
      expect(ids(after.standby)).toEqual([third!.id]);
    });

    it.each([1, 2, 3])('round %i: a give-back and the first on standby leaving at once: exactly one outcome', async () => {
      const id = await shift();
      const [holder, first, second] = await members(3);
      await signUp(id, holder!.cookie);
      await join(id, first!.cookie);
      await join(id, second!.cookie);
      const [returned, left] = await Promise.all([giveBack(id, holder!.cookie), leave(id, first!.cookie)]);
      expect(returned.status).toBe(200);
      const after = await plan(id);
      if (left.status === 200) {
        // They left first: the place went to the next in line.
        expect(ids(after.volunteers)).toEqual([second!.id]);
        expect(after.standby).toEqual([]);
      } else {
        // They were promoted first: nothing left to leave.
        expect(left.body).toEqual({ message: 'Du står ikke på ventelisten til vagten' });
        expect(ids(after.volunteers)).toEqual([first!.id]);
        expect(ids(after.standby)).toEqual([second!.id]);
      }
    });
  });

  describe('swaps', () => {
    it('offers a place, which stays the member’s until another takes it, also inside the cut-off; both are told', async () => {
      const id = await createShift(t, admin, eventId, { role: 'Lyd', startsAt: hoursFromNow(94), endsAt: hoursFromNow(96), capacity: 1 });
      const [owner, taker, other] = await members(3);
      await signUp(id, owner!.cookie);
      // Inside the cut-off (raised here to 200 hours) the owner cannot give it back, but can offer it.
      await t.put('/api/settings', { cookie: admin, body: { shiftGiveBackHours: 200 } });
      try {
        expect((await giveBack(id, owner!.cookie)).status).toBe(409);
        const offered = await offer(id, owner!.cookie);
        expect(offered.status).toBe(200);
        expect(offered.body.swaps).toEqual([{ id: expect.any(Number), memberId: owner!.id, firstName: expect.any(String), lastName: 'Testesen', offeredAt: expect.any(String) }]);
        expect(ids(offered.body.volunteers)).toEqual([owner!.id]);
        expect((await offer(id, owner!.cookie)).body).toEqual({ message: 'Du tilbyder allerede pladsen til bytte' });
        expect((await offer(id, taker!.cookie)).body).toEqual({ message: 'Du har ikke en plads på vagten' });
        const swapId: number = offered.body.swaps[0].id;
        expect((await take(swapId, owner!.cookie)).body).toEqual({ message: 'Det er din egen plads; træk byttet tilbage i stedet' });

        // Offered to others in "Mine vagter", as a place they can take though the shift is full.
        const mine = (await t.get('/api/shifts/mine', { cookie: taker!.cookie })).body;
        expect(mine.swaps.map((one: { id: number }) => one.id)).toContain(id);
        expect(mine.swaps.find((one: { id: number }) => one.id === id).swapSignup).toEqual({ state: 'free' });

        mailbox.messages.length = 0;
        const taken = await take(swapId, taker!.cookie);
        expect(taken.status).toBe(200);
        expect(ids(taken.body.volunteers)).toEqual([taker!.id]);
        expect(taken.body.swaps).toEqual([]);
        expect((await take(swapId, other!.cookie)).body).toEqual({ message: 'Vagten er allerede overtaget af en anden' });
        await until(() => [owner, taker].every((member) => mailbox.messages.some((mail) => mail.to.includes(member!.email))));
        expect(mailbox.messages.find((mail) => mail.to.includes(owner!.email))!.subject).toBe('Din vagt er overtaget: Lyd til Festival');
        expect(mailbox.messages.find((mail) => mail.to.includes(owner!.email))!.text).toContain('har overtaget din vagt som Lyd til Festival');
        expect(mailbox.messages.find((mail) => mail.to.includes(taker!.email))!.subject).toBe('Du har overtaget en vagt: Lyd til Festival');
        const exported = (await t.get('/api/profile/export', { cookie: owner!.cookie })).body.shifts.swaps;
        expect(exported).toEqual([
          { shiftId: id, role: 'Lyd', startsAt: expect.any(String), offeredAt: expect.any(String), offeredBy: 'me', takenBy: 'another', takenAt: expect.any(String) },
        ]);
      } finally {
        await t.put('/api/settings', { cookie: admin, body: { shiftGiveBackHours: 24 } });
      }
    });

    it('refuses a taker the one rule refuses, and lets the owner withdraw the offer', async () => {
      const id = await shift({ role: 'Bar' });
      const [owner, busy] = await members(2);
      await signUp(id, owner!.cookie);
      const clashing = await createShift(t, admin, eventId, { role: 'Dør', startsAt: hoursFromNow(hour + 1), endsAt: hoursFromNow(hour + 2), capacity: 1 });
      await signUp(clashing, busy!.cookie);
      const swapId: number = (await offer(id, owner!.cookie)).body.swaps[0].id;
      const refused = await take(swapId, busy!.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Du har allerede en vagt på det tidspunkt: Dør /);
      const withdrawn = await t.delete(`/api/shifts/${id}/swap`, { cookie: owner!.cookie });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.swaps).toEqual([]);
      expect((await t.delete(`/api/shifts/${id}/swap`, { cookie: owner!.cookie })).body).toEqual({ message: 'Du tilbyder ikke pladsen til bytte' });
      expect((await take(swapId, busy!.cookie)).status).toBe(404);
      expect((await take(999999, busy!.cookie)).body).toEqual({ message: 'Byttet findes ikke' });
    });

    it.each([2, 6])('of %i members taking one offer at once, exactly one gets the place', async (count) => {
      const id = await shift();
      const [owner] = await members(1);
      await signUp(id, owner!.cookie);
      const swapId: number = (await offer(id, owner!.cookie)).body.swaps[0].id;
      const takers = await members(count);
      const answers = await Promise.all(takers.map((taker) => take(swapId, taker.cookie)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ message: 'Vagten er allerede overtaget af en anden' });
      }
      const after = await plan(id);
      expect(after.volunteers).toHaveLength(1);
      expect(takers.map((taker) => taker.id)).toContain(after.volunteers[0].memberId);
    });

    it('tells the first on the standby list who can take it of a place offered to swap, and shows it to them once, to take', async () => {
      const id = await shift({ role: 'Garderobe' });
      const [owner, first, second] = await members(3);
      await signUp(id, owner!.cookie);
      await join(id, first!.cookie);
      await join(id, second!.cookie);
      mailbox.messages.length = 0;
      expect((await offer(id, owner!.cookie)).status).toBe(200);
      await until(() => mailbox.messages.some((mail) => mail.to.includes(first!.email)));
      const told = mailbox.messages.find((mail) => mail.to.includes(first!.email))!;
      expect(told.subject).toBe('En plads er til bytte: Garderobe til Festival');
      expect(told.text).toContain('til bytte, og du står først på ventelisten');
      expect(mailbox.messages.some((mail) => mail.to.includes(second!.email))).toBe(false);

      const mine = (await t.get('/api/shifts/mine', { cookie: first!.cookie })).body;
      expect(mine.swaps.map((one: { id: number }) => one.id)).toContain(id);
      expect(mine.standby.map((one: { id: number }) => one.id)).not.toContain(id);
    });

    it('a give-back withdraws the member’s offer', async () => {
      const id = await shift();
      const [owner] = await members(1);
      await signUp(id, owner!.cookie);
      await offer(id, owner!.cookie);
      const returned = await giveBack(id, owner!.cookie);
      expect(returned.body.swaps).toEqual([]);
      expect(returned.body.volunteers).toEqual([]);
    });
  });
});
