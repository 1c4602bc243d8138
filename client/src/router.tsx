import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactNode } from 'react';
import { NotFoundPage } from './components/not-found-page';
import { PendingPage } from './components/pending-page';
import { RouteErrorPage } from './components/route-error-page';
import { createQueryClient } from './lib/query-client';
import { createTrpcUtils, trpc, type TrpcLink } from './lib/trpc';
import { routeTree } from './route-tree.gen';

export type AppRouterOptions = {
  /** How tRPC calls travel: HTTP in the browser, in-process on the server. */
  link: TrpcLink;
  /** The site's origin (PUBLIC_URL) for canonical and OpenGraph URLs. */
  siteUrl: string;
  /** The request's CSP nonce, stamped on every script the server inlines. */
  nonce?: string;
};

/**
 * One router with its own query cache per page render on the server (never shared between
 * requests), and one for the life of the tab in the browser. The cache the server's loaders filled
 * is dehydrated into the page and hydrated here, so the browser asks for nothing again on load.
 */
export function createAppRouter({ link, siteUrl, nonce }: AppRouterOptions) {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({ links: [link] });
  const router = createRouter({
    routeTree,
    context: { trpc: createTrpcUtils(queryClient, trpcClient), siteUrl },
    ssr: nonce ? { nonce } : undefined,
    // Hover or focus on a link loads the next page's data (SPEC §2). The router keeps no cache of
    // its own (stale time 0): loaders always ask React Query, which owns freshness. Its viewport
    // preloading uses a fixed 100 px margin, which is SPEC §9's value; there is no option for it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
    scrollRestoration: true,
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  countServerDataFromArrival(router, queryClient);
  return router;
}

/**
 * The page's data was fetched by the server moments before it was sent. Counted from when the
 * server fetched it, a phone that takes a few seconds to load the scripts would find it stale and
 * ask for all of it again as the page comes alive; counted from its arrival, it is used as is.
 * Afterwards it goes stale as any other data (SPEC §2).
 */
function countServerDataFromArrival(router: AnyRouter, queryClient: QueryClient) {
  const hydrateQueries = router.options.hydrate;
  router.options.hydrate = async (dehydrated) => {
    await hydrateQueries?.(dehydrated);
    const arrived = Date.now();
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'success') query.setState({ dataUpdatedAt: arrived });
    }
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
