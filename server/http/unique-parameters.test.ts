import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap still in use once the requests' last callbacks (their streams' closing) have run and the garbage is collected. */
const liveHeapMb = async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/**
 * The review (issue 35) sent unique values of parameters that lists read: besides the public cache,
 * whose budget counts keys and bodies, the list's memos, its statements and SQLite's compiled
 * statements kept one entry per value, bounded by count alone. With values near the 16 kB a
 * request's head may hold, 2,000 of them kept 104 MB; each is bounded by bytes now, and they keep
 * 5 MB (docs/operations.md).
 */
describe('memory kept for unique values of a parameter a list reads', () => {
  const t = useTestApp();

  it('stays within the per-key budget outside the public cache, whatever the values', async () => {
    const filler = 'B'.repeat(14 * 1024);
    const send = (from: number, count: number) =>
      Promise.all(Array.from({ length: count }, (_, index) => t.get(`/api/genres?filter=${encodeURIComponent(`name=${from + index}-${filler}`)}`)));
    expect((await send(0, 1))[0]!.status).toBe(200);
    const before = await liveHeapMb();
    for (let sent = 0; sent < 2000; sent += 50) {
      for (const answer of await send(sent, 50)) expect(answer.status).toBe(200);
    }
    // Keys this long are answered but never cached, so what grows is the per-key memos alone:
    // at most 14.25 MB by their budgets, and SQLite's kept statements at most 2 MB of SQL.
    expect((await liveHeapMb()) - before).toBeLessThan(24);
  }, 120_000);
});
