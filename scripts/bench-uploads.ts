/**
 * `npm run bench:uploads [-- --uploads 24] [--megapixels 40]`: a fresh server process on a scratch
 * SQLite database gets that many uploads of a picture of that size (noise, as a JPEG under the
 * 10 MB limit) all at once from the administrator, and the benchmark prints the server's resident
 * memory before and at its peak (VmHWM) and how long the uploads took. Only 127.0.0.1 (port 3441).
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../shared/constants';
import { loginAdmin, memoryMb, percentile, scratchDatabase, startServer } from './bench-server';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '24' },
    megapixels: { type: 'string', default: '40' },
    port: { type: 'string', default: '3441' },
  },
});
const uploads = Number(values.uploads);
const megapixels = Number(values.megapixels);

/** Noise drawn at a sixteenth of the pixels and scaled up: full-size noise would not fit in 10 MB as a JPEG. */
async function noisePicture(): Promise<Buffer> {
  // 70:57, as 7000×5700: a large camera's 4:3 or thereabouts.
  const height = Math.floor(Math.sqrt((megapixels * 1e6 * 57) / 70) / 4);
  const width = Math.floor((megapixels * 1e6) / 16 / height);
  const noise = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  const small = await noise.png().toBuffer();
  const picture = await sharp(small).resize(width * 4, height * 4, { kernel: 'nearest' }).jpeg({ quality: 65 }).toBuffer();
  if (picture.length > MAX_IMAGE_BYTES) throw new Error(`billedet fylder ${(picture.length / 1e6).toFixed(1)} MB, over grænsen`);
  return picture;
}

const picture = await noisePicture();
const { width, height } = await sharp(picture).metadata();
// As `npm start` runs the server: glibc otherwise gives each thread that decodes pictures a
// memory arena of its own and keeps what they freed (peak 502 MB here instead of 334 MB).
process.env.MALLOC_ARENA_MAX ??= '2';
const database = await scratchDatabase(false);
const server = await startServer(database.url, Number(values.port));
const pid = server.process.pid!;
try {
  const cookie = await loginAdmin(server.url);
  const before = memoryMb(pid);
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, memoryMb(pid));
  }, 20);

  const started = performance.now();
  const timings: number[] = [];
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: uploads }, async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'stort.jpg');
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/events/image`, { method: 'POST', headers: { cookie }, body: form });
      await response.arrayBuffer();
      timings.push(performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }),
  );
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const peak = Math.max(highest, memoryMb(pid, 'VmHWM'));

  timings.sort((a, b) => a - b);
  const answers = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(`bench:uploads: ${uploads} samtidige uploads af ${width}×${height} (${((width! * height!) / 1e6).toFixed(1)} megapixel, ${(picture.length / 1e6).toFixed(1)} MB JPEG)`);
  console.log(`  svar           ${answers}`);
  console.log(`  RSS            ${before.toFixed(0)} MB før, ${peak.toFixed(0)} MB på det højeste (VmHWM)`);
  console.log(`  tid            ${(totalMs / 1000).toFixed(1)} s i alt; pr. upload p50 ${(percentile(timings, 0.5) / 1000).toFixed(1)} s, max ${(timings.at(-1)! / 1000).toFixed(1)} s`);
  process.exitCode = statuses.get(200) === uploads ? 0 : 1;
} finally {
  await server.stop();
  await database.drop();
}
