import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The demo project leader (README): she manages the programme, approves members and the landing images. */
export const projectLeader = { email: 'anne.kristensen@spillested.demo', password: 'demo-kode-1' };

/** A one-pixel PNG: the smallest picture the server accepts. */
export const picture = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
});

export async function logIn(page: Page, { email, password } = projectLeader) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Du er logget ind' })).toBeVisible();
}

/** axe-core with the WCAG 2.2 AA rules and best practices; `state` names the screen in a failure. */
export async function expectNoAccessibilityViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}
