import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, fitsThePhone, mailTo, startApp, test } from './support';

/** The page is English: its <html lang>, and none of the Danish words it had. */
async function expectEnglish(page: Page, ...danish: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const text = await page.locator('main').innerText();
  for (const word of danish) expect(text, word).not.toContain(word);
}

test.describe('the artists and /about in English', () => {
  test('lists the artists, opens one and offers "Surprise me", at 1280 px without axe findings', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/artists');
    await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
    await expect(page.getByText('Who’s playing here soon.')).toBeVisible();
    await expectEnglish(page, 'næste gang', 'Kunstnere', 'Stop skiftende baggrund');
    await expect(page.locator('main').getByText(/next up \w+day \d+ \w+ \d{4}/).first()).toBeVisible();
    await expectNoAccessibilityViolations(page, '/en/artists');

    const first = page.locator('main ul a[href^="/en/artists/"]').first();
    await first.click();
    await expect(page).toHaveURL(/\/en\/artists\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming concerts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All artists' })).toHaveAttribute('href', '/en/artists');
    await expect(page.getByRole('link', { name: 'Surprise me' })).toHaveAttribute('href', /^\/en\/artists\/\d+$/);
    await expect(page.locator('main form[action^="/en/follow?artist="]')).toHaveCount(1);
    await expectEnglish(page, 'Kommende koncerter', 'Tilfældig kunstner', 'Alle kunstnere');
    await expectNoAccessibilityViolations(page, 'an artist in English');
  });

  test('/en/about shows the crews and the teams in English words, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become a member' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our crews' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Committees' })).toBeVisible();
    await expect(page.getByText('Crew lead').first()).toBeVisible();
    // The demo's crews and teams have only Danish words: shown, marked as such.
    const danishText = page.locator('main [lang="da"]').first();
    await expect(danishText).toBeVisible();
    await expect(page.getByText('(in Danish)').first()).toBeVisible();
    await expectEnglish(page, 'Holdleder');
    await fitsThePhone(page);
    await expectNoAccessibilityViolations(page, '/en/about');
  });
});

const actName = `Nordlys Trio ${Date.now()}`;

/** Fills in what every application asks, in the English form. */
async function fillApplication(page: Page, act: string, email: string) {
  await page.getByLabel('Band or artist *').fill(act);
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Home town').fill('Aalborg');
  await page.getByLabel('Link 1').fill('https://nordlys.bandcamp.com/');
  await page.getByRole('group', { name: 'When would you like to play?' }).getByRole('checkbox').nth(1).check();
}

/** Sends the form as a person does, after a few seconds (one sent at once is refused as a script's). */
async function send(page: Page) {
  await page.waitForTimeout(4500);
  await page.getByRole('button', { name: 'Send application' }).click();
}

test.describe('a band applies on an English page, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with JavaScript on: the refusals and the thanks come in English', async ({ page }) => {
    await page.goto('/en/spil-hos-os');
    await startApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Play here' })).toBeVisible();
    await expectEnglish(page, 'Send ansøgning', 'Kontaktperson', 'Hvornår vil I gerne spille?');
    const email = `nordlys-${Date.now()}@spillested.test`;
    await fillApplication(page, actName, email);
    await page.getByLabel('How many of you are on stage?').fill('3');
    await send(page);

    // The contact and consent were left out: the server refuses in Danish, the English page says it in English.
    await expect(page).toHaveURL(/\/en\/spil-hos-os$/);
    await expect(page.getByText('Enter the name of a contact person')).toBeVisible();
    await expect(page.getByText('Tick the box if we may keep your details while we consider your application')).toBeVisible();
    await expect(page.getByLabel('Band or artist *')).toHaveValue(actName);
    await expectEnglish(page, 'Skriv navnet på en kontaktperson', 'Sæt flueben');
    await fitsThePhone(page);

    await page.getByLabel('Contact person *').fill('Ida Lund');
    await page.getByRole('checkbox', { name: /You may keep these details/ }).check();
    await send(page);
    await expect(page.getByRole('status')).toContainText('Thanks for your application!');
    await expectEnglish(page, 'Tak for jeres ansøgning');

    const mail = await mailTo(email, /Nordlys Trio/);
    const status = new URL(/https?:\/\/\S+\/spil-hos-os\/status\?token=[\w-]{43}/.exec(mail.text)![0]);
    await page.goto(`/en${status.pathname}${status.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    await expect(page.getByText('Received', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw the application' })).toBeVisible();
    await expectEnglish(page, 'Træk ansøgningen tilbage');
    await expectNoAccessibilityViolations(page, 'the application status in English');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts to its English address and answers in English', async ({ page }) => {
      await page.goto('/en/spil-hos-os');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await fillApplication(page, `${actName} II`, 'nope');
      await send(page);
      await expect(page).toHaveURL(/\/en\/spil-hos-os$/);
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expect(page.getByText('Enter the name of a contact person')).toBeVisible();
      await expectEnglish(page, 'Skriv en gyldig e-mailadresse');

      await page.getByLabel('Email *').fill(`nordlys-ii-${Date.now()}@spillested.test`);
      await page.getByLabel('Contact person *').fill('Ida Lund');
      await page.getByRole('checkbox', { name: /You may keep these details/ }).check();
      await send(page);
      await expect(page.getByRole('status')).toContainText('Thanks for your application!');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await fitsThePhone(page);
    });
  });
});
