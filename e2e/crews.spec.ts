import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

/** Demo members (README): Jonas, the treasurer, manages nothing and is on the door and wardrobe crews; Emil coordinates the volunteers. */
const volunteer = { email: 'jonas.madsen@spillested.demo', password: 'demo-kode-1' };
const coordinator = { email: 'emil.pedersen@spillested.demo', password: 'demo-kode-1' };

/** Logged in without a target, Jonas lands on his own shifts with the member's menu, not in Admin → Events. */
async function volunteerLandsAtHome(page: Page, width: number) {
  await logIn(page, volunteer);
  await expect(page).toHaveURL(/\/admin\/vagter\/mine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mine vagter' })).toBeVisible();
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Medlemsmenu' }).getByRole('link')).toHaveText(['Mine vagter', 'Ledige vagter', 'Mine hold', 'Min profil']);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
}

async function expectFits(page: Page, width: number, state: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoAccessibilityViolations(page, state);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a volunteer logs in, lands on Mine vagter, finds their crews’ shifts first and takes one', async ({ page }, testInfo) => {
    await volunteerLandsAtHome(page, 390);
    const crews = page.getByRole('region', { name: 'Dine hold' });
    const first = crews.getByRole('listitem').first();
    await expect(first).toContainText(/Hold: (Dør|Garderobe)/);
    await page.screenshot({ path: testInfo.outputPath('mine-vagter-390.png'), fullPage: true });
    const name = await first.getAttribute('aria-label');
    await first.getByRole('button', { name: /^Tag vagten/ }).tap();
    await first.getByRole('button', { name: 'Bekræft: tag vagten' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Du har taget vagten' })).toBeVisible();
    await expect(crews.getByRole('listitem', { name: name! })).toHaveCount(0);
    const [role, eventTitle] = name!.split(', ');
    await expect(page.getByRole('heading', { name: `${role} · ${eventTitle}` }).first()).toBeVisible();
    await expectFits(page, 390, 'mine vagter med dine hold');
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a volunteer lands on Mine vagter and finds their crews, with the lead to write to, on Mine hold', async ({ page }, testInfo) => {
    await volunteerLandsAtHome(page, 1280);
    await page.screenshot({ path: testInfo.outputPath('mine-vagter-1280.png'), fullPage: true });
    await expectFits(page, 1280, 'mine vagter på en bred skærm');
    await page.getByRole('navigation', { name: 'Medlemsmenu' }).getByRole('link', { name: 'Mine hold' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine hold' })).toBeVisible();
    const door = page.getByRole('listitem', { name: 'Dør' });
    await expect(door.getByRole('link', { name: 'Skriv til Emil' })).toHaveAttribute('href', 'mailto:emil.pedersen@spillested.demo');
    await page.screenshot({ path: testInfo.outputPath('mine-hold-1280.png'), fullPage: true });
    await expectFits(page, 1280, 'mine hold');
  });

  test('a coordinator makes a crew with a lead and members, and /about shows only those who agreed to be shown', async ({ page }, testInfo) => {
    await logIn(page, coordinator);
    await page.goto('/admin/hold');
    await expect(page.getByRole('list', { name: 'Hold' })).toContainText('Garderobe');
    await page.getByRole('link', { name: 'Opret hold' }).click();
    await page.getByLabel('Navn').fill('Køkken');
    await page.getByRole('textbox', { name: /Hvad holdet laver/ }).fill('Vi laver aftensmad til de frivillige.');
    await page.getByLabel('Leder').selectOption({ label: 'Sofie Nielsen' });
    await page.getByRole('button', { name: 'Opret hold' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hold: Køkken' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Ida Larsen' }).check();
    await page.getByRole('checkbox', { name: 'Jonas Madsen' }).check();
    await page.getByRole('button', { name: 'Gem medlemmer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Holdets medlemmer er gemt' })).toBeVisible();
    await expectNoAccessibilityViolations(page, 'ret hold');

    await page.goto('/about');
    const kitchen = page.getByRole('region', { name: 'Køkken' });
    await expect(kitchen.getByRole('list', { name: 'På holdet Køkken' }).getByRole('listitem')).toHaveText([/Jonas Madsen/, /Sofie Nielsen\s*Holdleder/]);
    // Ida did not agree to be shown.
    await expect(kitchen.getByText('Ida Larsen')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('om-os-1280.png'), fullPage: true });
    await expectNoAccessibilityViolations(page, 'om os med holdene');
  });
});
