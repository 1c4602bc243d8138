import { expect, type Page } from '@playwright/test';
import { localisedPath } from '../shared/i18n';
import { expectNoAccessibilityViolations, startApp, test } from './support';

/**
 * The public site in both languages (docs/languages.md): every page of a visitor passes axe in Danish
 * and in English, on a phone and a laptop; an English page has no Danish word of the site's own
 * (content without English is marked lang="da", and is left out); the switch keeps the page and its filters.
 */

/** The visitors' pages in Danish, with a real event, artist and venue of the demo programme. */
async function danishPages(page: Page): Promise<string[]> {
  const events = (await (await page.request.get('/api/events?filter=is_public%3Dtrue&limit=1')).json()) as {
    records: { id: number; venue: { id: number }; concerts: { artist: { id: number } }[] }[];
  };
  const event = events.records[0]!;
  return ['/', '/events', `/events/${event.id}`, '/events/tidligere', '/artists', `/artists/${event.concerts[0]!.artist.id}`, `/venues/${event.venue.id}`, '/about', '/follow', '/spil-hos-os', '/findes-ikke'];
}

/**
 * Words of the site's own Danish that English never uses: function words, the menu's and the
 * programme's words, weekdays and months that differ. Names (of acts, venues, people) are not words
 * the site writes, and a record's Danish text is inside lang="da".
 */
const DANISH_WORDS =
  /(?<![\p{L}\p{N}])(og|på|ikke|eller|af|fra|til|med|der|det|har|kl\.|koncert\w*|kunstner\w*|kommende|tidligere|læs|billet\w*|udsolgt|aflyst|udskudt|gratis|entré|dørene|åbner|følg|tilmeld|vis|skjul|søg|ingen|næste|forrige|hele|om os|log ind|indhold|frivillig\w*|aldersgrænse|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag|januar|februar|marts|maj|juni|juli|oktober|side|sider|alle|spil hos os|gæsteliste|vælg|tilbage)(?![\p{L}\p{N}])/giu;

/**
 * What a reader of the page sees and hears, but a record's own Danish text (lang="da", also where a
 * picture's alt or a link's label repeats it) and the switch to Danish.
 */
const englishText = (page: Page) =>
  page.evaluate(() => {
    const danishContent = [...document.body.querySelectorAll('[lang="da"]')].map((element) => element.textContent?.trim() ?? '').filter(Boolean);
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll('[lang="da"], script, style, template, [hidden]')) element.remove();
    const labels = [...document.body.querySelectorAll('[aria-label], [alt], [title]')]
      .filter((element) => !element.closest('[lang="da"]'))
      .flatMap((element) => [element.getAttribute('aria-label'), element.getAttribute('alt'), element.getAttribute('title')]);
    let text = [body.innerText, ...labels].join('\n');
    for (const content of danishContent) text = text.split(content).join(' ');
    return text;
  });

for (const { width, height, device } of [
  { width: 390, height: 844, device: 'a phone' },
  { width: 1280, height: 900, device: 'a laptop' },
]) {
  test(`on ${device}, every visitor's page passes axe in Danish and in English, and the English has no Danish word of the site's`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const danish of await danishPages(page)) {
      for (const path of [danish, localisedPath(danish, 'en')]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(danish === '/findes-ikke' ? 404 : 200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', path === danish ? 'da' : 'en');
        // Axe judges the page as a person uses it: with React started, as a pointer reaching for a link starts it.
        await startApp(page);
        await expectNoAccessibilityViolations(page, `${path} at ${width} px`);
        if (path !== danish) expect([...(await englishText(page)).matchAll(DANISH_WORDS)].map((match) => match[0]), path).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });
}

test('switching language keeps the page and its filters, both ways, and the choice is remembered', async ({ page }) => {
  await page.goto('/events?kind=concert');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/en\/events\?kind=concert$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The filter is still chosen: its chip (in the filter sheet) is the current page's.
  await expect(page.locator('a[aria-current="page"][href="/en/events?kind=concert"]')).not.toHaveCount(0);

  // Remembered: a Danish address now opens in English.
  await page.goto('/artists');
  await expect(page).toHaveURL(/\/en\/artists$/);

  await page.goto('/en/events?kind=concert');
  await page.getByRole('link', { name: 'Læs siden på dansk' }).click();
  await expect(page).toHaveURL(/\/events\?kind=concert$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.goto('/artists');
  await expect(page).toHaveURL(/\/artists$/);
});

test('an English page links its Danish twin and itself for search engines, and keeps English as the visitor moves on', async ({ page }) => {
  await page.goto('/en/events');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/events$/);
  await expect(page.locator('link[rel="alternate"][hreflang="da"]')).toHaveAttribute('href', /\/events$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/events$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  // Moving on inside the site (React started, the router navigating) stays in English.
  await startApp(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL(/\/en\/artists$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a browser that reads English first is offered the English page, never sent there; one that chose is not asked again', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  const offer = page.getByText('This page is also in English.');
  await expect(offer).toBeVisible();
  await page.getByRole('link', { name: 'Read it in English' }).click();
  await expect(page).toHaveURL(/\/en\/events$/);
  await page.getByRole('link', { name: 'Læs siden på dansk' }).click();
  await expect(page).toHaveURL(/\/events$/);
  // Chosen Danish: not offered English again.
  await expect(page.getByText('This page is also in English.')).toBeHidden();
  await context.close();

  const danishReader = await browser.newPage({ locale: 'da-DK' });
  await danishReader.goto('/en/events');
  await expect(danishReader.getByText('Denne side findes også på dansk.')).toBeVisible();
  await danishReader.goto('/events');
  await expect(danishReader.getByText('This page is also in English.')).toBeHidden();
  await danishReader.close();
});
