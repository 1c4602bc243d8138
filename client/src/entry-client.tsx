import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFetchApiClient } from './lib/fetch-api-client';
import { reloadOnPreloadError } from './lib/reload-on-preload-error';
import { createAppRouter } from './router';
import './styles.css';

reloadOnPreloadError();

const router = createAppRouter({
  api: createFetchApiClient('/trpc'),
  // tRPC's own client comes with React Query, for the admin area only.
  queryLinks: () => import('./lib/browser-links').then(({ browserLinks }) => browserLinks()),
  siteUrl: window.location.origin,
});

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
