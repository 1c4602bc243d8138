/**
 * The router's data for hydrating a page (every loader's answer, 5–25 kB of script on a visitor's
 * page) is only needed once React starts, which on a visitor's page is when they reach for
 * something (app-start.ts), and often never. Run as the page loads, it cost a phone's main thread
 * 100–160 ms after the first paint (npm run bench:lighthouse). So the server sends those scripts
 * inert, with a type the browser does not run, and hydrating runs them first, in their order.
 */
const INERT_TYPE = 'text/x-deferred-hydration';

/** The router's own hydration scripts in the HTML, as TanStack Router writes them. */
const HYDRATION_SCRIPT = /<script (nonce="[^"]*" data-tsr-stream-part="")>/g;

/** The server's side: the page's HTML with the router's hydration scripts made inert. */
export function deferHydrationData(html: string): string {
  return html.replace(HYDRATION_SCRIPT, `<script type="${INERT_TYPE}" $1>`);
}

/**
 * The browser's side, before hydrating: each inert script replaced by a live copy, which runs at
 * once; the last of them removes them all, as the router's scripts do. A copy of an inline script
 * runs under the page's CSP by its nonce, which the element keeps after the browser hides the attribute.
 */
export function runDeferredHydrationData(document: Document): void {
  for (const inert of document.querySelectorAll<HTMLScriptElement>(`script[type="${INERT_TYPE}"]`)) {
    const live = document.createElement('script');
    for (const { name, value } of inert.attributes) if (name !== 'type') live.setAttribute(name, value);
    live.nonce = inert.nonce;
    live.textContent = inert.textContent;
    inert.replaceWith(live);
  }
}
