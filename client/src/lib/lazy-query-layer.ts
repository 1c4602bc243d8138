import type { ApiLink } from './api';
import type { QueryLayer } from './query-layer';
import type { TrpcUtils } from './trpc';

/**
 * React Query for the admin area, downloaded when a screen first needs it (the admin guard loads
 * it), so visitors' pages never carry it.
 */
export function lazyQueryLayer(loadLinks: () => ApiLink[] | Promise<ApiLink[]>) {
  let layer: QueryLayer | undefined;
  let loading: Promise<QueryLayer> | undefined;
  const current = (): QueryLayer => {
    if (!layer) throw new Error('React Query was used before a route loaded it');
    return layer;
  };
  return {
    load: (): Promise<QueryLayer> =>
      (loading ??= Promise.all([import('./query-layer'), loadLinks()]).then(([{ createQueryLayer }, links]) => (layer = createQueryLayer(links)))),
    /** The layer a route above has loaded. */
    current,
    loaded: (): QueryLayer | undefined => layer,
    /**
     * For the loaders below the admin guard, which loaded the layer first:
     * context.trpc.venues.list.ensureData(…). Router context is the place for it (a guard's own
     * returned context is sent to the browser with the page, and this cannot travel).
     */
    trpc: new Proxy({} as TrpcUtils, { get: (_, key) => Reflect.get(current().trpc, key) }),
  };
}
export type LazyQueryLayer = ReturnType<typeof lazyQueryLayer>;
