import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { dayLabel } from '../client/src/features/admin-booking/calendar-dates';
import { copenhagenDate, shiftMonth } from '../shared/calendar-day';
import { formatCalendarDate } from '../client/src/lib/offer-terms';
import { e2eSiteUrl } from '../playwright.config';
import { expectNoAccessibilityViolations, fitsThePhone, logIn, mailTo, test } from './support';
import { dayOf } from './booking-calendar';

// Offer → event (issue 49, item 4): the booking group sends an offer on a hold from the calendar with
// its contract, the act fetches the contract and accepts behind the mail's link, and a draft event
// (members only) stands on the date.
const booker = { email: 'mads.joergensen@spillested.demo', password: 'demo-kode-1' };

/** Three months ahead: past the demo's "today", clear of the days the booking calendar's flows use. */
const month = shiftMonth(copenhagenDate().slice(0, 7), 3);

type Act = { name: string; email: string; applicationId: number };

/** A small PDF as a booker's contract would be, under the name it is chosen by. */
const contractFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** An application sent through the API as a band's form sends it, found again by its own home town. */
async function apply(page: Page, name: string): Promise<Omit<Act, 'applicationId'> & { town: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const email = `${slug}@spillested.test`;
  const town = `Tilbudby ${slug}`.slice(0, 60);
  const sent = await page.request.post('/api/applications', { data: { actName: name, contactName: 'Kontakt Person', email, town, consent: true } });
  expect(sent.ok(), await sent.text()).toBe(true);
  return { name, email, town };
}

/** As the booker: the application's id, and a first option on `date` at the first venue, through the API. */
async function holdFor(page: Page, act: { name: string; email: string; town: string }, date: string): Promise<Act & { venueId: number }> {
  const found = await page.request.get(`/api/applications?town=${encodeURIComponent(act.town)}`);
  expect(found.ok(), await found.text()).toBe(true);
  const application = ((await found.json()) as { records: { id: number; actName: string }[] }).records.find((one) => one.actName === act.name)!;
  const venues = await page.request.get('/api/venues?per_page=0');
  const venueId = ((await venues.json()) as { records: { id: number }[] }).records[0]!.id;
  const hold = await page.request.post('/api/holds', { data: { venueId, date, expiresOn: date, applicationId: application.id } });
  expect(hold.ok(), await hold.text()).toBe(true);
  return { ...act, applicationId: application.id, venueId };
}


