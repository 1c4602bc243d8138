import { createRouter } from '@tanstack/react-router';
import { QUERY_GC_TIME_MS } from '../../shared/constants';
import { NotFoundPage } from './components/not-found-page';
import { PendingPage } from './components/pending-page';
import { RouteErrorPage } from './components/route-error-page';
import type { ApiClient, ApiLink } from './lib/api';
import { lazyQueryLayer } from './lib/lazy-query-layer';
import { createSiteSettings } from './lib/site-settings';
import { createViewerSession, type Viewer } from './lib/viewer-session';
import { routeTree } from './route-tree.gen';
import type { PostedForm } from '../../shared/posted-form';
import type { Settings } from '../../shared/schemas/settings';
import { hasEnglish, localeOfPath, localisedPath, pathWithoutLocale, type Translator } from '../../shared/i18n';

export type AppRouterOptions = {
  /** The typed client loaders call: in-process on the server, fetch in the browser. */
  api: ApiClient;
  /** How the admin area's React Query reaches the procedures; asked when it is first loaded. */
  queryLinks: () => ApiLink[] | Promise<ApiLink[]>;
  /** The site's origin (PUBLIC_URL) for canonical and OpenGraph URLs. */
  siteUrl: string;
  /** The request's CSP nonce, stamped on every script the server inlines. */
  nonce?: string;
  /** The page answers a form posted without JavaScript (server/http/form-posts.ts). */
  postedForm?: PostedForm;
  /** The page's language, chosen by its path (`/en/…` is English), with its loaded catalogue. */
  translator: Translator;
};

/** What the server hands the browser beside the loaders' data. */
type DehydratedApp = { viewer?: Viewer; site?: Settings; queries?: string; postedForm?: PostedForm };

/**
 * One router per page render on the server (never shared between requests), and one for the life
 * of the tab in the browser. Public pages keep their data in the router's loader cache, which the
 * server dehydrates into the page, so the browser asks for nothing again on load. The admin area
 * adds React Query (lib/query-layer.tsx), loaded when first needed; its cache travels the same way.
 */
export function createAppRouter({ api, queryLinks, siteUrl, nonce, postedForm, translator }: AppRouterOptions) {
  const session = createViewerSession(api);
  const site = createSiteSettings(api);
  const queries = lazyQueryLayer(queryLinks);
  let posted = postedForm;
  // The first render in the browser is hydration, perhaps long after the page came (a visitor's page
  // starts React on intent, lib/app-start.ts): the visitor's place on it stays where they scrolled.
  let hydrated = false;

  /**
   * After log-in, log-out, registration, a password reset or a deleted account: the server said who
   * is looking now, and nothing loaded for the previous viewer may be shown again. The caller
   * navigates next, which loads the next page afresh.
   */
  function switchViewer(viewer: Viewer) {
    session.adopt(viewer);
    queries.loaded()?.clear();
    router.clearCache();
  }

  const router = createRouter({
    routeTree,
    context: { api, session, siteSettings: site, switchViewer, queries, trpc: queries.trpc, siteUrl, postedForm: () => posted, translator },
    // One route tree for both languages (docs/languages.md): `/en/events` is read as `/events`, and
    // every link an English page builds gets its `/en` back, but for the Danish-only admin area.
    rewrite: {
      input: ({ url }) => {
        if (localeOfPath(url.pathname) === 'da') return undefined;
        url.pathname = pathWithoutLocale(url.pathname);
        return url;
      },
      output: ({ url }) => {
        if (translator.locale === 'da' || !hasEnglish(url.pathname) || localeOfPath(url.pathname) === 'en') return undefined;
        url.pathname = localisedPath(url.pathname, translator.locale);
        return url;
      },
    },
    ssr: nonce ? { nonce } : undefined,
    // Hover or focus on a link loads the next page's data (docs/product.md); loaded data is stale at once
    // (stale times 0, the router's defaults for navigation) and kept 5 minutes when unused (docs/api.md).
    // Viewport preloading uses a fixed 100 px margin, which is docs/product.md's value; there is no option for it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultGcTime: QUERY_GC_TIME_MS,
    defaultPreloadGcTime: QUERY_GC_TIME_MS,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: PendingPage,
    scrollRestoration: () => {
      const restore = hydrated;
      hydrated = true;
      return restore;
    },
    dehydrate: (): DehydratedApp => ({ viewer: session.known(), site: site.known(), queries: queries.loaded()?.dehydrate(), postedForm: posted }),
    hydrate: async ({ viewer, site: settings, queries: queryState, postedForm: answer }: DehydratedApp) => {
      if (viewer !== undefined) session.adopt(viewer);
      if (settings) site.adopt(settings);
      posted = answer;
      if (queryState) (await queries.load()).hydrate(queryState);
    },
  });
  // The answer belongs to the page it was posted to: coming back to that page later shows a fresh form.
  router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) posted = undefined;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
