import { imageSrcSet, imageVariantUrl } from '../../../shared/image-variants';
import type { ImageFocus } from '../../../shared/schemas/image-focus';

type ResponsiveImageProps = {
  src: string;
  /** Empty for pictures that only decorate what the text beside them says. */
  alt: string;
  /** The intrinsic size of the box the picture fills (its aspect ratio), so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide the picture is shown, for the browser's pick from the width variants. */
  sizes: string;
  /** The page's largest picture: loaded at once and first. Every other picture waits until it is near. */
  priority?: boolean;
  /**
   * Not loaded at all until a script asks (a slideshow's later pictures): the addresses wait in
   * `data-src` and `data-srcset` for `loadDeferredImage` (lib/deferred-image.ts).
   */
  deferred?: boolean;
  /** The picture's focal point: a cropped picture (object-cover) keeps it in view. */
  focus?: ImageFocus;
  className?: string;
};

/**
 * Every picture on the public pages (docs/content.md): the browser picks the width variant the
 * screen needs, so a phone never downloads a 2048 px original, and a dark placeholder colour
 * holds the place until the picture arrives.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, deferred = false, focus, className = '' }: ResponsiveImageProps) {
  const addresses = { src: imageVariantUrl(src, 640), srcSet: imageSrcSet(src) };
  return (
    <img
      {...(deferred ? { 'data-src': addresses.src, 'data-srcset': addresses.srcSet } : addresses)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={`bg-stone-800 ${className}`}
      style={focus && { objectPosition: `${focus.x}% ${focus.y}%` }}
    />
  );
}
