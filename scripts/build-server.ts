/**
 * Bundles the server, with its dependencies, into dist/server/server.mjs for `npm start`, which
 * runs dist/server/main.mjs: the compile cache first, then the server (server/bundle-entry.ts).
 *
 * Bundled and minified, the idle server holds about 12 MB less source text than with every
 * package loaded from node_modules. Three choices keep that saving from turning into malloc:
 * - Every package that adds more than SPLIT_BYTES to the bundle is also an entry point, only so
 *   that esbuild gives it a file of its own (dist/server/vendor/ holds these entries; nothing
 *   loads them). V8 parses a file in one piece, and glibc keeps the parser's peak memory for good:
 *   one 2.8 MB file left the idle server 15 MB larger than files of at most ~0.6 MB.
 * - The output is ASCII. V8 keeps a source with any other character at two bytes per character.
 * - Names are kept: MikroORM recognises its Migrator extension by class name.
 * - Packages that are imported at start-up but called late or never (CALLED_LATE) stay in
 *   node_modules and are loaded at their first call: about 6 MB less at idle.
 * Native and development-only packages stay outside, and so does tRPC: the page renderer (Vite's
 * build, which loads its packages from node_modules) calls the server's router through tRPC's
 * links and recognises its errors by class, so both sides must share one copy of it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outdir = resolve(root, 'dist/server');
const SPLIT_BYTES = 30_000;

/**
 * Packages imported at start-up whose functions run late or never, each with the exports its
 * importers use. co-body (with iconv-lite's code tables, ~600 kB) is how trpc-to-openapi reads a
 * body nobody has parsed, and Fastify parses every body; yaml is how openapi3-ts writes YAML, and
 * the API document is served as JSON; sanitize-html (with htmlparser2 and postcss) runs when a
 * description is written, which a server may not see for days.
 */
const CALLED_LATE: Record<string, string[]> = { 'co-body': ['default'], yaml: ['stringify'], 'sanitize-html': ['default'] };

/** Replaces each CALLED_LATE package by functions that load it from node_modules when first called. */
const calledLate: Plugin = {
  name: 'called-late',
  setup(build) {
    const filter = new RegExp(`^(${Object.keys(CALLED_LATE).join('|')})$`);
    build.onResolve({ filter }, ({ path }) => ({ path, namespace: 'called-late' }));
    build.onLoad({ filter: /.*/, namespace: 'called-late' }, ({ path }) => ({
      loader: 'js',
      contents: [
        "import { createRequire } from 'node:module';",
        `const load = () => createRequire(import.meta.url)(${JSON.stringify(path)});`,
        ...CALLED_LATE[path]!.map((name) =>
          name === 'default' ? 'export default (...args) => load()(...args);' : `export const ${name} = (...args) => load().${name}(...args);`,
        ),
      ].join('\n'),
    }));
  },
};

const options: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  minify: true,
  keepNames: true,
  charset: 'ascii',
  legalComments: 'external',
  sourcemap: 'linked',
  external: ['sharp', 'vite', '@trpc/*'],
  // Bundled CommonJS packages require Node's modules; an ES module has no `require` of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
  plugins: [calledLate],
};

const PACKAGE = /^(.*?node_modules\/((?:@[^/]+\/)?[^/]+))\//;

/** The packages worth a file of their own, each with the file the rest of the bundle imports it by. */
function largePackages(metafile: Metafile): Map<string, string> {
  const bytes = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = PACKAGE.exec(input)?.[2];
      if (name) bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
    }
  }
  const entries = new Map<string, string>();
  for (const [importer, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path } of imports) {
      const match = PACKAGE.exec(path);
      if (!match || importer.startsWith(`${match[1]}/`) || entries.has(match[2]!)) continue;
      if ((bytes.get(match[2]!) ?? 0) >= SPLIT_BYTES) entries.set(match[2]!, path);
    }
  }
  return entries;
}

const survey = await build({ ...options, entryPoints: { main: 'server/bundle-entry.ts' }, outdir, write: false, sourcemap: false });
const vendors = largePackages(survey.metafile!);
const result = await build({
  ...options,
  outdir,
  entryPoints: [
    { in: 'server/bundle-entry.ts', out: 'main' },
    // An entry of its own, not a chunk, so it stays in dist/server beside what it serves from.
    { in: 'server/main.ts', out: 'server' },
    ...[...vendors].map(([name, file]) => ({ in: file, out: `vendor/${name.replace('/', '+')}` })),
  ],
});

for (const file of Object.keys(result.metafile!.outputs).filter((path) => path.endsWith('.mjs'))) {
  if (/[^\x00-\x7f]/.test(readFileSync(resolve(root, file), 'latin1'))) {
    throw new Error(`${file} is not ASCII: write the character as an escape (a regular expression is not escaped for you)`);
  }
}
