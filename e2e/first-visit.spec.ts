import { gzipSync } from 'node:zlib';
import { expect, type Page, type Route } from '@playwright/test';
import { FIRST_VISIT_JS_BUDGET_GZIP_KB } from '../client/src/lib/app-start';
import { projectLeader, test } from './support';
import { localisedPath } from '../shared/i18n';

/**
 * A visitor's first load is the server's HTML, the styles and one small script (client/src/lib/app-start.ts);
 * React comes when they reach for a link. Checked here as a phone sees it: what the browser really fetches,
 * and every control before React is there.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A slow phone line (Lighthouse's "slow 4G"), so the page is seen before and while its scripts arrive. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

/** Holds React's own chunk until `release` is called: the page stays as the server sent it, with its first script run. */
async function holdReact(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/hydrate-app-[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

async function publicPaths(page: Page): Promise<string[]> {
  const events = (await (await page.request.get('/api/events?filter=is_public%3Dtrue&limit=1')).json()) as {
    records: { id: number; venue: { id: number }; concerts: { artist: { id: number } }[] }[];
  };
  const event = events.records[0]!;
  const danish = ['/', '/events', `/events/${event.id}`, '/events/tidligere', '/artists', `/artists/${event.concerts[0]!.artist.id}`, `/venues/${event.venue.id}`, '/about'];
  return [...danish, ...danish.map((path) => localisedPath(path, 'en'))];
}

test(`a first visit to every public page, in Danish and in English, downloads at most ${FIRST_VISIT_JS_BUDGET_GZIP_KB} kB gzip of JavaScript, and no React`, async ({ page }) => {
  for (const path of await publicPaths(page)) {
    const scripts: string[] = [];
    const listener = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', listener);
    let gzipBytes = 0;
    for (const url of scripts) gzipBytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
    expect(scripts.map((url) => new URL(url).pathname), path).toEqual([expect.stringMatching(/^\/assets\/entry-client-[\w-]+\.js$/)]);
    expect(gzipBytes / 1024, path).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_GZIP_KB);
    await expect(page.locator('html'), path).not.toHaveAttribute('data-hydrated');
  }
});

test('before React, every control on a visitor\'s page works, and React keeps what they did', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await throttle(page);
  const react = await holdReact(page);
  const spotify: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('spotify.com')) spotify.push(request.url());
  });

  // The landing slideshow's pause.
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pause billedshowet' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');

  // An event's "Del": no share sheet in this browser, so the address is copied and said so.
  const eventPath = (await publicPaths(page))[2]!;
  await page.goto(eventPath);
  await page.getByRole('button', { name: 'Del' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Linket er kopieret' })).toBeVisible();

  // The filter sheet is a <details>: it opens by itself.
  await page.goto('/events');
  await page.getByText('Filtrér', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Genre' })).toBeVisible();

  // The artists' backdrop pause, and an artist's Spotify preview (nothing from Spotify before the press).
  await page.goto('/artists');
  const still = page.getByRole('button', { name: 'Stop skiftende baggrund' });
  await still.click();
  await expect(still).toHaveAttribute('aria-pressed', 'true');
  const artistWithPreview = page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first();
  await artistWithPreview.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const listen = page.getByRole('link', { name: 'Lyt til en smagsprøve' });
  if ((await listen.count()) > 0) {
    expect(spotify).toEqual([]);
    await listen.click();
    await expect(page.locator('iframe[title^="Smagsprøve på"]')).toBeVisible();
    expect(spotify.some((url) => url.startsWith('https://open.spotify.com/embed/'))).toBe(true);
  }

  // A tap on a link is a plain page load: it never waits for React.
  await page.getByRole('link', { name: 'Tilfældig kunstner' }).tap();
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  // Back on an event, scrolled down, a pointer on a link starts React; hydration keeps the place and what was done.
  await page.goto(eventPath);
  await page.getByRole('button', { name: 'Del' }).click();
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('link', { name: 'Koncerter', exact: true }).dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect.poll(() => react.requested()).toBe(true);
  await react.release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole('status').filter({ hasText: 'Linket er kopieret' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Del' })).toBeEnabled();
  // And from then on the site is an SPA that opens the next page at its top.
  await page.getByRole('link', { name: 'Koncerter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koncerter' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('before React, the log-in form posts by itself, and the admin area\'s buttons are disabled until they work', async ({ page }) => {
  await throttle(page);
  const react = await holdReact(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(projectLeader.email);
  await page.getByLabel('Adgangskode').fill(projectLeader.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/admin/);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

  await page.goto('/admin/venues/create', { waitUntil: 'commit' });
  await expect(page.getByLabel('Navn')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Opret spillested' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeDisabled();
  await react.release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.getByLabel('Navn')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeEnabled();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Log ud' })).toBeEnabled();
});
