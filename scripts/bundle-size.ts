/**
 * Prints what a first visit to each public page downloads: the scripts and styles the server links
 * for that route (the entry, shared chunks and the route's own chunks, from Vite's manifest), raw,
 * gzip and brotli, and whether any of them carries code that must stay out (zod, Tiptap, the admin
 * area). Run after `npm run build`. Budget: 110 kB gzip of JavaScript per public page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { routerManifestFromVite, type ViteManifest } from '../server/http/page-manifest';

const BUDGET_GZIP_KB = 110;
const PUBLIC_ROUTES = ['/_public', '/_public/', '/_public/events/', '/_public/events/$eventId', '/_public/artists/', '/_public/artists/$artistId', '/_public/about'];
// Markers of what must stay out: zod's errors, Tiptap's editor, and the admin screens' own words (route names alone may be there: the router needs them).
const FORBIDDEN = { zod: /ZodError|\$ZodType/, tiptap: /@tiptap|ProseMirror/, 'admin area': /Senest opdateret af|Slet spillested/ };

const root = resolve(import.meta.dirname, '../dist/client');
const manifest = routerManifestFromVite(JSON.parse(readFileSync(resolve(root, '.vite/manifest.json'), 'utf8')) as ViteManifest);
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

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
let overBudget = false;
console.log(`${'public page (route)'.padEnd(30)}${'JS raw'.padStart(10)}${'JS gzip'.padStart(10)}${'JS brotli'.padStart(10)}${'CSS gzip'.padStart(10)}  carries`);
for (const routeId of PUBLIC_ROUTES) {
  const chain = ['__root__', '/_public', routeId].filter((id, index, ids) => ids.indexOf(id) === index);
  const scripts = new Set(chain.flatMap((id) => (manifest.routes[id]?.preloads ?? []).map(hrefOf)));
  const styles = new Set(chain.flatMap((id) => (manifest.routes[id]?.css ?? []).map(hrefOf)));
  const js = [0, 0, 0];
  const carries = new Set<string>();
  for (const href of scripts) {
    sizes(href).forEach((size, index) => (js[index]! += size));
    const text = readFileSync(resolve(root, `.${href}`), 'utf8');
    for (const [name, pattern] of Object.entries(FORBIDDEN)) if (pattern.test(text)) carries.add(name);
  }
  const css = [...styles].reduce((sum, href) => sum + sizes(href)[1]!, 0);
  if (js[1]! / 1024 > BUDGET_GZIP_KB || carries.size) overBudget = true;
  console.log(`${routeId.padEnd(30)}${js.map(kB).join('')}${kB(css)}  ${[...carries].join(', ') || '–'}`);
}
console.log(`budget: ${BUDGET_GZIP_KB} kB gzip of JavaScript per public page, no zod, Tiptap or admin code`);
if (overBudget) {
  console.log('OVER BUDGET');
  process.exitCode = 1;
}
