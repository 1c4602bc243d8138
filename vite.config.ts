import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;

export default defineConfig(({ isSsrBuild }) => ({
  root: resolve(here, 'client'),
  plugins: [
    // The router plugin must come before react() (docs/stack.md).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(here, 'client/src/routes'),
      generatedRouteTree: resolve(here, 'client/src/route-tree.gen.ts'),
    }),
    react(),
    tailwindcss(),
  ],
  // `vite build` makes the browser's bundle (with a manifest the server reads to link each page's
  // chunks); `vite build --ssr` the server's render entry. Both render the same routes.
  build: isSsrBuild
    ? { outDir: resolve(here, 'dist/server'), emptyOutDir: true, rollupOptions: { input: resolve(here, 'client/src/entry-server.tsx') } }
    : {
        outDir: resolve(here, 'dist/client'),
        emptyOutDir: true,
        manifest: true,
        // The server links every chunk a page needs from the manifest, and the router loads a route's
        // chunks on intent. Vite's own preload map would list every chunk of the site in the entry:
        // a kilobyte on every visitor's first load for nothing.
        modulePreload: false,
        rolldownOptions: {
          input: resolve(here, 'client/src/entry-client.ts'),
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically in one file: it is all a first visit loads.
                { name: 'entry-client', tags: ['$initial'] },
                // React and the router in one file, loaded when a page starts React: left to itself the
                // bundler cuts them into a dozen small files, each compressed apart, which download about
                // 5 kB gzip more; and apart from our code, they stay cached from one deploy to the next.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning)[\\/]/ },
              ],
            },
          },
        },
      },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: here,
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          // Files named *.postgresql.test.ts test what only PostgreSQL has (a server to lose): they run
          // in the PostgreSQL pass and are left out, not skipped, on SQLite.
          exclude: process.env.TEST_DATABASE === 'postgresql' ? [] : ['**/*.postgresql.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root: here,
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/src/test-setup.ts'],
        },
      },
    ],
  },
}));
