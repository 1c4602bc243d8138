import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

/** Nothing wider than the screen: a phone never scrolls sideways. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const { name, viewport } of screens) {
  test.describe(`access information on a ${name}`, () => {
    test.use({ viewport });

    test('the programme filtered by Trinfri adgang leads to a night and its venue, both telling their access', async ({ page }, testInfo) => {
      await page.goto('/events');
      await page.getByText('Filtrér', { exact: true }).click();
      await page.getByRole('navigation', { name: 'Adgang' }).getByRole('link', { name: 'Trinfri adgang' }).click();
      await expect(page).toHaveURL(/trinfri=true/);
      await expect(page.getByText('Filtrér (1)')).toBeVisible();
      // Studenterhuset has steps at its entrance: none of its nights is listed.
      await expect(page.getByRole('article').filter({ hasText: 'Studenterhuset' })).toHaveCount(0);

      await page.getByRole('article').filter({ hasText: 'Indienat' }).getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Indienat' })).toBeVisible();
      const access = page.getByRole('region', { name: 'Tilgængelighed' });
      await access.scrollIntoViewIfNeeded();
      // The night's items, then its venue's (Voxhall), then both free texts.
      await expect(access.getByRole('listitem')).toHaveText([
        'Tegnsprogstolket',
        'Intet stroboskoplys',
        'Trinfri adgang',
        'Handicaptoilet',
        'Teleslynge',
        'Siddepladser',
        'Stille rum',
        'Handicapparkering',
        'Ledsagerkort gælder',
      ]);
      await expect(access.getByText('Tegnsprogstolken står ved scenens venstre side.')).toBeVisible();
      expect(await fitsTheScreen(page)).toBe(true);
      await access.screenshot({ path: testInfo.outputPath(`event-access-${name}.png`) });
      await expectNoAccessibilityViolations(page, `event page (${name})`);

      await page.getByRole('link', { name: 'Voxhall' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Voxhall' })).toBeVisible();
      const venueAccess = page.getByRole('region', { name: 'Tilgængelighed' });
      await expect(venueAccess.getByRole('listitem').first()).toHaveText('Trinfri adgang');
      await expect(venueAccess.getByText('Tegnsprogstolket')).toHaveCount(0);
      expect(await fitsTheScreen(page)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`venue-${name}.png`) });
      await expectNoAccessibilityViolations(page, `venue page (${name})`);
    });
  });
}

test('a venue that tells nothing says nothing of access; told in the admin form, its page shows it', async ({ page }, testInfo) => {
  await logIn(page);
  await page.goto('/admin/venues');
  await page.getByRole('link', { name: 'Godset', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/venues\/\d+\/edit$/);
  const fieldset = page.getByRole('group', { name: 'Tilgængelighed' });
  await expect(fieldset.getByLabel('Trinfri indgang')).toHaveValue('');
  await expectNoAccessibilityViolations(page, 'venue form');
  const adminUrl = page.url();
  const venueUrl = new URL(adminUrl).pathname.replace(/^\/admin(.*)\/edit$/, '$1');

  await page.goto(venueUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Godset' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tilgængelighed' })).toHaveCount(0);

  await page.goto(adminUrl);
  await fieldset.getByLabel('Trinfri indgang').selectOption({ label: 'Delvis' });
  await fieldset.getByLabel('Teleslynge').selectOption({ label: 'Ja' });
  await fieldset.getByLabel('Mere om tilgængelighed').fill('Rampe ved bagindgangen');
  await fieldset.screenshot({ path: testInfo.outputPath('venue-form.png') });
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er opdateret' })).toBeVisible();

  await page.goto(venueUrl);
  const access = page.getByRole('region', { name: 'Tilgængelighed' });
  await expect(access.getByRole('listitem')).toHaveText(['Delvis trinfri adgang', 'Teleslynge']);
  await expect(access.getByText('Rampe ved bagindgangen')).toBeVisible();
});
