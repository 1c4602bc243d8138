/**
 * The layers of docs/development.md#layers, held by dependency-cruiser (`npm run deps:check`, run by
 * .ci/run before `npm test`). A file imports only from its own layer or the layers under it; modules
 * and files of one layer may import each other, never in a circle.
 *
 * Type-only imports (`import type`) obey the same rules as the rest: a type that had to reach up
 * would say the code is in the wrong layer. The one exception is the client's view of the server:
 * it imports the root router's type (AppRouter) and nothing the server runs.
 *
 * Tests (`*.test.ts(x)`), server/test, server/demo, scripts and e2e are tools: they may import from
 * any layer, the product imports none of them, and they make no circle either.
 */

/** The tools' files: tests and what they share, the demo programme, scripts, browser tests. */
const TOOLS = ['\\.test\\.tsx?$', '^server/(test|demo)/', '^scripts/', '^e2e/', '^client/src/test-setup\\.ts$'];

/**
 * The server's layers, top first; shared/ is under them all (shared-not-up). Where it is not plain:
 * - context.ts is beside the app, above http/: it joins a request's answer (http/spliced-answers.ts)
 *   and the viewer (the auth module) into each procedure's context. The Context *type* it makes is
 *   the tRPC base's (trpc/trpc.ts), as initTRPC needs it, so the base imports nothing above it.
 * - The root router is under http/, which serves it (pages, form posts, the OpenAPI document).
 * - lib/ is under db/: db/'s sort keys and the migrations' backfills use lib's Danish sort key and
 *   rich-text sanitizer, and lib needs nothing of db/ (the list query goes through MikroORM itself).
 */
const SERVER = [
  { name: 'entry', path: '^server/(main|bundle-entry)\\.ts$', is: 'the process: configuration, database, listening, shutdown' },
  { name: 'app', path: '^server/(app|context)\\.ts$', is: "the server's plugins in order, and each request's tRPC context" },
  { name: 'http', path: '^server/http/', is: 'routes, pages, feeds, the answers' },
  {
    name: 'composition',
    path: '^server/(router|orm|jobs|backup)\\.ts$',
    is: 'what joins the modules: the root router, the ORM with every entity, the hourly jobs, backups',
  },
  { name: 'modules', path: '^server/modules/', is: 'one folder per part of the domain' },
  { name: 'base', path: '^server/(trpc|read-model)/', is: "the procedures' base (initTRPC, callers, Context) and the read models" },
  { name: 'db', path: '^server/db/', is: 'database primitives: dialect, content versions, pool, limits, migrations' },
  { name: 'lib', path: '^server/lib/', is: 'helpers on config and errors alone: list query, sort keys, rich text, CSV, image addresses, the viewer, the mailer' },
  { name: 'foundation', path: '^server/(config|errors)\\.ts$', is: 'configuration and the errors every layer raises' },
];

/** The client's layers, top first (client/README.md). */
const CLIENT = [
  { name: 'client-entries', path: '^client/src/(entry-client\\.ts|entry-server\\.tsx|hydrate-app\\.tsx)$', is: 'what starts a render or a hydration' },
  { name: 'client-router', path: '^client/src/router\\.tsx$', is: 'the router of one render' },
  { name: 'client-route-tree', path: '^client/src/route-tree\\.gen\\.ts$', is: 'the generated route tree' },
  { name: 'client-routes', path: '^client/src/routes/', is: 'file routes: load data, pick a feature' },
  { name: 'client-features', path: '^client/src/features/', is: 'one folder per feature' },
  { name: 'client-components', path: '^client/src/components/', is: 'shared components' },
  { name: 'client-lib', path: '^client/src/lib/', is: 'the API client, queries, formatting' },
];

/** A rule per layer: nothing of it imports a layer above it. */
function notUp(layers) {
  return layers.slice(1).map((layer, index) => ({
    name: `${layer.name}-not-up`,
    severity: 'error',
    comment: `${layer.name} (${layer.is}) imports nothing above it: ${layers
      .slice(0, index + 1)
      .map((above) => above.name)
      .join(', ')}`,
    from: { path: layer.path, pathNot: TOOLS },
    to: { path: layers.slice(0, index + 1).map((above) => above.path) },
  }));
}

export default {
  forbidden: [
    ...notUp(SERVER),
    {
      name: 'server-file-in-a-layer',
      severity: 'error',
      comment: 'Every server file is in one layer of the picture (docs/development.md#layers): a new folder or top-level file goes into it first',
      from: { path: '^server/', pathNot: [...SERVER.map((layer) => layer.path), ...TOOLS] },
      to: {},
    },
    {
      name: 'shared-not-up',
      severity: 'error',
      comment: 'shared/ is under server and client alike: it imports neither',
      from: { path: '^shared/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment: 'Only http/ knows the client: the pages it renders',
      from: { path: '^server/', pathNot: ['^server/http/', ...TOOLS] },
      to: { path: '^client/' },
    },
    {
      name: 'client-only-types-from-server',
      severity: 'error',
      comment: "The client knows the server only by its root router's type (AppRouter): no server code runs in the browser",
      from: { path: '^client/', pathNot: TOOLS },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-server-type-is-the-router',
      severity: 'error',
      comment: "The one server type the client needs is the root router's; everything else comes from shared/",
      from: { path: '^client/', pathNot: TOOLS },
      to: { path: '^server/', pathNot: '^server/router\\.ts$' },
    },
    ...notUp(CLIENT),
    {
      name: 'client-feature-not-to-feature',
      severity: 'error',
      comment: 'Features never import each other: what two need goes down to components/ or lib/',
      from: { path: '^client/src/features/([^/]+)/', pathNot: TOOLS },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'not-to-tools',
      severity: 'error',
      comment: 'The product imports no test, fixture, demo or script',
      from: { pathNot: TOOLS },
      to: { path: TOOLS },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circles, type-only imports included: a circle has no layer to be in',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/'] },
    // Type-only imports are dependencies too (see above); without this TypeScript's compiler drops them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
};
