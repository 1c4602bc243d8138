import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/toaster';
import type { TrpcUtils } from '../lib/trpc';

type RouterContext = { trpc: TrpcUtils };

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Spillested' }] }),
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      {/* React hoists the route's <title> into the document head. */}
      <HeadContent />
      <a
        href="#indhold"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Gå til indhold
      </a>
      <SiteHeader />
      <main id="indhold">
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}
