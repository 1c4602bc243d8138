import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type FrameLocator, type Locator } from '@playwright/test';
import { e2eSiteUrl } from '../playwright.config';
import { expectNoAccessibilityViolations, logIn, test } from './support';

type Event = { id: number; title: string; venue: { id: number; name: string } };

let partner: Server;
let partnerUrl = '';
/** The page the partner serves: their own heading and text, and whatever snippet the test pasted. */
let partnerPage = '';

// A partner's site on another origin: 127.0.0.1 on a port of its own, where ours is on localhost.
test.beforeAll(async () => {
  partner = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage));
  await new Promise<void>((listening) => partner.listen(0, '127.0.0.1', listening));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((closed) => partner.close(() => closed())));

const paste = (snippet: string) => {
  partnerPage = `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Kulturhuset</title></head>
<body><h1>Kulturhuset</h1><p>Det sker hos os:</p>${snippet}<p>Kulturhusets adresse</p></body></html>`;
};

/** The iframe's height and the height of what it holds, as the partner's visitor gets them. */
async function heights(iframe: Locator, frame: FrameLocator) {
  const frameHeight = (await iframe.boundingBox())!.height;
  const contentHeight = await frame.locator('body').evaluate((body) => body.getBoundingClientRect().height);
  return { frameHeight, contentHeight };
}

test('a partner pastes the snippet and their visitors see our programme, sized to its content, linking to us in a new tab', async ({ page, request }) => {
  // Upcoming as the programme counts it: from today in Copenhagen (docs/time-and-language.md).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
  const upcomingAt = async (venueFilter = '') =>
    (await (await request.get(`/api/events?per_page=0&order_by=from_date%20ASC&filter=${encodeURIComponent(`is_public=true,from_date>=${today}${venueFilter}`)}`)).json())
      .records as Event[];
  const [{ venue }] = (await upcomingAt()) as [Event];
  const upcoming = await upcomingAt(`,venue_id=${venue.id}`);
  paste(`<div data-spillested-programme data-venue-id="${venue.id}" data-limit="2" data-theme="dark"></div>\n<script src="${e2eSiteUrl}/embed.js" async></script>`);

  await page.goto(partnerUrl);
  const iframe = page.getByTitle('Koncertprogram');
  const frame = page.frameLocator('iframe[title="Koncertprogram"]');
  const shown = upcoming.slice(0, 2);
  await expect(frame.getByRole('heading', { level: 2 })).toHaveText(shown.map((event) => `${event.title} (åbner i en ny fane)`));
  await expect(frame.getByRole('link', { name: /Hele programmet hos Spillested/ })).toHaveAttribute('href', `${e2eSiteUrl}/events?venue=${venue.id}`);
  // Sized to what it shows: no scroll bar in the frame, and no empty band under it.
  await expect.poll(async () => {
    const { frameHeight, contentHeight } = await heights(iframe, frame);
    return Math.abs(frameHeight - contentHeight);
  }).toBeLessThanOrEqual(1);
  const { frameHeight } = await heights(iframe, frame);
  expect(frameHeight).not.toBe(480);
  // The partner's page (or anything in it) cannot resize our frame by pretending to be it.
  await page.evaluate(() => window.postMessage({ type: 'spillested:height', height: 3000 }, '*'));
  await page.waitForTimeout(200);
  expect((await iframe.boundingBox())!.height).toBe(frameHeight);

  // A narrower page wraps the titles: the frame follows.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect.poll(async () => {
    const { frameHeight: narrow, contentHeight } = await heights(iframe, frame);
    return Math.abs(narrow - contentHeight);
  }).toBeLessThanOrEqual(1);

  // A weekly night (the Friday bar) may be shown twice under one title: the first is the one listed first.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), frame.getByRole('link', { name: `${shown[0]!.title} (åbner i en ny fane)` }).first().click()]);
  await expect(tab).toHaveURL(`${e2eSiteUrl}/events/${shown[0]!.id}`);
  await expect(tab.getByRole('heading', { level: 1, name: shown[0]!.title })).toBeVisible();
  await expect(page).toHaveURL(partnerUrl);
});

test('the script is small, cacheable and loadable from any site; the programme is accessible', async ({ page, request }) => {
  const script = await request.get('/embed.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(script.headers()['cache-control']).toBe('public, max-age=3600');
  expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect((await script.body()).length).toBeLessThan(2048);

  await page.goto('/embed/programme?theme=dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Kommende koncerter hos Spillested' })).toBeAttached();
  await expectNoAccessibilityViolations(page, 'the embedded programme, dark');
  await page.goto('/embed/programme');
  await expectNoAccessibilityViolations(page, 'the embedded programme, light');
});

test('"Indlejr programmet" builds the snippet with a live preview, and the snippet works pasted as it is', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page);
  await page.goto('/admin/events');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Indlejr programmet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indlejr programmet' })).toBeVisible();
  await expect(page).toHaveTitle('Indlejr programmet – admin · Spillested');

  const { records: venues } = await (await page.request.get('/api/venues?per_page=0')).json();
  const venue = venues.find((candidate: { name: string }) => candidate.name === 'Vega') ?? venues[0];
  await page.getByLabel('Spillested').selectOption({ label: venue.name });
  await page.getByLabel('Antal koncerter').fill('3');
  await page.getByLabel(/Mørke/).check();
  const snippet = page.getByLabel('Kode til hjemmesiden');
  await expect(snippet).toHaveValue(
    `<div data-spillested-programme data-venue-id="${venue.id}" data-limit="3" data-theme="dark"></div>\n<script src="${e2eSiteUrl}/embed.js" async></script>`,
  );
  const preview = page.frameLocator('iframe[title="Forhåndsvisning af programmet"]');
  await expect(preview.locator('html')).toHaveClass('dark');
  await expect(preview.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await preview.getByRole('heading', { level: 2 }).count()).toBeLessThanOrEqual(3);

  await page.getByLabel('Antal koncerter').fill('51');
  await expect(page.getByText('Skriv et helt tal fra 1 til 50')).toBeVisible();
  await page.getByLabel('Antal koncerter').fill('3');

  await page.getByRole('button', { name: 'Kopiér koden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Koden er kopieret' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.inputValue());
  await expectNoAccessibilityViolations(page, 'Indlejr programmet');

  // What was copied, pasted on the partner's page as it is.
  paste(copied);
  const partnerTab = await context.newPage();
  await partnerTab.goto(partnerUrl);
  const embedded = partnerTab.frameLocator('iframe[title="Koncertprogram"]');
  await expect(embedded.locator('html')).toHaveClass('dark');
  await expect(embedded.getByRole('heading', { level: 2 })).toHaveText(await preview.getByRole('heading', { level: 2 }).allTextContents());
});
