import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

/** What a visitor sees of the demo programme without scrolling, on a phone and on a laptop (docs/screens.md). */
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Scrolls into the month with the most rows and says where its heading and the site header then are. */
async function scrollIntoLongestMonth(page: Page) {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('section[aria-labelledby^="maaned-"]')];
    const section = sections.reduce((longest, each) => (each.offsetHeight > longest.offsetHeight ? each : longest));
    // Well past where the heading began, with the month's rows still going on below it.
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY + Math.min(300, section.offsetHeight / 2));
    const heading = section.querySelector('h2')!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const shown = document.elementFromPoint(heading.left + 8, heading.top + heading.height / 2);
    return {
      headingTop: heading.top,
      headerBottom: header.bottom,
      monthBottom: section.getBoundingClientRect().bottom,
      headingBottom: heading.bottom,
      uncovered: section.querySelector('h2')!.contains(shown),
    };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test('/events shows at least three concerts on the first screen, with small pictures', async ({ page }) => {
    await page.goto('/events');
    const rows = page.getByRole('article');
    expect(await rows.count()).toBeGreaterThan(3);
    for (let index = 0; index < 3; index += 1) {
      expect((await box(rows.nth(index))).y + (await box(rows.nth(index))).height).toBeLessThanOrEqual(phone.height);
    }
    const cover = rows.first().locator('img');
    expect((await box(cover)).width).toBeLessThanOrEqual(80);
    await expect(rows.first().getByRole('heading').getByRole('link')).toBeVisible();
  });

  test('a month heading stays below the site header while its month scrolls by', async ({ page }) => {
    await page.goto('/events');
    const seen = await scrollIntoLongestMonth(page);
    expect(Math.abs(seen.headingTop - seen.headerBottom)).toBeLessThanOrEqual(1);
    expect(seen.monthBottom).toBeGreaterThan(seen.headingBottom);
    expect(seen.uncovered).toBe(true);
  });

  test('the filters sit behind "Filtrér", which counts the active ones and keeps them in the address', async ({ page }) => {
    await page.goto('/events');
    const genres = page.getByRole('navigation', { name: 'Genre' });
    await expect(genres).toBeHidden();
    await page.getByText('Filtrér', { exact: true }).click();
    await expect(genres).toBeVisible();
    await expectNoAccessibilityViolations(page, 'events, filter sheet open');
    const genre = genres.getByRole('link').nth(1);
    const genreName = await genre.innerText();
    await genre.click();
    await expect(page).toHaveURL(/\?genre=\d+$/);
    // The sheet closes on a choice, so the filtered list is what shows.
    await expect(genres).toBeHidden();
    await page.getByText('Filtrér (1)', { exact: true }).click();
    await expect(genres.getByRole('link', { name: genreName })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('navigation', { name: 'Spillested' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\?genre=\d+&venue=\d+$|\?venue=\d+&genre=\d+$/);
    await expect(page.getByText('Filtrér (2)', { exact: true })).toBeVisible();
    await page.goto(page.url());
    await expect(page.getByText('Filtrér (2)', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Nulstil filtre' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByText('Filtrér', { exact: true })).toBeVisible();
  });

  test('the event page shows "Køb billet" without scrolling', async ({ page }) => {
    await page.goto('/events?kind=concert');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    // The programme's rows carry ticket links too (from 640 px): measure only once the event page is shown.
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Koncerter' })).toBeVisible();
    const ticket = page.getByRole('link', { name: /^Køb billet til / });
    await expect(ticket).toBeVisible();
    const { y, height } = await box(ticket);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y + height).toBeLessThanOrEqual(phone.height);
  });

  test('/artists shows each artist with a picture in width variants, lazy but for the first', async ({ page }) => {
    await page.goto('/artists');
    const entries = page.getByRole('main').getByRole('list').getByRole('listitem');
    const count = await entries.count();
    expect(count).toBeGreaterThan(2);
    await expect(entries.locator('img')).toHaveCount(count);
    const first = entries.first().locator('img');
    await expect(first).toHaveAttribute('srcset', /640w/);
    await expect(first).toHaveAttribute('sizes', /px/);
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(entries.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: laptop });

  test('/events is one dense list: every row as wide as the list, four or more on the first screen', async ({ page }) => {
    await page.goto('/events');
    const rows = page.getByRole('article');
    const widths = new Set(await rows.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().width))));
    expect([...widths]).toHaveLength(1);
    expect((await box(rows.nth(3))).y + (await box(rows.nth(3))).height).toBeLessThanOrEqual(laptop.height);
    const seen = await scrollIntoLongestMonth(page);
    expect(Math.abs(seen.headingTop - seen.headerBottom)).toBeLessThanOrEqual(1);
    expect(seen.uncovered).toBe(true);
  });

  test('/events lines up every cover, also on a cancelled or sold-out row without "Køb billet"', async ({ page }) => {
    await page.goto('/events');
    const rows = page.getByRole('article');
    await expect(rows.filter({ hasText: 'Aflyst' }).locator('img')).toHaveCount(1);
    const edges = new Set(await rows.locator('img').evaluateAll((images) => images.map((image) => Math.round(image.getBoundingClientRect().right))));
    expect([...edges]).toHaveLength(1);
  });

  test('a cover crops about its focal point: on the event page, in /events and in the link preview', async ({ page }) => {
    await logIn(page);
    const coming = encodeURIComponent(`is_public=true,from_date>${new Date().toISOString().slice(0, 10)}`);
    const [event] = (await (await page.request.get(`/api/events?per_page=1&order_by=from_date&filter=${coming}`)).json()).records as { id: number; imageUrl: string }[];
    const focused = await page.request.put('/api/images/focus', { data: { imageUrl: event!.imageUrl, focus: { x: 50, y: 10 } } });
    expect(focused.ok()).toBe(true);
    try {
      await page.goto(`/events/${event!.id}`);
      const cover = page.getByRole('article').locator('img').first();
      await expect.poll(() => cover.evaluate((image) => getComputedStyle(image).objectPosition)).toBe('50% 10%');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /-og-50-10\.webp$/);
      await page.goto('/events');
      const row = page.getByRole('article').filter({ has: page.locator(`a[href="/events/${event!.id}"]`) });
      await expect.poll(() => row.locator('img').evaluate((image) => getComputedStyle(image).objectPosition)).toBe('50% 10%');
    } finally {
      await page.request.put('/api/images/focus', { data: { imageUrl: event!.imageUrl, focus: null } });
    }
  });

  test('the landing page shows the next concert and the first upcoming ones within the first 800 px', async ({ page }) => {
    await page.goto('/');
    const next = page.getByRole('region', { name: 'Næste koncert' }).getByRole('article');
    expect((await box(next.getByRole('heading'))).y).toBeLessThan(laptop.height);
    const upcoming = page.getByRole('region', { name: 'Kommende koncerter' }).getByRole('article');
    expect((await box(upcoming.first())).y).toBeLessThan(laptop.height);
    expect((await box(upcoming.nth(1))).y).toBeLessThan(laptop.height);
    await expectNoAccessibilityViolations(page, 'landing on a laptop');
  });

  test('the event page shows "Køb billet" without scrolling', async ({ page }) => {
    await page.goto('/events?kind=concert');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    // The programme's rows carry ticket links too (from 640 px): measure only once the event page is shown.
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Koncerter' })).toBeVisible();
    const { y, height } = await box(page.getByRole('link', { name: /^Køb billet til / }));
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y + height).toBeLessThanOrEqual(laptop.height);
  });
});
