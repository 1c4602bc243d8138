import { beforeAll, describe, expect, it } from 'vitest';
import { alreadyCheckedInText, DOOR_MESSAGES } from '../../../shared/schemas/door';
import { checkIn, createDoorNight, createDoorShift, createGuest, createReservation, type DoorNight, outcomesOf, sendCheckIns } from '../../test/door-fixtures';
import { useTestApp } from '../../test/test-app';
import { Crew } from '../crew/crew.entity';
import { Event } from '../event/event.entity';
import { Member } from '../member/member.entity';
import { Settings } from '../settings/settings.entity';

describe('door mode (issue 50 item 3)', () => {
  const t = useTestApp();
  let admin: string;
  type Someone = Awaited<ReturnType<typeof t.memberWith>>;
  let doorman: Someone;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    doorman = await t.memberWith([]);
  });

  /** A night with a door shift that `doorman` is on. */
  async function staffedNight(options: { capacity?: number } = {}): Promise<DoorNight> {
    const night = await createDoorNight(t, admin, options);
    await createDoorShift(t, night, { volunteers: [doorman.id] });
    return night;
  }

  const stateOf = async (night: DoorNight, cookie = doorman.cookie) => {
    const answer = await t.get(`/api/events/${night.eventId}/door`, { cookie });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  describe('who may run the door', () => {
    it('lets in the door shift, its lead and its crew lead, and managers; refuses others with 403, visitors with 401, unknown nights with 404', async () => {
      const night = await createDoorNight(t, admin);
      const [volunteer, lead, crewLead, barVolunteer, other, inactive] = await Promise.all([
        t.memberWith([]),
        t.memberWith([]),
        t.memberWith([]),
        t.memberWith([]),
        t.memberWith([]),
        t.memberWith([], { active: true }),
      ]);
      const em = t.orm.em.fork();
      const crew = em.create(Crew, { name: 'Dørholdet', description: '', lead: em.getReference(Member, crewLead.id) });
      await em.flush();
      await createDoorShift(t, night, { volunteers: [volunteer.id], leadId: lead.id, crewId: crew.id });
      await createDoorShift(t, night, { role: 'Bar', door: false, volunteers: [barVolunteer.id] });
      const other404 = await createDoorNight(t, admin);

      for (const allowed of [volunteer, lead, crewLead]) {
        const state = await stateOf(night, allowed.cookie);
        expect(state.mayOverride).toBe(false);
      }
      expect((await stateOf(night, admin)).mayOverride).toBe(true);
      const booker = await t.memberWith(['booking']);
      expect((await stateOf(night, booker.cookie)).mayOverride).toBe(true);

      for (const refused of [barVolunteer, other]) {
        const answer = await t.get(`/api/events/${night.eventId}/door`, { cookie: refused.cookie });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: DOOR_MESSAGES.noAccess });
        expect((await sendCheckIns(t, night, refused.cookie, [checkIn(night, { type: 'walk-in' })])).status).toBe(403);
      }
      // The door of one night is not the door of another.
      expect((await t.get(`/api/events/${other404.eventId}/door`, { cookie: volunteer.cookie })).status).toBe(403);
      await t.orm.em.fork().nativeUpdate(Member, { id: inactive.id }, { active: false });
      expect((await t.get(`/api/events/${night.eventId}/door`, { cookie: inactive.cookie })).status).toBe(403);

      expect((await t.get(`/api/events/${night.eventId}/door`)).status).toBe(401);
      expect((await sendCheckIns(t, night, '', [checkIn(night, { type: 'walk-in' })])).status).toBe(401);
      const unknown = await t.get('/api/events/999999/door', { cookie: volunteer.cookie });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: DOOR_MESSAGES.notFound });
      // The numbers after the night are the managers'.
      expect((await t.get(`/api/events/${night.eventId}/door/report`, { cookie: volunteer.cookie })).status).toBe(403);
      expect((await t.get(`/api/events/${night.eventId}/door/report.csv`, { cookie: volunteer.cookie })).status).toBe(403);
    });
  });

  describe('the door list', () => {
    it('holds confirmed reservations, the guest list, the volunteers and, when members go free, members, in Danish order', async () => {
      const night = await staffedNight();
      const [bartender, memberToo] = await Promise.all([t.memberWith([]), t.memberWith([])]);
      await createDoorShift(t, night, { role: 'Bar', door: false, volunteers: [bartender.id, doorman.id] });
      const em = t.orm.em.fork();
      await em.nativeUpdate(Member, { id: bartender.id }, { firstName: 'Zoe', lastName: 'Bar' });
      await em.nativeUpdate(Member, { id: memberToo.id }, { firstName: 'Ærø', lastName: 'Medlem' });
      const reserved = await createReservation(t, night, 'Aase Holm', 3, 'confirmed', 'KODE1234');
      await createReservation(t, night, 'Bent Venter', 2, 'waiting');
      const guest = await createGuest(t, night, 'Bo Gæst', 2);
      const press = await createGuest(t, night, 'Øjvind Presse', 0, 'press');

      const state = await stateOf(night);
      expect(state.event).toMatchObject({ id: night.eventId, from: new Date(night.from).toISOString(), to: new Date(night.to).toISOString() });
      expect(state.event.venue.name).toMatch(/^Dørhuset/);
      expect(state).not.toHaveProperty('capacity');
      expect(state.inside).toBe(0);
      expect(state.checkIns).toEqual([]);
      const byKey = Object.fromEntries(state.entries.map((entry: { key: string }) => [entry.key, entry]));
      expect(byKey[`r:${reserved}`]).toEqual({ key: `r:${reserved}`, kind: 'reservation', name: 'Aase Holm', persons: 3, code: 'KODE1234' });
      expect(byKey[`g:${guest}`]).toEqual({ key: `g:${guest}`, kind: 'guest', name: 'Bo Gæst', persons: 3, label: expect.stringMatching(/^Dørbandet/) });
      expect(byKey[`g:${press}`]).toMatchObject({ persons: 1, label: 'Presse' });
      expect(byKey[`v:${doorman.id}`]).toMatchObject({ kind: 'volunteer', persons: 1, label: 'Dør, Bar' });
      expect(byKey[`v:${bartender.id}`]).toMatchObject({ name: 'Zoe Bar', label: 'Bar' });
      expect(state.entries.filter((entry: { kind: string }) => entry.kind === 'member')).toEqual([]);
      // "Aa" is å: last, after Zoe and Ø.
      const names = state.entries.map((entry: { name: string }) => entry.name);
      expect(names.indexOf('Zoe Bar')).toBeLessThan(names.indexOf('Øjvind Presse'));
      expect(names.indexOf('Øjvind Presse')).toBeLessThan(names.indexOf('Aase Holm'));

      await em.nativeUpdate(Settings, { id: 1 }, { doorMembersFree: true });
      try {
        const free = await stateOf(night);
        const members = free.entries.filter((entry: { kind: string }) => entry.kind === 'member');
        expect(members.find((entry: { key: string }) => entry.key === `m:${memberToo.id}`)).toEqual({ key: `m:${memberToo.id}`, kind: 'member', name: 'Ærø Medlem', persons: 1, label: 'Medlem' });
        // A volunteer is there once, as a volunteer.
        expect(free.entries.filter((entry: { key: string }) => [`v:${doorman.id}`, `m:${doorman.id}`].includes(entry.key)).map((entry: { key: string }) => entry.key)).toEqual([`v:${doorman.id}`]);
        const keys = free.entries.map((entry: { key: string }) => entry.key);
        expect(new Set(keys).size).toBe(keys.length);
      } finally {
        await em.nativeUpdate(Settings, { id: 1 }, { doorMembersFree: false });
      }
    });

    it('is never kept by the public cache', async () => {
      const night = await staffedNight();
      const first = await stateOf(night);
      await outcomesOf(t, night, doorman.cookie, [checkIn(night, { type: 'walk-in', persons: 2 })]);
      const second = await t.get(`/api/events/${night.eventId}/door`, { cookie: doorman.cookie });
      expect(first.inside).toBe(0);
      expect(second.body.inside).toBe(2);
      expect(second.headers.etag).toBeUndefined();
    });
  });

  describe('check-ins', () => {
    it('checks in an entry, answers a resent one as before, uses +N in part and tells a second door when it was checked in', async () => {
      const night = await staffedNight();
      const guest = await createGuest(t, night, 'Kaja Holm', 3);
      const first = checkIn(night, { key: `g:${guest}`, persons: 2, minutes: 74, door: 'Dør 2' });
      expect(await outcomesOf(t, night, doorman.cookie, [first])).toEqual([{ id: first.id, result: 'ok', persons: 2 }]);
      // The phone lost the answer and sends it again: counted once.
      const again = await sendCheckIns(t, night, doorman.cookie, [first]);
      expect(again.body).toEqual({ outcomes: [{ id: first.id, result: 'ok', persons: 2 }], inside: 2 });

      const rest = checkIn(night, { key: `g:${guest}`, persons: 4, minutes: 80 });
      const [partial] = await outcomesOf(t, night, doorman.cookie, [rest]);
      expect(partial).toEqual({ id: rest.id, result: 'partial', persons: 2, message: 'Kun 2 af 4 tilbage: 2 tjekket ind' });

      const late = checkIn(night, { key: `g:${guest}`, minutes: 90 });
      const [already] = await outcomesOf(t, night, doorman.cookie, [late]);
      expect(already).toEqual({ id: late.id, result: 'already', persons: 0, message: alreadyCheckedInText(first.at, 'Dør 2') });
      expect(already!.message).toMatch(/^Allerede tjekket ind kl\. \d\d\.14 \(dør 2\)$/);
      // Resent, the refusal is the same refusal.
      expect(await outcomesOf(t, night, doorman.cookie, [late])).toEqual([already]);

      const unknown = checkIn(night, { key: 'g:999999' });
      expect(await outcomesOf(t, night, doorman.cookie, [unknown])).toEqual([{ id: unknown.id, result: 'unknown', persons: 0, message: 'Ukendt post på dørlisten' }]);

      const state = await stateOf(night);
      expect(state.inside).toBe(4);
      expect(state.checkIns).toEqual([
        { id: first.id, type: 'in', key: `g:${guest}`, persons: 2, at: first.at, door: 'Dør 2' },
        { id: rest.id, type: 'in', key: `g:${guest}`, persons: 2, at: rest.at, door: 'Dør 1' },
      ]);
    });

    it('counts walk-ins and exits, never below 0 inside, and answers in order within one batch', async () => {
      const night = await staffedNight();
      const batch = [
        checkIn(night, { type: 'walk-in', persons: 3 }),
        checkIn(night, { type: 'exit', persons: 1 }),
        checkIn(night, { type: 'exit', persons: 5 }),
        checkIn(night, { type: 'walk-in' }),
      ];
      const answer = await sendCheckIns(t, night, doorman.cookie, batch);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.outcomes.map((outcome: { result: string; persons: number }) => [outcome.result, outcome.persons])).toEqual([
        ['ok', 3],
        ['ok', 1],
        ['partial', 2],
        ['ok', 1],
      ]);
      expect(answer.body.outcomes[2].message).toBe('Kun 2 var inde: 2 talt ud');
      expect(answer.body.inside).toBe(1);
      expect((await stateOf(night)).inside).toBe(1);
    });

    it('undoes a check-in once, refuses an unknown one, and lets the entry in again', async () => {
      const night = await staffedNight();
      const reservation = await createReservation(t, night, 'Ida Fortryd', 2);
      const made = checkIn(night, { key: `r:${reservation}`, persons: 2 });
      const undo = checkIn(night, { type: 'undo', undoes: made.id });
      const unknownUndo = checkIn(night, { type: 'undo', undoes: '00000000-0000-4000-8000-000000000000' });
      expect(await outcomesOf(t, night, doorman.cookie, [made, undo, unknownUndo])).toEqual([
        { id: made.id, result: 'ok', persons: 2 },
        { id: undo.id, result: 'ok', persons: 2 },
        { id: unknownUndo.id, result: 'unknown', persons: 0, message: DOOR_MESSAGES.undoUnknown },
      ]);
      expect((await stateOf(night)).inside).toBe(0);
      // The undo itself, resent, takes nothing back twice; another undo of it says it is undone.
      expect(await outcomesOf(t, night, doorman.cookie, [undo])).toEqual([{ id: undo.id, result: 'ok', persons: 2 }]);
      const second = checkIn(night, { type: 'undo', undoes: made.id });
      expect((await outcomesOf(t, night, doorman.cookie, [second]))[0]).toMatchObject({ result: 'already', message: DOOR_MESSAGES.alreadyUndone });
      const again = checkIn(night, { key: `r:${reservation}`, persons: 2 });
      expect((await outcomesOf(t, night, doorman.cookie, [again]))[0]).toMatchObject({ result: 'ok', persons: 2 });
      const state = await stateOf(night);
      expect(state.inside).toBe(2);
      expect(state.checkIns.map((one: { id: string }) => one.id)).toEqual([again.id]);

      // An undo stored before its check-in was undone later in another batch.
      const walkIn = checkIn(night, { type: 'walk-in', persons: 3 });
      await outcomesOf(t, night, doorman.cookie, [walkIn]);
      expect((await outcomesOf(t, night, doorman.cookie, [checkIn(night, { type: 'undo', undoes: walkIn.id })]))[0]!.result).toBe('ok');
      expect((await stateOf(night)).inside).toBe(2);
    });

    it('warns from 90 % of the capacity, refuses at it, lets a manager override and counts those already inside', async () => {
      const night = await staffedNight({ capacity: 10 });
      expect((await stateOf(night)).capacity).toBe(10);
      const [eight, ninth, tenth, eleventh] = await outcomesOf(t, night, doorman.cookie, [
        checkIn(night, { type: 'walk-in', persons: 8 }),
        checkIn(night, { type: 'walk-in' }),
        checkIn(night, { type: 'walk-in' }),
        checkIn(night, { type: 'walk-in' }),
      ]);
      expect(eight).toMatchObject({ result: 'ok', persons: 8 });
      expect(eight).not.toHaveProperty('message');
      expect(ninth).toMatchObject({ result: 'ok', persons: 1, message: 'Næsten fuldt: 9 af 10 er inde' });
      expect(tenth).toMatchObject({ result: 'ok', persons: 1, message: 'Næsten fuldt: 10 af 10 er inde' });
      expect(eleventh).toMatchObject({ result: 'full', persons: 0, message: 'Fuldt: 10 af 10 er inde' });

      const guest = await createGuest(t, night, 'Over Grænsen', 1);
      // A volunteer's override is no override.
      const [byVolunteer] = await outcomesOf(t, night, doorman.cookie, [checkIn(night, { key: `g:${guest}`, persons: 2, override: true })]);
      expect(byVolunteer).toMatchObject({ result: 'full', persons: 0 });
      const [byManager] = await outcomesOf(t, night, admin, [checkIn(night, { key: `g:${guest}`, override: true })]);
      expect(byManager).toMatchObject({ result: 'ok', persons: 1, message: 'Over kapaciteten: 11 af 10 er inde' });
      // Made offline: the person is inside already.
      const [offline] = await outcomesOf(t, night, doorman.cookie, [checkIn(night, { key: `g:${guest}`, offline: true })]);
      expect(offline).toMatchObject({ result: 'ok', persons: 1, message: 'Over kapaciteten: 12 af 10 er inde' });
      expect((await stateOf(night)).inside).toBe(12);
    });

    it('refuses a batch far from the night with 409, and takes check-ins on a cancelled night', async () => {
      const night = await staffedNight();
      const early = await sendCheckIns(t, night, doorman.cookie, [checkIn(night, { type: 'walk-in' }), checkIn(night, { type: 'walk-in', minutes: -25 * 60 })]);
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ message: 'Døren er kun åben på aftenen' });
      const late = await sendCheckIns(t, night, doorman.cookie, [checkIn(night, { type: 'walk-in', minutes: 3 * 60 + 24 * 60 + 1 })]);
      expect(late.status).toBe(409);
      expect((await stateOf(night)).inside).toBe(0);
      // The edges are open: a day before the doors, and a day after the night.
      expect(await outcomesOf(t, night, doorman.cookie, [checkIn(night, { type: 'walk-in', minutes: -24 * 60 }), checkIn(night, { type: 'walk-in', minutes: 27 * 60 })])).toHaveLength(2);

      await t.orm.em.fork().nativeUpdate(Event, { id: night.eventId }, { status: 'cancelled' });
      expect((await outcomesOf(t, night, doorman.cookie, [checkIn(night, { type: 'walk-in' })]))[0]!.result).toBe('ok');
      expect((await stateOf(night)).inside).toBe(3);
    });

    it('refuses an id another night has used, and validates what a phone sends', async () => {
      const [one, two] = [await staffedNight(), await staffedNight()];
      const used = checkIn(one, { type: 'walk-in' });
      await outcomesOf(t, one, doorman.cookie, [used]);
      const [elsewhere] = await outcomesOf(t, two, doorman.cookie, [{ ...used, at: checkIn(two).at }]);
      expect(elsewhere).toEqual({ id: used.id, result: 'refused', persons: 0, message: DOOR_MESSAGES.otherEvent });
      expect((await stateOf(two)).inside).toBe(0);

      const bad = async (change: Record<string, unknown>) => sendCheckIns(t, one, doorman.cookie, [{ ...checkIn(one), ...change } as never]);
      expect((await bad({ key: 'x:1' })).body).toEqual({ message: DOOR_MESSAGES.key });
      expect((await bad({ persons: 0 })).body).toEqual({ message: DOOR_MESSAGES.persons });
      expect((await bad({ id: 'nope' })).body).toEqual({ message: DOOR_MESSAGES.checkInId });
      expect((await bad({ door: '' })).status).toBe(400);
      expect((await sendCheckIns(t, one, doorman.cookie, [])).body).toEqual({ message: DOOR_MESSAGES.batch });
    });
  });
});
