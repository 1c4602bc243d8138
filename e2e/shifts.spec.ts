import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, logIn, test } from './support';

/** Demo members (README): Sofie is in no team that plans shifts and has no bar course; Emil coordinates the volunteers. */
const volunteer = { email: 'sofie.nielsen@spillested.demo', password: 'demo-kode-1' };
const coordinator = { email: 'emil.pedersen@spillested.demo', password: 'demo-kode-1' };

const overviewRows = (page: Page) => page.getByRole('list', { name: 'Kommende events' }).getByRole('listitem');
/** An overview row's event title: the first line of its one link. */
const rowTitle = async (row: Locator) => (await row.getByRole('link').locator('span > span').first().textContent())!;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a member sees the next shift on top and takes an open place in two taps', async ({ page }) => {
    await logIn(page, volunteer);
    await page.goto('/admin/vagter/mine');
    await expect(page.getByRole('heading', { level: 1, name: 'Mine vagter' })).toBeVisible();
    const next = page.getByRole('region', { name: 'Din næste vagt' });
    await expect(next).toBeVisible();
    // The next shift is on the first screen, under the heading.
    expect((await next.boundingBox())!.y).toBeLessThan(844);
    await expect(page.getByRole('region', { name: 'Din sæson' })).toContainText('timer på');

    const open = page.getByRole('region', { name: 'Ledige vagter' });
    const first = open.getByRole('listitem').first();
    const name = await first.getAttribute('aria-label');
    // Sofie has no bar course: no bar shift is offered to her.
    await expect(open.getByText('Bartenderkursus')).toHaveCount(0);
    await first.getByRole('button', { name: /^Tag vagten/ }).tap();
    await first.getByRole('button', { name: 'Bekræft: tag vagten' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Du har taget vagten' })).toBeVisible();
    await expect(open.getByRole('listitem', { name: name! })).toHaveCount(0);
    // It is among the member's own now, the next or a later one.
    const [role, eventTitle] = name!.split(', ');
    await expect(page.getByRole('heading', { name: `${role} · ${eventTitle}` }).first()).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAccessibilityViolations(page, 'mine vagter');
  });

  test('a member offers their place to swap and keeps it, and waits on a full shift’s standby list', async ({ page }) => {
    await logIn(page, volunteer);
    await page.goto('/admin/vagter/mine');
    const next = page.getByRole('region', { name: 'Din næste vagt' });
    await next.getByRole('button', { name: /^Byt vagt/ }).tap();
    // One tap only asks; the second offers it.
    await expect(next.getByText('Du har tilbudt pladsen til bytte')).toHaveCount(0);
    await next.getByRole('button', { name: /^Bekræft: tilbyd pladsen til bytte/ }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Din plads er tilbudt til bytte' })).toBeVisible();
    await expect(next.getByText('Du har tilbudt pladsen til bytte')).toBeVisible();
    await next.getByRole('button', { name: /^Træk byttet tilbage/ }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Du beholder din plads' })).toBeVisible();

    // A full night: some shift on it Sofie could take has a standby list to join.
    // The cards, not the requirement chips inside them.
    const waiting = page.getByRole('region', { name: 'Dine ventelister' }).locator(':scope > ul > li');
    const waitingBefore = await waiting.count();
    await page.goto('/admin/vagter');
    const full = overviewRows(page).filter({ hasText: 'Fuldt besat' });
    const nights = await full.count();
    let joined = false;
    for (let index = 0; index < nights && !joined; index += 1) {
      await page.goto('/admin/vagter');
      await full.nth(index).getByRole('link').tap();
      await expect(page.getByRole('heading', { level: 1, name: /^Vagtplan: / })).toBeVisible();
      const card = page.getByRole('list', { name: 'Vagter' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Skriv mig på venteliste/ }) });
      if ((await card.count()) === 0) continue;
      await card.first().getByRole('button', { name: /^Skriv mig på venteliste/ }).tap();
      await expect(page.getByRole('status').filter({ hasText: 'Du står på ventelisten' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Forlad ventelisten/ })).toBeVisible();
      await expect(page.getByText(/du står nr\. \d på ventelisten/)).toBeVisible();
      await expectNoAccessibilityViolations(page, 'vagtplan med venteliste');
      joined = true;
    }
    expect(joined).toBe(true);
    await page.goto('/admin/vagter/mine');
    await expect(waiting).toHaveCount(waitingBefore + 1);
    await waiting.first().getByRole('button', { name: /^Forlad ventelisten/ }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Du er taget af ventelisten' })).toBeVisible();
    await expect(waiting).toHaveCount(waitingBefore);
  });

  test('a coordinator marks who came on the night with 44 px toggles', async ({ page }) => {
    await logIn(page, coordinator);
    // The demo's last night before today has nobody marked yet.
    const response = await page.request.get(`/api/events?filter=${encodeURIComponent(`from_date<${new Date().toISOString().slice(0, 10)}`)}&order_by=from_date%20DESC&limit=1`);
    const [lastNight] = (await response.json()).records as { id: number; title: string }[];
    await page.goto(`/admin/vagter/${lastNight!.id}`);
    const toggles = page.getByRole('list', { name: /^Fremmøde på / }).first();
    const arrived = toggles.getByRole('button', { name: /^Mødt / }).first();
    expect((await arrived.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(arrived).toHaveAttribute('aria-pressed', 'false');
    await arrived.tap();
    await expect(page.getByRole('status').filter({ hasText: 'Fremmødet er registreret' })).toBeVisible();
    await expect(toggles.getByRole('button', { name: /^Mødt / }).first()).toHaveAttribute('aria-pressed', 'true');
    await expectNoAccessibilityViolations(page, 'fremmøde');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a coordinator builds a shift plan for an event without one and copies it to another event', async ({ page }) => {
  await logIn(page, coordinator);
  await page.goto('/admin/vagter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagter' })).toBeVisible();
  const events = overviewRows(page);
  // Every row is one link a thumb hits: at least 44 px high.
  for (const link of await events.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The cancelled night is marked and asks for no one.
  const cancelled = events.filter({ hasText: 'Aflyst' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).not.toContainText('Ingen vagtplan');
  await expect(cancelled).not.toContainText('ledig');
  const unplanned = events.filter({ hasText: 'Ingen vagtplan' }).first();
  const title = await rowTitle(unplanned);
  await expectNoAccessibilityViolations(page, 'vagter');
  await unplanned.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: `Vagtplan: ${title}` })).toBeVisible();
  await expect(page.getByText('Eventet har ingen vagter endnu.')).toBeVisible();
  await page.getByRole('button', { name: 'Tilføj vagt' }).click();
  const form = page.getByRole('region', { name: 'Ny vagt' });
  await form.getByLabel('Rolle').fill('Lyd');
  await form.getByLabel('Pladser').fill('2');
  await form.getByLabel('Note (valgfri)').fill('Mød op ved mixeren');
  await form.getByRole('checkbox', { name: 'Førstehjælp' }).check();
  await form.getByLabel(/^Leder/).selectOption({ label: 'Emil Pedersen' });
  await form.getByRole('button', { name: 'Opret vagt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vagten er oprettet' })).toBeVisible();
  const shifts = page.getByRole('list', { name: 'Vagter' });
  await expect(shifts.getByRole('heading', { name: 'Lyd' })).toBeVisible();
  await expect(shifts.getByText('0 af 2 pladser taget')).toBeVisible();
  await expect(shifts.getByRole('list', { name: 'Kræver' }).getByText('Førstehjælp')).toBeVisible();
  await expect(shifts.getByText('Leder: Emil Pedersen')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'vagtplan');

  // Another coming event takes the plan with "Kopiér vagter fra …".
  await page.goto('/admin/vagter');
  const other = events.filter({ hasNotText: title }).filter({ hasNotText: 'Aflyst' }).first();
  const otherTitle = await rowTitle(other);
  await other.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Vagtplan: ${otherTitle}` })).toBeVisible();
  const before = await shifts.getByRole('heading', { name: 'Lyd' }).count();
  const source = await page.locator('option', { hasText: `${title} (` }).first().getAttribute('value');
  await page.getByLabel('Kopiér vagter fra …').selectOption(source!);
  await page.getByRole('button', { name: 'Kopiér vagter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vagterne er kopieret' })).toBeVisible();
  await expect(shifts.getByRole('heading', { name: 'Lyd' })).toHaveCount(before + 1);
  await expect(shifts.getByText('Mød op ved mixeren').last()).toBeVisible();
});

test('a cancelled night’s plan says so and offers no shift to take', async ({ page }) => {
  await logIn(page, volunteer);
  await page.goto('/admin/vagter');
  await overviewRows(page).filter({ hasText: 'Aflyst' }).getByRole('link').click();
  await expect(page.getByRole('note')).toContainText('Eventet er aflyst');
  const cards = page.getByRole('list', { name: 'Vagter' }).getByRole('listitem').filter({ hasText: 'Aflyst' });
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Tag vagten|^Skriv mig på venteliste/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'aflyst vagtplan');
});

test('a coordinator confirms a qualification for a member and reads everyone’s hours', async ({ page }) => {
  await logIn(page, coordinator);
  await page.goto('/admin/vagter/kvalifikationer');
  await expect(page.getByRole('heading', { level: 1, name: 'Kvalifikationer' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'kvalifikationer');
  const firstAid = page.getByRole('listitem', { name: 'Førstehjælp', exact: true });
  await firstAid.getByLabel('Bekræft Førstehjælp for').selectOption({ label: 'Sofie Nielsen' });
  await firstAid.getByRole('button', { name: 'Bekræft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Førstehjælp er bekræftet' })).toBeVisible();
  await expect(firstAid.getByRole('list', { name: 'Har Førstehjælp' })).toContainText('Sofie Nielsen');
  const remove = firstAid.getByRole('button', { name: 'Fjern Førstehjælp fra Sofie Nielsen' });
  expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.getByRole('button', { name: 'Ny kvalifikation' }).click();
  const form = page.getByRole('region', { name: 'Ny kvalifikation' });
  await form.getByLabel('Navn').fill('Lydteknik');
  await form.getByRole('button', { name: 'Opret kvalifikation' }).click();
  await expect(page.getByRole('listitem', { name: 'Lydteknik', exact: true })).toBeVisible();

  await page.goto('/admin/vagter/timer');
  await expect(page.getByRole('heading', { level: 1, name: /^Timer: sæson / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hent CSV' })).toHaveAttribute('href', /\/api\/shifts\/hours\.csv\?season=\d{4}$/);
  const members = page.getByRole('rowheader');
  await expect(members.filter({ hasText: 'Sofie Nielsen' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'timer');
  const everyone = await members.count();
  await page.getByLabel(/^Kun dem uden en vagt i 60 dage/).check();
  await expect.poll(() => members.count()).toBeLessThan(everyone);
  for (const idle of await members.all()) await expect(idle).toContainText('Ingen vagt i 60 dage');

  // Sofie sees it on Min profil.
  await page.context().clearCookies();
  await logIn(page, volunteer);
  await page.goto('/admin/profile');
  await expect(page.getByRole('region', { name: 'Mine kvalifikationer' })).toContainText('Førstehjælp');
});

test('a member subscribes to their shifts from Min profil and prints an event’s plan', async ({ page }) => {
  await logIn(page, volunteer);
  await page.goto('/admin/profile');
  const section = page.getByRole('region', { name: 'Kalender med mine vagter' });
  await section.getByRole('button', { name: 'Lav kalenderlink' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dit kalenderlink er lavet' })).toBeVisible();
  const address = await section.getByRole('textbox', { name: 'Kalenderadresse' }).inputValue();
  const feed = await page.request.get(new URL(address).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Vagt: ');
  await section.getByRole('button', { name: 'Slå kalenderlinket fra' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kalenderlinket er slået fra' })).toBeVisible();
  expect((await page.request.get(new URL(address).pathname)).status()).toBe(404);

  await page.goto('/admin/vagter');
  await overviewRows(page).filter({ hasText: 'pladser taget' }).first().getByRole('link').click();
  await page.getByRole('link', { name: 'Udskriv' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Vagtplan: / })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
  // On paper the plan stands alone: no menus, no button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Udskriv' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toBeVisible();
});

test('a project leader sets the season and the perks rule in Indstillinger, and Mine vagter counts by them', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Vagter' });
  await section.getByLabel('Dag').selectOption('1');
  await section.getByLabel('Måned').selectOption({ label: 'august' });
  const rules = section.getByRole('group', { name: 'Goder for vagter' });
  await expect(rules.getByLabel('Belønning')).toHaveCount(2);
  await rules.getByRole('button', { name: 'Tilføj regel' }).click();
  await rules.getByLabel('Belønning').last().fill('t-shirt');
  await rules.getByLabel('Antal').last().fill('10');
  await rules.getByLabel('Enhed').last().selectOption({ label: 'timer' });
  await rules.getByLabel(/^Hver gang/).last().uncheck();
  await expect(rules.getByText('T-shirt efter 10 timer')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'indstillinger: vagter');
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Indstillingerne er gemt' })).toBeVisible();

  await page.goto('/admin/vagter/mine');
  const season = page.getByRole('region', { name: 'Din sæson' });
  // A season from 1 August runs across the new year.
  await expect(season.getByRole('heading')).toHaveText(/^Sæson \d{4}\/\d\d$/);
  await expect(season).toContainText('T-shirt efter 10 timer');
});
