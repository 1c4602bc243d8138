import type { Manifest } from '@tanstack/react-router';
import { PUBLIC_LAYOUT_ID } from '../../client/src/lib/app-start';

/** One entry of the manifest `vite build` writes (build.manifest: true). */
type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;

const ENTRY = 'src/entry-client.ts';
const APP = 'src/hydrate-app.tsx';

/** `src/routes/_public/events/index.tsx?tsr-split=component` → the router's id `/_public/events/`. */
function routeIdOf(source: string): string | undefined {
  const path = /^src\/routes\/(.+)\.tsx(?:\?.*)?$/.exec(source)?.[1];
  if (!path) return undefined;
  if (path === '__root') return '__root__';
  return `/${path}`.replace(/\/route$/, '').replace(/\/index$/, '/');
}

/** A chunk's own file and every chunk it imports statically, with their styles. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** `/admin/events/` → `/admin`: the route right below the root, one per kind of page. */
const layoutOf = (routeId: string) => `/${routeId.split('/')[1]}`;
const isPublic = (routeId: string) => routeId === PUBLIC_LAYOUT_ID || routeId.startsWith(`${PUBLIC_LAYOUT_ID}/`);

/**
 * The router's manifest from Vite's. The root gets the entry script (entry-client.ts, a few kB) and the
 * styles. A visitor's page preloads nothing more: React comes on intent (client/src/lib/app-start.ts).
 * Every other page preloads React and the router (under its layout: /admin, /auth) and its own
 * code-split chunks in the page's head, so hydration does not wait for a second round trip.
 */
export function routerManifestFromVite(manifest: ViteManifest): Manifest {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`Vite-manifestet mangler ${ENTRY}: byg klienten med "npm run build"`);
  const url = (file: string) => `/${file}`;
  const rootChunks = closure(manifest, ENTRY);
  const appChunks = [...closure(manifest, APP)].filter((key) => !rootChunks.has(key));
  const filesOf = (keys: Iterable<string>) => [...keys].map((key) => url(manifest[key]!.file));
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => (manifest[key]!.css ?? []).map(url));

  const routes: Manifest['routes'] = {
    __root__: {
      preloads: filesOf(rootChunks),
      css: cssOf(rootChunks),
      scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
    },
  };
  const routeOf = (routeId: string) => (routes[routeId] ??= { preloads: [], css: [] });
  const startingAtOnce = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = chunk.src && routeIdOf(key);
    if (!routeId || routeId === '__root__') continue;
    const own = [...closure(manifest, key)].filter((chunkKey) => !rootChunks.has(chunkKey) && !appChunks.includes(chunkKey));
    const route = routeOf(routeId);
    if (!isPublic(routeId)) {
      route.preloads!.push(...filesOf(own));
      startingAtOnce.add(layoutOf(routeId));
    }
    route.css!.push(...cssOf(own));
  }
  // Once per page: HeadContent lists the preloads of every matched route as they are.
  for (const layout of startingAtOnce) routeOf(layout).preloads!.unshift(...filesOf(appChunks));
  return { routes };
}
