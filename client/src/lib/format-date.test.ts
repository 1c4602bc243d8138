import { describe, expect, it } from 'vitest';
import { dateBlock, formatDateTime, formatEventDates, formatMonth, formatTimeRange, monthKey, RANGE_DASH, toCopenhagenIso } from './format-date';

describe('formatDateTime', () => {
  it('writes Danish words in Copenhagen winter time', () => {
    expect(formatDateTime('2026-03-14T19:00:00.000Z')).toBe('lørdag 14. marts 2026 kl. 20.00');
  });

  it('follows summer time and keeps the leading zero of the hour', () => {
    expect(formatDateTime('2026-07-03T07:05:00Z')).toBe('fredag 3. juli 2026 kl. 09.05');
  });

  it('puts a concert just after midnight on the Copenhagen date, not the UTC one', () => {
    expect(formatDateTime('2026-10-24T22:30:00Z')).toBe('søndag 25. oktober 2026 kl. 00.30');
  });

  it('jumps from 01.59 to 03.00 when summer time starts', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('søndag 29. marts 2026 kl. 01.59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('søndag 29. marts 2026 kl. 03.00');
  });

  it('shows 02.00–02.59 twice when summer time ends', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('søndag 25. oktober 2026 kl. 02.30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('søndag 25. oktober 2026 kl. 02.30');
  });
});

describe('the other Danish date forms', () => {
  it('writes date blocks, times, months and ranges in Copenhagen time', () => {
    expect(dateBlock('2026-03-14T19:00:00Z')).toEqual({ weekday: 'LØR', day: '14', month: 'MAR' });
    expect(formatTimeRange('2026-03-14T19:00:00Z', '2026-03-14T20:30:00Z')).toBe(`20.00${RANGE_DASH}21.30`);
    expect(formatMonth('2026-11-30T23:30:00Z')).toBe('December 2026');
    expect(monthKey('2026-11-30T23:30:00Z')).toBe('2026-12');
  });

  it('shows one evening, even past midnight, as one date, and several days as a range', () => {
    expect(formatEventDates('2026-03-14T19:00:00Z', '2026-03-15T00:30:00Z')).toBe(`lørdag 14. marts 2026 kl. 20.00${RANGE_DASH}01.30`);
    expect(formatEventDates('2026-03-13T19:00:00Z', '2026-03-15T01:00:00Z')).toBe(
      'fredag 13. marts 2026 kl. 20.00 – søndag 15. marts 2026 kl. 02.00',
    );
  });

  it('gives structured data the Copenhagen offset of the day, summer or winter', () => {
    expect(toCopenhagenIso('2026-03-14T19:00:00Z')).toBe('2026-03-14T20:00:00+01:00');
    expect(toCopenhagenIso('2026-07-03T18:30:00Z')).toBe('2026-07-03T20:30:00+02:00');
  });
});

describe("an event's dates in English", () => {
  it('writes the evening with the 24-hour clock, one date for one evening and a range for several days', () => {
    expect(formatEventDates('2026-12-04T19:00:00Z', '2026-12-04T22:30:00Z', 'en')).toBe(`Friday 4 December 2026, 20:00${RANGE_DASH}23:30`);
    expect(formatEventDates('2026-03-13T19:00:00Z', '2026-03-15T01:00:00Z', 'en')).toBe('Friday 13 March 2026, 20:00 – Sunday 15 March 2026, 02:00');
    expect(formatTimeRange('2026-03-14T19:00:00Z', '2026-03-14T20:30:00Z', 'en')).toBe(`20:00${RANGE_DASH}21:30`);
  });
});
