import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS } from '../../../shared/constants';

/**
 * The admin area's query cache: stale at once, unused entries kept 5 minutes (docs/api.md). Failed
 * loads are not retried here: the browser's tRPC link retries them (lib/api.ts), for the public
 * pages and the admin area alike, so doing it here too would multiply the attempts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: QUERY_GC_TIME_MS, staleTime: 0 } },
  });
}
