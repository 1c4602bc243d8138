import { expect, type Page } from '@playwright/test';
import { startDemoServer } from '../scripts/demo-server';
import { expectNoAccessibilityViolations, logIn, projectLeader, test } from './support';

const saved = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

/** Puts the demo's settings back as they were once a test has changed them. */
let restore: (() => Promise<unknown>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test('Indstillinger: the association in sections, the accent checked at its field with a live preview, and the site wearing it at once', async ({ page }) => {
  // Three accessibility checks of full pages on a small shared machine.
  test.slow();
  await logIn(page, projectLeader);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
  for (const section of ['Foreningen', 'Kontakt', 'Udseende', 'Vagter', 'Fediverset', 'Følgere pr. server', 'Udvalgene på Om os']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByLabel('Navn', { exact: true })).toHaveValue('Spillested');
  const before = await (await page.request.get('/api/settings')).json();
  // The demo as it was, for the other browser tests, whatever happens below.
  restore = () => page.request.put('/api/settings', { data: { tagline: before.tagline, accentColor: null } });
  await expectNoAccessibilityViolations(page, 'the settings screen');

  // Too dark for the dark site: refused at the field, and the preview says how far off it is.
  const accent = page.getByLabel('Accentfarve', { exact: true });
  await accent.fill('#2563eb');
  await accent.blur();
  await expect(page.getByText('Farven står for svagt mod sidens mørke baggrund og knappernes mørke tekst: kontrasten er 3,3:1')).toBeVisible();
  await expect(page.getByText('Kontrast på siden: 3,3:1 (for lidt, mindst 4,5:1)')).toBeVisible();
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await expect(accent).toBeFocused();

  await accent.fill('#4ade80');
  await expect(page.getByText(/Farven står for svagt/)).toBeHidden();
  await expect(page.getByText(/^Kontrast på siden: \d+,\d:1 \(godt nok, mindst 4,5:1\)$/)).toBeVisible();
  await page.getByLabel('Slogan').fill('Levende musik, også i browseren');
  await expectNoAccessibilityViolations(page, 'the settings screen with a colour chosen');
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await saved(page, 'Indstillingerne er gemt');

  // The visitors' site wears it at once: the tagline, and the accent on its buttons.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Spillested' }).locator('+ p')).toHaveText('Levende musik, også i browseren');
  const button = page.getByRole('link', { name: 'Se alle koncerter' });
  await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(74, 222, 128)');
  await expectNoAccessibilityViolations(page, 'the landing page in the new colour');

  // The admin's highlights take it too, as a light tint under dark text: the current page in the menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/genres');
  const current = page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Genrer' });
  const tintOf = (colour: string) =>
    page.evaluate((mixed) => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = `color-mix(in oklab, ${mixed} 22%, white)`;
      const value = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return value;
    }, colour);
  await expect.poll(() => current.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(await tintOf('rgb(74, 222, 128)'));
  await expectNoAccessibilityViolations(page, 'the admin in the new colour');
});

test('Fediverset: turned on in Indstillinger, the programme is found by its handle and each public event is an ActivityPub Event', async ({ page }) => {
  await logIn(page, projectLeader);
  await page.goto('/admin/settings');
  restore = () => page.request.put('/api/settings', { data: { federationEnabled: false, federationHandle: null } });
  const host = new URL(page.url()).host;
  const finger = () => page.request.get(`/.well-known/webfinger?resource=acct:musikhuset@${host}`);
  expect((await finger()).status()).toBe(404);

  const handle = page.getByLabel('Navn i fediverset');
  await handle.fill('Musik huset');
  await page.getByLabel('Programmet kan følges fra Mastodon og andre ActivityPub-servere').check();
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await expect(handle).toBeFocused();
  await expect(page.getByText(/Fediverse-navnet må kun have små bogstaver/)).toBeVisible();
  await handle.fill('musikhuset');
  await expect(page.getByText(`Følges på Mastodon som @musikhuset@${host}`)).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the settings screen with federation turned on');
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await saved(page, 'Indstillingerne er gemt');

  const found = await finger();
  expect(found.status()).toBe(200);
  const actorUrl = (await found.json()).links.find((link: { rel: string }) => link.rel === 'self').href;
  const actor = await (await page.request.get(actorUrl, { headers: { accept: 'application/activity+json' } })).json();
  expect(actor).toMatchObject({ type: 'Organization', preferredUsername: 'musikhuset', endpoints: { sharedInbox: expect.stringContaining('/ap/inbox') } });

  // The first public event of the programme, as a browser and as Mastodon ask for it.
  await page.goto('/events');
  const paths = await page.locator('a[href^="/events/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const eventPath = paths.find((path) => /^\/events\/\d+$/.test(path))!;
  const event = await page.request.get(eventPath, { headers: { accept: 'application/activity+json' } });
  expect(event.headers()['content-type']).toContain('application/activity+json');
  expect(await event.json()).toMatchObject({ type: 'Event', url: expect.stringContaining(eventPath) });
  const html = await page.request.get(eventPath, { headers: { accept: 'text/html' } });
  expect(html.headers()['content-type']).toContain('text/html');

  // A server blocked by its name under "Følgere pr. server", and the block lifted again.
  await page.goto('/admin/settings');
  const servers = page.getByRole('region', { name: 'Følgere pr. server' });
  await expect(servers.getByText('Ingen følger programmet fra fediverset endnu.')).toBeVisible();
  await servers.getByLabel('Server').fill('Spam.Example');
  await servers.getByRole('button', { name: 'Bloker server', exact: true }).click();
  await saved(page, 'spam.example er blokeret');
  await expect(servers.getByRole('listitem').filter({ hasText: 'spam.example' })).toContainText(/Blokeret \S+ \d+\. \S+ \d{4}/);
  await expectNoAccessibilityViolations(page, 'the settings screen with a server blocked');
  await servers.getByRole('button', { name: 'Fjern blokering af spam.example' }).click();
  await saved(page, 'spam.example er ikke længere blokeret');
  await expect(servers.getByText('Ingen følger programmet fra fediverset endnu.')).toBeVisible();
});

/**
 * A new install, on a database of its own: no demo, no settings. Its port is free on the machine
 * that runs the browser tests (E2E_FRESH_PORT where 3102 is taken).
 */
test.describe('a fresh install', () => {
  const port = Number(process.env.E2E_FRESH_PORT ?? 3102);
  const admin = { email: 'ny-admin@forening.test', password: 'ny-admin-kode' };
  let stop: (() => Promise<void>) | undefined;
  test.use({ baseURL: `http://localhost:${port}`, viewport: { width: 390, height: 844 }, hasTouch: true });
  test.beforeEach(async () => {
    ({ stop } = await startDemoServer(port, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }, { empty: true }));
  });
  test.afterEach(async () => {
    await stop?.();
  });

  test('welcomes the first admin on a phone: name, town and colour, and visitors see them instead of the placeholder', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Vores spillested' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Spillested');

    await logIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/velkommen/);
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen' })).toBeVisible();
    await expectNoAccessibilityViolations(page, 'the welcome on a phone');
    await page.getByLabel('Foreningens navn').fill('Musikhuset ved Åen');
    await page.getByLabel('By').fill('Odense');
    await page.getByLabel('Accentfarve', { exact: true }).fill('#60a5fa');
    await page.getByRole('button', { name: 'Gem og gå i gang' }).tap();
    await saved(page, 'Velkommen til!');
    await expect(page).toHaveURL(/\/admin\/events$/);
    // This tab's header shows the name at once.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Musikhuset ved Åen' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Musikhuset ved Åen' })).toBeVisible();
    await expect(page).toHaveTitle('Musikhuset ved Åen');
    const button = page.getByRole('link', { name: 'Se alle koncerter' });
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(96, 165, 250)');
    // Saved once, the welcome is over.
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/admin\/events$/);
  });

  test('lets the welcome be skipped: it does not come back, and visitors keep the neutral placeholder', async ({ page }) => {
    await logIn(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen' })).toBeVisible();
    await page.getByRole('button', { name: 'Spring over' }).tap();
    await saved(page, 'Du kan udfylde det senere under Indstillinger');
    await expect(page).toHaveURL(/\/admin\/events$/);
    await page.goto('/admin/members');
    await expect(page).toHaveURL(/\/admin\/members$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Vores spillested' })).toBeVisible();
  });
});
