import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('computes an answer once and starts over when full', () => {
    const asked: number[] = [];
    const double = remembered((n: number) => {
      asked.push(n);
      return n * 2;
    }, 2);
    expect([double(1), double(2), double(1)]).toEqual([2, 4, 2]);
    expect(asked).toEqual([1, 2]);
    expect(double(3)).toBe(6);
    expect(double(1)).toBe(2);
    expect(asked).toEqual([1, 2, 3, 1]);
  });

  it('keeps nothing for a call that throws', () => {
    let calls = 0;
    const parse = remembered((text: string) => {
      calls += 1;
      return new Date(text).toISOString();
    }, 10);
    expect(() => parse('i morgen')).toThrow(RangeError);
    expect(() => parse('i morgen')).toThrow(RangeError);
    expect(calls).toBe(2);
  });
});
