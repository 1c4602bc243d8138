import { describe, expect, it } from 'vitest';
import { routerManifestFromVite, type ViteManifest } from './page-manifest';

/** The shape `vite build` writes: the entry, React's chunk behind its dynamic import, and route chunks. */
const vite: ViteManifest = {
  'src/entry-client.ts': { file: 'assets/entry-client-1.js', isEntry: true, dynamicImports: ['src/hydrate-app.tsx'], css: ['assets/entry-client-1.css'] },
  'src/hydrate-app.tsx': { file: 'assets/hydrate-app-1.js', src: 'src/hydrate-app.tsx', imports: ['_react-1.js', 'src/entry-client.ts'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_event-row-1.js': { file: 'assets/event-row-1.js', imports: ['_react-1.js'] },
  'src/routes/_public/events/index.tsx?tsr-split=component': { file: 'assets/events-1.js', src: 'src/routes/_public/events/index.tsx', imports: ['_event-row-1.js', '_react-1.js'] },
  'src/routes/admin/route.tsx?tsr-split=component': { file: 'assets/route-1.js', src: 'src/routes/admin/route.tsx', imports: ['_react-1.js'] },
  'src/routes/admin/events/index.tsx?tsr-split=component': { file: 'assets/events-2.js', src: 'src/routes/admin/events/index.tsx', imports: ['_event-row-1.js'] },
};

describe('the router manifest made from Vite’s', () => {
  const { routes } = routerManifestFromVite(vite);

  it('gives every page the small entry script and the styles, and a visitor’s page nothing more', () => {
    expect(routes.__root__).toEqual({
      preloads: ['/assets/entry-client-1.js'],
      css: ['/assets/entry-client-1.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-1.js' } }],
    });
    expect(routes['/_public/events/']!.preloads).toEqual([]);
  });

  it('preloads React once per admin page, under its layout, and each route its own chunks', () => {
    expect(routes['/admin']!.preloads).toEqual(['/assets/hydrate-app-1.js', '/assets/react-1.js', '/assets/route-1.js']);
    expect(routes['/admin/events/']!.preloads).toEqual(['/assets/events-2.js', '/assets/event-row-1.js']);
  });
});
