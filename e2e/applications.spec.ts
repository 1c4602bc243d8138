import { expect } from '@playwright/test';
import { expectNoAccessibilityViolations, fitsThePhone, logIn, mailTo, picture, startApp, test } from './support';

const booker = { email: 'mads.joergensen@spillested.demo', password: 'demo-kode-1' };
const actName = `Kaja Kvartet ${Date.now()}`;
const email = `kaja-${Date.now()}@spillested.test`;
const statusPath = (text: string) => {
  const link = new URL(/https?:\/\/\S+\/spil-hos-os\/status\?token=[\w-]{43}/.exec(text)![0]);
  return link.pathname + link.search;
};

test.describe.configure({ mode: 'serial' });

test.describe('a band applies on a phone with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('finds "Spil hos os" in the footer, applies with a press photo and gets the mail with its status link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Spil hos os' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spil hos os' })).toBeVisible();

    await page.getByLabel('Band eller kunstner *').fill(actName);
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Hjemby').fill('Aarhus');
    await page.getByLabel('Genrer').fill('Jazz, folk');
    await page.getByLabel('Link 1').fill('https://kaja.bandcamp.com/');
    await page.getByLabel('Link 2').fill('https://open.spotify.com/artist/kaja');
    await page.getByLabel('Kort om jer').fill('Nordisk jazz med fire mand og et flygel.');
    await page.getByLabel('Pressefoto').setInputFiles(picture('presse.png'));
    await page.getByRole('group', { name: 'Hvornår vil I gerne spille?' }).getByRole('checkbox').nth(2).check();
    await page.getByLabel('Hvor mange er I på scenen?').fill('4');
    await page.getByRole('button', { name: 'Send ansøgning' }).click();

    // The contact and consent were left out: the page comes back with what was typed and the messages at the fields.
    await expect(page.getByText('Skriv navnet på en kontaktperson')).toBeVisible();
    await expect(page.getByText('Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen')).toBeVisible();
    await expect(page.getByLabel('Band eller kunstner *')).toHaveValue(actName);
    await expect(page.getByLabel('Link 1')).toHaveValue('https://kaja.bandcamp.com/');
    await expect(page.getByText('Vi har jeres billede.')).toBeVisible();
    await fitsThePhone(page);
    await page.screenshot({ path: 'test-results/applications-form-390.png', fullPage: true });

    await page.getByLabel('Kontaktperson *').fill('Kaja Holm');
    await page.getByRole('checkbox', { name: /Vi må gemme oplysningerne/ }).check();
    // A person takes a few seconds; a form sent at once is refused as a script's.
    await page.waitForTimeout(4500);
    await page.getByRole('button', { name: 'Send ansøgning' }).click();
    await expect(page.getByRole('status')).toContainText('Tak for jeres ansøgning!');

    const mail = await mailTo(email, `Vi har modtaget ansøgningen fra ${actName}`);
    expect(mail.text).toContain('sletter vi den efter 6 måneder');
    await page.goto(statusPath(mail.text));
    await expect(page.getByRole('heading', { name: 'Jeres ansøgning' })).toBeVisible();
    await expect(page.getByText('Ny', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Træk ansøgningen tilbage' })).toBeVisible();
    await fitsThePhone(page);
  });
});

test.describe('the booking group on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('votes, sees the others’ votes only then, and declines: the act gets the kind refusal', async ({ page }) => {
    await logIn(page, booker);
    await page.goto('/admin/ansoegninger?status=new');
    await startApp(page);
    await page.getByRole('link', { name: actName }).click();
    await expect(page.getByRole('heading', { level: 1, name: actName })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Links' }).getByRole('link', { name: /Bandcamp/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/0 har stemt/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hvem stemte hvad' })).toHaveCount(0);

    await page.getByRole('group', { name: 'Din stemme' }).getByRole('button', { name: 'Nej' }).click();
    await expect(page.getByRole('list', { name: 'Hvem stemte hvad' })).toContainText('Mads Jørgensen: Nej');
    await page.getByLabel('Ny kommentar').fill('Fint, men vi har jazz nok i foråret');
    await page.getByRole('button', { name: 'Gem kommentar' }).click();
    await expect(page.getByText('Fint, men vi har jazz nok i foråret')).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Afvist' });
    await page.getByRole('button', { name: 'Skift status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: actName }).locator('..').getByText('Afvist')).toBeVisible();
    await fitsThePhone(page);
    await page.screenshot({ path: 'test-results/applications-review-390.png', fullPage: true });

    const refusal = await mailTo(email, `${actName}: Afvist`);
    expect(refusal.text).toContain('Tak fordi I søgte om at spille hos os');
    const confirmation = await mailTo(email, `Vi har modtaget ansøgningen fra ${actName}`);
    await page.goto(statusPath(confirmation.text));
    await expect(page.getByText('Afvist', { exact: true })).toBeVisible();
  });
});

test('at 1280 px the project leader filters the list by genre, and the form and list pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/spil-hos-os');
  await expectNoAccessibilityViolations(page, 'Spil hos os');
  await page.screenshot({ path: 'test-results/applications-form-1280.png', fullPage: true });

  await logIn(page);
  await page.goto('/admin/ansoegninger');
  await startApp(page);
  await page.getByRole('button', { name: /^Afvist/ }).click();
  await page.getByLabel('Genre').selectOption('jazz');
  await expect(page).toHaveURL(/genre=jazz/);
  await expect(page.getByRole('list', { name: 'Ansøgninger' }).getByRole('link', { name: actName })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAccessibilityViolations(page, 'Ansøgninger');
  await page.screenshot({ path: 'test-results/applications-list-1280.png', fullPage: true });
});
