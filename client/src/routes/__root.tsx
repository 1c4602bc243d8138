import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/toaster';
import type { ApiClient } from '../lib/api';
import { type AppStart, PUBLIC_LAYOUT_ID } from '../lib/app-start';
import type { LazyQueryLayer } from '../lib/lazy-query-layer';
import type { TrpcUtils } from '../lib/trpc';
import type { Viewer, ViewerSession } from '../lib/viewer-session';
import type { PostedForm } from '../../../shared/posted-form';

/**
 * What every loader and head() gets: the typed tRPC client, who is looking, React Query for the
 * admin area (loaded by its guard), and the site's own origin (PUBLIC_URL).
 */
export type RouterContext = {
  api: ApiClient;
  session: ViewerSession;
  switchViewer: (viewer: Viewer) => void;
  queries: LazyQueryLayer;
  trpc: TrpcUtils;
  siteUrl: string;
  /** The answer to a form this page was posted with, before its scripts ran; gone once the person navigates on. */
  postedForm: () => PostedForm | undefined;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0c0a09' },
      { name: 'description', content: 'Spillested: koncerter, kunstnere og frivillige i en dansk musikforening.' },
      { title: 'Spillested' },
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      { rel: 'alternate', type: 'application/rss+xml', title: 'Kommende koncerter', href: '/rss.xml' },
    ],
  }),
  // The server knows the viewer without a round trip and hands it to the browser with the page, so
  // the header renders right from the start and navigating never asks again. Should the server fail
  // to say, the header shows the visitor's links; the admin guard asks again for itself.
  beforeLoad: async ({ context }) => ({ viewer: await context.session.viewer().catch(() => null) }),
  component: RootDocument,
});

/** The whole document is rendered by the router, on the server first and then hydrated. */
function RootDocument() {
  const { viewer } = Route.useRouteContext();
  const start: AppStart = useMatches({ select: (matches) => matches.some((match) => match.routeId === PUBLIC_LAYOUT_ID) }) ? 'on-intent' : 'at-once';
  // Says when React's own controls work (the others are disabled until then), and the browser tests
  // wait for this mark where they need React (e2e/support.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="da" data-start={start}>
      <head>
        <HeadContent />
      </head>
      <body>
        <a
          href="#indhold"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-amber-400 focus:px-3 focus:py-2 focus:font-semibold focus:text-stone-950"
        >
          Gå til indhold
        </a>
        <SiteHeader loggedIn={viewer !== null} />
        <main id="indhold">
          <Outlet />
        </main>
        <SiteFooter />
        <Toaster />
        <Scripts />
      </body>
    </html>
  );
}
