import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { runDeferredHydrationData } from './lib/deferred-hydration-data';
import { createFetchApiClient } from './lib/fetch-api-client';
import { reloadOnPreloadError } from './lib/reload-on-preload-error';
import { createAppRouter } from './router';
import { createTranslator, localeOfPath, loadMessages } from '../../shared/i18n';

/**
 * React takes over the page the server sent: the router hydrates from the data in the page (nothing is
 * asked again) and the site is an SPA from then on. entry-client.ts decides when.
 */
export async function hydrateApp(): Promise<void> {
  reloadOnPreloadError();
  runDeferredHydrationData(document);
  const locale = localeOfPath(window.location.pathname);
  const translator = createTranslator(locale, await loadMessages(locale));
  const router = createAppRouter({
    api: createFetchApiClient('/trpc'),
    // tRPC's own client comes with React Query, for the admin area only.
    queryLinks: () => import('./lib/browser-links').then(({ browserLinks }) => browserLinks()),
    siteUrl: window.location.origin,
    translator,
  });
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
}
