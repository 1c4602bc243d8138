import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { Toaster } from '../components/toaster';
import type { ApiClient } from '../lib/api';
import { appStart } from '../lib/app-start';
import type { LazyQueryLayer } from '../lib/lazy-query-layer';
import type { SiteSettings } from '../lib/site-settings';
import type { TrpcUtils } from '../lib/trpc';
import type { Viewer, ViewerSession } from '../lib/viewer-session';
import type { PostedForm } from '../../../shared/posted-form';
import type { Settings } from '../../../shared/schemas/settings';
import { accentStylesheetPath, appIconPath, siteName } from '../../../shared/site-identity';
import { LOCALE_TAGS, localisedPath, type Translator } from '../../../shared/i18n';
import { TranslatorProvider } from '../lib/i18n';
import { translated } from '../../../shared/translations';

/**
 * What every loader and head() gets: the typed tRPC client, who is looking, the association's
 * settings, React Query for the admin area (loaded by its guard), and the site's own origin (PUBLIC_URL).
 */
export type RouterContext = {
  api: ApiClient;
  session: ViewerSession;
  siteSettings: SiteSettings;
  switchViewer: (viewer: Viewer) => void;
  queries: LazyQueryLayer;
  trpc: TrpcUtils;
  siteUrl: string;
  /** The answer to a form this page was posted with, before its scripts ran; gone once the person navigates on. */
  postedForm: () => PostedForm | undefined;
  /** The page's language, its texts and dates (docs/languages.md). */
  translator: Translator;
};

/** What a page shows should the settings not be read: the neutral placeholder (docs/settings.md). */
const UNREAD_SETTINGS: Settings = { socials: [] };

/**
 * The head every page shares, made of the association's settings: its name, the favicon and app
 * icons made from its logo, the web app manifest, and the stylesheet of its accent colour (a file,
 * as the CSP allows no inline style: server/http/site-identity.ts).
 */
function siteHead(site: Settings, { t, locale }: Translator) {
  const name = siteName(site);
  const icon = site.logoUrl && appIconPath(site.logoUrl, 192);
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0c0a09' },
      { name: 'description', content: site.tagline ? translated(site, 'tagline', locale).text : t('layout.description', { name }) },
      { title: name },
    ],
    links: [
      ...(icon ? [{ rel: 'icon', type: 'image/png', sizes: '192x192', href: icon }, { rel: 'apple-touch-icon', href: icon }] : [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]),
      { rel: 'manifest', href: '/manifest.webmanifest' },
      ...(site.accentColor ? [{ rel: 'stylesheet', href: accentStylesheetPath(site.accentColor) }] : []),
      // The programme's feed in the page's language (server/http/feeds.ts).
      { rel: 'alternate', type: 'application/rss+xml', title: t('feed.upcoming', { site: name }), href: localisedPath('/rss.xml', locale) },
    ],
  };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The server knows the viewer and the settings without a round trip and hands them to the browser
  // with the page, so the header renders right from the start and navigating never asks again.
  // Should the server fail to say, the header shows the visitor's links and the placeholder name;
  // the admin guard asks again for itself. Before head(), which reads them: the router infers a
  // route's context from its options in their order.
  beforeLoad: async ({ context }) => {
    const [viewer, site] = await Promise.all([context.session.viewer().catch(() => null), context.siteSettings.settings().catch(() => UNREAD_SETTINGS)]);
    return { viewer, site };
  },
  head: ({ match }) => siteHead(match.context.site, match.context.translator),
  component: RootDocument,
});

/** The whole document is rendered by the router, on the server first and then hydrated. */
function RootDocument() {
  const { viewer, site, translator } = Route.useRouteContext();
  const start = useMatches({ select: appStart });
  // Says when React's own controls work (the others are disabled until then), and the browser tests
  // wait for this mark where they need React (e2e/support.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={LOCALE_TAGS[translator.locale].lang} data-start={start}>
      <head>
        <HeadContent />
      </head>
      <body>
        <TranslatorProvider translator={translator}>
        <a
          href="#indhold"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:font-semibold focus:text-stone-950"
        >
          {translator.t('layout.skipToContent')}
        </a>
        <SiteHeader loggedIn={viewer !== null} site={site} />
        <main id="indhold">
          <Outlet />
        </main>
        <SiteFooter site={site} />
        <Toaster />
        </TranslatorProvider>
        <Scripts />
      </body>
    </html>
  );
}
