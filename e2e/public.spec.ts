import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, startApp, test } from './support';

/** A visitor on a phone (docs/screens.md: designed at 390 px first), on the demo programme. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Calls to the API while a page loads: the server already rendered its data into the page. */
function apiCallsDuring(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(request.url());
  });
  return calls;
}

test('a visitor goes from the landing page to an event, to an artist, and listens to a preview', async ({ page }) => {
  const spotify: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('spotify.com')) spotify.push(request.url());
  });
  const apiCalls = apiCallsDuring(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Spillested' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Næste koncert' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mød holdet' })).toBeVisible();
  expect(apiCalls).toEqual([]);

  // The next night may be the free Friday bar, with no one on stage: the programme's first concert has acts to follow.
  await page.goto('/events?kind=concert');
  const next = page.getByRole('article').first();
  const title = await next.getByRole('heading').innerText();
  await next.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Spillested`);
  await expect(page.getByRole('heading', { name: 'Koncerter' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Køb billet til ${title}` })).toHaveAttribute('target', '_blank');

  const artist = page.getByRole('region', { name: 'Koncerter' }).getByRole('link').first();
  const artistName = await artist.innerText();
  await artist.click();
  await expect(page.getByRole('heading', { level: 1, name: artistName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kommende koncerter' })).toBeVisible();

  expect(spotify).toEqual([]);
  await page.getByRole('link', { name: 'Lyt til en smagsprøve' }).click();
  await expect(page.getByTitle(`Smagsprøve på ${artistName} fra Spotify`)).toBeVisible();
  expect(spotify.some((url) => url.startsWith('https://open.spotify.com/embed/'))).toBe(true);
  await expectNoAccessibilityViolations(page, 'artist page, Spotify opened');

  await page.getByRole('link', { name: 'Tilfældig kunstner' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(artistName);
});

test('a visitor filters the events by genre, shares the filtered address and adds an event to the calendar', async ({ page }) => {
  await page.goto('/events');
  const all = await page.getByRole('article').count();
  await page.getByText('Filtrér', { exact: true }).click();
  const genres = page.getByRole('navigation', { name: 'Genre' });
  const genre = genres.getByRole('link').nth(1);
  const genreName = await genre.innerText();
  await genre.click();
  await expect(page).toHaveURL(/\?genre=\d+$/);
  await page.getByText('Filtrér (1)', { exact: true }).click();
  await expect(genres.getByRole('link', { name: genreName })).toHaveAttribute('aria-current', 'page');
  const filtered = await page.getByRole('article').count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await expectNoAccessibilityViolations(page, 'events, filtered by genre');

  // The filtered address, opened afresh, shows the same list.
  await page.goto(page.url());
  await expect(page.getByRole('article')).toHaveCount(filtered);

  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tilføj til kalender' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^spillested-\d+\.ics$/);
  const text = await (await fetch(new URL(`/events/${/\/events\/(\d+)/.exec(page.url())![1]}.ics`, page.url()))).text();
  expect(text).toContain('BEGIN:VEVENT');
});

test('the artists backdrop moves to another artist each time, and stops for a focused artist', async ({ page }) => {
  await page.clock.install();
  await page.goto('/artists');
  const backdrop = page.locator('[aria-hidden="true"] img').first();
  let shown = await backdrop.getAttribute('src');
  for (let step = 0; step < 6; step += 1) {
    await page.clock.runFor(4100);
    await expect(backdrop).not.toHaveAttribute('src', shown!);
    shown = await backdrop.getAttribute('src');
  }
  const list = page.getByRole('main').getByRole('list');
  // A phone has no hover: focus holds the artist as pointing does on a laptop.
  const focused = list.getByRole('link').nth(2);
  const artistId = /\/artists\/(\d+)/.exec((await focused.getAttribute('href'))!)![1];
  const { imageUrl } = (await (await page.request.get(`/api/artists/${artistId}`)).json()) as { imageUrl: string };
  const held = imageUrl.replace('.webp', '-640.webp');
  await focused.focus();
  await expect(backdrop).toHaveAttribute('src', held);
  await page.clock.runFor(12_000);
  await expect(backdrop).toHaveAttribute('src', held);
  await page.getByRole('button', { name: 'Stop skiftende baggrund' }).click();
  await expectNoAccessibilityViolations(page, 'artists, rotation stopped');
});

test('the slideshow can be paused and stands still for visitors who want less motion', async ({ page, browser }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pause billedshowet' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expectNoAccessibilityViolations(page, 'landing, slideshow paused');

  const calm = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  await calm.goto(page.url());
  await expect(calm.getByRole('heading', { name: 'Næste koncert' })).toBeVisible();
  await expect(calm.getByRole('button', { name: /billedshowet/ })).toHaveCount(0);
  await calm.close();
});

test('every public page hydrates without an error, is accessible and loads without asking the API again', async ({ page }) => {
  // Ten pages, each hydrated and checked by axe: more than one page's cap on a busy machine.
  test.setTimeout(180_000);
  // A hydration mismatch surfaces as an uncaught React error; anything else logged as an error counts too.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !page.url().endsWith('/findes-ikke')) errors.push(`${page.url()}: ${message.text()}`);
  });
  await page.goto('/events?kind=concert');
  const eventPath = await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  // A row's second link is its venue's page.
  const venuePath = await page.getByRole('article').first().getByRole('link').nth(1).getAttribute('href');
  await page.goto(eventPath!);
  const artistPath = await page.getByRole('region', { name: 'Koncerter' }).getByRole('link').first().getAttribute('href');
  for (const path of ['/', '/events', eventPath!, '/events/tidligere', '/artists', artistPath!, venuePath!, '/about', '/findes-ikke', '/auth/login']) {
    const apiCalls = apiCallsDuring(page);
    await page.goto(path);
    // A visitor's page starts React when they reach for a link: that is when it hydrates.
    await startApp(page);
    await page.waitForLoadState('networkidle');
    expect(apiCalls, path).toEqual([]);
    await expectNoAccessibilityViolations(page, path);
  }
  expect(errors).toEqual([]);
});

test('a keyboard alone reaches the content and an event', async ({ page }) => {
  await page.goto('/events');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Gå til indhold' })).toBeFocused();
  await page.keyboard.press('Enter');
  // From the content, Tab reaches the filter control, then the first event.
  const firstEvent = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = await firstEvent.innerText();
  for (let presses = 0; presses < 60 && !(await firstEvent.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(firstEvent).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Næste koncert' })).toBeVisible();
    await page.getByRole('region', { name: 'Næste koncert' }).getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The next night may be the free Friday bar, which has no concerts: the programme's first concert has.
    await page.goto('/events?kind=concert');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Koncerter' })).toBeVisible();
    await page.getByRole('region', { name: 'Koncerter' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Kommende koncerter' })).toBeVisible();
    await page.goto('/events');
    await page.getByText('Filtrér', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Spillested' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\?venue=\d+$/);
    await expect(page.getByText('Filtrér (1)', { exact: true })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Holdene' })).toBeVisible();
  });
});
