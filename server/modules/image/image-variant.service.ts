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

/**
 * The bytes of one variant of a stored image: read when it was made before, otherwise made from
 * the original and stored. Two first requests at once both succeed: the loser reads the winner's.
 */
export async function findOrMakeImageVariant(em: EntityManager, hash: string, variant: string): Promise<ImageVariant | null> {
  const stored = await em.findOne(ImageVariant, { image: { hash }, variant });
  if (stored) return stored;
  const original = await findImageData(em, hash);
  if (!original) return null;
  const made = em.create(ImageVariant, { image: original.image, variant, ...(await renderVariant(original.data, variant)) });
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(ImageVariant, { image: { hash }, variant });
  }
  return made;
}
