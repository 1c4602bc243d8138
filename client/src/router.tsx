import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page';
import { PendingPage } from './components/pending-page';
import { RouteErrorPage } from './components/route-error-page';
import { trpcUtils } from './lib/trpc';
import { routeTree } from './route-tree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { trpc: trpcUtils },
    // Hover or focus on a link loads the next page's data (SPEC §2). The router keeps no cache of
    // its own (stale time 0): loaders always ask React Query, which owns freshness. Its viewport
    // preloading uses a fixed 100 px margin, which is SPEC §9's value; there is no option for it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
