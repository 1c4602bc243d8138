import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { e2eSiteUrl } from '../playwright.config';
import { expectNoAccessibilityViolations, test } from './support';

/** A partner's English page, on a server of its own: 127.0.0.1 on its own port, where our site is localhost. */
const partnerPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arts centre</title></head>
<body><h1>Arts centre</h1><p>What's on:</p><div data-spillested-programme data-limit="3"></div>
<script src="${e2eSiteUrl}/embed.js" data-lang="en" async></script></body></html>`;
const partner = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage));
let partnerUrl = '';
test.beforeAll(async () => {
  await new Promise<void>((listening) => partner.listen(0, '127.0.0.1', listening));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((closed) => partner.close(() => closed())));

test('a partner page with data-lang="en" shows our programme in English, linking to the English pages (issue 48)', async ({ page }) => {
  await page.goto(partnerUrl);
  const frame = page.frameLocator('iframe[title="Concert listings"]');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect(frame.getByRole('heading', { level: 1, name: 'Upcoming concerts at Spillested' })).toBeAttached();
  const firstLink = frame.getByRole('heading', { level: 2 }).first().getByRole('link');
  await expect(firstLink).toHaveAccessibleName(/\(opens in a new tab\)$/);
  await expect(firstLink).toHaveAttribute('href', new RegExp(`^${e2eSiteUrl}/en/events/\\d+$`));
  await expect(frame.getByRole('link', { name: /See the full programme at Spillested/ })).toHaveAttribute('href', `${e2eSiteUrl}/en/events`);
  // English dates on Copenhagen's clock ("20:00"), never the Danish "kl. 20.00".
  await expect(frame.locator('time').first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d+ \w+ \d{4} \d\d:\d\d$/);
  await expect(frame.locator('body')).not.toContainText(/kl\.|Hele programmet|åbner i en ny fane/);

  const [tab] = await Promise.all([page.context().waitForEvent('page'), firstLink.click()]);
  await expect(tab).toHaveURL(new RegExp(`^${e2eSiteUrl}/en/events/\\d+$`));
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
});

test('the English programme is accessible', async ({ page }) => {
  await page.goto('/embed/programme?lang=en&theme=dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming concerts at Spillested' })).toBeAttached();
  await expectNoAccessibilityViolations(page, 'the embedded programme in English');
});
