import { expect } from '@playwright/test';
import { expectNoAccessibilityViolations, fitsThePhone, logIn, mailTo, picture, test } from './support';

// Guest lists (issue 50, item 2): on a phone, booking sends an act the link to its guest list; the act
// opens it from the mail and puts a guest +1 on; booking sees the name with who added it.
test.describe.configure({ timeout: 120_000 });

test('on a phone booking sends an act its guest-list link, the act adds a guest +1 from the mail, and booking sees it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  // The night itself is made through the API: the event form has its own browser tests.
  const [venues, artists, cover] = await Promise.all([
    page.request.get('/api/venues').then((answer) => answer.json()),
    page.request.get('/api/artists').then((answer) => answer.json()),
    page.request.post('/api/events/image', { multipart: { image: picture('jazz.png') } }).then((answer) => answer.text()),
  ]);
  const title = `Gæsteaften ${Date.now()}-${testInfo.retry}`;
  const artist = artists.records[0] as { id: number; name: string };
  const made = await page.request.post('/api/events', {
    data: {
      title,
      description: 'Et orkester og dets gæster',
      venueId: venues.records[0].id,
      concerts: [{ artistID: artist.id, from: '2027-09-10T19:00:00.000Z', to: '2027-09-10T21:00:00.000Z' }],
      isPublic: true,
      imageUrl: cover,
      ticketUrl: 'https://billetlugen.dk/gaester',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const eventId = (await made.json()).id as number;

  await page.goto(`/admin/events/${eventId}/edit`);
  await page.getByRole('link', { name: 'Gæsteliste' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gæsteliste' })).toBeVisible();
  const act = page.getByRole('region', { name: artist.name });
  await expect(act.getByText('Intet link sendt')).toBeVisible();
  await act.getByRole('button', { name: `Send link til gæsteliste til ${artist.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send link til gæsteliste' });
  const email = `akt-${Date.now()}-${testInfo.retry}@spillested.test`;
  await dialog.getByRole('textbox', { name: /Kontaktens e-mail/ }).fill(email);
  await dialog.getByRole('combobox', { name: 'Pladser (navne og +N)' }).selectOption('4');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(act.getByText(`Link sendt til ${email}`, { exact: false })).toBeVisible();
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'the guest list at 390 px');

  // The act, logged out, from its mail.
  const mail = await mailTo(email, `Gæsteliste til ${title}: ${artist.name}`);
  const link = new URL(/https?:\/\/\S+\/gaesteliste\?token=[\w-]{43}/.exec(mail.text)![0]);
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Gæsteliste' })).toBeVisible();
  await expect(page.getByText('4 af 4 pladser tilbage')).toBeVisible();
  await page.getByRole('textbox', { name: 'Navn' }).fill('Sofie Berg');
  await page.getByRole('combobox', { name: 'Har med (+N)' }).selectOption('+1');
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'the act’s guest list at 390 px');
  await page.getByRole('button', { name: 'Skriv på listen' }).click();
  await expect(page.getByText('Sofie Berg +1')).toBeVisible();
  await expect(page.getByText('2 af 4 pladser tilbage')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fjern Sofie Berg' })).toBeVisible();
  await page.screenshot({ path: 'test-results/guest-list-390.png', fullPage: true });

  await logIn(page);
  await page.goto(`/admin/events/${eventId}/gaesteliste`);
  await expect(act.getByText('Sofie Berg +1')).toBeVisible();
  await expect(act.getByText('Tilføjet af kunstneren')).toBeVisible();
  await expect(act.getByText('2 af 4 pladser brugt')).toBeVisible();
});
