import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded when the first picture is encoded or resized, not at start: it costs
 * start-up time and memory a server that only serves pages does not need (issue 11's cold start).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Uploads are rare and a server has few cores: encode one at a time, keep no decoded cache.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
