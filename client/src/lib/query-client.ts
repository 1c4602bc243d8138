import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
} from '../../../shared/constants';
import { isClientError } from './api-error';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s (SPEC §9). */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS, staleTime: 0 },
    },
  });
}
