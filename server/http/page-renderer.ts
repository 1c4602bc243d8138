import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Manifest } from '@tanstack/react-router';
import type { FastifyInstance } from 'fastify';
import type { RenderPageOptions } from '../../client/src/entry-server';
import { routerManifestFromVite, type ViteManifest } from './page-manifest';

const projectRoot = resolve(import.meta.dirname, '../..');

export type RenderPage = (options: RenderPageOptions) => Promise<Response>;

/**
 * Where pages come from: the production build, or Vite's dev server with hot reload. Both render
 * the same routes with the same entry (client/src/entry-server.tsx).
 */
export type PageRenderer = {
  /** Serves what the browser loads besides pages: built assets, or Vite's modules in development. */
  register(app: FastifyInstance): Promise<void>;
  /** The render function and the router manifest; in development fresh for every request. */
  load(): Promise<{ renderPage: RenderPage; manifest: Manifest }>;
};

/** `npm run build` output: dist/client (assets, Vite manifest) and dist/server/entry-server.js. */
export function builtPages(distRoot = join(projectRoot, 'dist')): PageRenderer {
  const clientRoot = join(distRoot, 'client');
  const entryFile = join(distRoot, 'server/entry-server.js');
  const manifestFile = join(clientRoot, '.vite/manifest.json');
  for (const file of [entryFile, manifestFile]) {
    if (!existsSync(file)) throw new Error(`${file} mangler: byg først med "npm run build"`);
  }
  const loaded = (async () => ({
    renderPage: ((await import(pathToFileURL(entryFile).href)) as { renderPage: RenderPage }).renderPage,
    manifest: routerManifestFromVite(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest),
  }))();

  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root: clientRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The Vite manifest is for the server only.
        allowedPath: (path) => !path.startsWith('/.vite/'),
        setHeaders(reply, path) {
          const hashed = path.startsWith(join(clientRoot, 'assets'));
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    },
    load: () => loaded,
  };
}

/** Vite's own URLs in development: its client, modules by path, and the public folder. */
const VITE_PATHS = /^\/(@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/|embed\.js)/;

/** Development: Vite in middleware mode inside Fastify, so pages hot-reload and render on the server. */
export function vitePages(): PageRenderer {
  let vite: import('vite').ViteDevServer;
  let manifest: Manifest;
  return {
    async register(app) {
      const { createServer } = await import('vite');
      vite = await createServer({
        configFile: join(projectRoot, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      });
      app.addHook('onClose', () => vite.close());
      app.addHook('onRequest', (request, reply, done) => {
        if (!VITE_PATHS.test(request.url)) return done();
        reply.hijack();
        vite.middlewares(request.raw, reply.raw, () => {
          reply.raw.statusCode = 404;
          reply.raw.end();
        });
      });
      manifest = await devManifest(vite);
    },
    async load() {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage };
      return { renderPage: entry.renderPage, manifest };
    },
  };
}

/** The scripts Vite would put in index.html (its client, React's refresh preamble) and our entry. */
async function devManifest(vite: import('vite').ViteDevServer): Promise<Manifest> {
  const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, children]) => ({
    attrs: Object.fromEntries([...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
    children: children || undefined,
  }));
  scripts.push({ attrs: { type: 'module', src: '/src/entry-client.ts' }, children: undefined });
  return { routes: { __root__: { scripts } } };
}
