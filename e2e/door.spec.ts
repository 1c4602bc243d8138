import { type Browser, expect } from '@playwright/test';
import { count, makeNight, openDoor, PHONE, reserve, serverInside } from './door-support';
import { expectNoAccessibilityViolations, fitsThePhone, logIn, test } from './support';

// Door mode (issue 50 items 3 and 4) on two phones at 390 px: a quiz night at a venue for 12, two
// confirmed reservations on its door list; check-ins by search, walk-ins, undo, then without network:
// queued, counted on the phone, sent when it is back, and one party checked in at two doors counts once.
test.describe.configure({ timeout: 180_000 });

/** A second phone: a browser context of its own, logged in as the same manager. */
async function secondPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  await logIn(page);
  return page;
}

test('the door on two phones counts check-ins made with and without network, each once', async ({ page, browser, baseURL }, testInfo) => {
  await page.setViewportSize(PHONE);
  const stamp = `${Date.now()}-${testInfo.retry}`;
  await logIn(page);
  const eventId = await makeNight(page, stamp);
  await reserve(page, eventId, 'Kaja Holm', 4, stamp);
  await reserve(page, eventId, 'Søren Ærø', 2, stamp);

  // From the event's page, as the door volunteer's lead finds it.
  await page.goto(`/admin/events/${eventId}/edit`);
  await page.getByRole('link', { name: 'Døren' }).click();
  await expect(page).toHaveURL(`/admin/doer/${eventId}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('button', { name: 'Dør 1' }).click();
  await expect(count(page)).toContainText('0 / 12');
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'door mode at 390 px');

  // Search without the accents, let one of two in; a walk-in, one out, and the exit undone.
  await page.getByRole('searchbox', { name: 'Søg på navn' }).fill('soren aero');
  await expect(page.getByRole('list', { name: 'Dørlisten' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: '+1: tjek 1 af Søren Ærø ind' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Søren Ærø' })).toContainText('1 af 2 inde');
  await page.getByRole('button', { name: '+1 walk-in', exact: true }).click();
  await page.getByRole('button', { name: '−1 ud', exact: true }).click();
  await expect(count(page)).toContainText('1 / 12');
  await page.getByRole('button', { name: /^Fortryd/ }).click();
  await expect(count(page)).toContainText('2 / 12');
  await expect(page.getByText('Fortrudt: −1 ud')).toBeVisible();
  await expect.poll(() => serverInside(page, eventId)).toBe(2);

  // The second phone at Dør 2 has the list too, before the network goes.
  const other = await secondPhone(browser, baseURL);
  await openDoor(other, eventId, 'Dør 2');
  await expect(count(other)).toContainText('2 / 12');

  await page.context().setOffline(true);
  await other.context().setOffline(true);
  await expect(page.getByText('Offline: 0 tjek-ind venter')).toBeVisible();
  await page.getByRole('button', { name: '+1 walk-in', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Søg på navn' }).fill('kaja');
  await page.getByRole('button', { name: 'Alle 4: tjek Kaja Holm ind' }).click();
  await expect(page.getByText('Offline: 2 tjek-ind venter')).toBeVisible();
  await expect(count(page)).toContainText('7 / 12');
  await other.getByRole('searchbox', { name: 'Søg på navn' }).fill('KAJA');
  await other.getByRole('button', { name: 'Alle 4: tjek Kaja Holm ind' }).click();
  await expect(other.getByText('Offline: 1 tjek-ind venter')).toBeVisible();
  await expect(count(other)).toContainText('6 / 12');
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/door-offline-390.png' });

  // A reload without network opens the door from the phone's own copy, the queue still there.
  await page.reload();
  await expect(page.getByText('Offline: 2 tjek-ind venter')).toBeVisible();
  await expect(count(page)).toContainText('7 / 12');

  // Back online, Dør 1 first: its queue is sent and the server counts exactly what it was sent.
  await page.context().setOffline(false);
  await expect(page.getByText(/^Offline:/)).toHaveCount(0);
  await expect.poll(() => serverInside(page, eventId)).toBe(7);
  await other.context().setOffline(false);
  await expect(other.getByRole('status').filter({ hasText: /Kaja Holm: Allerede tjekket ind kl\. \d\d\.\d\d \(dør 1\)/ })).toBeVisible();
  await expect.poll(() => serverInside(page, eventId)).toBe(7);
  await expect(count(other)).toContainText('7 / 12');
  await expect(count(page)).toContainText('7 / 12');

  // Near the capacity the count warns; at it a check-in is refused, and a manager may let one in anyway.
  for (let walkIn = 0; walkIn < 4; walkIn += 1) await page.getByRole('button', { name: '+1 walk-in', exact: true }).click();
  await expect(count(page)).toContainText('Næsten fuldt');
  await expect.poll(() => serverInside(page, eventId)).toBe(11);
  await page.getByRole('button', { name: '+1 walk-in', exact: true }).click();
  await expect(count(page)).toContainText('Fuldt');
  await expect.poll(() => serverInside(page, eventId)).toBe(12);
  await page.getByRole('button', { name: '+1 walk-in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fuldt: 12 af 12 er inde' })).toBeVisible();
  await expect(count(page)).toContainText('12 / 12');
  await page.getByRole('button', { name: 'Luk ind alligevel' }).click();
  await expect.poll(() => serverInside(page, eventId)).toBe(13);
  await expect(count(page)).toContainText('13 / 12');
  await expectNoAccessibilityViolations(page, 'door mode over the capacity');
  await other.context().close();

  // The numbers, from the event's page: the most inside at once against the capacity, and the CSV.
  await page.goto(`/admin/events/${eventId}/edit`);
  await page.getByRole('link', { name: 'Efter aftenen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Efter aftenen: Dørquiz/ })).toBeVisible();
  await expect(page.getByText('13 / 12', { exact: true })).toBeVisible();
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'the numbers after the night at 390 px');
  const csv = await page.request.get(`/api/events/${eventId}/door/report.csv`);
  expect(await csv.text()).toContain('Afsnit;Post;Tid;Antal');
});

test('a code typed as the confirmation mail writes it checks the whole reservation in', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await logIn(page);
  const stamp = `${Date.now()}-${testInfo.retry}-kode`;
  const eventId = await makeNight(page, stamp);
  const code = await reserve(page, eventId, 'Ida Krog', 3, stamp);
  await openDoor(page, eventId, 'Dør 3');
  await page.getByRole('button', { name: 'Scan' }).click();
  // Typed on a phone: lower case, with the mail's spaces.
  await page.getByRole('textbox', { name: 'Skriv koden' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Tjek ind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ida Krog: 3 af 3 inde' })).toBeVisible();
  await expect(count(page)).toContainText('3 / 12');
});
