import { expect, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

/** Nytårskoncert (demo programme): one evening from 20:00 local, doors at 19:00, 250 kr., no age limit. */
async function editNewYear(page: Page) {
  await page.goto('/admin/events');
  await page.getByRole('link', { name: 'Nytårskoncert' }).click();
  await expect(page.getByLabel('Titel')).toHaveValue('Nytårskoncert');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventet er opdateret' })).toBeVisible();
}

test('an organiser marks a concert sold out with its doors and age limit; visitors see "Udsolgt" with no ticket link, and a cancelled one "Aflyst"', async ({
  page,
}) => {
  await logIn(page);
  await editNewYear(page);
  const eventPath = page.url().replace(/^https?:\/\/[^/]+\/admin(\/events\/\d+)\/edit$/, '$1');
  const firstConcert = await page.getByLabel('Start, koncert 1').inputValue();
  const at = (hour: string) => firstConcert.replace(/T\d\d:/, `T${hour}:`);
  try {
    // Doors after the first concert are refused under the field, before anything is sent.
    const doors = page.getByLabel('Dørene åbner');
    await doors.fill(at('21'));
    await expect(page.getByText('Dørene kan ikke åbne efter den første koncert')).toBeVisible();
    await doors.fill(at('18'));
    await expect(page.getByText('Dørene kan ikke åbne efter den første koncert')).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Udsolgt' });
    await page.getByLabel('Aldersgrænse').fill('18');
    await expectNoAccessibilityViolations(page, 'event form with details');
    await save(page);

    await page.goto(eventPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Nytårskoncert' })).toBeVisible();
    await expect(page.getByText('Der er ikke flere billetter.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Praktisk' }).getByRole('listitem')).toHaveText([
      'Dørene åbner kl. 18.00',
      '250 kr.',
      'Aldersgrænse 18 år',
    ]);
    await expect(page.getByText('Udsolgt', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Køb billet/ })).toHaveCount(0);
    await expectNoAccessibilityViolations(page, 'sold-out event page');

    // The demo's cancelled night stays in the programme until it has passed, marked, with nothing to buy.
    await page.goto('/events');
    const cancelled = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Rap fra Gellerup' }) });
    await expect(cancelled.getByText('Aflyst', { exact: true })).toBeVisible();
    await expect(cancelled.getByRole('link', { name: /Køb billet/ })).toHaveCount(0);
    await cancelled.getByRole('link', { name: 'Rap fra Gellerup' }).click();
    await expect(page.getByText('Koncerten er aflyst.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Tilføj til kalender/ })).toHaveCount(0);
  } finally {
    await editNewYear(page);
    await page.getByLabel('Dørene åbner').fill(at('19'));
    await page.getByLabel('Status').selectOption({ label: 'Planlagt' });
    await page.getByLabel('Aldersgrænse').fill('');
    await save(page);
  }
});

test.describe('on a phone, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The event page of a demo concert, reached from the programme as a visitor does. */
  async function openEvent(page: Page, title: string) {
    await page.goto('/events');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const offers = (page: Page) =>
    page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}').offers));

  test('a postponed concert offers neither a ticket nor a calendar entry for its old date', async ({ page }) => {
    // Støj i Kolding is postponed in the demo programme.
    await openEvent(page, 'Støj i Kolding');
    await expect(page.getByText('Koncerten er udsat. Den nye dato følger.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Køb billet/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Tilføj til kalender/ })).toHaveCount(0);
    expect(await offers(page)).toEqual([undefined]);
    await expectNoAccessibilityViolations(page, 'postponed event on a phone');
  });

  test('"Tilføj til kalender" adds the evening as one entry, from the doors, with the running order', async ({ page }) => {
    await openEvent(page, 'Nytårskoncert');
    await expect(page.getByRole('link', { name: /Køb billet/ })).toBeInViewport();
    expect((await offers(page))[0]).toMatchObject({ availability: 'https://schema.org/InStock' });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Tilføj til kalender' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^spillested-\d+\.ics$/);
    // The demo's evening: doors at 19.00, two concerts.
    const ics = (await (await page.request.get(new URL(page.url()).pathname + '.ics')).text()).replace(/\r\n /g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('\r\nSUMMARY:Nytårskoncert\r\n');
    expect(ics).toMatch(/\r\nDESCRIPTION:Dørene åbner kl\. 19\.00 · 250 kr\.\\n\\nProgram:\\n20\.00–\d\d\.\d\d [^\\]+\\n\d\d\.\d\d–\d\d\.\d\d /);
  });
});
