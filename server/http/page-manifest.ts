import type { Manifest } from '@tanstack/react-router';

/** One entry of the manifest `vite build` writes (build.manifest: true). */
type ViteChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ViteChunk>;

const ENTRY = 'src/entry-client.tsx';

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

/**
 * The router's manifest from Vite's: the root gets the entry script and the shared styles and
 * chunks; each route gets its own code-split chunks, preloaded in the page's head so hydration
 * does not wait for a second round trip.
 */
export function routerManifestFromVite(manifest: ViteManifest): Manifest {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`Vite-manifestet mangler ${ENTRY}: byg klienten med "npm run build"`);
  const url = (file: string) => `/${file}`;
  const rootChunks = closure(manifest, ENTRY);
  const filesOf = (keys: Iterable<string>) => [...keys].map((key) => url(manifest[key]!.file));
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => (manifest[key]!.css ?? []).map(url));

  const routes: Manifest['routes'] = {
    __root__: {
      preloads: filesOf(rootChunks),
      css: cssOf(rootChunks),
      scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
    },
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = chunk.src && routeIdOf(key);
    if (!routeId || routeId === '__root__') continue;
    const own = [...closure(manifest, key)].filter((chunkKey) => !rootChunks.has(chunkKey));
    const route = (routes[routeId] ??= { preloads: [], css: [] });
    route.preloads!.push(...filesOf(own));
    route.css!.push(...cssOf(own));
  }
  return { routes };
}
