import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, picture, test } from './support';

// The admin area held in one hand (docs/screens.md "Admin area").
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** What a finger can hit comfortably (WCAG 2.5.5's 44 px). */
const TAP = 44;

async function heights(locator: Locator) {
  return Promise.all((await locator.all()).map(async (element) => Math.round((await element.boundingBox())!.height)));
}

async function expectTappable(locator: Locator) {
  await expect(locator.first()).toBeVisible();
  const tall = await heights(locator);
  for (const height of tall) expect(height).toBeGreaterThanOrEqual(TAP);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Administration' });

test('the admin menu is one bar that stays at the top, opens a list of big targets and closes again', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/events');

  // The page starts high: only the site header and the menu bar above the heading.
  const heading = page.getByRole('heading', { level: 1, name: 'Events' });
  expect((await heading.boundingBox())!.y).toBeLessThan(160);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(adminMenu(page)).toBeHidden();

  // Far down the list the bar is still at the top of the screen.
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const bar = (await menuButton(page).boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(0);
  expect(bar.y + bar.height).toBeLessThan(60);
  expect(bar.height).toBeGreaterThanOrEqual(TAP);

  await menuButton(page).tap();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(adminMenu(page)).toBeVisible();
  await expect(adminMenu(page).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expectTappable(adminMenu(page).getByRole('link'));
  await expectTappable(adminMenu(page).getByRole('button', { name: 'Log ud' }));
  await expectNoAccessibilityViolations(page, 'the open admin menu on a phone');

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(adminMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // Choosing a screen goes there and closes the menu.
  await menuButton(page).tap();
  await adminMenu(page).getByRole('link', { name: 'Spillesteder' }).tap();
  await expect(page).toHaveURL('/admin/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Spillesteder' })).toBeVisible();
  await expect(adminMenu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a list row is one big link to its edit screen, where the record is deleted after a confirmation', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/venues');
  await expectTappable(page.getByRole('link', { name: 'Opret spillested' }));
  await expectTappable(page.getByRole('searchbox', { name: 'Søg i spillesteder' }));
  const list = page.getByRole('list', { name: 'Spillesteder' });
  await expectTappable(list.getByRole('link'));
  // Nothing on a row but its link: no red "Slet" under the thumb.
  await expect(list.getByRole('button')).toHaveCount(0);

  await page.getByRole('link', { name: 'Opret spillested' }).tap();
  await expectTappable(page.getByRole('textbox'));
  await page.getByLabel('Navn').fill('Telefonscenen');
  await page.getByLabel('By').fill('Odense');
  await page.getByRole('button', { name: 'Opret spillested' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er oprettet' })).toBeVisible();

  // A tap anywhere on the row, not only on the name, opens it.
  const row = list.getByRole('link', { name: /^Telefonscenen/ });
  const box = (await row.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width - 10, box.y + box.height / 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Ret spillested' })).toBeVisible();
  await expect(page.getByLabel('Navn')).toHaveValue('Telefonscenen');

  // Deleting is at the end of the form; cancelling keeps the venue.
  const remove = page.getByRole('button', { name: 'Slet spillested' });
  await expectTappable(remove);
  await remove.tap();
  const dialog = page.getByRole('dialog', { name: 'Slet Telefonscenen?' });
  await dialog.getByRole('button', { name: 'Annuller' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Navn')).toHaveValue('Telefonscenen');
  await remove.tap();
  await dialog.getByRole('button', { name: 'Slet' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er slettet' })).toBeVisible();
  await expect(page).toHaveURL('/admin/venues');
  await expect(list.getByRole('link', { name: /^Telefonscenen/ })).toHaveCount(0);
});

test('the artists are one list, all of them or those with upcoming concerts, and the choice survives a reload', async ({ page }) => {
  await logIn(page);
  // An artist with no concert coming shows what the switch leaves out.
  const imageUrl = await (await page.request.put('/api/artists/image', { multipart: { image: picture('stille.png') } })).text();
  const { records: genres } = (await (await page.request.get('/api/genres?per_page=1')).json()) as { records: { id: number }[] };
  const quiet = await page.request.post('/api/artists', {
    data: { name: 'Stille Periode', description: '<p>Holder pause.</p>', genreIds: [genres[0]!.id], imageUrl },
  });
  expect(quiet.ok(), await quiet.text()).toBe(true);
  const { id } = (await quiet.json()) as { id: number };
  try {
    await page.goto('/admin/artists');
    const views = page.getByRole('group', { name: 'Vis kunstnere' });
    await expect(views.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    await expectTappable(views.getByRole('link'));
    const all = page.getByRole('list', { name: 'Alle kunstnere' });
    await expectTappable(all.getByRole('link'));
    await expect(all.getByRole('link', { name: /^Stille Periode/ })).toBeVisible();
    const withConcert = await all.getByRole('link').filter({ hasText: 'Næste koncert' }).allTextContents();
    const without = await all.getByRole('link').filter({ hasNotText: 'Næste koncert' }).allTextContents();
    expect(without.some((text) => text.startsWith('Stille Periode'))).toBe(true);
    expect(withConcert.length + without.length).toBe(await all.getByRole('link').count());

    await views.getByRole('link', { name: 'Med kommende koncerter' }).tap();
    await expect(page).toHaveURL('/admin/artists?vis=kommende');
    await page.reload();
    await expect(views.getByRole('link', { name: 'Med kommende koncerter' })).toHaveAttribute('aria-current', 'page');
    const upcoming = page.getByRole('list', { name: 'Kunstnere med kommende koncerter' });
    await expect(upcoming.getByRole('link')).toHaveText(withConcert);
    // Only one list on the page, never the same artist twice.
    await expect(page.getByRole('list', { name: 'Alle kunstnere' })).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/artists/${id}`);
  }
});
