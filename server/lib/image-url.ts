import { remembered } from '../../shared/remembered';

/**
 * Images are served at /images/<sha-256 of the bytes>.webp, so a URL never changes meaning; an SVG
 * logo at /images/<sha-256>.svg. The services and the read models make these addresses alike; the
 * image module finds the image an address names (resolveImageUrl).
 */
export const IMAGE_PATH = /^\/images\/([0-9a-f]{64})\.(webp|svg)$/;

/** The file name ending of each kind of stored image, and the kind of each ending. */
const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/svg+xml': 'svg' };
export const MIME_TYPES: Record<string, string> = { webp: 'image/webp', svg: 'image/svg+xml' };

/** What an image's address is made of: its content's hash, and its kind. */
type StoredImage = { hash: string; mimeType: string };

/** `<public origin>/images/`, parsed once rather than for each of the hundreds of pictures a list shows. */
const imagesBase = remembered((publicUrl: string) => new URL('/images/', publicUrl).href, 10);

/** The absolute URL of a stored image: what uploads answer and what records show. */
export const imageUrl = (publicUrl: string, image: Pick<StoredImage, 'hash'>) => `${imagesBase(publicUrl)}${image.hash}.webp`;

/** The absolute URL of a stored image of any kind: an SVG logo ends in .svg. */
export const storedImageUrl = (publicUrl: string, image: StoredImage) => `${imagesBase(publicUrl)}${image.hash}.${EXTENSIONS[image.mimeType] ?? 'webp'}`;

/** Absolute URL of an optional image, or undefined (for DTOs). */
export const optionalImageUrl = (publicUrl: string, image: Pick<StoredImage, 'hash'> | null | undefined) =>
  image ? imageUrl(publicUrl, image) : undefined;

/** An image's focal point for a DTO, from its two columns; nothing when none is chosen. */
export const imageFocusOf = (x: unknown, y: unknown) =>
  x === null || x === undefined || y === null || y === undefined ? {} : { imageFocus: { x: Number(x), y: Number(y) } };
