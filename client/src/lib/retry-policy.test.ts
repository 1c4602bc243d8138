import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from './retry-policy';

function apiError(httpStatus: number) {
  return new TRPCClientError('svar', { result: { error: { message: 'svar', code: -1, data: { httpStatus } } } });
}

describe('retries of failed loads', () => {
  it('retries failures three times, but never a 4xx answer', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, apiError(503)))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(401))).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
