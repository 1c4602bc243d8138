import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, fitsThePhone, logIn, mailTo, picture, test } from './support';

// Reservations for free nights (issue 50, item 1): an organiser makes a quiz night of two places to
// reserve; on a phone a guest reserves both, confirms from the mail's link (the page then shows the
// mailed QR code), and cancels again.
test.describe.configure({ timeout: 120_000 });

/** The page behind the link of the newest mail to `email` whose subject starts so, as a path on this site. */
async function linkIn(email: string, subject: string): Promise<string> {
  const mail = await mailTo(email, new RegExp(`^${subject}`));
  const link = new URL(/https?:\/\/\S+\/reservation\?token=[\w-]{43}/.exec(mail.text)![0]);
  return link.pathname + link.search;
}

async function makeQuizNight(page: Page, title: string) {
  await logIn(page);
  await page.goto('/admin/events/create');
  await page.getByLabel('Titel').fill(title);
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Hold på op til fire.');
  await page.getByRole('combobox', { name: 'Art' }).selectOption({ label: 'Quiz' });
  await page.getByRole('combobox', { name: 'Entré' }).selectOption({ label: 'Reservation' });
  await page.getByRole('spinbutton', { name: /^Pladser til reservation/ }).fill('2');
  await page.getByLabel('Spillested').selectOption({ index: 1 });
  await page.getByLabel(/^Cover/).setInputFiles(picture('quiz.png'));
  await expect(page.getByRole('img', { name: 'Eventets cover' })).toBeVisible();
  await page.getByLabel('Starter').fill('2027-06-10T19:00');
  await page.getByLabel('Slutter').fill('2027-06-10T22:00');
  await page.getByRole('button', { name: 'Opret event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er oprettet' })).toBeVisible();
}

test('on a phone a guest reserves the last places of a quiz night, confirms them from the mail and cancels', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Quiz ${Date.now()}-${testInfo.retry}`;
  await makeQuizNight(page, title);
  await page.context().clearCookies();

  await page.goto('/events?kind=quiz');
  await page.getByRole('article').filter({ hasText: title }).getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('2 pladser tilbage')).toBeVisible();
  await expect(page.getByText('Køb billet')).toHaveCount(0);
  await page.getByRole('link', { name: /^Reserver pladser/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reserver pladser' })).toBeVisible();
  const email = `quiz-${Date.now()}-${testInfo.retry}@spillested.test`;
  await page.getByRole('textbox', { name: 'Navn' }).fill('Kaja Holm');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Antal pladser' }).selectOption('2');
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'the reservation form at 390 px');
  await page.getByRole('button', { name: 'Reserver' }).click();
  await expect(page.getByRole('status')).toContainText('Tjek din indbakke: vi holder pladserne i 30 minutter');

  await page.goto(await linkIn(email, 'Bekræft din reservation'));
  await expect(page.getByText('Kaja Holm, 2 pladser')).toBeVisible();
  await expect(page.getByText('Venter på din bekræftelse')).toBeVisible();
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'a reservation to confirm at 390 px');
  await page.getByRole('button', { name: 'Bekræft' }).click();
  await expect(page.getByText('Bekræftet: pladserne er dine')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bekræft' })).toHaveCount(0);
  // The door code, as the mail carries it: a QR code with the code in words under it, and the night as an .ics.
  const confirmation = await mailTo(email, new RegExp(`^Reservationen er bekræftet: ${title}`));
  const code = /Koden til døren: ([0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]{4})/.exec(confirmation.text)![1]!;
  expect(confirmation.attachments.map((attachment) => attachment.contentType).sort()).toEqual(['image/png', 'text/calendar']);
  await expect(page.getByRole('img', { name: `QR-kode til døren: ${code}` })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'a confirmed reservation with its QR code at 390 px');
  await page.screenshot({ path: 'test-results/reservation-390.png', fullPage: true });

  // The night is full now: its page offers the wait list.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText('Fuldt', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Skriv dig på ventelisten/ })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Annuller reservationen' }).click();
  await expect(page.getByRole('status')).toContainText('Reservationen er annulleret.');
  await page.goto('/events?kind=quiz');
  await page.getByRole('article').filter({ hasText: title }).getByRole('heading').getByRole('link').click();
  await expect(page.getByText('2 pladser tilbage')).toBeVisible();
});
