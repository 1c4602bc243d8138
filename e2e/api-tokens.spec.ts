import { expect, request } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoAccessibilityViolations, logIn, projectLeader, test } from './support';

/** A script's view: no browser, no cookie, only the token. */
async function asScript(baseURL: string, token: string) {
  const script = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const response = await script.get('/api/auth/session');
  const answer = { status: response.status(), body: await response.json() };
  await script.dispose();
  return answer;
}

test('a member makes an API token on Min profil, sees it once, a script uses it, an admin sees it, and deleting it stops it', async ({ page, context, baseURL, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page);
  await page.goto('/admin/profile');
  const section = page.getByRole('region', { name: 'API-nøgler' });
  await expect(section.getByText('Du har ingen API-nøgler.')).toBeVisible();

  await section.getByLabel('Navn', { exact: true }).fill('Kalender-sync');
  await section.getByLabel('Må', { exact: true }).selectOption({ label: 'Kun læse' });
  await section.getByRole('button', { name: 'Opret nøgle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'API-nøglen er oprettet' })).toBeVisible();

  const created = section.getByRole('region', { name: 'Ny API-nøgle' });
  await expect(created.getByText('Kopiér nøglen “Kalender-sync” nu. Den vises ikke igen.')).toBeVisible();
  const token = await created.getByRole('textbox', { name: 'API-nøgle' }).inputValue();
  expect(token).toMatch(/^spl_[\w-]{43}$/);
  await created.getByRole('button', { name: 'Kopiér' }).click();
  await expect(created.getByRole('status')).toHaveText('Nøglen er kopieret');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoAccessibilityViolations(page, 'Min profil med en ny API-nøgle');

  const used = await asScript(baseURL!, token);
  expect(used.status).toBe(200);
  expect(used.body.email).toBe(projectLeader.email);

  await created.getByRole('button', { name: 'Færdig' }).click();
  await expect(created).toHaveCount(0);
  // Shown once: after a reload the page has it nowhere.
  await page.reload();
  await expect(page.getByText(token)).toHaveCount(0);
  const row = section.getByRole('row', { name: /Kalender-sync/ });
  await expect(row.getByRole('cell', { name: 'Kun læse' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Aldrig' })).toBeVisible();

  // The admins see every member's tokens, with whose they are; a project leader has no such screen.
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'API-nøgler' })).toHaveCount(0);
  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, e2eAdmin);
  await adminPage.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'API-nøgler' }).click();
  await expect(adminPage.getByRole('heading', { name: 'API-nøgler', level: 1 })).toBeVisible();
  await expect(adminPage.getByRole('row', { name: /Kalender-sync/ }).getByRole('link', { name: 'Anne Kristensen' })).toBeVisible();
  await expectNoAccessibilityViolations(adminPage, 'Alle API-nøgler');
  await adminPage.context().close();

  await row.getByRole('button', { name: 'Slet Kalender-sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slet Kalender-sync?' });
  await expect(dialog).toContainText('Scripts, der bruger nøglen, får afslag fra næste forespørgsel.');
  await dialog.getByRole('button', { name: 'Slet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'API-nøglen er slettet' })).toBeVisible();
  await expect(section.getByText('Du har ingen API-nøgler.')).toBeVisible();
  expect((await asScript(baseURL!, token)).status).toBe(401);
});
