/**
 * The layout of the visitors' pages. They work without React (links, forms, and controllers for the rest),
 * so their first load is the server's HTML, the styles and entry-client.ts alone; React hydrates them when
 * the visitor reaches for a link or a control. Every other page (admin, log-in) starts React at once, and
 * the server preloads its chunks (server/http/page-manifest.ts).
 */
export const PUBLIC_LAYOUT_ID = '/_public';

/** What <html data-start> says to entry-client.ts. */
export type AppStart = 'on-intent' | 'at-once';

/** When a page with these route matches starts React. */
export function appStart(matches: readonly { routeId: string }[]): AppStart {
  return matches.some((match) => match.routeId === PUBLIC_LAYOUT_ID) ? 'on-intent' : 'at-once';
}

/**
 * What a first visit to a visitor's page may download of JavaScript, gzip (npm run bench:size, and
 * e2e/first-visit.spec.ts counts what the browser really fetches). React and the router alone are
 * about 100 kB gzip, so they cannot be part of it.
 */
export const FIRST_VISIT_JS_BUDGET_GZIP_KB = 90;
