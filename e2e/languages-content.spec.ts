import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

/** Nytårskoncert (demo programme), opened in the admin. */
async function editNewYear(page: Page) {
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'Nytårskoncert' }).click();
  await expect(page.getByLabel('Titel')).toHaveValue('Nytårskoncert');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er opdateret' })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 800 } });

test('an organiser on a laptop gives an event its English title and description in the English tabs, and the API answers them', async ({ page }) => {
  await logIn(page);
  await editNewYear(page);
  const eventId = page.url().replace(/^.*\/admin\/events\/(\d+)\/edit$/, '$1');
  // The form's first two language tabs are the title's and the description's.
  const titles = page.getByRole('tablist', { name: 'Sprog' }).nth(0);
  const descriptions = page.getByRole('tablist', { name: 'Sprog' }).nth(1);
  try {
    // Danish first; the English field shows only in its tab.
    await expect(titles.getByRole('tab', { name: 'Dansk' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Titel (engelsk)' })).toBeHidden();
    await titles.getByRole('tab', { name: 'English' }).click();
    await expect(titles.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Titel (engelsk)' }).fill("New Year's Concert");
    await descriptions.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Beskrivelse (engelsk)' }).fill('See the new year in with live music.');
    await expectNoAccessibilityViolations(page, 'event form, English tabs');
    await save(page);

    const answer = await page.request.get(`/api/events/${eventId}`);
    expect(answer.status()).toBe(200);
    const event = await answer.json();
    expect(event.title).toBe('Nytårskoncert');
    expect(event.translations).toEqual({ en: { title: "New Year's Concert", description: '<p>See the new year in with live music.</p>' } });

    // The form reads them back after a reload.
    await editNewYear(page);
    await titles.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByRole('textbox', { name: 'Titel (engelsk)' })).toHaveValue("New Year's Concert");
  } finally {
    await editNewYear(page);
    await titles.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Titel (engelsk)' }).fill('');
    await descriptions.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Beskrivelse (engelsk)' }).fill('');
    await save(page);
  }
});
