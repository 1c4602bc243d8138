import { describe, expect, it } from 'vitest';
import { seriesStarts, shiftConcerts } from './event-series';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('shiftConcerts', () => {
  // Sat 21 March 2026, winter time (UTC+1): 20:00–21:30 and 22:30–00:30, past midnight.
  const evening = [
    { artistID: 1, from: '2026-03-21T19:00:00.000Z', to: '2026-03-21T20:30:00.000Z' },
    { artistID: 2, from: '2026-03-21T21:30:00.000Z', to: '2026-03-21T23:30:00.000Z' },
  ];

  it('keeps the local times across the spring change (to Sat 4 April 2026, UTC+2)', () => {
    expect(shiftConcerts(evening, '2026-04-04T18:00:00.000Z')).toEqual([
      { artistID: 1, from: '2026-04-04T18:00:00.000Z', to: '2026-04-04T19:30:00.000Z' },
      { artistID: 2, from: '2026-04-04T20:30:00.000Z', to: '2026-04-04T22:30:00.000Z' },
    ]);
  });

  it('keeps the local times across the autumn change (Sat 24 Oct 2026 to Sat 31 Oct 2026)', () => {
    const autumn = [
      { artistID: 1, from: '2026-10-24T18:00:00.000Z', to: '2026-10-24T19:00:00.000Z' },
      { artistID: 2, from: '2026-10-24T21:30:00.000Z', to: '2026-10-24T23:00:00.000Z' },
    ];
    expect(shiftConcerts(autumn, '2026-10-31T19:00:00.000Z')).toEqual([
      { artistID: 1, from: '2026-10-31T19:00:00.000Z', to: '2026-10-31T20:00:00.000Z' },
      { artistID: 2, from: '2026-10-31T22:30:00.000Z', to: '2026-11-01T00:00:00.000Z' },
    ]);
  });

  it('keeps local times over the change nights of 2027 (spring 28 March, autumn 31 October)', () => {
    // 23:00–04:00 local: the spring night is an hour shorter, the autumn night an hour longer.
    const night = [{ artistID: 1, from: '2027-01-09T22:00:00.000Z', to: '2027-01-10T03:00:00.000Z' }];
    expect(shiftConcerts(night, '2027-03-27T22:00:00.000Z')).toEqual([
      { artistID: 1, from: '2027-03-27T22:00:00.000Z', to: '2027-03-28T02:00:00.000Z' },
    ]);
    expect(shiftConcerts(night, '2027-10-30T21:00:00.000Z')).toEqual([
      { artistID: 1, from: '2027-10-30T21:00:00.000Z', to: '2027-10-31T03:00:00.000Z' },
    ]);
  });

  it('moves a later first concert by the time of day too, and keeps input order and other fields', () => {
    const unordered = [
      { artistID: 2, from: '2026-03-21T21:30:00.000Z', to: '2026-03-21T23:30:00.000Z', note: 'b' },
      { artistID: 1, from: '2026-03-21T19:00:00.000Z', to: '2026-03-21T20:30:00.000Z', note: 'a' },
    ];
    // 18:30 local on Friday 3 April (UTC+2): everything 1.5 hours earlier on the clock.
    expect(shiftConcerts(unordered, '2026-04-03T16:30:00.000Z')).toEqual([
      { artistID: 2, from: '2026-04-03T19:00:00.000Z', to: '2026-04-03T21:00:00.000Z', note: 'b' },
      { artistID: 1, from: '2026-04-03T16:30:00.000Z', to: '2026-04-03T18:00:00.000Z', note: 'a' },
    ]);
  });

  it('uses `from` exactly, also in the hour the autumn change repeats', () => {
    const one = [{ artistID: 1, from: '2026-10-24T00:30:00.000Z', to: '2026-10-24T01:30:00.000Z' }];
    // 02:30 local the second time (UTC+1) on 25 October 2026.
    const [copy] = shiftConcerts(one, '2026-10-25T01:30:00.000Z');
    expect(copy).toEqual({ artistID: 1, from: '2026-10-25T01:30:00.000Z', to: '2026-10-25T02:30:00.000Z' });
  });

  it('reads an end the spring change skips an hour later, and keeps the length when a wall end would not follow its start', () => {
    // 01:30–02:30 local on 7 March 2026; on 29 March 02:30 does not exist and is read as 03:30.
    const late = [{ artistID: 1, from: '2026-03-07T00:30:00.000Z', to: '2026-03-07T01:30:00.000Z' }];
    expect(shiftConcerts(late, '2026-03-29T00:30:00.000Z')).toEqual([
      { artistID: 1, from: '2026-03-29T00:30:00.000Z', to: '2026-03-29T01:30:00.000Z' },
    ]);
    // 02:30 (summer) to 02:15 (winter) on the autumn night: 45 minutes, the wall clock going back.
    const across = [{ artistID: 1, from: '2026-10-25T00:30:00.000Z', to: '2026-10-25T01:15:00.000Z' }];
    expect(shiftConcerts(across, '2026-11-01T01:30:00.000Z')).toEqual([
      { artistID: 1, from: '2026-11-01T01:30:00.000Z', to: '2026-11-01T02:15:00.000Z' },
    ]);
  });
});

describe('seriesStarts', () => {
  it('steps 7 or 14 local days at the same wall time across both changes', () => {
    // Fridays 20:00 local from 16 October 2026 over the autumn change.
    expect(iso(seriesStarts('2026-10-16T18:00:00.000Z', 'week', 3))).toEqual([
      '2026-10-23T18:00:00.000Z',
      '2026-10-30T19:00:00.000Z',
      '2026-11-06T19:00:00.000Z',
    ]);
    // Saturdays 20:00 local from 14 March 2026, every other week, over the spring change.
    expect(iso(seriesStarts('2026-03-14T19:00:00.000Z', '2weeks', 2))).toEqual(['2026-03-28T19:00:00.000Z', '2026-04-11T18:00:00.000Z']);
  });

  it('keeps the day of the month, or the last day of a shorter month, counted from the original', () => {
    // 31 January 2027 20:00 local.
    expect(iso(seriesStarts('2027-01-31T19:00:00.000Z', 'month', 4))).toEqual([
      '2027-02-28T19:00:00.000Z',
      '2027-03-31T18:00:00.000Z',
      '2027-04-30T18:00:00.000Z',
      '2027-05-31T18:00:00.000Z',
    ]);
    // 29 February in a leap year and on through the new year: 29 January 2028 20:00 local.
    expect(iso(seriesStarts('2027-11-29T19:00:00.000Z', 'month', 4))).toEqual([
      '2027-12-29T19:00:00.000Z',
      '2028-01-29T19:00:00.000Z',
      '2028-02-29T19:00:00.000Z',
      '2028-03-29T18:00:00.000Z',
    ]);
  });

  it('makes 26 copies, the last half a year on', () => {
    const starts = seriesStarts('2026-01-02T19:00:00.000Z', 'week', 26);
    expect(starts).toHaveLength(26);
    expect(starts.at(-1)!.toISOString()).toBe('2026-07-03T18:00:00.000Z');
  });
});
