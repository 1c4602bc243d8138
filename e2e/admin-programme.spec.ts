import { type BrowserContext, expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, picture, test } from './support';

// Each flow writes several records and uploads pictures on a small shared machine.
test.describe.configure({ timeout: 120_000 });

async function pickFromCombobox(page: Page | ReturnType<Page['getByRole']>, name: string, typed: string, option: string) {
  await page.getByRole('combobox', { name }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('the project leader creates an artist with a picture, a new genre, socials and a preview', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/artists');
  // One list, every artist unless the switch says otherwise, so the one made below shows up in it.
  await expect(page.getByRole('group', { name: 'Vis kunstnere' }).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Opret kunstner' }).click();
  await expect(page.getByRole('heading', { name: 'Opret kunstner' })).toBeVisible();

  // Nothing filled in: the server's own rules, worded for the screen, and the first field to fix has focus.
  await page.getByRole('button', { name: 'Opret kunstner' }).click();
  await expect(page.getByText('Skriv kunstnerens navn')).toBeVisible();
  await expect(page.getByText('Vælg mindst én genre')).toBeVisible();
  await expect(page.getByLabel('Navn')).toBeFocused();

  await page.getByLabel('Navn').fill('Larmende Lygter');
  await page.getByRole('button', { name: 'Opret kunstner' }).click();
  await expect(page.getByText('Skriv en beskrivelse af kunstneren')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Beskrivelse' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Støjpop fra Vejle med tre guitarer.');
  // The whole description becomes a link: the address is typed in a row under the toolbar.
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Linkets adresse').fill('lygter');
  await page.getByLabel('Linkets adresse').press('Enter');
  await expect(page.getByText('Skriv en hel adresse, fx https://kunstner.dk')).toBeVisible();
  await page.getByLabel('Linkets adresse').fill('https://lygter.dk');
  await page.getByLabel('Linkets adresse').press('Enter');
  await expect(page.getByRole('textbox', { name: 'Beskrivelse' }).getByRole('link')).toHaveAttribute('href', 'https://lygter.dk');
  await expect(page.getByLabel('Linkets adresse')).toHaveCount(0);
  await page.getByLabel(/^Billede/).setInputFiles(picture('lygter.png'));
  await expect(page.getByRole('img', { name: 'Kunstnerens billede' })).toBeVisible();

  await pickFromCombobox(page, 'Genrer', 'Støjpop', 'Opret »Støjpop«');
  await expect(page.getByRole('list', { name: 'Valgte genrer' })).toContainText('Støjpop');

  await page.getByRole('button', { name: 'Tilføj link' }).click();
  await page.getByLabel('Link 1').fill('https://www.instagram.com/larmendelygter');
  await expect(page.getByTitle('Instagram')).toBeVisible();

  // Checked as it is typed.
  await page.getByLabel('Spotify-smagsprøve').fill('https://example.com/lygter');
  await expect(page.getByText('Smagsprøven skal være et link til open.spotify.com')).toBeVisible();
  await page.getByLabel('Spotify-smagsprøve').fill('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
  await expect(page.getByText('Smagsprøven skal være et link til open.spotify.com')).toHaveCount(0);

  await page.getByRole('button', { name: 'Opret kunstner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kunstneren er oprettet' })).toBeVisible();
  await expect(page).toHaveURL('/admin/artists');

  await page.getByRole('link', { name: 'Larmende Lygter' }).click();
  await expect(page.getByLabel('Navn')).toHaveValue('Larmende Lygter');
  await expect(page.getByText(/^Senest opdateret af Anne Kristensen, /)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Valgte genrer' })).toContainText('Støjpop');
  await expect(page.getByLabel('Link 1')).toHaveValue('https://www.instagram.com/larmendelygter');
});

test('the project leader creates an event with three concerts at a new venue, one artist made on the spot', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'Opret event' }).click();

  await page.getByLabel('Titel').fill('Forårsstøj');
  await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Tre bands, én aften.');
  await page.getByLabel('Billet-URL').fill('https://billetter.example.dk/foraarsstoej');

  await page.getByRole('button', { name: 'Nyt spillested' }).click();
  const venueDialog = page.getByRole('dialog', { name: 'Nyt spillested' });
  await expect(venueDialog.getByLabel('Navn')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'new venue dialog');
  await venueDialog.getByLabel('Navn').fill('Bygningen');
  await venueDialog.getByLabel('By').fill('Vejle');
  await venueDialog.getByRole('button', { name: 'Opret spillested' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Spillestedet er oprettet' })).toBeVisible();
  await expect(venueDialog).toHaveCount(0);
  await expect(page.getByLabel('Spillested').locator('option:checked')).toHaveText('Bygningen');

  await page.getByLabel(/^Cover/).setInputFiles(picture('forårsstøj.png'));
  await expect(page.getByRole('img', { name: 'Eventets cover' })).toBeVisible();

  await pickFromCombobox(page, 'Kunstner, koncert 1', 'Fjord', 'Fjordlys');
  await page.getByLabel('Start, koncert 1').fill('2027-04-24T19:00');
  await page.getByLabel('Slut, koncert 1').fill('2027-04-24T20:00');

  // The next row starts where the last ended.
  await page.getByRole('button', { name: 'Tilføj koncert' }).click();
  await expect(page.getByLabel('Start, koncert 2')).toHaveValue('2027-04-24T20:00');
  await pickFromCombobox(page, 'Kunstner, koncert 2', 'Sølv', 'Sølvpapir');
  await page.getByLabel('Slut, koncert 2').fill('2027-04-24T19:30');
  await expect(page.getByText('Koncertens sluttid skal være efter starttiden')).toBeVisible();
  await page.getByLabel('Slut, koncert 2').fill('2027-04-24T21:00');
  await expect(page.getByText('Koncertens sluttid skal være efter starttiden')).toHaveCount(0);

  await page.getByRole('button', { name: 'Tilføj koncert' }).click();
  await pickFromCombobox(page, 'Kunstner, koncert 3', 'Glasværket', 'Opret »Glasværket«');
  const artistDialog = page.getByRole('dialog', { name: 'Ny kunstner' });
  await expect(artistDialog.getByLabel('Navn')).toHaveValue('Glasværket');
  await expectNoAccessibilityViolations(page, 'new artist dialog');
  await artistDialog.getByRole('textbox', { name: 'Beskrivelse' }).fill('Nyt navn på den lokale scene.');
  await artistDialog.getByLabel(/^Billede/).setInputFiles(picture('glas.png'));
  await expect(artistDialog.getByRole('img', { name: 'Kunstnerens billede' })).toBeVisible();
  await pickFromCombobox(artistDialog, 'Genrer', 'Ind', 'Indie');
  await artistDialog.getByRole('button', { name: 'Opret kunstner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kunstneren er oprettet' })).toBeVisible();
  await expect(artistDialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Kunstner, koncert 3' })).toHaveValue('Glasværket');

  await page.getByRole('button', { name: 'Opret event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er oprettet' })).toBeVisible();
  await expect(page).toHaveURL('/admin/events');

  await page.getByRole('link', { name: 'Forårsstøj' }).click();
  await expect(page.getByLabel('Spillested').locator('option:checked')).toHaveText('Bygningen');
  await expect(page.getByRole('combobox', { name: /^Kunstner, koncert/ })).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Kunstner, koncert 3' })).toHaveValue('Glasværket');
  await expect(page.getByLabel('Slut, koncert 3')).toHaveValue('2027-04-24T22:00');
});

async function openEdit(context: BrowserContext, title: string) {
  const page = await context.newPage();
  await page.goto('/admin/events');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Titel')).toHaveValue(title);
  return page;
}

test('an event edited in two tabs: the second save is refused with who changed what, and saving again keeps what was typed', async ({ context }) => {
  await logIn(await context.newPage());
  const first = await openEdit(context, 'Indienat');
  const second = await openEdit(context, 'Indienat');

  await first.getByLabel('Titel').fill('Indienat – udsolgt');
  await first.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Eventet er opdateret' })).toBeVisible();

  await second.getByLabel('Titel').fill('Indienat med ekstra band');
  await second.getByRole('button', { name: 'Gem ændringer' }).click();
  // The server's message as a toast and above the form, with what the other person changed.
  const conflict = second.getByRole('alert').filter({ has: second.getByRole('button', { name: 'Hent den nye version' }) });
  await expect(conflict).toContainText(/Eventet er blevet ændret af Anne Kristensen .*, efter du åbnede det/);
  await expect(conflict.getByRole('listitem')).toHaveText(['Titel: »Indienat – udsolgt«']);
  await expect(second.getByLabel('Titel')).toHaveValue('Indienat med ekstra band');
  await expect(second).toHaveURL(/\/edit$/);

  // Saving again writes what this tab holds over the other version.
  await second.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Eventet er opdateret' })).toBeVisible();
  await expect(second).toHaveURL('/admin/events');
  await openEdit(context, 'Indienat med ekstra band');
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/artists');
  await page.getByRole('link', { name: 'Sølvpapir' }).first().click();
  await expect(page.getByRole('toolbar', { name: 'Formatering' })).toBeVisible();

  // Untouched, the form lets go at once.
  await page.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL('/admin/events');
  await page.goBack();

  await page.getByLabel('Navn').fill('Sølvpapir og venner');
  await page.getByRole('link', { name: 'Events' }).click();
  const leave = page.getByRole('dialog', { name: 'Forlad siden uden at gemme?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Annuller' }).click();
  await expect(page).toHaveURL(/\/admin\/artists\/\d+\/edit$/);
  await expect(page.getByLabel('Navn')).toHaveValue('Sølvpapir og venner');

  await page.getByRole('link', { name: 'Events' }).click();
  await page.getByRole('dialog', { name: 'Forlad siden uden at gemme?' }).getByRole('button', { name: 'Forlad siden' }).click();
  await expect(page).toHaveURL('/admin/events');

  // So does closing a venue being made on the spot; the dialog opens on its first field and gives focus back.
  await page.getByRole('link', { name: 'Opret event' }).click();
  const newVenue = page.getByRole('button', { name: 'Nyt spillested' });
  await newVenue.click();
  const venueDialog = page.getByRole('dialog', { name: 'Nyt spillested' });
  await expect(venueDialog.getByLabel('Navn')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(venueDialog).toHaveCount(0);
  await expect(newVenue).toBeFocused();

  await newVenue.click();
  await venueDialog.getByLabel('Navn').fill('Halvskrevet');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Luk uden at gemme?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Annuller' }).click();
  await expect(venueDialog.getByLabel('Navn')).toHaveValue('Halvskrevet');
  await venueDialog.getByRole('button', { name: 'Annuller' }).click();
  await discard.getByRole('button', { name: 'Luk' }).click();
  await expect(venueDialog).toHaveCount(0);
  await expect(newVenue).toBeFocused();
});

test('the artist, event and venue screens pass axe-core', async ({ page }) => {
  await logIn(page);
  for (const [path, heading] of [
    ['/admin/artists', 'Kunstnere'],
    ['/admin/artists/create', 'Opret kunstner'],
    ['/admin/events', 'Events'],
    ['/admin/events/create', 'Opret event'],
    ['/admin/venues', 'Spillesteder'],
    ['/admin/venues/create', 'Opret spillested'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAccessibilityViolations(page, path);
  }
  await page.goto('/admin/artists');
  await page.getByRole('link', { name: 'Fjordlys' }).click();
  await expect(page.getByRole('toolbar', { name: 'Formatering' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'artist edit');
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'Soul & swing' }).first().click();
  await expect(page.getByRole('combobox', { name: 'Kunstner, koncert 1' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'event edit');

  // With messages shown and a list open.
  await page.getByLabel('Titel').fill('');
  await page.getByRole('combobox', { name: 'Kunstner, koncert 1' }).fill('a');
  await expectNoAccessibilityViolations(page, 'event edit with a message and an open list');
});
