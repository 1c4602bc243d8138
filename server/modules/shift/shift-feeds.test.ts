import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { createEventAt, createShift } from '../../test/shift-fixtures';

describe('a shift plan as CSV and one member’s shifts as a calendar', () => {
  const t = useTestApp();
  let admin: string;
  let eventId: number;
  let member: Awaited<ReturnType<typeof t.memberWith>>;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    eventId = await createEventAt(t, admin, '2026-12-31T20:00:00+01:00', 'Nytår; "fest"');
    const bar = await createShift(t, admin, eventId, { role: 'Bar', startsAt: '2026-12-31T19:00:00+01:00', endsAt: '2027-01-01T02:00:00+01:00', capacity: 2, note: '=SUM(A1)' });
    member = await t.memberWith([]);
    expect((await t.post(`/api/shifts/${bar}/signup`, { cookie: admin, body: { memberId: member.id } })).status).toBe(200);
  });

  it('exports the plan for Excel: BOM, semicolons, Danish headers, a line per place and no formulas', async () => {
    const response = await t.get(`/api/events/${eventId}/shifts.csv`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vagtplan-${eventId}.csv"`);
    expect([...response.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // memberWith names its members Medlem1, Medlem2, … after their e-mail's number.
    const name = `Medlem${/\d+/.exec(member.email)![0]} Testesen`;
    expect(response.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Rolle;Dato;Fra;Til;Plads;Navn;E-mail;Note;Fremmøde;Status',
      `Bar;torsdag 31. december 2026;19.00;02.00;1 af 2;${name};${member.email};'=SUM(A1);;`,
      `Bar;torsdag 31. december 2026;19.00;02.00;2 af 2;ledig;;'=SUM(A1);;`,
      '',
    ]);
    expect((await t.get('/api/events/999999/shifts.csv', { cookie: admin })).body).toEqual({ message: 'Eventet findes ikke' });
    expect((await t.get('/api/events/abc/shifts.csv', { cookie: admin })).status).toBe(404);
  });

  it('makes a secret calendar address shown once, serves the member’s shifts from it, and ends it', async () => {
    expect((await t.get('/api/profile/shift-calendar', { cookie: member.cookie })).body).toEqual({ active: false });
    const made = await t.post('/api/profile/shift-calendar', { cookie: member.cookie });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ active: true, createdAt: expect.any(String), url: expect.stringMatching(/^http:\/\/spillested\.test\/vagter\/[\w-]{43}\.ics$/) });
    expect((await t.get('/api/profile/shift-calendar', { cookie: member.cookie })).body).toEqual({ active: true, createdAt: made.body.createdAt });

    const path = new URL(made.body.url).pathname;
    const feed = await t.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.text).toContain('SUMMARY:Vagt: Bar · Nytår\\; "fest"');
    expect(feed.text).toContain('DTSTART:20261231T180000Z');
    expect(feed.text).toContain('DTEND:20270101T010000Z');

    // A new address ends the old one; "Slå fra" ends the new one.
    const again = await t.post('/api/profile/shift-calendar', { cookie: member.cookie });
    expect((await t.get(path)).status).toBe(404);
    expect((await t.get(new URL(again.body.url).pathname)).status).toBe(200);
    expect((await t.delete('/api/profile/shift-calendar', { cookie: member.cookie })).body).toEqual({ active: false });
    const ended = await t.get(new URL(again.body.url).pathname);
    expect(ended.status).toBe(404);
    expect(ended.body).toEqual({ message: 'Kalenderen findes ikke' });
    expect((await t.get('/vagter/gaet-et-token.ics')).status).toBe(404);
  });

  it('tells the member of their places and calendar link in the export of everything stored about them', async () => {
    const { body } = await t.get('/api/profile/export', { cookie: member.cookie });
    expect(body.shifts).toEqual({
      places: [
        {
          shiftId: expect.any(Number),
          event: { id: eventId, title: 'Nytår; "fest"' },
          role: 'Bar',
          startsAt: '2026-12-31T18:00:00.000Z',
          endsAt: '2027-01-01T01:00:00.000Z',
          signedUpAt: expect.any(String),
          remindedAt: null,
          cancelNoticeAt: null,
          attendance: null,
          attendanceMarkedAt: null,
        },
      ],
      standby: [],
      swaps: [],
      qualifications: [],
      ledShifts: [],
      calendarLinkSince: null,
    });
  });
});