/** "Send tilbud" from the hold's menu in the calendar: the dialog, filled in by `fill`, sent. */
async function sendOffer(page: Page, act: Act, date: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, state: string) {
  await page.getByRole('button', { name: `Handlinger for 1. option ${act.name}` }).click();
  await dayOf(page, date).getByRole('button', { name: 'Send tilbud' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send tilbud' });
  await expect(dialog).toContainText(`Til ${act.name} for ${dayLabel(date)}`);
  await fill(dialog);
  await expectNoAccessibilityViolations(page, state);
  await dialog.getByRole('button', { name: 'Send tilbud' }).click();
  await expect(dialog).toBeHidden();
  const hold = dayOf(page, date).getByRole('list', { name: 'Optioner' }).getByRole('listitem').filter({ hasText: act.name });
  await expect(hold).toContainText('Tilbud sendt');
}

/** The link in the offer mail, as a path on this site. */
async function offerPath(act: Act): Promise<string> {
  const mail = await mailTo(act.email, new RegExp(`^Tilbud til ${act.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`));
  const link = new URL(/https?:\/\/\S+\/spil-hos-os\/tilbud\?token=[\w-]{43}/.exec(mail.text)![0]);
  return link.pathname + link.search;
}

/** The act, in a browser of its own (not logged in), opens the link and accepts. */
async function actAccepts(
  browser: Browser,
  path: string,
  date: string,
  terms: { deal: string; contract: string; viewport: { width: number; height: number }; javaScriptEnabled: boolean },
) {
  const context = await browser.newContext({ baseURL: e2eSiteUrl, viewport: terms.viewport, javaScriptEnabled: terms.javaScriptEnabled, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Tilbud' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: formatCalendarDate(date) })).toBeVisible();
    await expect(page.getByText(terms.deal, { exact: true })).toBeVisible();
    await expect(page.getByText('Venter på jeres svar')).toBeVisible();
    // The contract comes down under the name the booker gave it, by the link's secret alone.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: new RegExp(`^Hent ${terms.contract} \\(\\d+ kB\\)$`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(terms.contract);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    if (terms.viewport.width <= 390) await fitsThePhone(page);
    if (terms.javaScriptEnabled) await expectNoAccessibilityViolations(page, 'the offer page');
    await page.screenshot({ path: `test-results/offer-${terms.viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Accepter tilbuddet' }).click();
    await expect(page.getByRole('status')).toContainText('I har accepteret. Vi glæder os');
    await expect(page.getByText('Accepteret', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accepter tilbuddet' })).toHaveCount(0);
    if (terms.viewport.width <= 390) await fitsThePhone(page);
  } finally {
    await context.close();
  }
}

/** The draft event the offer became: members only, named for the act, on the held date. */
async function expectDraftEvent(page: Page, act: Act, date: string) {
  await page.goto(`/admin/ansoegninger/${act.applicationId}`);
  const offers = page.getByRole('region', { name: 'Tilbud' });
  await expect(offers).toContainText(`${formatCalendarDate(date)} hos`);
  await expect(offers).toContainText('Accepteret');
  await expect(offers.getByRole('button', { name: 'Træk tilbage' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: act.name }).locator('..').getByText('Booket')).toBeVisible();
  await offers.getByRole('link', { name: /^Åbn arrangementet/ }).click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(act.name);
  await expect(page.getByRole('checkbox', { name: /^Offentligt/ })).not.toBeChecked();
}

test('on a phone the booker sends an offer with a fee from the calendar; the act accepts without JavaScript and a draft event stands on the date', async ({ page, browser }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const date = `${month}-${String(5 + testInfo.retry * 2).padStart(2, '0')}`;
  const applied = await apply(page, `Kaja Kvartet ${Date.now()}-${testInfo.retry}`);
  await logIn(page, booker);
  const act = await holdFor(page, applied, date);

  await page.goto(`/admin/booking?venueId=${act.venueId}&month=${month}`);
  await sendOffer(
    page,
    act,
    date,
    async (dialog) => {
      await expect(dialog.getByRole('radio', { name: 'Honorar' })).toBeChecked();
      await dialog.getByRole('textbox', { name: /^Honorar i kr\./ }).fill('4.000');
      await dialog.getByLabel('Koncerten begynder').fill('20:30');
      await dialog.getByLabel('Koncerten slutter').fill('00:30');
      await dialog.getByLabel(/^Forplejning/).fill('Aftensmad til fire');
      await dialog.getByLabel(/^Besked til akten/).fill('Vi glæder os til at høre jer!');
      await dialog.getByLabel('Kontrakt (valgfri)').setInputFiles(contractFile('Kontrakt Kaja Kvartet.pdf'));
      await fitsThePhone(page);
    },
    'Send tilbud on a phone',
  );
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/offers-calendar-390.png', fullPage: true });

  await actAccepts(browser, await offerPath(act), date, { deal: 'Honorar: 4.000 kr.', contract: 'Kontrakt Kaja Kvartet.pdf', viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  // The hold became the event: the calendar shows it, members only, from the accepted offer.
  await page.reload();
  const events = dayOf(page, date).getByRole('list', { name: 'Events' });
  await expect(events.getByRole('link', { name: act.name })).toBeVisible();
  await expect(events).toContainText('ikke offentlig');
  await expect(events).toContainText('Tilbud accepteret');
  await expect(dayOf(page, date).getByRole('list', { name: 'Optioner' })).toHaveCount(0);

  await expectDraftEvent(page, act, date);
  await fitsThePhone(page);
});

test('on a laptop the booker sends a door deal; the act accepts, and the application shows the offer with its event', async ({ page, browser }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const date = `${month}-${String(6 + testInfo.retry * 2).padStart(2, '0')}`;
  const applied = await apply(page, `Fjordlys ${Date.now()}-${testInfo.retry}`);
  await logIn(page, booker);
  const act = await holdFor(page, applied, date);

  // Before: the application's page says no offer is sent yet.
  await page.goto(`/admin/ansoegninger/${act.applicationId}`);
  await expect(page.getByRole('region', { name: 'Tilbud' })).toContainText('Ingen tilbud endnu.');

  await page.goto(`/admin/booking?venueId=${act.venueId}&month=${month}`);
  await sendOffer(
    page,
    act,
    date,
    async (dialog) => {
      await dialog.getByRole('radio', { name: 'Dørdeal' }).check();
      // Nothing in the deal's words yet: the form says what to write.
      await dialog.getByRole('button', { name: 'Send tilbud' }).click();
      await expect(dialog.getByText('Beskriv dørdealen')).toBeVisible();
      await dialog.getByRole('textbox', { name: /^Dørdealen i ord/ }).fill('70 % af dørsalget efter udgifter');
      await dialog.getByLabel(/^Teknik og rider/).fill('Vi har eget backline');
    },
    'Send tilbud on a laptop',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAccessibilityViolations(page, 'Bookingkalender with an offer sent');
  await page.screenshot({ path: 'test-results/offers-calendar-1280.png', fullPage: true });

  // While it waits, the application lists it as sent, with a way to take it back and to lay a contract beside it.
  await page.goto(`/admin/ansoegninger/${act.applicationId}`);
  const offers = page.getByRole('region', { name: 'Tilbud' });
  await expect(offers).toContainText('Dørdeal: 70 % af dørsalget efter udgifter');
  await expect(offers.getByRole('button', { name: 'Træk tilbage' })).toBeVisible();
  await expect(offers).toContainText('Kontrakt: ingen endnu');
  await offers.getByLabel('Læg en kontrakt ved').setInputFiles(contractFile('Fjordlys kontrakt.pdf'));
  await expect(offers.getByRole('link', { name: /^Fjordlys kontrakt\.pdf \(\d+ kB\)$/ })).toBeVisible();
  await expect(offers.getByText('Udskift kontrakten')).toBeVisible();

  await actAccepts(browser, await offerPath(act), date, { deal: 'Dørdeal: 70 % af dørsalget efter udgifter', contract: 'Fjordlys kontrakt.pdf', viewport: { width: 1280, height: 900 }, javaScriptEnabled: true });

  await expectDraftEvent(page, act, date);
  await page.goto(`/admin/ansoegninger/${act.applicationId}`);
  await expectNoAccessibilityViolations(page, 'an application with an accepted offer');
  await page.screenshot({ path: 'test-results/offers-application-1280.png', fullPage: true });
});
