import { expect, type Locator, type Page } from '@playwright/test';
import { dayLabel, monthTitle, shortDate } from '../client/src/features/admin-booking/calendar-dates';
import { copenhagenDate, shiftMonth } from '../shared/calendar-day';
import { expectNoAccessibilityViolations, fitsThePhone, logIn, test } from './support';
import { dayOf } from './booking-calendar';

// The booking group's calendar of holds (issue 49, item 3), on a phone and on a laptop.
const booker = { email: 'mads.joergensen@spillested.demo', password: 'demo-kode-1' };

/** Two months ahead: past the demo's "today", clear of the days other flows use. */
const month = shiftMonth(copenhagenDate().slice(0, 7), 2);

/** An application sent through the API, as a band's form sends it. */
async function apply(page: Page, actName: string) {
  const email = `${actName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@spillested.test`;
  const sent = await page.request.post('/api/applications', { data: { actName, contactName: 'Kontakt Person', email, consent: true } });
  expect(sent.ok(), await sent.text()).toBe(true);
}

const optionsOf = (day: Locator) => day.getByRole('list', { name: 'Optioner' }).getByRole('listitem');

/** "Giv option" from the day's menu, for an application or an artist chosen by name. */
async function giveOption(page: Page, date: string, act: { application: string } | { artist: string }) {
  await page.getByRole('button', { name: `Handlinger for ${dayLabel(date)}`, exact: true }).click();
  await dayOf(page, date).getByRole('button', { name: 'Giv option' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny option' });
  await expect(dialog.getByLabel('Dato')).toHaveValue(date);
  if ('application' in act) await dialog.getByRole('combobox', { name: /^Ansøgning/ }).selectOption({ label: act.application });
  else await dialog.getByRole('combobox', { name: /^Eller en kunstner/ }).selectOption({ label: act.artist });
  await dialog.getByRole('button', { name: 'Giv option' }).click();
  return dialog;
}

/**
 * The whole round on one date: a first and a second option, a third refused with the server's words
 * in the form, the first released and the second moved up; then another day closed and opened again.
 */
async function bookAndRelease(page: Page, date: string, acts: { first: string; second: { application: string } | { artist: string }; third: string }, closedDate: string) {
  const { first, second, third } = acts;
  const secondName = 'application' in second ? second.application : second.artist;
  const day = dayOf(page, date);

  await expect(await giveOption(page, date, { application: first })).toBeHidden();
  await expect(optionsOf(day)).toHaveCount(1);
  await expect(optionsOf(day).first()).toContainText('1. option');
  await expect(optionsOf(day).first().getByRole('link', { name: first })).toHaveAttribute('href', /\/admin\/ansoegninger\/\d+$/);

  await expect(await giveOption(page, date, second)).toBeHidden();
  await expect(optionsOf(day)).toHaveCount(2);
  await expect(optionsOf(day).nth(1)).toContainText('2. option');
  await expect(optionsOf(day).nth(1).getByRole('link', { name: secondName })).toBeVisible();
  await expect(optionsOf(day).first()).toContainText(/udløber \d+\. \w+/);

  // A third: the server's Danish refusal stays in the form.
  const refused = await giveOption(page, date, { application: third });
  await expect(refused.getByRole('alert')).toHaveText('Datoen har allerede en første og en anden option');
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Annuller' }).click();
  await page.getByRole('dialog', { name: 'Luk uden at gemme?' }).getByRole('button', { name: 'Luk' }).click();
  await expect(refused).toBeHidden();

  await page.getByRole('button', { name: `Handlinger for 1. option ${first}` }).click();
  await day.getByRole('button', { name: 'Slip option' }).click();
  const confirm = page.getByRole('dialog', { name: 'Slip option?' });
  await expect(confirm).toContainText('En 2. option på dagen rykker op som 1. option.');
  await confirm.getByRole('button', { name: 'Slip option' }).click();
  await expect(optionsOf(day)).toHaveCount(1);
  await expect(optionsOf(day).first()).toContainText('1. option');
  await expect(optionsOf(day).first().getByRole('link', { name: secondName })).toBeVisible();
  await expect(day.getByRole('link', { name: first })).toHaveCount(0);

  await page.getByRole('button', { name: `Handlinger for ${dayLabel(closedDate)}`, exact: true }).click();
  await dayOf(page, closedDate).getByRole('button', { name: 'Luk dagen' }).click();
  const closing = page.getByRole('dialog', { name: 'Luk dagen' });
  await closing.getByLabel(/^Hvorfor/).fill('Privat fest');
  await closing.getByRole('button', { name: 'Luk dagen' }).click();
  await expect(closing).toBeHidden();
  await expect(dayOf(page, closedDate)).toContainText('Lukket: Privat fest');
}

test('on a phone the booker gives a first and a second option, releases the first, and closes a day', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = `${Date.now()}-${testInfo.retry}`;
  const [kaja, bølge, tredje] = [`Kaja Kvartet ${stamp}`, `Bølgebryderne ${stamp}`, `Tredje Akt ${stamp}`];
  for (const act of [kaja, bølge, tredje]) await apply(page, act);
  await logIn(page, booker);
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookingkalender' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(copenhagenDate().slice(0, 7)) })).toBeVisible();
  await page.getByRole('button', { name: 'Næste måned' }).click();
  await page.getByRole('button', { name: 'Næste måned' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));

  const day = 10 + testInfo.retry * 2;
  await bookAndRelease(page, `${month}-${day}`, { first: kaja, second: { application: bølge }, third: tredje }, `${month}-${day + 1}`);
  await fitsThePhone(page);
  await expectNoAccessibilityViolations(page, 'Bookingkalender on a phone');
  await page.screenshot({ path: 'test-results/booking-390.png', fullPage: true });
});

test('on a laptop the month is a grid: a first option for an application, a second for an artist', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = `${Date.now()}-${testInfo.retry}`;
  const [first, third] = [`Fjordlys ${stamp}`, `Sidste Skud ${stamp}`];
  for (const act of [first, third]) await apply(page, act);
  const { records } = (await (await page.request.get('/api/artists?per_page=1')).json()) as { records: { name: string }[] };
  const artist = records[0]!.name;
  await logIn(page, booker);
  await page.goto(`/admin/booking?month=${month}`);
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month) })).toBeVisible();

  // Seven columns: the 8th day sits under the 1st.
  const [one, eight] = [await dayOf(page, `${month}-01`).boundingBox(), await dayOf(page, `${month}-08`).boundingBox()];
  expect(Math.abs(one!.x - eight!.x)).toBeLessThan(2);
  expect(eight!.y).toBeGreaterThan(one!.y);

  const day = 16 + testInfo.retry * 2;
  await bookAndRelease(page, `${month}-${day}`, { first, second: { artist }, third }, `${month}-${day + 1}`);

  // The option left is extended to the day before its date, with a note.
  const date = `${month}-${day}`;
  await page.getByRole('button', { name: `Handlinger for 1. option ${artist}` }).click();
  await dayOf(page, date).getByRole('button', { name: 'Forlæng' }).click();
  const extending = page.getByRole('dialog', { name: 'Forlæng option' });
  await extending.getByLabel(/^Udløber/).fill(`${month}-${day - 1}`);
  await extending.getByLabel(/^Note/).fill('Svar efter bestyrelsesmødet');
  await extending.getByRole('button', { name: 'Gem' }).click();
  await expect(extending).toBeHidden();
  await expect(optionsOf(dayOf(page, date)).first()).toContainText(`udløber ${shortDate(`${month}-${day - 1}`)}`);
  await expect(optionsOf(dayOf(page, date)).first()).toContainText('Svar efter bestyrelsesmødet');

  // A closed day opens again.
  const closed = dayOf(page, `${month}-${day + 1}`);
  await page.getByRole('button', { name: `Handlinger for ${dayLabel(`${month}-${day + 1}`)}`, exact: true }).click();
  await closed.getByRole('button', { name: 'Åbn dagen igen' }).click();
  await expect(closed).not.toContainText('Lukket');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAccessibilityViolations(page, 'Bookingkalender on a laptop');
  await page.screenshot({ path: 'test-results/booking-1280.png', fullPage: true });
});
