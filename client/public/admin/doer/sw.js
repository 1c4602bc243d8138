// The door's service worker (docs/door.md#offline), scoped to /admin/doer/: door mode's pages and the
// files they load are kept, so a reload without network still opens the door. The night's state and the
// queue of check-ins are the page's own, in IndexedDB; the API's answers are never kept here.
const CACHE = 'spillested-door-v1';
const NEVER = /^\/(api|trpc)\//;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page names what it loaded, some of it before this worker controlled it; built files of an
// earlier deploy that it no longer loads are let go.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const wanted = new Set(event.data.urls);
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith('/assets/') && !wanted.has(request.url)) await cache.delete(request);
      }
      await Promise.all(
        [...wanted].map(async (url) => {
          if (new URL(url).origin !== self.location.origin || (await cache.match(url))) return;
          await cache.add(url).catch(() => undefined);
        }),
      );
    }),
  );
});

async function fromNetwork(request) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    await caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  // Built files never change under their hashed names: the kept copy is as good as the network's.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((kept) => kept ?? fromNetwork(request)));
    return;
  }
  // The page and the rest: the network's newest, else the copy kept from the last visit.
  event.respondWith(
    fromNetwork(request).catch(async () => (await caches.match(request, { ignoreSearch: request.mode === 'navigate' })) ?? Response.error()),
  );
});
