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
          input: resolve(here, 'client/src/entry-client.tsx'),
          // Everything the entry imports statically (React, the router, the layout) in one file: left to
          // itself the bundler cuts it into a dozen small files, each compressed apart, which download
          // about 5 kB gzip more (npm run bench:size).
          output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
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
