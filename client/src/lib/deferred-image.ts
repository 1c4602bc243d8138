/**
 * Fetches a picture rendered `deferred` (components/responsive-image.tsx), once the page has loaded:
 * until then the line and the phone's main thread are the page's own. One with its address already
 * stays as it is.
 */
export function loadDeferredImage(image: HTMLImageElement): void {
  if (document.readyState !== 'complete') {
    window.addEventListener('load', () => loadDeferredImage(image), { once: true });
    return;
  }
  const { src, srcset } = image.dataset;
  if (!src || image.getAttribute('src')) return;
  if (srcset) image.srcset = srcset;
  image.src = src;
}
