import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { ReceivedMail } from '../server/test/mailbox';
import { e2eAdmin, e2eMailboxFile } from '../playwright.config';
import { expectNoAccessibilityViolations, logIn, picture } from './support';

/** The one message to `to` whose subject is `subject`, once the mail server has it (delivery runs in the background). */
async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  const find = () =>
    readFileSync(e2eMailboxFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail)
      .find((mail) => mail.to.includes(to) && mail.subject === subject);
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

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
  expect(waiting.text).toContain(`http://localhost:3100/admin/members/${id}`);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page.getByRole('heading', { name: 'Glemt adgangskode' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'glemt adgangskode');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Hvis adressen hører til et medlem, har vi sendt et link')).toBeVisible();

  const reset = await mailTo(email, 'Nulstil din adgangskode');
  const link = /http:\/\/localhost:3100\/auth\/reset\?token=[\w-]+/.exec(reset.text)![0];
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
