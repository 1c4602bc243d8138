import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../test/sample-images';
import { uploadWork } from '../modules/image/load-sharp';
import { API_ERROR_MESSAGES } from '../errors';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const IMAGE_URL = new RegExp(`^${PUBLIC_URL}/images/[0-9a-f]{64}\\.webp$`);

describe('uploads', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  const imagePath = (url: string) => new URL(url).pathname;

  describe.each([
    ['PUT', '/api/artists/image', 'image'],
    ['POST', '/api/events/image', 'image'],
    ['POST', '/api/members/picture', 'file'],
  ] as const)('%s %s', (method, path, field) => {
    it.each(['png', 'jpeg', 'webp', 'avif'] as const)('takes a %s and answers its absolute URL as text', async (format) => {
      const response = await t.upload(method, path, { field, file: await samplePicture(format, { seed: 3 }), cookie: admin });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.text).toMatch(IMAGE_URL);
      const served = await t.get(imagePath(response.text));
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.raw).metadata()).format).toBe('webp');
    });

    it('refuses a file in the wrong field with 400', async () => {
      const response = await t.upload(method, path, { field: 'other', file: await samplePicture(), cookie: admin });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: `Billedfilen mangler i feltet "${field}"` });
    });

    it('refuses an empty file with 400', async () => {
      const response = await t.upload(method, path, { field, file: Buffer.alloc(0), cookie: admin });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Billedfilen er tom' });
    });

    it('answers the picture sent with another method as an unknown address (404), not as the wrong type', async () => {
      const response = await t.upload(method === 'PUT' ? 'POST' : 'PUT', path, { field, file: await samplePicture(), cookie: admin });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Adressen findes ikke' });
    });
  });

  it('re-encodes as WebP, turns the picture upright and strips its metadata', async () => {
    // 40×20 landscape tagged "rotate 90°" (EXIF orientation 6), with a comment that must not survive.
    const tagged = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'hemmeligt sted' } } })
      .toBuffer();
    const response = await t.upload('POST', '/api/events/image', { field: 'image', file: tagged, cookie: admin });
    const stored = await t.get(imagePath(response.text));
    const metadata = await sharp(stored.raw).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.raw.includes('hemmeligt')).toBe(false);
  });

  it('caps the long edge: 2048 px for pictures, 512 px for profile pictures', async () => {
    const large = await samplePicture('png', { width: 3000, height: 1000, seed: 5 });
    const picture = await t.upload('POST', '/api/events/image', { field: 'image', file: large, cookie: admin });
    const profile = await t.upload('POST', '/api/members/picture', { field: 'file', file: large });
    const sizeOf = async (url: string) => sharp((await t.get(imagePath(url))).raw).metadata();
    expect(await sizeOf(picture.text)).toMatchObject({ width: 2048, height: 683 });
    expect(await sizeOf(profile.text)).toMatchObject({ width: 512, height: 171 });
  });

  it('gives the same picture the same URL, served with immutable caching and an ETag', async () => {
    const file = await samplePicture('png', { seed: 9 });
    const first = await t.upload('POST', '/api/events/image', { field: 'image', file, cookie: admin });
    const second = await t.upload('POST', '/api/events/image', { field: 'image', file, cookie: admin });
    expect(second.text).toBe(first.text);
    const served = await t.get(imagePath(first.text));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const revalidated = await t.get(imagePath(first.text), { headers: { 'if-none-match': String(served.headers.etag) } });
    expect(revalidated.status).toBe(304);
  });

  it('decodes at most one picture per core at a time; the others wait their turn', async () => {
    // Noise takes the decoder long enough for the uploads to meet in the queue.
    const noise = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .png()
      .toBuffer();
    let mostRunning = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      mostRunning = Math.max(mostRunning, uploadWork.queue.running);
      mostWaiting = Math.max(mostWaiting, uploadWork.queue.waiting);
    }, 1);
    const uploads = Array.from({ length: uploadWork.queue.size * 3 }, () => t.upload('POST', '/api/events/image', { field: 'image', file: noise, cookie: admin }));
    const statuses = (await Promise.all(uploads)).map((response) => response.status);
    clearInterval(watch);
    expect(statuses).toEqual(uploads.map(() => 200));
    expect(uploadWork.queue.size).toBe(availableParallelism());
    expect(mostRunning).toBe(uploadWork.queue.size);
    expect(mostWaiting).toBeGreaterThan(0);
  });

  it('answers 404 for images that do not exist', async () => {
    for (const path of [`/images/${'0'.repeat(64)}.webp`, '/images/nope.webp', '/images/..%2fpackage.json']) {
      expect((await t.get(path)).status).toBe(404);
    }
  });

  describe('refusals', () => {
    it('sniffs the content: a text file named .png is refused with 415', async () => {
      const response = await t.upload('POST', '/api/events/image', {
        field: 'image',
        file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'cover.png',
        type: 'image/png',
        cookie: admin,
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: 'Filtypen understøttes ikke; brug JPEG, PNG, WebP eller AVIF' });
    });

    it('refuses a truncated picture with 400', async () => {
      const truncated = (await samplePicture('png', { width: 400, height: 400, seed: 11 })).subarray(0, 60);
      const response = await t.upload('POST', '/api/events/image', { field: 'image', file: truncated, cookie: admin });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Billedet kunne ikke læses' });
    });

    it('refuses files over 10 MB with 413', async () => {
      const huge = Buffer.concat([await samplePicture('png'), Buffer.alloc(10 * 1024 * 1024)]);
      const response = await t.upload('POST', '/api/events/image', { field: 'image', file: huge, cookie: admin });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Billedet må højst fylde 10 MB' });
    });

    it('refuses pictures over 40 megapixels with 413, before decoding them', async () => {
      const wide = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } }).png().toBuffer();
      const response = await t.upload('POST', '/api/events/image', { field: 'image', file: wide, cookie: admin });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Billedet må højst have 40 megapixel' });
    });

    it('refuses a JSON body with 415', async () => {
      const response = await t.post('/api/events/image', { cookie: admin, body: { image: 'x' } });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ message: 'Send billedet som multipart/form-data' });
    });

    it('refuses uploads without a session (401), from pending members and other teams (403)', async () => {
      const file = await samplePicture();
      const pending = await t.memberWith(['booking'], { active: false });
      const economist = await t.memberWith(['economy']);
      for (const [method, path, field] of [
        ['PUT', '/api/artists/image', 'image'],
        ['POST', '/api/events/image', 'image'],
        ['POST', '/api/content/landing-images', 'file'],
      ] as const) {
        expect((await t.upload(method, path, { field, file })).status).toBe(401);
        const waiting = await t.upload(method, path, { field, file, cookie: pending.cookie });
        expect(waiting.body).toEqual({ message: 'Dit medlemskab afventer godkendelse' });
        const refused = await t.upload(method, path, { field, file, cookie: economist.cookie });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
      }
    });

    it('refuses uploads from other sites with 403', async () => {
      const response = await t.request('POST', '/api/members/picture', {
        headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--',
      });
      expect(response.status).toBe(403);
    });
  });

  it('lets visitors upload a profile picture, at most 20 per quarter hour', async () => {
    const { startTestApp } = await import('../test/test-app');
    const fresh = await startTestApp();
    try {
      const file = await samplePicture();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        expect((await fresh.upload('POST', '/api/members/picture', { field: 'file', file })).status).toBe(200);
      }
      const refused = await fresh.upload('POST', '/api/members/picture', { field: 'file', file });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'For mange billeder på kort tid. Prøv igen om et kvarter.' });
    } finally {
      await fresh.close();
    }
  });
});

