/**
 * `npm run fuzz -- --calls N --seed S [--trpc] [--postgres]`: the OpenAPI fuzzer of
 * server/test/fuzz/openapi-fuzz.ts, or with `--trpc` the /trpc fuzzer of trpc-fuzz.ts, for longer
 * runs than the tests', on a fresh in-memory SQLite database or a scratch PostgreSQL database
 * (POSTGRES_URL). Prints how often each call answered which status, then every problem; exits 1
 * when there was one.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    trpc: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
  },
});
const calls = Number(values.calls);
const seed = Number(values.seed);
if (!Number.isInteger(calls) || calls < 1 || !Number.isInteger(seed)) {
  console.error('Brug: npm run fuzz -- --calls <antal> --seed <heltal> [--trpc] [--postgres]');
  process.exit(2);
}
// Read by the test app when it loads: one scratch PostgreSQL database instead of SQLite in memory.
if (values.postgres) process.env.TEST_DATABASE = 'postgresql';

const { startTestApp } = await import('../server/test/test-app');
const { buildOpenApiDocument } = await import('../server/http/openapi-document');
const { runFuzz } = await import('../server/test/fuzz/openapi-fuzz');
const { runTrpcFuzz } = await import('../server/test/fuzz/trpc-fuzz');
const { fuzzParticipants } = await import('../server/test/fuzz/participants');
const { appRouter } = await import('../server/router');

const t = await startTestApp();
try {
  const started = Date.now();
  const options = {
    calls,
    seed,
    ...(await fuzzParticipants(t)),
    onCall: (index: number) => {
      if ((index + 1) % 1000 === 0) process.stderr.write(`${index + 1} kald…\n`);
    },
  };
  const report = values.trpc ? await runTrpcFuzz(t.app, appRouter, options) : await runFuzz(t.app, buildOpenApiDocument(), options);
  const byStatus = new Map<string, number>();
  for (const [key, count] of report.statuses) {
    // The /trpc fuzzer counts each request's shape ("[batch] 207") beside each call in it.
    if (key.startsWith('[')) continue;
    const status = key.slice(key.lastIndexOf(' ') + 1);
    byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  }
  console.log(`${report.calls} ${values.trpc ? '/trpc-forespørgsler' : 'kald'} på ${values.postgres ? 'PostgreSQL' : 'SQLite'}, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log('\nStatus i alt:');
  for (const [status, count] of [...byStatus].sort()) console.log(`  ${status}  ${count}`);
  console.log('\nPer kald:');
  for (const [key, count] of [...report.statuses].sort()) console.log(`  ${String(count).padStart(5)}  ${key}`);
  console.log(`\n${report.problems.length} problemer`);
  for (const problem of report.problems) console.log(`  ${problem}`);
  process.exitCode = report.problems.length ? 1 : 0;
} finally {
  await t.close();
}
