import { availableParallelism } from 'node:os';
import type sharpModule from 'sharp';
import { WorkQueue } from '../../lib/work-queue';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded when the first picture is encoded or resized, not at start: it costs
 * start-up time and memory a server that only serves pages does not need (issue 11's cold start).
 */
function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One thread per picture (the queue below runs one picture per core), no decoded cache.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * Decoding a picture takes memory by its pixels (up to 40 megapixels) and a core for 2–4 s, so
 * one picture per core is decoded at a time and the rest wait their turn (uploads wait on disk:
 * server/http/uploads.ts). More at once would only make each slower and hold more memory.
 */
export const imageWork = new WorkQueue(availableParallelism());

/** Runs one picture's decoding and encoding with sharp, in its turn. */
export async function withSharp<T>(work: (sharp: typeof sharpModule) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  return imageWork.run(() => work(sharp));
}
