/**
 * Prints what a first visit downloads: the scripts and styles index.html loads (entry and
 * modulepreloads), raw, gzip and brotli. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../dist/client');
const html = readFileSync(resolve(root, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
const totals = { js: [0, 0, 0], css: [0, 0, 0] };
console.log(`${'initial asset'.padEnd(44)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`);
for (const asset of assets) {
  const content = readFileSync(resolve(root, asset));
  const sizes = [content.length, gzipSync(content, { level: 9 }).length, brotliCompressSync(content).length];
  const total = asset.endsWith('.css') ? totals.css : totals.js;
  sizes.forEach((size, index) => (total[index]! += size));
  console.log(`${asset.padEnd(44)}${sizes.map(kB).join('')}`);
}
console.log(`${'initial JS'.padEnd(44)}${totals.js.map(kB).join('')}`);
console.log(`${'initial CSS'.padEnd(44)}${totals.css.map(kB).join('')}`);
