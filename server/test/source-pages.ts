import type { PageRenderer } from '../http/page-renderer';

/**
 * Pages rendered from the client's source, as Vitest transforms it: the same routes, loaders and
 * components as the build, without building first. The browser's entry is named but never loaded.
 */
export function sourcePages(): PageRenderer {
  return {
    register: async () => {},
    load: async () => ({
      renderPage: (await import('../../client/src/entry-server')).renderPage,
      manifest: { routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/entry-client.ts' } }] } } },
    }),
  };
}
