import { open, readFile } from 'node:fs/promises';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../../../shared/constants';
import { APP_ICON_SIZES, appIconLogoEdge } from '../../../shared/site-identity';
import { DomainError, invalid } from '../../errors';
import { LOGO_TOO_COMPLEX_MESSAGE, looksLikeSvg, sanitizeSvg } from '../../lib/svg-sanitizer';
import { uploadWork, withSharp } from './load-sharp';
import { drawSvg, SvgTooSlowError } from './svg-drawing';

export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Long edge after re-encoding (docs/content.md): pictures for pages, small profile pictures, and an
 * association's logo, shown at most 512 px wide (its largest app icon). A logo may be an SVG too.
 */
export const IMAGE_LONG_EDGE = { picture: 2048, profile: 512, logo: 1024 } as const;
export type ImagePurpose = keyof typeof IMAGE_LONG_EDGE;

export const UNSUPPORTED_IMAGE_MESSAGE = 'Filtypen understøttes ikke; brug JPEG, PNG, WebP eller AVIF';
const UNSUPPORTED_LOGO_MESSAGE = 'Filtypen understøttes ikke; brug SVG, PNG, JPEG, WebP eller AVIF';

/** The format by the file's first bytes; names and declared types are not trusted. */
export function sniffImageFormat(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'avif' | undefined {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return undefined;
}

export type EncodedImage = { data: Buffer; width: number; height: number; mimeType: 'image/webp' | 'image/svg+xml' };

/** A picture in memory, or the path of a file holding it (an upload, kept on disk while it waits its turn). */
export type ImageInput = Buffer | string;

/** The size and first bytes of a picture, which tell its format. */
async function sizeAndHead(input: ImageInput): Promise<{ size: number; head: Uint8Array }> {
  if (typeof input !== 'string') return { size: input.length, head: input };
  const file = await open(input);
  try {
    const head = Buffer.alloc(12);
    await file.read(head, 0, head.length, 0);
    return { size: (await file.stat()).size, head };
  } finally {
    await file.close();
  }
}

/**
 * Checks an upload and re-encodes it as WebP: turned upright by its EXIF orientation, metadata
 * (location, camera) stripped, long edge capped. Refuses what is not a supported picture (415),
 * too many pixels (413) and files that do not decode (400).
 */
export async function encodeImage(input: ImageInput, purpose: ImagePurpose): Promise<EncodedImage> {
  const { size, head } = await sizeAndHead(input);
  if (size > MAX_IMAGE_BYTES) throw new DomainError('too-large', IMAGE_TOO_LARGE_MESSAGE);
  if (purpose === 'logo' && looksLikeSvg(head)) return encodeSvg(typeof input === 'string' ? await readFile(input) : input);
  if (!sniffImageFormat(head)) throw new DomainError('unsupported-type', purpose === 'logo' ? UNSUPPORTED_LOGO_MESSAGE : UNSUPPORTED_IMAGE_MESSAGE);
  return withSharp(uploadWork, async (pipeline) => {
    let size: { width?: number; height?: number };
    try {
      size = await pipeline(input, { limitInputPixels: false }).metadata();
    } catch {
      throw invalid('Billedet kunne ikke læses');
    }
    if (!size.width || !size.height) throw invalid('Billedet kunne ikke læses');
    if (size.width * size.height > MAX_IMAGE_PIXELS) {
      throw new DomainError('too-large', 'Billedet må højst have 40 megapixel');
    }
    const edge = IMAGE_LONG_EDGE[purpose];
    try {
      const { data, info } = await pipeline(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, mimeType: 'image/webp' as const };
    } catch {
      throw invalid('Billedet kunne ikke læses');
    }
  });
}

/**
 * An SVG logo, rebuilt from the sanitizer's allowlist (server/lib/svg-sanitizer.ts) and kept as
 * SVG. Drawn once here, as large as the server will ever draw it (the largest app icon), within
 * the drawing's time (server/modules/image/svg-drawing.ts): refused if it takes longer, so no
 * visitor's request for its icon can, and if librsvg cannot draw it; the drawing gives its size.
 */
async function encodeSvg(file: Buffer): Promise<EncodedImage> {
  const data = Buffer.from(sanitizeSvg(file.toString('utf8')));
  try {
    const { width, height } = await drawSvg(uploadWork.queue, data, appIconLogoEdge(APP_ICON_SIZES.at(-1)!));
    return { data, width, height, mimeType: 'image/svg+xml' };
  } catch (error) {
    if (error instanceof SvgTooSlowError) throw new DomainError('too-large', LOGO_TOO_COMPLEX_MESSAGE);
    throw invalid('SVG-filen kunne ikke tegnes');
  }
}
