import { expect } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, picture, test } from './support';

// Vinterfolk (demo programme): three concerts from 19:00 local, an hour each with half an hour between.
test('an event copied to a new date, then repeated weekly across the spring change after a preview', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'Vinterfolk' }).click();
  await expect(page.getByLabel('Titel')).toHaveValue('Vinterfolk');

  const kopier = page.getByRole('button', { name: 'Kopiér', exact: true });
  await kopier.click();
  const copyDialog = page.getByRole('dialog', { name: 'Kopiér event' });
  const start = copyDialog.getByLabel(/Første koncert begynder/);
  await expect(start).toBeFocused();
  await start.fill('2027-03-20T19:00');
  await copyDialog.getByRole('button', { name: 'Kopiér', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er kopieret' })).toBeVisible();

  // On the copy's own edit screen, the dialog gone, the running order moved with its local times.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/events\/\d+\/edit$/);
  const copyUrl = page.url();
  await expect(page.getByLabel('Titel')).toHaveValue('Vinterfolk');
  await expect(page.getByLabel('Start, koncert 1')).toHaveValue('2027-03-20T19:00');
  await expect(page.getByLabel('Start, koncert 2')).toHaveValue('2027-03-20T20:30');
  await expect(page.getByLabel('Slut, koncert 3')).toHaveValue('2027-03-20T23:00');

  await page.getByRole('button', { name: 'Gentag …' }).click();
  const repeatDialog = page.getByRole('dialog', { name: 'Gentag event' });
  await expect(repeatDialog.getByLabel('Gentag')).toBeFocused();
  await repeatDialog.getByLabel('Gentag').selectOption({ label: 'Hver uge' });
  // Counted in evenings, this one included: three evenings are this one and two new.
  await repeatDialog.getByLabel(/Aftener i alt/).selectOption({ label: '3' });
  const preview = repeatDialog.getByRole('region', { name: '3 aftener i alt' });
  await expect(preview.getByRole('listitem')).toHaveText([
    'lørdag 20. marts 2027 kl. 19.00 (dette event)',
    'lørdag 27. marts 2027 kl. 19.00',
    'lørdag 3. april 2027 kl. 19.00',
  ]);
  await expectNoAccessibilityViolations(page, 'repeat dialog');
  await repeatDialog.getByRole('button', { name: 'Opret 2 events' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 events er oprettet' })).toBeVisible();
  await expect(page).toHaveURL('/admin/events');

  // The original, the copy and its two repeats, each an ordinary event; the last one in summer time.
  const listed = page.getByRole('link', { name: 'Vinterfolk' });
  await expect(listed).toHaveCount(4);
  await listed.last().click();
  await expect(page).not.toHaveURL(copyUrl);
  await expect(page.getByLabel('Start, koncert 1')).toHaveValue('2027-04-03T19:00');
  await expect(page.getByLabel('Start, koncert 2')).toHaveValue('2027-04-03T20:30');
});

test('an event made a weekly series while it is created, counted in evenings', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/events/create');
  await page.getByLabel('Titel').fill('Torsdagsjazz');
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Jam hver torsdag.');
  await page.getByLabel('Billet-URL').fill('https://billetter.example.dk/torsdagsjazz');
  await page.getByLabel('Spillested').selectOption({ label: 'Voxhall' });
  await page.getByLabel(/^Cover/).setInputFiles(picture('torsdagsjazz.png'));
  await expect(page.getByRole('img', { name: 'Eventets cover' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kunstner, koncert 1' }).fill('Maja');
  await page.getByRole('option', { name: 'Maja Holm Kvartet' }).click();
  await page.getByLabel('Start, koncert 1').fill('2027-05-06T20:00');
  await page.getByLabel('Slut, koncert 1').fill('2027-05-06T22:00');

  await page.getByRole('button', { name: 'Gentag …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gentag event' });
  await dialog.getByLabel(/Aftener i alt/).selectOption({ label: '3' });
  await expect(dialog.getByRole('region', { name: '3 aftener i alt' }).getByRole('listitem')).toHaveText([
    'torsdag 6. maj 2027 kl. 20.00 (dette event)',
    'torsdag 13. maj 2027 kl. 20.00',
    'torsdag 20. maj 2027 kl. 20.00',
  ]);
  await expectNoAccessibilityViolations(page, 'repeat dialog while creating');
  await dialog.getByRole('button', { name: 'Gentag', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Gentages hver uge: 3 aftener i alt, den sidste torsdag 20. maj 2027 kl. 20.00.')).toBeVisible();

  await page.getByRole('button', { name: 'Opret 3 events' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 events er oprettet' })).toBeVisible();
  await expect(page).toHaveURL('/admin/events');
  const listed = page.getByRole('link', { name: 'Torsdagsjazz' });
  await expect(listed).toHaveCount(3);
  await listed.last().click();
  await expect(page.getByLabel('Start, koncert 1')).toHaveValue('2027-05-20T20:00');
});
