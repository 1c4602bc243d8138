import { expect } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, picture, test } from './support';

// The flow writes an event and uploads a cover on a small shared machine.
test.describe.configure({ timeout: 120_000 });

test('on a phone, an organiser makes a free bar night without artist or ticket link; its page says "Gratis entré", on a laptop too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('link', { name: 'Opret event' }).click();

  await page.getByLabel('Titel').fill('Lørdagsbar');
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Baren er åben hele aftenen.');
  await page.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Baraften' });
  await page.getByRole('combobox', { name: 'Entré' }).selectOption({ label: 'Gratis entré' });
  await expect(page.getByLabel('Billet-URL')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Kunstner, koncert 1' })).toHaveCount(0);
  await page.getByLabel('Spillested').selectOption({ index: 1 });
  await page.getByLabel(/^Cover/).setInputFiles(picture('lørdagsbar.png'));
  await expect(page.getByRole('img', { name: 'Eventets cover' })).toBeVisible();

  // Without its own times it is told what is missing, under the field.
  await page.getByRole('button', { name: 'Opret event' }).click();
  await expect(page.getByText('Angiv hvornår eventet begynder')).toBeVisible();
  await page.getByLabel('Starter').fill('2027-05-08T17:00');
  await page.getByLabel('Slutter').fill('2027-05-08T23:00');
  await page.getByRole('button', { name: 'Opret event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er oprettet' })).toBeVisible();

  await page.goto('/events?kind=bar-night');
  const night = page.getByRole('article').filter({ hasText: 'Lørdagsbar' });
  await expect(night).toContainText('Baraften');
  await night.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lørdagsbar' })).toBeVisible();
  await expect(page.getByText('Gratis entré')).toBeVisible();
  await expect(page.getByText('Køb billet')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Koncerter' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'bar night page at 390 px');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByText('Gratis entré')).toBeVisible();
  await expect(page.getByText('Køb billet')).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'bar night page at 1280 px');
  await page.goto('/events?kind=bar-night');
  await expect(page.getByRole('article').filter({ hasText: 'Lørdagsbar' })).toContainText('Gratis entré');
  await expect(page.getByText('Køb billet')).toHaveCount(0);
});
