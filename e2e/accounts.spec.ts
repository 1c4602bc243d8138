import { type APIRequestContext, expect } from '@playwright/test';
import { e2eAdmin, e2eSiteUrl } from '../playwright.config';
import { expectNoAccessibilityViolations, logIn, mailTo, picture, test } from './support';

async function register(request: APIRequestContext, email: string): Promise<number> {
  const upload = await request.post('/api/members/picture', { multipart: { file: picture('billede.png') } });
  expect(upload.ok()).toBe(true);
  const password = 'glemt-kode-1';
  const registered = await request.post('/api/auth/register', {
    data: { email, firstName: 'Glemsom', lastName: 'Frivillig', password, passwordConfirm: password, profilePictureUrl: await upload.text() },
  });
  expect(registered.ok()).toBe(true);
  return ((await registered.json()) as { id: number }).id;
}

test('a registration reaches the admin; a member who forgot the password gets back in through the mail', async ({ page, request }) => {
  const email = `glemsom-${Date.now()}@spillested.test`;
  const id = await register(request, email);
  const waiting = await mailTo(e2eAdmin.email, 'Nyt medlem venter på godkendelse: Glemsom Frivillig');
  expect(waiting.text).toContain(`${e2eSiteUrl}/admin/members/${id}`);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page.getByRole('heading', { name: 'Glemt adgangskode' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'glemt adgangskode');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Hvis adressen hører til et medlem, har vi sendt et link')).toBeVisible();

  const reset = await mailTo(email, /^Nulstil din adgangskode til .+/);
  const link = new RegExp(`${e2eSiteUrl}/auth/reset\\?token=[\\w-]+`).exec(reset.text)![0];
  await page.goto(link);
  await expectNoAccessibilityViolations(page, 'ny adgangskode');
  await page.getByLabel('Ny adgangskode').fill('helt-ny-kode-2');
  await page.getByLabel('Gentag adgangskode').fill('helt-ny-kode-2');
  await page.getByRole('button', { name: 'Gem og log ind' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Din adgangskode er skiftet' })).toBeVisible();
  // Logged in, as a member still waiting for approval.
  await expect(page.getByRole('heading', { name: 'Dit medlemskab afventer godkendelse' })).toBeVisible();

  // The link was single use, and says so as the page opens; the new password logs in from a fresh browser state.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Linket er brugt eller udløbet' })).toBeVisible();
  await expect(page.getByLabel('Ny adgangskode')).toHaveCount(0);
  await logIn(page, { email, password: 'helt-ny-kode-2' });
});

test('a registration is asked to verify its address: the pending page says so and resends, the link’s button verifies it, once', async ({ page }) => {
  const email = `bekraeft-${Date.now()}@spillested.test`;
  await page.goto('/auth/register');
  await page.getByLabel('Fornavn').fill('Bekræft');
  await page.getByLabel('Efternavn').fill('Frivillig');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill('bekraeft-kode-1');
  await page.getByLabel('Gentag adgangskode').fill('bekraeft-kode-1');
  await page.getByLabel('Profilbillede').setInputFiles(picture('billede.png'));
  await expect(page.getByAltText('Dit profilbillede')).toBeVisible();
  await page.getByRole('button', { name: 'Bliv medlem' }).click();
  await expect(page.getByRole('heading', { name: 'Dit medlemskab afventer godkendelse' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'er ikke bekræftet endnu' });
  await expect(notice).toContainText(email);
  const first = await mailTo(email, 'Bekræft din e-mail');
  await notice.getByRole('button', { name: 'Send linket igen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Vi har sendt et nyt link til ${email}` })).toBeVisible();
  const second = await mailTo(email, 'Bekræft din e-mail', 1);
  const link = (mail: { text: string }) => new RegExp(`${e2eSiteUrl}/auth/verify\\?token=[\\w-]+`).exec(mail.text)![0];

  // The first link died with the resend; the second one's page names the address, and only its button verifies.
  await page.goto(link(first));
  await expect(page.getByRole('alert').filter({ hasText: 'Linket er brugt eller udløbet' })).toBeVisible();
  await page.goto(link(second));
  await expect(page.getByText(`Tryk på knappen for at bekræfte, at ${email} er din e-mailadresse.`)).toBeVisible();
  await expectNoAccessibilityViolations(page, 'bekræft din e-mail');
  await page.getByRole('button', { name: 'Bekræft din e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tak! Din e-mailadresse er bekræftet.' })).toBeVisible();
  await page.goto('/auth/pending');
  await expect(page.getByRole('heading', { name: 'Dit medlemskab afventer godkendelse' })).toBeVisible();
  await expect(page.getByText('er ikke bekræftet endnu')).toHaveCount(0);
});

test('registering with an e-mail a member has shows it at the e-mail, with the password rule there before typing', async ({ page }) => {
  await page.goto('/auth/register');
  const password = page.getByLabel('Adgangskode', { exact: true });
  await expect(password).toHaveAccessibleDescription('8–24 tegn');
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Fornavn').fill('Dobbelt');
  await page.getByLabel('Efternavn').fill('Frivillig');
  await page.getByLabel('Profilbillede').setInputFiles(picture('billede.png'));
  await expect(page.getByAltText('Dit profilbillede')).toBeVisible();
  await password.fill('dobbelt-kode-1');
  await page.getByLabel('Gentag adgangskode').fill('dobbelt-kode-1');
  await page.getByRole('button', { name: 'Bliv medlem' }).click();

  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAccessibleDescription('Der findes allerede et medlem med denne e-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expectNoAccessibilityViolations(page, 'e-mail taken');
  // Changing the address takes the message away; nothing else typed was lost.
  await email.fill(`dobbelt-${Date.now()}@spillested.test`);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByLabel('Fornavn')).toHaveValue('Dobbelt');
});

test.describe('on a phone, 390 px wide and touch only', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('registration says up front that a profile picture is needed, and offers no dragging a finger cannot do', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/auth/register');
    await expect(page.getByText('Du skal bruge et billede af dig selv som profilbillede')).toBeInViewport();
    await expect(page.getByLabel('Profilbillede')).toHaveAccessibleDescription(/Skal med: et billede af dig, så holdet kan kende dig\./);
    await expect(page.getByText('JPEG, PNG, WebP eller AVIF på højst 10 MB.')).toBeVisible();
    await expect(page.getByText('eller træk det hertil.')).toBeHidden();
    await expectNoAccessibilityViolations(page, 'registration on a phone');
    // The server's HTML and the hydrated page agree: the hint is hidden by a media query, not by script.
    expect(errors).toEqual([]);
  });
});

test('registration offers dragging the picture where a mouse can', async ({ page }) => {
  await page.goto('/auth/register');
  await expect(page.getByText('eller træk det hertil.')).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password comes back at its field with the e-mail kept, and the right one logs in', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(e2eAdmin.email);
    await page.getByLabel('Adgangskode').fill('forkert-kode-1');
    await page.getByRole('button', { name: 'Log ind' }).click();

    const password = page.getByLabel('Adgangskode');
    await expect(password).toHaveAccessibleDescription('Forkert e-mail eller adgangskode');
    await expect(password).toHaveValue('');
    await expect(page.getByLabel('E-mail')).toHaveValue(e2eAdmin.email);

    await password.fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
  });

  test('registering: a short password is refused at its field with the picture kept, and the fixed form registers', async ({ page }) => {
    const email = `uden-script-${Date.now()}@spillested.test`;
    await page.goto('/auth/register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Fornavn').fill('Uden');
    await page.getByLabel('Efternavn').fill('Script');
    await page.getByLabel('Profilbillede').setInputFiles(picture('billede.png'));
    await page.getByLabel('Adgangskode', { exact: true }).fill('kort');
    await page.getByLabel('Gentag adgangskode').fill('kort');
    await page.getByRole('button', { name: 'Bliv medlem' }).click();

    const password = page.getByLabel('Adgangskode', { exact: true });
    await expect(password).toHaveAccessibleDescription('8–24 tegn Adgangskoden skal være mindst 8 tegn');
    await expect(page.getByAltText('Dit profilbillede')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await password.fill('lang-nok-kode-1');
    await page.getByLabel('Gentag adgangskode').fill('lang-nok-kode-1');
    await page.getByRole('button', { name: 'Bliv medlem' }).click();
    await expect(page.getByRole('heading', { name: 'Dit medlemskab afventer godkendelse' })).toBeVisible();
  });

  test('the "Bekræft din e-mail" page’s button verifies the address without scripts', async ({ page, request }) => {
    const email = `uden-script-bekraeft-${Date.now()}@spillested.test`;
    await register(request, email);
    const mail = await mailTo(email, 'Bekræft din e-mail');
    await page.goto(new RegExp(`${e2eSiteUrl}/auth/verify\\?token=[\\w-]+`).exec(mail.text)![0]);
    await page.getByRole('button', { name: 'Bekræft din e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tak! Din e-mailadresse er bekræftet.' })).toBeVisible();
  });

  test('"Glemt adgangskode" answers in the page, and a short new password is refused at its field', async ({ page }) => {
    await page.goto('/auth/forgot');
    await page.getByLabel('E-mail').fill('ingen@spillested.test');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hvis adressen hører til et medlem, har vi sendt et link' })).toBeVisible();

    await page.goto('/auth/reset?token=ukendt');
    await page.getByLabel('Ny adgangskode').fill('kort');
    await page.getByLabel('Gentag adgangskode').fill('kort');
    await page.getByRole('button', { name: 'Gem og log ind' }).click();
    await expect(page.getByLabel('Ny adgangskode')).toHaveAccessibleDescription('8–24 tegn Adgangskoden skal være mindst 8 tegn');
  });
});
