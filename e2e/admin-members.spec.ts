import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, picture, test } from './support';

// Each flow registers, approves and uploads on a small shared machine.
test.describe.configure({ timeout: 120_000 });

/** A new member, registered through the API as the registration form does; they wait for approval. */
async function registerMember(request: APIRequestContext, role: string, password: string) {
  // Unique, so the flows can run again on the same database (--repeat-each).
  const suffix = Date.now().toString(36);
  const firstName = `${role} ${suffix}`;
  const email = `${role.toLowerCase()}.${suffix}@spillested.test`;
  const upload = await request.post('/api/members/picture', { multipart: { file: picture('portraet.png') } });
  expect(upload.ok()).toBe(true);
  const registered = await request.post('/api/auth/register', {
    data: { email, firstName, lastName: 'Nyholm', password, passwordConfirm: password, profilePictureUrl: await upload.text() },
  });
  expect(registered.ok()).toBe(true);
  return { id: ((await registered.json()) as { id: number }).id, email, name: `${firstName} Nyholm` };
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('the project leader approves a waiting member and gives them a team', async ({ page, browser }) => {
  const visitor = await newPage(browser);
  const member = await registerMember(visitor.request, 'Ventende', 'vente-kode-1');

  await logIn(page);
  await page.goto('/admin/members');
  const navigation = page.getByRole('navigation', { name: 'Administration' });
  await expect(navigation.getByRole('link', { name: /^Medlemmer\s*\(\d+ venter på godkendelse\)$/ })).toBeVisible();
  const waiting = page.getByRole('region', { name: /Venter på godkendelse/ });
  await expect(waiting.getByRole('link', { name: member.name, exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'medlemmer');

  await waiting.getByRole('button', { name: `Godkend ${member.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${member.name} er godkendt` })).toBeVisible();
  const active = page.getByRole('region', { name: /Aktive medlemmer/ });
  await active.getByRole('link', { name: member.name, exact: true }).click();

  await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
  await expect(page.getByText(/Senest opdateret af Anne Kristensen/)).toBeVisible();
  // A project leader may grant teams, but not the admin team (docs/permissions.md).
  await expect(page.getByRole('checkbox', { name: /^Administrator/ })).toBeDisabled();
  await expectNoAccessibilityViolations(page, 'medlem');
  await page.getByRole('checkbox', { name: /^Booking/ }).check();
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Oplysningerne er gemt' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('region', { name: /Aktive medlemmer/ }).getByRole('row').filter({ hasText: member.name })).toContainText('Booking');
});

test('the project leader saves a waiting member, stays on the member and approves them there', async ({ page, browser }) => {
  const visitor = await newPage(browser);
  const member = await registerMember(visitor.request, 'Gemt', 'gemt-kode-1');

  await logIn(page);
  await page.goto(`/admin/members/${member.id}`);
  await expect(page.getByText('Venter på godkendelse.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Booking/ }).check();
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Oplysningerne er gemt' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${member.id}$`));
  await page.getByRole('button', { name: 'Godkend', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${member.name} er godkendt` })).toBeVisible();
  await expect(page.getByText('Venter på godkendelse.')).toHaveCount(0);
});

test('the project leader uploads landing images and deletes one', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Forsidebilleder' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'indhold');
  const images = page.getByRole('img', { name: /^Forsidebillede \d+$/ });
  const before = await images.count();

  await page.getByLabel('Vælg billeder').setInputFiles([
    picture('scene.png'),
    picture('publikum.png'),
    { name: 'ikke-et-billede.png', mimeType: 'image/png', buffer: Buffer.from('dette er tekst') },
  ]);
  await expect(images).toHaveCount(before + 2);
  // The refused file keeps its row with the server's Danish reason.
  const refused = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'ikke-et-billede.png' });
  await expect(refused.getByRole('alert')).not.toBeEmpty();

  await page.getByRole('button', { name: `Slet forsidebillede ${before + 2}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Billedet er fjernet fra forsiden' })).toBeVisible();
  await expect(images).toHaveCount(before + 1);
});

test('a member changes their own password, logs in with it, downloads their data and deletes their account', async ({ page, browser }) => {
  const memberPage = await newPage(browser);
  const member = await registerMember(memberPage.request, 'Profil', 'gammel-kode-1');
  await logIn(page);
  expect((await page.request.post(`/api/members/${member.id}/approve`)).ok()).toBe(true);

  await logIn(memberPage, { email: member.email, password: 'gammel-kode-1' });
  await memberPage.goto('/admin/profile');
  await expect(memberPage.getByRole('heading', { name: 'Min profil' })).toBeVisible();
  await expectNoAccessibilityViolations(memberPage, 'min profil');

  await memberPage.getByLabel('Nuværende adgangskode').fill('forkert-kode-1');
  await memberPage.getByLabel('Ny adgangskode', { exact: true }).fill('ny-hemmelig-kode-2');
  await memberPage.getByLabel('Gentag ny adgangskode').fill('ny-hemmelig-kode-2');
  await memberPage.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(memberPage.getByRole('alert').filter({ hasText: 'Den nuværende adgangskode er forkert' })).toBeVisible();
  // At the field it is about, focused, and the rule for the new one is there before and after.
  await expect(memberPage.getByLabel('Nuværende adgangskode')).toHaveAccessibleDescription('Den nuværende adgangskode er forkert');
  await expect(memberPage.getByLabel('Nuværende adgangskode')).toBeFocused();
  await expect(memberPage.getByLabel('Ny adgangskode', { exact: true })).toHaveAccessibleDescription('8–24 tegn');
  // Refused: what was typed stays.
  await expect(memberPage.getByLabel('Ny adgangskode', { exact: true })).toHaveValue('ny-hemmelig-kode-2');

  await memberPage.getByLabel('Nuværende adgangskode').fill('gammel-kode-1');
  await memberPage.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(memberPage.getByRole('status').filter({ hasText: 'Din adgangskode er ændret' })).toBeVisible();

  await memberPage.getByRole('button', { name: 'Log ud' }).click();
  await expect(memberPage.getByRole('status').filter({ hasText: 'Du er logget ud' })).toBeVisible();
  await logIn(memberPage, { email: member.email, password: 'ny-hemmelig-kode-2' });

  // Download my data, then delete the account and leave logged out (docs/permissions.md).
  await memberPage.goto('/admin/profile');
  const download = memberPage.waitForEvent('download');
  await memberPage.getByRole('link', { name: 'Hent mine data' }).click();
  const data = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as { profile: { email: string } };
  expect(data.profile.email).toBe(member.email);

  await memberPage.getByRole('button', { name: 'Slet min konto' }).click();
  await memberPage.getByRole('dialog').getByRole('button', { name: 'Slet min konto' }).click();
  await expect(memberPage.getByRole('status').filter({ hasText: 'Din konto er slettet' })).toBeVisible();
  await expect(memberPage).toHaveURL(/\/$/);
  expect((await memberPage.request.get('/api/auth/session')).status()).toBe(401);
});

test('a member edited in two tabs: the second save is refused, keeps what was typed and offers the newer version', async ({ context, browser }) => {
  const member = await registerMember((await newPage(browser)).request, 'Dobbelt', 'dobbelt-kode-1');
  await logIn(await context.newPage());
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) {
    await tab.goto(`/admin/members/${member.id}`);
    await expect(tab.getByLabel('Fornavn')).toBeVisible();
  }

  await first.getByLabel('Særlig rolle').fill('Kasserer');
  await first.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Oplysningerne er gemt' })).toBeVisible();

  await second.getByLabel('Særlig rolle').fill('Formand');
  await second.getByRole('button', { name: 'Gem ændringer' }).click();
  const conflict = second.getByRole('alert').filter({ has: second.getByRole('button', { name: 'Hent den nye version' }) });
  await expect(conflict).toContainText(/ændret af Anne Kristensen/);
  await expect(second.getByLabel('Særlig rolle')).toHaveValue('Formand');

  await conflict.getByRole('button', { name: 'Hent den nye version' }).click();
  await expect(second.getByLabel('Særlig rolle')).toHaveValue('Kasserer');
  await second.getByLabel('Særlig rolle').fill('Kasserer og formand');
  await second.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Oplysningerne er gemt' })).toBeVisible();
});
