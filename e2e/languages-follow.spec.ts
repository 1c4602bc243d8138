import { expect } from '@playwright/test';
import { logIn, mailTo, picture, test } from './support';

// Issue 48: subscribers and reservations in their language. A visitor on an English page follows the
// programme or reserves places, and the mails, their links and the pages they open are English.
test.describe.configure({ timeout: 120_000 });

test('on a phone, following from /en/events mails an English confirmation whose link opens the English page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `en-fan-${Date.now()}-${testInfo.retry}@spillested.test`;
  await page.goto('/en/events');
  const follow = page.locator('form[action="/en/follow"]');
  await follow.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await follow.getByRole('button', { name: 'Follow' }).click();
  await expect(page).toHaveURL(/\/en\/follow$/);
  await expect(page.getByRole('status')).toHaveText("Check your inbox: we've sent you an e-mail with a link to click to confirm. Until you do, we won't send you anything.");

  const mail = await mailTo(email, /^Please confirm you'd like to follow /);
  expect(mail.text).toContain('Someone, hopefully you, has asked for e-mails from');
  const link = new URL(/https?:\/\/\S+\/en\/subscription\?token=[\w-]{43}/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText("Thank you! Your address is confirmed. We'll e-mail you when there's news about what you follow.");
  await expect(page).toHaveURL(/\/en\/subscription\?/);
  const languages = page.getByRole('group', { name: 'Language of e-mails' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();

  // Back to Danish mails from the subscriber's own page.
  await languages.getByRole('radio', { name: 'Danish' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText("Saved. You now follow what's ticked below.");
  await expect(page.getByRole('group', { name: 'Language of e-mails' }).getByRole('radio', { name: 'Danish' })).toBeChecked();
});

test('reserving from an English event page mails the confirmation in English, with the English date and page', async ({ page }, testInfo) => {
  const title = `Pub quiz ${Date.now()}-${testInfo.retry}`;
  await logIn(page);
  await page.goto('/admin/events/create');
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Teams of up to four.');
  await page.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Quiz' });
  await page.getByRole('combobox', { name: 'Entré' }).selectOption({ label: 'Reservation' });
  await page.getByRole('spinbutton', { name: /^Pladser til reservation/ }).fill('4');
  await page.getByLabel('Spillested').selectOption({ index: 1 });
  await page.getByLabel(/^Cover/).setInputFiles(picture('quiz.png'));
  await expect(page.getByRole('img', { name: 'Eventets cover' })).toBeVisible();
  await page.getByLabel('Starter').fill('2027-12-03T20:00');
  await page.getByLabel('Slutter').fill('2027-12-03T23:00');
  await page.getByRole('button', { name: 'Opret event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er oprettet' })).toBeVisible();
  await page.context().clearCookies();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/events?kind=quiz');
  await page.getByRole('article').filter({ hasText: title }).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/events\/\d+/);
  // The event page's reservation link is to go to /en/reserver itself; until it does, its English counterpart.
  const reserve = (await page.locator('a[href*="/reserver?event="]').first().getAttribute('href'))!;
  await page.goto(reserve.startsWith('/en/') ? reserve : `/en${reserve}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve places' })).toBeVisible();
  await expect(page.getByText('Friday 3 December 2027, 20:00', { exact: false })).toBeVisible();
  const email = `en-quiz-${Date.now()}-${testInfo.retry}@spillested.test`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Ann Smith');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Number of places' }).selectOption('2');
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByRole('status')).toHaveText("Check your inbox: we're holding your places for 30 minutes until you confirm with the link in the e-mail we've sent you.");

  const held = await mailTo(email, `Confirm your reservation: ${title}`);
  expect(held.text).toContain(`We're holding 2 places for ${title} on Friday 3 December 2027, 20:00 at`);
  const link = new URL(/https?:\/\/\S+\/en\/reservation\?token=[\w-]{43}/.exec(held.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Ann Smith, 2 places')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Confirmed: the places are yours')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code for the door: / })).toBeVisible();

  const confirmed = await mailTo(email, `Your reservation is confirmed: ${title}`);
  expect(confirmed.text).toContain(`You have 2 places for ${title} on Friday 3 December 2027, 20:00.`);
  expect(confirmed.text).toContain('/en/reservation?token=');
});
