import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl, openGraphImageUrl } from '../../shared/image-variants';
import { removeUnusedImages, UNUSED_IMAGE_GRACE_MS } from '../modules/image/image-cleanup';
import { ImageData } from '../modules/image/image-data.entity';
import { ImageVariant } from '../modules/image/image-variant.entity';
import { Image } from '../modules/image/image.entity';
import { samplePicture } from '../test/sample-images';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

async function uploadPicture(width: number, height: number, seed: number): Promise<string> {
  const response = await t.upload('POST', '/api/events/image', {
    field: 'image',
    file: await samplePicture('png', { width, height, seed }),
    cookie: await t.loginAdmin(),
  });
  expect(response.status).toBe(200);
  return new URL(response.text).pathname;
}

const pixelSize = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe('picture variants (docs/content.md)', () => {
  it('serves every width, never wider than the original, as immutable WebP', async () => {
    const path = await uploadPicture(1500, 1000, 11);
    for (const width of IMAGE_WIDTHS) {
      const response = await t.get(imageVariantUrl(path, width));
      expect(response.status, `${width}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await pixelSize(response.raw);
      expect(size.format).toBe('webp');
      expect(size.width).toBe(Math.min(width, 1500));
      expect(size.height).toBe(Math.round((Math.min(width, 1500) * 1000) / 1500));
    }
  });

  it('crops the link-preview picture to exactly 1200×630, whatever the original', async () => {
    for (const [width, height] of [[400, 900], [2000, 500]] as const) {
      const response = await t.get(openGraphImageUrl(await uploadPicture(width, height, width)));
      expect(response.status).toBe(200);
      expect(await pixelSize(response.raw)).toMatchObject({ width: 1200, height: 630, format: 'webp' });
    }
  });

  it('makes a variant once and serves the stored copy after, also to many first requests at once', async () => {
    const path = await uploadPicture(800, 600, 21);
    const first = await Promise.all(Array.from({ length: 6 }, () => t.get(imageVariantUrl(path, 640))));
    expect(first.map((response) => response.status)).toEqual(Array(6).fill(200));
    const countStored = () => t.orm.em.fork().count(ImageVariant, { image: { hash: path.slice(8, 72) }, variant: '640' });
    expect(await countStored()).toBe(1);
    const again = await t.get(imageVariantUrl(path, 640));
    expect(again.raw.equals(first[0]!.raw)).toBe(true);
    expect(await countStored()).toBe(1);
    const etag = String(again.headers.etag);
    expect((await t.get(imageVariantUrl(path, 640), { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers 404 for widths it does not make and pictures it does not have', async () => {
    const path = await uploadPicture(300, 200, 31);
    for (const url of [path.replace('.webp', '-500.webp'), path.replace('.webp', '-OG.webp'), `/images/${'0'.repeat(64)}-640.webp`]) {
      const response = await t.get(url);
      expect(response.status, url).toBe(404);
      expect(response.body).toEqual({ message: 'Billedet findes ikke' });
    }
  });

  it('answers the picture itself for a variant that cannot be made, and remembers not to try again', async () => {
    // A stored picture sharp cannot read: its variants fail however often they are asked for.
    const data = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ikke et billede', 'latin1');
    const hash = createHash('sha256').update(data).digest('hex');
    const em = t.orm.em.fork();
    em.create(ImageData, { image: em.create(Image, { hash, mimeType: 'image/webp', width: 800, height: 600, byteSize: data.length }), data });
    await em.flush();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.get(imageVariantUrl(`/images/${hash}.webp`, 640));
      expect(response.status).toBe(200);
      expect(response.raw.equals(data)).toBe(true);
    }
    const stored = await t.orm.em.fork().find(ImageVariant, { image: { hash } });
    expect(stored.map(({ variant, failure }) => ({ variant, failed: failure !== null }))).toEqual([{ variant: '640', failed: true }]);
  });

  it('removes the variants with their unused picture', async () => {
    const path = await uploadPicture(700, 500, 41);
    expect((await t.get(imageVariantUrl(path, 320))).status).toBe(200);
    const later = new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000);
    expect(await removeUnusedImages(t.orm.em.fork(), later)).toBeGreaterThan(0);
    expect(await t.orm.em.fork().count(ImageVariant, {})).toBe(0);
    expect((await t.get(imageVariantUrl(path, 320))).status).toBe(404);
  });
});
