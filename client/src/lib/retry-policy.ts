import { QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '../../../shared/constants';
import { isClientError } from './api-error';

/** A failed load is tried again up to 3 times (docs/api.md), unless the server answered with a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s (docs/product.md). */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}
