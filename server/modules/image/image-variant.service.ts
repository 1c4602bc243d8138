import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { IMAGE_WIDTHS, OPEN_GRAPH_SIZE } from '../../../shared/image-variants';
import { ImageVariant } from './image-variant.entity';
import { findImageData } from './image.service';
import { withSharp } from './load-sharp';

const VARIANTS = new Set<string>([...IMAGE_WIDTHS.map(String), 'og']);
export const isImageVariant = (variant: string) => VARIANTS.has(variant);

/** Link previews want 1200×630 filled; the attention strategy keeps faces and subjects in frame. */
function renderVariant(original: Uint8Array, variant: string) {
  return withSharp(async (sharp) => {
    const pipeline =
      variant === 'og'
        ? sharp(original).resize({ ...OPEN_GRAPH_SIZE, fit: 'cover', position: sharp.strategy.attention })
        : sharp(original).resize({ width: Number(variant), withoutEnlargement: true });
    const { data, info } = await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, byteSize: data.length };
  });
}

type MadeVariant = { data: Buffer; width: number; height: number; byteSize: number };

/**
 * The bytes of one variant of a stored image: read when it was made before, otherwise made from
 * the original by `render` and stored. Two first requests at once both succeed: the loser reads the
 * winner's. `mimeType` narrows which originals qualify (width variants are of WebP pictures only).
 */
export async function findOrMakeVariant(
  em: EntityManager,
  hash: string,
  variant: string,
  render: (original: Uint8Array, mimeType: string) => Promise<MadeVariant>,
  mimeType?: string,
): Promise<ImageVariant | null> {
  const stored = await em.findOne(ImageVariant, { image: { hash, ...(mimeType && { mimeType }) }, variant });
  if (stored) return stored;
  const original = await findImageData(em, hash, mimeType ?? null);
  if (!original) return null;
  const made = em.create(ImageVariant, { image: original.image, variant, ...(await render(original.data, original.image.mimeType)) });
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(ImageVariant, { image: { hash }, variant });
  }
  return made;
}

/** A width variant or the link-preview crop of a stored WebP picture (server/http/images.ts). */
export const findOrMakeImageVariant = (em: EntityManager, hash: string, variant: string) =>
  findOrMakeVariant(em, hash, variant, (original) => renderVariant(original, variant), 'image/webp');
