import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, test } from './support';

/** The programme in English as a visitor on a phone finds it (issue 48): /en, the programme, an event, the archive, a venue. */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, isMobile: true, hasTouch: true });

/** Danish words of the programme's own pages that an English page must not show. */
const DANISH = /\b(Koncerter|Kommende koncerter|Næste koncert|Tidligere koncerter|Køb billet|Vis flere|Dørene åbner|Har spillet her|Tilgængelighed|Gratis entré|Udsolgt|Aflyst)\b|\bkl\. \d/;

/** What the page says in its own words: the records' texts shown in Danish (marked lang="da") left out. */
const ownWords = (page: Page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const danish of copy.querySelectorAll('[lang="da"], script')) danish.remove();
    return copy.textContent ?? '';
  });

async function expectEnglish(page: Page, state: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await ownWords(page)).not.toMatch(DANISH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoAccessibilityViolations(page, state);
}

test('the programme in English: the front page, the programme, an event, the archive and a venue', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 2, name: 'Next concert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all concerts' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Upcoming concerts as RSS' })).toHaveAttribute('href', '/en/rss.xml');
  await expectEnglish(page, 'the English front page on a phone');

  await page.getByRole('link', { name: 'See all concerts' }).click();
  await expect(page).toHaveURL('/en/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Concerts' })).toBeVisible();
  // Months in English: "December 2026".
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
  await expect(page.getByText('Filter', { exact: true })).toBeVisible();
  await expectEnglish(page, 'the English programme on a phone');

  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toContainText(/\d\d:\d\d · /);
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/events\/\d+$/);
  // The full date in English: "Friday 4 December 2026, 20:00–23:30".
  await expect(page.getByRole('main').getByText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^About the / })).toBeVisible();
  await expectEnglish(page, 'an English event page on a phone');

  await page.goto('/en/events/tidligere');
  await expect(page.getByRole('heading', { level: 1, name: 'Past concerts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^\d{4}$/);
  await expectEnglish(page, 'the English archive on a phone');

  const venue = page.getByRole('main').getByRole('article').first().getByRole('link').nth(1);
  const venueName = await venue.innerText();
  await venue.click();
  await expect(page).toHaveURL(/\/en\/venues\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming concerts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Played here' })).toBeVisible();
  await expectEnglish(page, 'an English venue page on a phone');
});
