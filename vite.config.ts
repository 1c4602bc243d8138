import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;
const serverUrl = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: resolve(here, 'client'),
  plugins: [
    // The router plugin must come before react() (DESIGN.md §2).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(here, 'client/src/routes'),
      generatedRouteTree: resolve(here, 'client/src/route-tree.gen.ts'),
    }),
    react(),
    tailwindcss(),
  ],
  build: { outDir: resolve(here, 'dist/client'), emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': serverUrl, '/trpc': serverUrl },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: here,
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
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
});
