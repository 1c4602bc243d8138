/**
 * `npm run fuzz -- --calls N --seed S [--postgres]`: the OpenAPI fuzzer of
 * server/test/fuzz/openapi-fuzz.ts for longer runs than the test's, on a fresh in-memory SQLite
 * database or a scratch PostgreSQL database (POSTGRES_URL). Prints how often each call answered
 * which status, then every problem; exits 1 when there was one.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' }, postgres: { type: 'boolean', default: false } },
});
const calls = Number(values.calls);
const seed = Number(values.seed);
if (!Number.isInteger(calls) || calls < 1 || !Number.isInteger(seed)) {
  console.error('Brug: npm run fuzz -- --calls <antal> --seed <heltal> [--postgres]');
  process.exit(2);
}
// Read by the test app when it loads: one scratch PostgreSQL database instead of SQLite in memory.
if (values.postgres) process.env.TEST_DATABASE = 'postgresql';

const { startTestApp } = await import('../server/test/test-app');
const { buildOpenApiDocument } = await import('../server/http/openapi-document');
const { runFuzz } = await import('../server/test/fuzz/openapi-fuzz');
const { fuzzParticipants } = await import('../server/test/fuzz/participants');

const t = await startTestApp();
try {
  const started = Date.now();
  const report = await runFuzz(t.app, buildOpenApiDocument(), {
    calls,
    seed,
    ...(await fuzzParticipants(t)),
    onCall: (index) => {
      if ((index + 1) % 1000 === 0) process.stderr.write(`${index + 1} kald…\n`);
    },
  });
  const byStatus = new Map<string, number>();
  for (const [key, count] of report.statuses) {
    const status = key.slice(key.lastIndexOf(' ') + 1);
    byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  }
  console.log(`${report.calls} kald på ${values.postgres ? 'PostgreSQL' : 'SQLite'}, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
