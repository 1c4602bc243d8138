import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { IMAGE_WIDTHS, OPEN_GRAPH_SIZE, OPEN_GRAPH_VARIANT } from '../../../shared/image-variants';
import { ImageVariant } from './image-variant.entity';
import { findImageData } from './image.service';
import { variantWork, withSharp } from './load-sharp';

const WIDTHS = new Set<string>(IMAGE_WIDTHS.map(String));
export const isImageVariant = (variant: string) => WIDTHS.has(variant) || OPEN_GRAPH_VARIANT.test(variant);

/** Where a crop of `size` out of `whole` begins so that `at` (0–1) is as near its middle as the edges let it be. */
const cropStart = (whole: number, size: number, at: number) => Math.min(Math.max(Math.round(whole * at - size / 2), 0), whole - size);

/**
 * Link previews want 1200×630 filled. Around the focal point the variant's name gives, when it gives
 * one; otherwise the attention strategy keeps faces and subjects in frame.
 */
function renderVariant(original: Uint8Array, variant: string) {
  const [, x, y] = OPEN_GRAPH_VARIANT.exec(variant) ?? [];
  return withSharp(variantWork, async (pipeline) => {
    let resized;
    if (x !== undefined && y !== undefined) {
      const { width = 1, height = 1 } = await pipeline(original).metadata();
      const scale = Math.max(OPEN_GRAPH_SIZE.width / width, OPEN_GRAPH_SIZE.height / height);
      const [scaledWidth, scaledHeight] = [Math.max(Math.round(width * scale), OPEN_GRAPH_SIZE.width), Math.max(Math.round(height * scale), OPEN_GRAPH_SIZE.height)];
      resized = pipeline(original)
        .resize({ width: scaledWidth, height: scaledHeight, fit: 'fill' })
        .extract({
          left: cropStart(scaledWidth, OPEN_GRAPH_SIZE.width, Number(x) / 100),
          top: cropStart(scaledHeight, OPEN_GRAPH_SIZE.height, Number(y) / 100),
          ...OPEN_GRAPH_SIZE,
        });
    } else if (variant === 'og') resized = pipeline(original).resize({ ...OPEN_GRAPH_SIZE, fit: 'cover', position: 'attention' });
    else resized = pipeline(original).resize({ width: Number(variant), withoutEnlargement: true });
    const { data, info } = await resized.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, byteSize: data.length };
  });
}

type MadeVariant = { data: Buffer; width: number; height: number; byteSize: number };
type Render = (original: Uint8Array, mimeType: string) => Promise<MadeVariant>;

/** The variants this process is making now, by image and variant: a request for one under way waits for it. */
const making = new Map<string, Promise<ImageVariant | null>>();

/**
 * The stored variant of an image: read when it was made (or failed) before, otherwise made from
 * the original by `render` and stored. Requests for the same variant at once make it once: on this
 * instance they wait for the one making it; on another, the loser of the insert reads the winner's.
 * A variant `render` fails on is stored as failed, with why (`failure`), and never made again: its
 * callers answer something else (a default icon, the original). `mimeType` narrows which originals
 * qualify (width variants are of WebP pictures only).
 */
export async function findOrMakeVariant(em: EntityManager, hash: string, variant: string, render: Render, mimeType?: string): Promise<ImageVariant | null> {
  const stored = await em.findOne(ImageVariant, { image: { hash, ...(mimeType && { mimeType }) }, variant });
  if (stored) return stored;
  const key = `${hash}-${variant}`;
  let made = making.get(key);
  if (!made) {
    made = makeVariant(em, hash, variant, render, mimeType).finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
}

async function makeVariant(em: EntityManager, hash: string, variant: string, render: Render, mimeType?: string): Promise<ImageVariant | null> {
  const original = await findImageData(em, hash, mimeType ?? null);
  if (!original) return null;
  const made = await render(original.data, original.image.mimeType).then(
    (fields) => ({ ...fields, failure: null }),
    (error: unknown) => ({ data: Buffer.alloc(0), width: 0, height: 0, byteSize: 0, failure: (error instanceof Error ? error.message : String(error)).slice(0, 200) }),
  );
  const stored = em.create(ImageVariant, { image: original.image, variant, ...made });
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(ImageVariant, { image: { hash }, variant });
  }
  return stored;
}

/** A width variant or the link-preview crop of a stored WebP picture (server/http/images.ts). */
export const findOrMakeImageVariant = (em: EntityManager, hash: string, variant: string) =>
  findOrMakeVariant(em, hash, variant, (original) => renderVariant(original, variant), 'image/webp');
