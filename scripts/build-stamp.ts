/**
 * Whether dist/ was built from the sources as they are now, so `npm start` on an unchanged checkout
 * skips the build (27 s on a 2-core machine) and listens in a second or two.
 *
 *   node scripts/build-stamp.ts write   after a build: records the sources' fingerprint in dist/
 *   node scripts/build-stamp.ts check   exits 0 when dist/ is from these sources, 1 when it must be built
 *
 * Run by Node itself (no tsx, no imports beyond node:), so the check costs about 0.1 s.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const stampPath = join(root, 'dist/.sources-fingerprint');
/** What the build reads: the code, the build's own scripts and configuration, and the installed versions. */
const SOURCES = ['client', 'server', 'shared', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
/** The build's outputs: the server bundle and the client's manifest. */
const OUTPUTS = ['dist/server/main.mjs', 'dist/client/.vite/manifest.json'];

/** A source's files: itself, or everything under a directory. */
function filesOf(source: string): string[] {
  const path = join(root, source);
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function fingerprint(): string {
  const hash = createHash('sha256');
  const paths = SOURCES.flatMap(filesOf).sort();
  for (const path of paths) {
    hash.update(relative(root, path)).update('\0');
    hash.update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

const command = process.argv[2];
if (command === 'write') {
  writeFileSync(stampPath, `${fingerprint()}\n`);
} else if (command === 'check') {
  const built = OUTPUTS.every((output) => existsSync(join(root, output))) && existsSync(stampPath);
  const fresh = built && readFileSync(stampPath, 'utf8').trim() === fingerprint();
  if (fresh) console.log('dist/ er bygget fra de nuværende kilder: ingen ny build.');
  process.exitCode = fresh ? 0 : 1;
} else {
  console.error('usage: node scripts/build-stamp.ts write | check');
  process.exitCode = 2;
}
