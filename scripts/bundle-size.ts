/**
 * Prints what a first visit to each public page downloads (the scripts and styles the server links
 * for that route, from Vite's manifest through server/http/page-manifest.ts), raw, gzip and brotli,
 * and what starting React adds when the visitor reaches for a link (the app's chunks and the route's
 * own). Fails when a first visit is over budget or carries code that must stay out (React, zod, Tiptap,
 * the admin area). Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_VISIT_JS_BUDGET_GZIP_KB } from '../client/src/lib/app-start';
import { routerManifestFromVite, type ViteManifest } from '../server/http/page-manifest';
import { type Locale, LOCALES } from '../shared/i18n';

const PUBLIC_ROUTES = ['/_public/', '/_public/events/', '/_public/events/tidligere', '/_public/events/$eventId', '/_public/artists/', '/_public/artists/$artistId', '/_public/venues/$venueId', '/_public/about'];
// Markers of what must stay out of a first visit: React's renderer, zod's errors, Tiptap's editor, and the admin screens' own words.
const FORBIDDEN = { react: /__reactContainer|react-dom/, zod: /ZodError|\$ZodType/, tiptap: /@tiptap|ProseMirror/, 'admin area': /Senest opdateret af|Slet spillested/ };
// And out of what a visitor's page loads when React starts: a route loader that imports from a form drags it in.
const FORBIDDEN_ON_INTENT = { zod: FORBIDDEN.zod, tiptap: FORBIDDEN.tiptap };

const root = resolve(import.meta.dirname, '../dist/client');
const viteManifest = JSON.parse(readFileSync(resolve(root, '.vite/manifest.json'), 'utf8')) as ViteManifest;
const manifest = routerManifestFromVite(viteManifest);
const hrefOf = (link: string | { href: string }) => (typeof link === 'string' ? link : link.href);

const sizeCache = new Map<string, number[]>();
function sizes(href: string): number[] {
  let cached = sizeCache.get(href);
  if (!cached) {
    const content = readFileSync(resolve(root, `.${href}`));
    cached = [content.length, gzipSync(content, { level: 9 }).length, brotliCompressSync(content).length];
    sizeCache.set(href, cached);
  }
  return cached;
}
const total = (hrefs: Iterable<string>) => [...hrefs].reduce((sum, href) => sum.map((value, index) => value + sizes(href)[index]!), [0, 0, 0]);

/** A language's catalogue (shared/i18n), which a page loads with React: only its own. */
const catalogueKey = (locale: Locale) => Object.keys(viteManifest).find((key) => key.endsWith(`shared/i18n/locales/${locale}.ts`));

/** The app's chunks, a route's own and its language's catalogue: what the browser loads when the page starts React. */
function onIntent(routeId: string, locale: Locale): Set<string> {
  const chunks = new Set<string>();
  const add = (key: string) => {
    if (chunks.has(`/${viteManifest[key]!.file}`)) return;
    chunks.add(`/${viteManifest[key]!.file}`);
    for (const imported of viteManifest[key]!.imports ?? []) add(imported);
  };
  add('src/hydrate-app.tsx');
  const catalogue = catalogueKey(locale);
  if (!catalogue) throw new Error(`the build has no ${locale} catalogue chunk`);
  add(catalogue);
  for (const key of Object.keys(viteManifest)) if (key.startsWith(`src/routes${routeId.replace(/\/$/, '/index')}.tsx`)) add(key);
  return chunks;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
let failed = false;
// A first visit is the same in both languages (the page's words are in its HTML); starting React adds the page's own catalogue.
console.log(`${'public page (route)'.padEnd(28)}${'JS raw'.padStart(10)}${'JS gzip'.padStart(10)}${'JS brotli'.padStart(10)}${'CSS gzip'.padStart(10)}${'+ intent da'.padStart(13)}${'+ intent en'.padStart(13)}  carries`);
for (const routeId of PUBLIC_ROUTES) {
  const chain = ['__root__', '/_public', routeId];
  const routes = chain.map((id) => manifest.routes[id]);
  const scripts = new Set(routes.flatMap((route) => [...(route?.preloads ?? []).map(hrefOf), ...(route?.scripts ?? []).map((script) => String(script.attrs?.src))]));
  const styles = new Set(routes.flatMap((route) => (route?.css ?? []).map(hrefOf)));
  const js = total(scripts);
  const carries = Object.entries(FORBIDDEN)
    .filter(([, pattern]) => [...scripts].some((href) => pattern.test(readFileSync(resolve(root, `.${href}`), 'utf8'))))
    .map(([name]) => name);
  const laterScripts = LOCALES.flatMap((locale) => [...onIntent(routeId, locale)].filter((href) => !scripts.has(href)));
  const later = LOCALES.map((locale) => total([...onIntent(routeId, locale)].filter((href) => !scripts.has(href)))[1]!);
  carries.push(
    ...Object.entries(FORBIDDEN_ON_INTENT)
      .filter(([, pattern]) => laterScripts.some((href) => pattern.test(readFileSync(resolve(root, `.${href}`), 'utf8'))))
      .map(([name]) => `${name} on intent`),
  );
  if (js[1]! / 1024 > FIRST_VISIT_JS_BUDGET_GZIP_KB || carries.length) failed = true;
  console.log(`${routeId.padEnd(28)}${js.map(kB).join('')}${kB(total(styles)[1]!)}${later.map((bytes) => kB(bytes).padStart(13)).join('')}  ${carries.join(', ') || '–'}`);
}
console.log(`budget: ${FIRST_VISIT_JS_BUDGET_GZIP_KB} kB gzip of JavaScript on a first visit, no React, zod, Tiptap or admin code; "+ on intent" (gzip) no zod or Tiptap`);
if (failed) {
  console.log('OVER BUDGET');
  process.exitCode = 1;
}
