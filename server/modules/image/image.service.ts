import { createHash } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { forbidden, invalid } from '../../errors';
import { IMAGE_PATH, imageUrl, MIME_TYPES } from '../../lib/image-url';
import { hasPermission, type Viewer } from '../../lib/viewer';
import type { ImageFocusInput } from '../../../shared/schemas/image-focus';
import { type EncodedImage, encodeImage, type ImageInput, type ImagePurpose } from './image-encoding';
import { ImageData } from './image-data.entity';
import { Image } from './image.entity';

async function saveEncoded(em: EntityManager, encoded: EncodedImage): Promise<Image> {
  const hash = createHash('sha256').update(encoded.data).digest('hex');
  const existing = await em.findOne(Image, { hash });
  if (existing) return existing;
  const image = em.create(Image, {
    hash,
    mimeType: encoded.mimeType,
    width: encoded.width,
    height: encoded.height,
    byteSize: encoded.data.length,
  });
  em.create(ImageData, { image, data: encoded.data });
  try {
    await em.flush();
  } catch (error) {
    // The same picture uploaded twice at once: the other request stored it.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(Image, { hash });
  }
  return image;
}

/** Checks, re-encodes and stores an uploaded file (docs/content.md). */
export async function storeUpload(em: EntityManager, input: ImageInput, purpose: ImagePurpose): Promise<Image> {
  return saveEncoded(em, await encodeImage(input, purpose));
}

/**
 * The stored image an URL in a request body points at. Only URLs this server issued are accepted
 * (absolute on PUBLIC_URL, or the bare path), so records never show pictures from elsewhere; an SVG
 * only where `svg` allows one (a logo).
 */
export async function resolveImageUrl(em: EntityManager, publicUrl: string, url: string, { svg = false } = {}): Promise<Image> {
  let parsed: URL;
  try {
    parsed = new URL(url, publicUrl);
  } catch {
    throw invalid('Billedets URL er ugyldigt');
  }
  const [, hash, extension = ''] = IMAGE_PATH.exec(parsed.pathname) ?? [];
  if (parsed.origin !== new URL(publicUrl).origin || !hash || parsed.search || parsed.hash || (extension === 'svg' && !svg)) {
    throw invalid('Billedet skal være uploadet her på siden');
  }
  const image = await em.findOne(Image, { hash, mimeType: MIME_TYPES[extension] });
  if (!image) throw invalid('Billedet findes ikke; upload det igen');
  return image;
}

/** The bytes behind an image path, for serving: by default a WebP picture, which has width variants; null takes any kind. */
export async function findImageData(em: EntityManager, hash: string, mimeType: string | null = 'image/webp'): Promise<ImageData | null> {
  return em.findOne(ImageData, { image: { hash, ...(mimeType && { mimeType }) } }, { populate: ['image'] });
}

/**
 * PUT /api/images/focus: the focal point of an uploaded picture, chosen with a click on it where it
 * is uploaded (docs/content.md). The picture is shared by all that show it, so is its point. For
 * those who upload covers or artists' pictures.
 */
export async function setImageFocus(em: EntityManager, publicUrl: string, { imageUrl: url, focus }: ImageFocusInput, viewer: Viewer) {
  if (!hasPermission(viewer, 'manageEvents') && !hasPermission(viewer, 'manageArtists')) throw forbidden('Du har ikke adgang til denne handling');
  return em.transactional(async (tx) => {
    const image = await resolveImageUrl(tx, publicUrl, url);
    tx.assign(image, { focusX: focus?.x ?? null, focusY: focus?.y ?? null });
    await tx.flush();
    return { imageUrl: imageUrl(publicUrl, image), ...(focus && { focus }) };
  });
}
