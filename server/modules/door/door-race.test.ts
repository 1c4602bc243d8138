import { beforeAll, describe, expect, it } from 'vitest';
import { checkIn, createDoorNight, createDoorShift, createGuest, sendCheckIns } from '../../test/door-fixtures';
import { useTestApp } from '../../test/test-app';

/** Phones at two doors at once (issue 50 item 6): what both send counts once, on both databases. */
describe('door check-ins racing', () => {
  const t = useTestApp();
  let admin: string;
  let doors: [string, string];
  let volunteers: number[];

  beforeAll(async () => {
    admin = await t.loginAdmin();
    const [one, two] = [await t.memberWith([]), await t.memberWith([])];
    doors = [one.cookie, two.cookie];
    volunteers = [one.id, two.id];
  });

  const insideOf = async (eventId: number) => (await t.get(`/api/events/${eventId}/door`, { cookie: admin })).body.inside;

  it('checks one guest in at two doors at once: one ok, one already', async () => {
    const night = await createDoorNight(t, admin);
    await createDoorShift(t, night, { volunteers });
    const guests = await Promise.all(Array.from({ length: 6 }, (_, index) => createGuest(t, night, `Gæst ${index}`, 2)));
    for (const guest of guests) {
      const key = `g:${guest}`;
      const answers = await Promise.all(
        doors.map((cookie, door) => sendCheckIns(t, night, cookie, [checkIn(night, { key, persons: 3, door: `Dør ${door + 1}` })])),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const results = answers.map((answer) => answer.body.outcomes[0].result).sort();
      expect(results).toEqual(['already', 'ok']);
    }
    expect(await insideOf(night.eventId)).toBe(18);
  });

  it('counts the same check-in sent twice at once once, and answers both alike', async () => {
    const night = await createDoorNight(t, admin);
    await createDoorShift(t, night, { volunteers });
    for (let round = 0; round < 6; round += 1) {
      const same = [checkIn(night, { type: 'walk-in', persons: 2 }), checkIn(night, { type: 'exit' })];
      const answers = await Promise.all([sendCheckIns(t, night, doors[0], same), sendCheckIns(t, night, doors[0], same), sendCheckIns(t, night, doors[1], same)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers[1]!.body.outcomes).toEqual(answers[0]!.body.outcomes);
      expect(answers[2]!.body.outcomes).toEqual(answers[0]!.body.outcomes);
    }
    expect(await insideOf(night.eventId)).toBe(6);
  });

  it('stores an id two nights send at once for one of them, and refuses it for the other without a 500', async () => {
    const nights = [await createDoorNight(t, admin), await createDoorNight(t, admin)];
    for (let round = 0; round < 4; round += 1) {
      const made = checkIn(nights[0]!, { type: 'walk-in' });
      const answers = await Promise.all(nights.map((night) => sendCheckIns(t, night, admin, [{ ...made, at: checkIn(night).at }])));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.outcomes[0].result).sort()).toEqual(['ok', 'refused']);
    }
    expect((await insideOf(nights[0]!.eventId)) + (await insideOf(nights[1]!.eventId))).toBe(4);
  });
});
