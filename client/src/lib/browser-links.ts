import { httpBatchLink, retryLink } from '@trpc/client';
import { TRPC_MAX_BATCH_SIZE, TRPC_MAX_URL_LENGTH } from '../../../shared/constants';
import type { ApiLink } from './api';
import { retryDelay, shouldRetry } from './retry-policy';

/**
 * How the admin area's React Query reaches /trpc: batched, same origin (so the session cookie
 * travels along), and a failed load (not a change) tried again as docs/api.md says.
 */
export function browserLinks(): ApiLink[] {
  return [
    retryLink({
      retry: ({ op, error, attempts }) => op.type === 'query' && shouldRetry(attempts - 1, error),
      retryDelayMs: (attempts) => retryDelay(attempts - 1),
    }),
    httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH_SIZE, maxURLLength: TRPC_MAX_URL_LENGTH }),
  ];
}
