import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/toaster';
import type { TrpcUtils } from '../lib/trpc';

/** What every loader and head() gets: the query cache's tRPC helpers and the site's own origin (PUBLIC_URL). */
export type RouterContext = { trpc: TrpcUtils; siteUrl: string };

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
  loader: async ({ context }) => {
    // The server knows the viewer without a round trip, so the header renders right from the
    // start. The browser never asks on navigation: for a visitor the answer is a 401.
    if (typeof window === 'undefined') await context.trpc.auth.session.prefetch();
  },
  component: RootDocument,
});

/** The whole document is rendered by the router, on the server first and then hydrated. */
function RootDocument() {
  return (
    <html lang="da">
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
        <SiteHeader />
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
