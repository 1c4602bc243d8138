import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Served from client/public, so its scope can be door mode's pages and nothing else. */
export const DOOR_SERVICE_WORKER = '/admin/doer/sw.js';
const SCOPE = '/admin/doer/';

/** Nothing personal is kept for offline use but the door's page itself: the answers of the API stay out. */
const KEPT = /^\/(?!api\/|trpc\/|images\/)/;

let asked = false;

/**
 * Makes door mode open without network (docs/door.md#offline): the service worker keeps this page and
 * every file it loaded, the QR reader's too (loaded now, while there is network), so a reload in a
 * dead doorway still opens the door with the night IndexedDB kept. Once per page; development has no
 * built files to keep.
 */
export async function keepDoorOffline(): Promise<void> {
  if (asked || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  asked = true;
  try {
    const registration = await navigator.serviceWorker.register(DOOR_SERVICE_WORKER, { scope: SCOPE });
    await import('./qr-decoder');
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const urls = [location.href, wasmUrl, ...loaded]
      .map((url) => new URL(url, location.href))
      .filter((url) => url.origin === location.origin && KEPT.test(url.pathname))
      .map((url) => url.href);
    worker?.postMessage({ type: 'keep', urls: [...new Set(urls)] });
  } catch {
    // Without a service worker the door works as long as the page stays open.
  }
}
