import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, test } from './support';

/** The past of the demo programme as a visitor on a phone finds it: the archive, a venue, an artist (docs/screens.md). */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test('the archive, a venue and an artist show who has played, newest first', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('main').getByRole('link', { name: 'Tidligere koncerter' }).click();
  await expect(page).toHaveURL('/events/tidligere');
  await expect(page.getByRole('heading', { level: 1, name: 'Tidligere koncerter' })).toBeVisible();
  // By year, newest first, and nothing to buy any more.
  const year = String(new Date().getFullYear());
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^\d{4}$/);
  expect(Number(await page.getByRole('heading', { level: 2 }).first().textContent())).toBeLessThanOrEqual(Number(year));
  const rows = page.getByRole('main').getByRole('article');
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('link', { name: /Køb billet/ })).toHaveCount(0);
  const [title, venue] = await rows.first().getByRole('link').allInnerTexts();
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page, 'the archive on a phone');

  // The newest past concert's venue: its address, its programme and its past.
  await rows.first().getByRole('link', { name: venue }).click();
  await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vis på kort/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kommende koncerter' })).toBeVisible();
  const playedAtVenue = page.getByRole('region', { name: 'Har spillet her' });
  await expect(playedAtVenue.getByRole('link', { name: title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page, 'a venue page on a phone');

  // That concert's first artist has it under "Har spillet her", below their upcoming concerts.
  await playedAtVenue.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const artist = page.getByRole('region', { name: 'Koncerter' }).getByRole('link').first();
  const name = await artist.innerText();
  await artist.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const played = page.getByRole('region', { name: 'Har spillet her' });
  await played.scrollIntoViewIfNeeded();
  await expect(played.getByRole('link', { name: title })).toBeVisible();
  const upcoming = await page.getByRole('heading', { level: 2, name: 'Kommende koncerter' }).boundingBox();
  const past = await played.getByRole('heading', { level: 2 }).boundingBox();
  expect(past!.y).toBeGreaterThan(upcoming!.y);
  await expectNoSidewaysScroll(page);
});
