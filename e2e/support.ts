import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { ReceivedMail } from '../server/test/mailbox';
import { e2eMailboxFile } from '../playwright.config';

/**
 * Playwright's test, whose page waits after every load and reload until the page is ready to be
 * used: an admin or log-in page once React has hydrated it (client/src/routes/__root.tsx marks it), a
 * visitor's page at once (its controls work without React, which starts only when the visitor
 * reaches for a link: `startApp`). Pages without the client (feeds, the embed), pages without
 * JavaScript and a load that asks for `waitUntil: 'commit'` (to see a page before it is ready) are not
 * waited for.
 */
export const test = base.extend({
  // Each test is a visitor of its own, as people are: the site trusts its (loopback) proxy in these tests
  // (playwright.config.ts), so the per-address throttles count one test's registrations, not the suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = createHash('sha256').update(testInfo.testId).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${hash[0]}.${hash[1]}.${hash[2]}` });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const ready = async () =>
      javaScriptEnabled !== false &&
      page.waitForFunction(() => document.documentElement.dataset.start !== 'at-once' || document.documentElement.hasAttribute('data-hydrated'));
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
});

/** Starts React on a visitor's page as a mouse pointing at its first link does, and waits until it has hydrated. */
export async function startApp(page: Page) {
  await page.locator('a[href]').first().dispatchEvent('pointerover', { pointerType: 'mouse' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

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

/** Nothing wider than a 390 px phone; a failure names what sticks out. */
export async function fitsThePhone(page: Page) {
  const wider = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > 390.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  );
  expect(wider).toEqual([]);
}

/** axe-core with the WCAG 2.2 AA rules and best practices; `state` names the screen in a failure. */
export async function expectNoAccessibilityViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((violation) => `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The message to `to` whose subject is `subject` (the `nth` such, from 0), once the mail server has it
 * (delivery runs in the background).
 */
export async function mailTo(to: string, subject: string | RegExp, nth = 0): Promise<ReceivedMail> {
  const find = () =>
    readFileSync(e2eMailboxFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail)
      .filter((mail) => mail.to.includes(to) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))[nth];
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}
