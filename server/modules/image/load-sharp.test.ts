import { describe, expect, it } from 'vitest';
import { WorkQueue } from '../../lib/work-queue';
import { withSharp } from './load-sharp';

describe('image work with sharp', () => {
  it('stops a job once its time is up and frees its place in the queue (issue 45)', async () => {
    const work = { queue: new WorkQueue(1), seconds: 1 };
    const start = performance.now();
    // 40 s of blurring noise here, untimed.
    const slow = withSharp(work, (pipeline) =>
      pipeline({ create: { width: 4000, height: 4000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
        .blur(80)
        .png()
        .toBuffer(),
    );
    await expect(slow).rejects.toThrow(/^timeout/);
    expect(performance.now() - start).toBeLessThan(4000);
    expect([work.queue.running, work.queue.waiting]).toEqual([0, 0]);
  });

});
