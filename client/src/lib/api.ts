import { useRouteContext } from '@tanstack/react-router';
import { createTRPCClient, retryLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../../server/trpc/router';
import { retryDelay, shouldRetry } from './retry-policy';

/**
 * How calls reach the procedures: over HTTP in the browser (httpBatchLink to /trpc, same origin, so
 * the session cookie travels along), in-process on the server while it renders a page.
 */
export type ApiLink = TRPCLink<AppRouter>;

/**
 * The typed tRPC client the public pages' loaders call: context.api.events.byId.query({ id }).
 * It is the plain client, not React Query: visitors' pages keep their data in the router's own
 * loader cache, which is what keeps their first load small (DESIGN.md §9, UI.md's budget).
 */
export function createApiClient(links: ApiLink[]) {
  return createTRPCClient<AppRouter>({ links });
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** In the browser, a failed load (not a change) is tried again as SPEC §7 says. */
export function retryFailedLoads(): ApiLink {
  return retryLink({
    retry: ({ op, error, attempts }) => op.type === 'query' && shouldRetry(attempts - 1, error),
    retryDelayMs: (attempts) => retryDelay(attempts - 1),
  });
}

/** The client for components that change something outside the admin area (log in, register). */
export function useApi(): ApiClient {
  return useRouteContext({ from: '__root__', select: (context) => context.api });
}
