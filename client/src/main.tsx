import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { reloadOnPreloadError } from './lib/reload-on-preload-error';
import { createAppRouter } from './router';
import './styles.css';

reloadOnPreloadError();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html mangler <div id="root">');

createRoot(root).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