describe('a request that arrives too slowly', () => {
  const t = useTestApp({ REQUEST_TIMEOUT_SECONDS: '0.5' });
  const port = 3440;

  /** Sends `start`, then a byte every 50 ms; resolves with all it read once the server closed the connection. */
  function drip(start: string, byte: string): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let dripping: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(start);
        dripping = setInterval(() => socket.writable && socket.write(byte), 50);
      });
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(dripping);
        resolve({ answer: Buffer.concat(chunks).toString(), ms: Date.now() - started });
      });
      setTimeout(() => reject(new Error('the connection was still open after 10 s')), 10_000).unref();
    });
  }

  const expectTimedOut = ({ answer, ms }: { answer: string; ms: number }) => {
    const [head, body] = answer.split('\r\n\r\n');
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(body!)).toEqual({ message: API_ERROR_MESSAGES.timeout });
    // The limit (0.5 s) plus Node's check for late requests, every tenth of it.
    expect(ms).toBeLessThan(2000);
  };

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port });
  });

  it('has its upload cut off with 408 once the time limit has passed', async () => {
    const head =
      'POST /api/members/picture HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
      'Content-Length: 100000\r\n\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n';
    expectTimedOut(await drip(head, '\xff'));
  });

  it('is cut off with 408 also while its headers arrive a byte at a time', async () => {
    expectTimedOut(await drip('GET /api/venues HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a'));
  });
});
