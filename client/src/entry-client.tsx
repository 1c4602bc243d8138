import { httpBatchLink } from '@trpc/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { retryFailedLoads } from './lib/api';
import { reloadOnPreloadError } from './lib/reload-on-preload-error';
import { TRPC_MAX_BATCH_SIZE, TRPC_MAX_URL_LENGTH } from '../../shared/constants';
import { createAppRouter } from './router';
import './styles.css';

reloadOnPreloadError();

// Same origin, so the session cookie travels with every call without extra options.
const links = [retryFailedLoads(), httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH_SIZE, maxURLLength: TRPC_MAX_URL_LENGTH })];
const router = createAppRouter({ links, siteUrl: window.location.origin });

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
