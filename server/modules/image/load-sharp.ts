import { availableParallelism } from 'node:os';
import type sharpModule from 'sharp';
import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import { WorkQueue } from '../../lib/work-queue';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded when the first picture is encoded or resized, not at start: it costs
 * start-up time and memory a server that only serves pages does not need (issue 11's cold start).
 */
function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One thread per picture (the queues below run one picture per core each), no decoded cache.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** Where a kind of image work waits its turn, and how long one piece of it may take. */
export type ImageWork = { queue: WorkQueue; seconds: number };

/**
 * Uploads. Decoding a picture takes memory by its pixels (up to 40 megapixels) and a core for
 * 2–4 s, so one picture per core is decoded at a time and the rest wait their turn (on disk:
 * server/http/uploads.ts). More at once would only make each slower and hold more memory.
 */
export const uploadWork: ImageWork = { queue: new WorkQueue(availableParallelism()), seconds: 30 };

/**
 * Variants and app icons, made on a visitor's first request from a stored picture of at most
 * 2048 px (about 0.1 s each). A queue of their own, so anonymous requests never hold an admin's
 * upload: in one queue, eight requests for the icons of a logo that took 7 s to draw held an upload
 * for 40 s (issue 45). Their pictures are small and each variant is made once, so the two queues
 * together hold little memory and little of libuv's four threads, which files and zlib use too.
 */
export const variantWork: ImageWork = { queue: new WorkQueue(availableParallelism()), seconds: 10 };

/** A sharp pipeline that stops with an error once its work's time is up (libvips checks as it goes). */
export type Pipeline = (input: SharpInput | SharpOptions, options?: SharpOptions) => Sharp;

/** Runs one picture's decoding and encoding with sharp, in its turn and within its time. */
export async function withSharp<T>(work: ImageWork, job: (pipeline: Pipeline) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  return work.queue.run(() => job((input, options) => sharp(input as SharpInput, options).timeout({ seconds: work.seconds })));
}
