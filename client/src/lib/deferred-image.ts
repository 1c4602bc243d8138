/** Fetches a picture rendered `deferred` (components/responsive-image.tsx); one with its address already stays as it is. */
export function loadDeferredImage(image: HTMLImageElement): void {
  const { src, srcset } = image.dataset;
  if (!src || image.getAttribute('src')) return;
  if (srcset) image.srcset = srcset;
  image.src = src;
}
