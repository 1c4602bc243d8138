import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../shared/danish-date';
import { checkIn, createDoorNight, createDoorShift, createGuest, createReservation, outcomesOf } from '../../test/door-fixtures';
import { useTestApp } from '../../test/test-app';
import { Settings } from '../settings/settings.entity';

/** The numbers after the night (issue 50 item 5), on a small night scripted minute by minute. */
describe('the door after the night', () => {
  const t = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  it('counts arrivals per quarter, the peak, reservations that did not come, guests per act, volunteers, members, walk-ins and exits; as JSON and CSV', async () => {
    const night = await createDoorNight(t, admin, { capacity: 100 });
    const [doorman, absent, member] = await Promise.all([t.memberWith([]), t.memberWith([]), t.memberWith([])]);
    await createDoorShift(t, night, { volunteers: [doorman.id, absent.id] });
    const [came, , half] = [await createReservation(t, night, 'Aja', 3), await createReservation(t, night, 'Bo', 2), await createReservation(t, night, 'Cia', 4)];
    await createReservation(t, night, 'Dan Venter', 2, 'waiting');
    const bandGuest = await createGuest(t, night, 'Eva', 1);
    await createGuest(t, night, 'Finn', 0, 'press');
    await t.orm.em.fork().nativeUpdate(Settings, { id: 1 }, { doorMembersFree: true });
    const undone = checkIn(night, { type: 'walk-in', minutes: 41 });
    try {
      await outcomesOf(t, night, doorman.cookie, [
        checkIn(night, { key: `v:${doorman.id}`, minutes: -10 }),
        checkIn(night, { key: `r:${came}`, persons: 3, minutes: 5 }),
        checkIn(night, { key: `g:${bandGuest}`, persons: 2, minutes: 10 }),
        checkIn(night, { key: `r:${half}`, persons: 2, minutes: 20 }),
        checkIn(night, { type: 'walk-in', persons: 5, minutes: 35 }),
        checkIn(night, { type: 'exit', persons: 4, minutes: 40 }),
        undone,
        checkIn(night, { type: 'undo', undoes: undone.id, minutes: 42 }),
        checkIn(night, { key: `m:${member.id}`, minutes: 50 }),
      ]);
    } finally {
      await t.orm.em.fork().nativeUpdate(Settings, { id: 1 }, { doorMembersFree: false });
    }

    const answer = await t.get(`/api/events/${night.eventId}/door/report`, { cookie: admin });
    expect(answer.status, answer.text).toBe(200);
    const at = (minutes: number) => new Date(night.from + minutes * 60_000).toISOString();
    const quarter = (minutes: number, persons: number) => ({ start: at(minutes), label: formatTime(at(minutes)), persons });
    expect(answer.body).toEqual({
      event: expect.objectContaining({ id: night.eventId }),
      capacity: 100,
      arrivals: [quarter(-15, 1), quarter(0, 5), quarter(15, 2), quarter(30, 5), quarter(45, 1)],
      peak: { inside: 13, at: at(35) },
      inside: 10,
      reservations: { count: 3, places: 9, came: 5, noShows: { count: 1, places: 2 } },
      guests: [
        { label: expect.stringMatching(/^Dørbandet/), listed: 2, came: 2 },
        { label: 'Presse', listed: 1, came: 0 },
      ],
      volunteers: { listed: 2, came: 1 },
      members: { came: 1 },
      walkIns: 5,
      exits: 4,
    });

    const csv = await t.get(`/api/events/${night.eventId}/door/report.csv`, { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="doeren-${night.eventId}.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.raw.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Afsnit;Post;Tid;Antal');
    expect(lines).toContain(`Ankomster;Personer ind;${formatTime(at(30))};5`);
    expect(lines).toContain(`Inde;Flest inde;${formatTime(at(35))};13`);
    expect(lines).toContain('Reservationer;Udeblevne pladser;;2');
    expect(lines).toContain('Gæsteliste;Presse: på listen;;1');
    expect(lines).toContain('Walk-ins;Personer;;5');

    expect((await t.get(`/api/events/${night.eventId}/door/report.csv`)).status).toBe(401);
    expect((await t.get('/api/events/999999/door/report.csv', { cookie: admin })).status).toBe(404);
    expect((await t.get('/api/events/abc/door/report.csv', { cookie: admin })).status).toBe(404);
  });

  it('reports an empty night as nothing happened', async () => {
    const night = await createDoorNight(t, admin);
    const answer = await t.get(`/api/events/${night.eventId}/door/report`, { cookie: admin });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ arrivals: [], peak: { inside: 0 }, inside: 0, guests: [], walkIns: 0, exits: 0 });
    expect(answer.body.peak).not.toHaveProperty('at');
    expect(answer.body).not.toHaveProperty('capacity');
  });
});
