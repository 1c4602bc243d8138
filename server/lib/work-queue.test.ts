import { describe, expect, it } from 'vitest';
import { WorkQueue } from './work-queue';

describe('WorkQueue', () => {
  it('runs at most its size at once and starts the rest in turn as places free up', async () => {
    const queue = new WorkQueue(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const results = [1, 2, 3, 4, 5].map((piece) =>
      queue.run(async () => {
        started.push(piece);
        await new Promise<void>((resolve) => finish.push(resolve));
        return piece * 10;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect([started, queue.running, queue.waiting]).toEqual([[1, 2], 2, 3]);
    finish[1]!();
    await settle();
    expect([started, queue.running, queue.waiting]).toEqual([[1, 2, 3], 2, 2]);
    // Each piece finished lets the next one start (and so add its own finish).
    for (let index = 0; index < 5; index += 1) {
      finish[index]!();
      await settle();
    }
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the place of work that fails', async () => {
    const queue = new WorkQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('ulæseligt')))).rejects.toThrow('ulæseligt');
    expect(await queue.run(async () => 'næste')).toBe('næste');
    expect(queue.running).toBe(0);
  });
});
