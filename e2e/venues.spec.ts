import { expect, type Page } from '@playwright/test';
import { test } from './support';
import { e2eAdmin } from '../playwright.config';

/** A one-pixel PNG: the smallest picture the server accepts. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Adgangskode').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Du er logget ind' })).toBeVisible();
}

test('an admin logs in, creates, edits and deletes a venue, meets a 404 and logs out', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/venues');
  await expect(page.getByRole('heading', { name: 'Spillesteder' })).toBeVisible();
  await expect(page).toHaveTitle('Spillesteder – admin · Spillested');

  // Create, after one attempt with an empty name.
  await page.getByRole('link', { name: 'Opret spillested' }).click();
  await page.getByRole('button', { name: 'Opret spillested' }).click();
  await expect(page.getByText('Skriv spillestedets navn')).toBeVisible();
  await page.getByLabel('Navn').fill('Loppen');
  await page.getByLabel('By').fill('København');
  await page.getByLabel('Land').selectOption({ label: 'Danmark' });
  await page.getByRole('button', { name: 'Opret spillested' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er oprettet' })).toBeVisible();
  await expect(page).toHaveURL('/admin/venues');
  await expect(page.getByRole('row', { name: /Loppen København Danmark/ })).toBeVisible();

  // Edit.
  await page.getByRole('link', { name: 'Loppen', exact: true }).click();
  await expect(page.getByLabel('Navn')).toHaveValue('Loppen');
  await expect(page.getByText(/^Senest opdateret af Første Administrator, \S+dag \d+\. \S+ \d{4} kl\. \d\d\.\d\d$/)).toBeVisible();
  await page.getByLabel('Navn').fill('Loppen Scene');
  await page.getByLabel('Land').selectOption({ label: 'Sverige' });
  await page.getByRole('button', { name: 'Gem ændringer' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er opdateret' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Loppen Scene København Sverige/ })).toBeVisible();
  await page.getByRole('link', { name: 'Loppen Scene', exact: true }).click();
  await expect(page.getByLabel('Navn')).toHaveValue('Loppen Scene');
  await expect(page.getByText(/^Senest opdateret af Første Administrator, /)).toBeVisible();

  // Delete from the edit screen, confirming in the dialog.
  await page.getByRole('button', { name: 'Slet spillested' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slet Loppen Scene?' });
  await dialog.getByRole('button', { name: 'Slet' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er slettet' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Loppen Scene/ })).toHaveCount(0);

  // An unknown address.
  await page.goto('/findes/ikke');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hov! Denne side findes desværre ikke...' })).toBeVisible();
  await expect(page).toHaveTitle('Siden findes ikke · Spillested');
  await page.getByRole('link', { name: 'Lad os følge dig hjem igen...' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Spillested');

  // Log out.
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Log ud' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Du er logget ud' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Log ind' })).toBeVisible();
  await page.goto('/admin/venues');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a venue that does not exist shows the not-found page inside the admin area', async ({ page }) => {
  await logIn(page);
  for (const venueId of ['999999', 'abc']) {
    await page.goto(`/admin/venues/${venueId}/edit`);
    await expect(page.getByRole('heading', { name: 'Hov! Denne side findes desværre ikke...' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  }
});

test('an event id that is not an integer, or no event, is not found, with a real 404', async ({ page }) => {
  for (const path of ['/events/abc', '/events/99999']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Hov! Denne side findes desværre ikke...' })).toBeVisible();
  }
});

test('the admin area asks visitors to log in and returns them afterwards', async ({ page }) => {
  await page.goto('/admin/venues');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fadmin%2Fvenues');
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Adgangskode').fill('forkert-kode');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Noget gik galt...' })).toBeVisible();
  // Nothing typed is lost when the server says no.
  await expect(page.getByLabel('E-mail')).toHaveValue(e2eAdmin.email);

  await page.getByLabel('Adgangskode').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL('/admin/venues');
  await expect(page.getByRole('heading', { name: 'Spillesteder' })).toBeVisible();
});

test('a new member registers and is told the membership awaits approval', async ({ page }) => {
  await page.goto('/auth/register');
  await expect(page.getByLabel('Vis mig på foreningens offentlige sider')).not.toBeChecked();
  await page.getByLabel('E-mail').fill('ny@spillested.test');
  await page.getByLabel('Fornavn').fill('Nina');
  await page.getByLabel('Efternavn').fill('Nielsen');
  await page.getByLabel('Adgangskode', { exact: true }).fill('hemmelig-kode');
  await page.getByLabel('Gentag adgangskode').fill('noget-andet');
  await page.getByRole('button', { name: 'Bliv medlem' }).click();
  await expect(page.getByText('Vælg et profilbillede')).toBeVisible();

  // The picture is uploaded as soon as it is chosen: a refusal shows the server's reason, a success the picture.
  const pictureInput = page.getByLabel('Profilbillede');
  await pictureInput.setInputFiles({ name: 'noter.txt', mimeType: 'text/plain', buffer: Buffer.from('ikke et billede') });
  await expect(page.getByText('Filtypen understøttes ikke; brug JPEG, PNG, WebP eller AVIF')).toBeVisible();
  await pictureInput.setInputFiles({ name: 'mig.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  const preview = page.getByAltText('Dit profilbillede');
  await expect(preview).toHaveAttribute('src', /\/images\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(page.getByText('Vælg et profilbillede')).toHaveCount(0);
  await page.getByRole('button', { name: 'Bliv medlem' }).click();
  await expect(page.getByText('De to adgangskoder er ikke ens')).toBeVisible();

  await page.getByLabel('Gentag adgangskode').fill('hemmelig-kode');
  await page.getByRole('button', { name: 'Bliv medlem' }).click();
  await expect(page).toHaveURL('/auth/pending');
  await expect(page.getByRole('heading', { name: 'Dit medlemskab afventer godkendelse' })).toBeVisible();
  // Straight to the admin area, even from the server, is a redirect back here.
  await page.goto('/admin/venues');
  await expect(page).toHaveURL('/auth/pending');
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  // While waiting, the consent asked at registration can be given, and it holds across a reload.
  const consent = page.getByLabel('Vis mig på foreningens offentlige sider');
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByRole('status').filter({ hasText: 'Du vises nu på foreningens sider' })).toBeVisible();
  await page.reload();
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Log ud' }).click();
  await expect(page).toHaveURL('/');
});
