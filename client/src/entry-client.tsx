import { httpBatchLink } from '@trpc/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reloadOnPreloadError } from './lib/reload-on-preload-error';
import { createAppRouter } from './router';
import './styles.css';

reloadOnPreloadError();

// Same origin, so the session cookie travels with every call without extra options.
const router = createAppRouter({ link: httpBatchLink({ url: '/trpc' }), siteUrl: window.location.origin });

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
