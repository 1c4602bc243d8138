import { dehydrate, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { ReactNode } from 'react';
import type { ApiLink } from './api';
import { createQueryClient } from './query-client';
import type { AppRouter } from '../../../server/router';
import { trpc } from './trpc';

/**
 * React Query with tRPC's hooks, for the admin area and the log-in screens: their forms change
 * data and refresh what depends on it. The router loads this module only when such a screen is
 * first visited, so visitors' pages never download it. One per router: per request on the
 * server, per tab in the browser.
 */
export function createQueryLayer(links: ApiLink[]) {
  const queryClient = createQueryClient();
  const client = trpc.createClient({ links });
  return {
    trpc: createTRPCQueryUtils<AppRouter>({ queryClient, client }),
    Provider({ children }: { children: ReactNode }) {
      return (
        <trpc.Provider client={client} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </trpc.Provider>
      );
    },
    /** Forgets what was loaded for the previous viewer; screens still open keep what they show. */
    clear: () => queryClient.clear(),
    /** What the server's loaders fetched, for the page it renders (tRPC's answers are plain JSON). */
    dehydrate: () => JSON.stringify(dehydrate(queryClient)),
    /**
     * The page's data was fetched by the server moments before it was sent. Counted from when the
     * server fetched it, a phone that takes a few seconds to load the scripts would find it stale
     * and ask for all of it again as the page comes alive; counted from its arrival, it is used as
     * is. Afterwards it goes stale as any other data (docs/product.md).
     */
    hydrate(state: string) {
      hydrate(queryClient, JSON.parse(state));
      const arrived = Date.now();
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status === 'success') query.setState({ dataUpdatedAt: arrived });
      }
    },
  };
}
export type QueryLayer = ReturnType<typeof createQueryLayer>;
