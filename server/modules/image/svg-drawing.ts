import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { WorkQueue } from '../../lib/work-queue';

/**
 * How long drawing an SVG logo may take, from starting the process that draws it to its answer. A
 * logo draws in 0.15–0.3 s that way here, most of it Node and sharp starting, on two cores busy
 * with other work (load 7); a logo of nested <use> took librsvg 7.7 s before it gave up.
 */
export const SVG_DRAWING_MS = 3000;

/**
 * What the child process runs: it reads an SVG on stdin, draws it to fit a transparent square of
 * `edge` pixels and writes the SVG's own size and the PNG as JSON. Plain JavaScript in a string, so
 * that it runs the same from the sources and from the bundle; sharp is named by its resolved path.
 * Drawn at the density that gives that size: never more pixels than the square (the size budget).
 */
const DRAW_IN_CHILD = `
const sharp = require(process.argv[1]);
sharp.concurrency(1);
sharp.cache(false);
const edge = Number(process.argv[2]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const svg = Buffer.concat(chunks);
  const { width, height } = await sharp(svg).metadata();
  const density = Math.min(100000, Math.max(1, (72 * edge) / Math.max(width, height)));
  const png = await sharp(svg, { density, limitInputPixels: 4 * edge * edge })
    .resize(edge, edge, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  process.stdout.write(JSON.stringify({ width, height, png: png.toString('base64') }));
});
`;

const sharpEntry = createRequire(import.meta.url).resolve('sharp');

export class SvgTooSlowError extends Error {
  constructor() {
    super(`tegningen blev ikke færdig inden for ${SVG_DRAWING_MS} ms`);
    this.name = 'SvgTooSlowError';
  }
}

export type DrawnSvg = { width: number; height: number; png: Buffer };

/**
 * Draws an SVG (sanitized: server/lib/svg-sanitizer.ts) as a PNG square of `edge` pixels, in its
 * queue's turn, in a child process killed when SVG_DRAWING_MS is up. librsvg draws a document in
 * one call that nothing interrupts: with sharp's timeout({ seconds: 1 }) the nested-<use> logo still
 * took 7.5 s, and a worker thread's terminate() waited 6.2 s for it to end, the core busy all the
 * while; a killed process stops at once. Even reading an SVG's size can draw it: without a viewBox,
 * that logo's metadata() took 13 s. So nothing in this process hands an uploaded SVG to librsvg.
 */
export function drawSvg(queue: WorkQueue, svg: Uint8Array, edge: number): Promise<DrawnSvg> {
  return queue.run(
    () =>
      new Promise<DrawnSvg>((resolve, reject) => {
        // No environment: should a crafted file find a flaw in librsvg, the server's secrets are not there.
        const child = spawn(process.execPath, ['-e', DRAW_IN_CHILD, sharpEntry, String(edge)], { stdio: 'pipe', env: {} });
        const output: Buffer[] = [];
        const errors: Buffer[] = [];
        let tooSlow = false;
        const timer = setTimeout(() => {
          tooSlow = true;
          child.kill('SIGKILL');
        }, SVG_DRAWING_MS);
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
        // A child that ends before reading all of the SVG says why by its exit, not by this.
        child.stdin.on('error', () => {});
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          if (tooSlow) return reject(new SvgTooSlowError());
          if (code !== 0) return reject(new Error(drawingError(Buffer.concat(errors).toString('utf8'))));
          try {
            const { width, height, png } = JSON.parse(Buffer.concat(output).toString('utf8')) as { width: number; height: number; png: string };
            resolve({ width, height, png: Buffer.from(png, 'base64') });
          } catch (error) {
            reject(error);
          }
        });
        child.stdin.end(svg);
      }),
  );
}

/** The line of a child's error output that says what went wrong (Node prints the source line and a caret first). */
function drawingError(stderr: string): string {
  return stderr.split('\n').find((line) => /^\w*Error\b/.test(line))?.trim() ?? (stderr.trim() || 'tegningen mislykkedes');
}
