import { describe, expect, it } from 'vitest';
import { sharedVersionReads } from './content-version';

/** Reads the test finishes by hand, in the order they began, each with the number the store holds when it began. */
function controlledReads() {
  let stored = 1;
  const pending: { value: number; finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((finish, fail) => {
      pending.push({ value: stored, finish, fail });
    });
  return {
    read,
    write: () => (stored += 1),
    started: () => pending.length,
    finishOldest: async () => {
      const oldest = pending.shift()!;
      oldest.finish(oldest.value);
      // Let the callbacks waiting on it run (and start the next read).
      await new Promise((done) => setImmediate(done));
    },
    failOldest: async () => {
      pending.shift()!.fail(new Error('database unreachable'));
      await new Promise((done) => setImmediate(done));
    },
  };
}

describe('shared content version reads', () => {
  it('gives each caller a read begun after it asked, so a write that returned before is seen', async () => {
    const reads = controlledReads();
    const current = sharedVersionReads(reads.read);
    const first = current();
    // A write returns while the first read is under way; whoever asks now must see it.
    reads.write();
    const second = current();
    await reads.finishOldest();
    expect(await first).toBe(1);
    expect(reads.started()).toBe(1);
    await reads.finishOldest();
    expect(await second).toBe(2);
  });

  it('lets everyone asking during a read share the next one', async () => {
    const reads = controlledReads();
    const current = sharedVersionReads(reads.read);
    const first = current();
    const waiting = [current(), current(), current()];
    expect(reads.started()).toBe(1);
    await reads.finishOldest();
    expect(reads.started()).toBe(1);
    await reads.finishOldest();
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
    expect(reads.started()).toBe(0);
  });

  it('passes a failed read on to its callers and starts afresh for the next', async () => {
    const reads = controlledReads();
    const current = sharedVersionReads(reads.read);
    const failing = current();
    const failed = expect(failing).rejects.toThrow('database unreachable');
    await reads.failOldest();
    await failed;
    const next = current();
    expect(reads.started()).toBe(1);
    await reads.finishOldest();
    expect(await next).toBe(1);
  });
});
