const STORAGE_KEY = 'spillested:reloaded-for';

/**
 * After a deploy, an open tab may ask for code chunks that no longer exist. Reloading fetches the
 * new index.html and its chunks; remembering each error in sessionStorage means a chunk that stays
 * broken reaches the error page instead of reloading for ever.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const key = event.payload?.message ?? String(event.payload);
    const seen: string[] = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (seen.includes(key)) return;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...seen, key]));
    event.preventDefault();
    window.location.reload();
  });
}
