import { describe, expect, it } from 'vitest';
import { copenhagenToUtc } from './copenhagen-time';

describe('copenhagenToUtc', () => {
  it.each<[[number, number, number, number, number], string, string]>([
    [[2026, 3, 14, 20, 0], '2026-03-14T19:00:00.000Z', 'winter time, UTC+1'],
    [[2026, 7, 14, 20, 0], '2026-07-14T18:00:00.000Z', 'summer time, UTC+2'],
    [[2026, 3, 29, 1, 59], '2026-03-29T00:59:00.000Z', 'the last minute before the spring change'],
    [[2026, 3, 29, 3, 0], '2026-03-29T01:00:00.000Z', 'the first minute after the spring change'],
    [[2026, 3, 29, 2, 30], '2026-03-29T01:30:00.000Z', 'a time the spring change skips, read an hour later'],
    [[2026, 10, 25, 2, 30], '2026-10-25T00:30:00.000Z', 'a time the autumn change repeats, read as the first'],
    [[2026, 10, 25, 3, 0], '2026-10-25T02:00:00.000Z', 'after the autumn change'],
    [[2026, 12, 31, 23, 30], '2026-12-31T22:30:00.000Z', 'across the new year'],
  ])('%j → %s (%s)', (wall, expected) => {
    expect(copenhagenToUtc(...wall).toISOString()).toBe(expected);
  });

  it('does not depend on the process time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(copenhagenToUtc(2026, 7, 14, 20, 0).toISOString()).toBe('2026-07-14T18:00:00.000Z');
    } finally {
      process.env.TZ = before;
    }
  });
});
