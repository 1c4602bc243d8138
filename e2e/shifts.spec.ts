import { expect } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

/** Demo members (README): Sofie is in no team that plans shifts; Emil coordinates the volunteers. */
const volunteer = { email: 'sofie.nielsen@spillested.demo', password: 'demo-kode-1' };
const coordinator = { email: 'emil.pedersen@spillested.demo', password: 'demo-kode-1' };

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a member sees the next shift on top and takes an open place in two taps', async ({ page }) => {
    await logIn(page, volunteer);
    await page.goto('/admin/vagter/mine');
    await expect(page.getByRole('heading', { level: 1, name: 'Mine vagter' })).toBeVisible();
    const next = page.getByRole('region', { name: 'Din næste vagt' });
    await expect(next).toBeVisible();
    // The next shift is on the first screen, under the heading.
    expect((await next.boundingBox())!.y).toBeLessThan(844);

    const open = page.getByRole('region', { name: 'Ledige vagter' });
    const first = open.getByRole('listitem').first();
    const name = await first.getAttribute('aria-label');
    await first.getByRole('button', { name: /^Tag vagten/ }).tap();
    await first.getByRole('button', { name: 'Bekræft: tag vagten' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Du har taget vagten' })).toBeVisible();
    await expect(open.getByRole('listitem', { name: name! })).toHaveCount(0);
    // It is among the member's own now, the next or a later one.
    const [role, eventTitle] = name!.split(', ');
    await expect(page.getByRole('heading', { name: `${role} · ${eventTitle}` }).first()).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAccessibilityViolations(page, 'mine vagter');
  });
});

test('a coordinator builds a shift plan for an event without one and copies it to another event', async ({ page }) => {
  await logIn(page, coordinator);
  await page.goto('/admin/vagter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagter' })).toBeVisible();
  const events = page.getByRole('list', { name: 'Kommende events' }).getByRole('listitem');
  const unplanned = events.filter({ hasText: 'Ingen vagtplan' }).first();
  const title = (await unplanned.getByRole('link').textContent())!;
  await expectNoAccessibilityViolations(page, 'vagter');
  await unplanned.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: `Vagtplan: ${title}` })).toBeVisible();
  await expect(page.getByText('Eventet har ingen vagter endnu.')).toBeVisible();
  await page.getByRole('button', { name: 'Tilføj vagt' }).click();
  const form = page.getByRole('region', { name: 'Ny vagt' });
  await form.getByLabel('Rolle').fill('Lyd');
  await form.getByLabel('Pladser').fill('2');
  await form.getByLabel('Note (valgfri)').fill('Mød op ved mixeren');
  await form.getByRole('button', { name: 'Opret vagt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vagten er oprettet' })).toBeVisible();
  const shifts = page.getByRole('list', { name: 'Vagter' });
  await expect(shifts.getByRole('heading', { name: 'Lyd' })).toBeVisible();
  await expect(shifts.getByText('0 af 2 pladser taget')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'vagtplan');

  // Another coming event takes the plan with "Kopiér vagter fra …".
  await page.goto('/admin/vagter');
  const other = events.filter({ hasNotText: title }).first();
  const otherTitle = (await other.getByRole('link').textContent())!;
  await other.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Vagtplan: ${otherTitle}` })).toBeVisible();
  const before = await shifts.getByRole('heading', { name: 'Lyd' }).count();
  const source = await page.locator('option', { hasText: `${title} (` }).first().getAttribute('value');
  await page.getByLabel('Kopiér vagter fra …').selectOption(source!);
  await page.getByRole('button', { name: 'Kopiér vagter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vagterne er kopieret' })).toBeVisible();
  await expect(shifts.getByRole('heading', { name: 'Lyd' })).toHaveCount(before + 1);
  await expect(shifts.getByText('Mød op ved mixeren').last()).toBeVisible();
});

test('a member subscribes to their shifts from Min profil and prints an event’s plan', async ({ page }) => {
  await logIn(page, volunteer);
  await page.goto('/admin/profile');
  const section = page.getByRole('region', { name: 'Kalender med mine vagter' });
  await section.getByRole('button', { name: 'Lav kalenderlink' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dit kalenderlink er lavet' })).toBeVisible();
  const address = await section.getByRole('textbox', { name: 'Kalenderadresse' }).inputValue();
  const feed = await page.request.get(new URL(address).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Vagt: ');
  await section.getByRole('button', { name: 'Slå kalenderlinket fra' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kalenderlinket er slået fra' })).toBeVisible();
  expect((await page.request.get(new URL(address).pathname)).status()).toBe(404);

  await page.goto('/admin/vagter');
  await page.getByRole('list', { name: 'Kommende events' }).getByRole('listitem').filter({ hasText: 'pladser taget' }).first().getByRole('link').click();
  await page.getByRole('link', { name: 'Udskriv' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Vagtplan: / })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
  // On paper the plan stands alone: no menus, no button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Udskriv' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
});
