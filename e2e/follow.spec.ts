import { expect } from '@playwright/test';
import { logIn, mailTo, test } from './support';

test.describe('following an artist by e-mail, on a phone with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("follows from the artist's page, confirms from the mail's link, and leaves again", async ({ page, request }) => {
    const artists = await (await request.get('/api/artists?per_page=1')).json();
    const artist = artists.records[0] as { id: number; name: string };
    const email = `fan-${Date.now()}@spillested.test`;

    await page.goto(`/artists/${artist.id}`);
    const follow = page.getByRole('region', { name: `Følg ${artist.name}` });
    await follow.getByLabel('E-mail').fill(email);
    await follow.getByRole('button', { name: 'Følg' }).click();
    await expect(page.getByRole('status')).toContainText('Tjek din indbakke');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const mail = await mailTo(email, /^Bekræft at du vil følge/);
    expect(mail.text).toContain(artist.name);
    const link = new URL(/https?:\/\/\S+\/subscription\?token=[\w-]{43}/.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page.getByRole('status')).toHaveText('Tak! Din adresse er bekræftet. Du får en e-mail, når der er nyt om det, du følger.');
    await expect(page.getByRole('heading', { name: 'Du følger' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: artist.name })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Afmeld og slet min adresse' }).click();
    await expect(page.getByRole('status')).toHaveText('Du er afmeldt, og din adresse er slettet.');
  });
});

test('the project leader sees subscribers per follow and sends "Nyt i programmet" at once; the settings set its day and hour', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { name: 'Følgere', level: 1 })).toBeVisible();
  await expect(page.getByText('Bekræftede')).toBeVisible();
  // The addresses are the admins' alone.
  await expect(page.getByRole('link', { name: 'Hent bekræftede adresser som CSV' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send nu' }).click();
  await expect(page.getByText('"Nyt i programmet" er sat i gang').first()).toBeVisible();

  await page.goto('/admin/settings');
  await expect(page.getByLabel('Ugedag')).toHaveValue('1');
  await expect(page.getByLabel('Klokkeslæt')).toHaveValue('10');
});
