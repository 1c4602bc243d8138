import { describe, expect, it } from 'vitest';
import { dayLabel, eveningInstants, mondayOffset, monthTitle, shortDate } from './calendar-dates';
import { addDays, copenhagenDate, daysOfMonth, shiftMonth } from '../../../../shared/calendar-day';

describe('the booking calendar’s days', () => {
  it('moves between months across the year', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-03', 13)).toBe('2028-04');
  });

  it('knows each month’s days and where the first falls in a week that starts on Monday', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2027-02').at(-1)).toBe('2027-02-28');
    expect(mondayOffset('2027-03')).toBe(0); // Monday 1 March 2027
    expect(mondayOffset('2027-08')).toBe(6); // Sunday 1 August 2027
    expect(addDays('2027-02-25', 14)).toBe('2027-03-11');
  });

  it('reads days and months in Danish', () => {
    expect(dayLabel('2027-03-12')).toBe('fredag 12. marts');
    expect(shortDate('2027-05-03')).toBe('3. maj');
    expect(shortDate('2027-03-12')).toBe('12. mar.');
    expect(monthTitle('2027-12')).toBe('December 2027');
  });

  it('takes today from Copenhagen’s clock, not UTC’s', () => {
    expect(copenhagenDate(Date.parse('2027-03-11T23:30:00Z'))).toBe('2027-03-12');
    expect(copenhagenDate(Date.parse('2027-07-11T21:59:00Z'))).toBe('2027-07-11');
  });

  it('makes an evening’s instants from its date and times in Copenhagen, the end after midnight when written earlier', () => {
    // Winter time (UTC+1) and summer time (UTC+2).
    expect(eveningInstants('2027-03-12', { doorsAt: '19:00', startsAt: '20:00', endsAt: '22:30' })).toEqual({
      doorsAt: '2027-03-12T18:00:00.000Z',
      startsAt: '2027-03-12T19:00:00.000Z',
      endsAt: '2027-03-12T21:30:00.000Z',
    });
    expect(eveningInstants('2027-07-31', { startsAt: '22:00', endsAt: '01:00' })).toEqual({ startsAt: '2027-07-31T20:00:00.000Z', endsAt: '2027-07-31T23:00:00.000Z' });
  });
});
