/**
 * Stored pictures come in width variants (docs/content.md), named by URL: `/images/<hash>.webp` is the
 * picture as uploaded (long edge ≤ 2048 px), `/images/<hash>-640.webp` the same at most 640 px wide,
 * `/images/<hash>-og.webp` a 1200×630 crop for link previews, `/images/<hash>-og-30-70.webp` the same
 * crop kept around a focal point 30 % from the left and 70 % from the top (shared/schemas/image-focus.ts:
 * named by the point, so a new point is a new address and no cache shows the old crop). Width
 * variants never upscale.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 2048] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const OPEN_GRAPH_SIZE = { width: 1200, height: 630 } as const;

const ORIGINAL = /\/images\/[0-9a-f]{64}\.webp$/;

/** `…/<hash>.webp` → `…/<hash>-<suffix>.webp`, for an URL known to name an original. */
const variantOf = (original: string, suffix: string) => `${original.slice(0, -'.webp'.length)}-${suffix}.webp`;

const variantUrl = (url: string, suffix: string) => (ORIGINAL.test(url) ? variantOf(url, suffix) : url);

export const imageVariantUrl = (url: string, width: ImageWidth) => variantUrl(url, String(width));
/** The link-preview crop's name for a focal point; up to 99 %, so it fits the variant's 8 characters. */
const openGraphVariant = (focus?: { x: number; y: number }) => (focus ? `og-${Math.min(focus.x, 99)}-${Math.min(focus.y, 99)}` : 'og');
export const OPEN_GRAPH_VARIANT = /^og(?:-(\d{1,2})-(\d{1,2}))?$/;
export const openGraphImageUrl = (url: string, focus?: { x: number; y: number }) => variantUrl(url, openGraphVariant(focus));

/** The `srcset` of a picture: every width variant, so the browser picks what the screen needs. */
export function imageSrcSet(url: string): string | undefined {
  if (!ORIGINAL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${variantOf(url, String(width))} ${width}w`).join(', ');
}
