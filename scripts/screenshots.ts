/**
 * `npm run screenshots`: every public and admin screen of the demo programme, at a phone's width
 * (390 × 844) and a laptop's (1280 × 800), as whole-page PNGs in `screenshots/` (or SCREENSHOTS_DIR),
 * so a reviewer can look at all of them at once. Served by the built site in Debian's Chromium;
 * needs `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/demo/seed-demo';
import { DEMO_ADMIN, startDemoServer } from './demo-server';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
const folder = resolve(process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, '../screenshots'));
const port = Number(process.env.SCREENSHOTS_PORT ?? 3403);

const { url, stop } = await startDemoServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const firstId = async (path: string) => {
    const list = (await (await fetch(`${url}${path}`)).json()) as { records: { id: number }[] };
    return list.records[0]?.id;
  };
  // The next public event: the demo's programme reaches back into last year for the archive.
  const upcoming = encodeURIComponent(`is_public=true,from_date>=${new Date().toISOString().slice(0, 10)}`);
  const eventId = await firstId(`/api/events?filter=${upcoming}&order_by=from_date%20ASC&limit=1`);
  const artistId = await firstId('/api/artists?limit=1');
  // The cancelled night, and the last night before today: its plan shows "Mødt" / "Udeblev", not yet marked.
  const cancelledId = await firstId(`/api/events?filter=${encodeURIComponent('status=cancelled')}&limit=1`);
  const lastNightId = await firstId(`/api/events?filter=${encodeURIComponent(`is_public=true,from_date<${new Date().toISOString().slice(0, 10)}`)}&order_by=from_date%20DESC&limit=1`);
  const venueId = await firstId('/api/venues?limit=1');
  const screens = {
    visitor: {
      landing: '/',
      events: '/events',
      event: `/events/${eventId}`,
      artists: '/artists',
      artist: `/artists/${artistId}`,
      archive: '/events/tidligere',
      venue: `/venues/${venueId}`,
      embed: '/embed/programme?limit=5',
      about: '/about',
      'not-found': '/findes-ikke',
      login: '/auth/login',
      register: '/auth/register',
      forgot: '/auth/forgot',
    },
    admin: {
      'admin-events': '/admin/events',
      'admin-event-create': '/admin/events/create',
      'admin-event-edit': `/admin/events/${eventId}/edit`,
      'admin-artists': '/admin/artists',
      'admin-artist-create': '/admin/artists/create',
      'admin-artist-edit': `/admin/artists/${artistId}/edit`,
      'admin-venues': '/admin/venues',
      'admin-venue-create': '/admin/venues/create',
      'admin-venue-edit': `/admin/venues/${venueId}/edit`,
      'admin-members': '/admin/members',
      'admin-genres': '/admin/genres',
      'admin-shifts': '/admin/vagter',
      'admin-shift-plan': `/admin/vagter/${eventId}`,
      'admin-my-shifts': '/admin/vagter/mine',
      'admin-webhooks': '/admin/webhooks',
      'admin-embed': '/admin/embed',
      'admin-api-tokens': '/admin/api-tokens',
      'admin-content': '/admin/content',
      'admin-profile': '/admin/profile',
      'admin-settings': '/admin/settings',
      // Met on a fresh install; the demo has its settings, so it is opened directly here.
      'admin-welcome': '/admin/velkommen',
    },
    // A demo volunteer who coordinates: their own shifts and season, and what coordinators see.
    coordinator: {
      'coordinator-my-shifts': '/admin/vagter/mine',
      'coordinator-shift-plan': `/admin/vagter/${eventId}`,
      'coordinator-shift-cancelled': `/admin/vagter/${cancelledId}`,
      'coordinator-shift-night': `/admin/vagter/${lastNightId}`,
      'coordinator-qualifications': '/admin/vagter/kvalifikationer',
      'coordinator-hours': '/admin/vagter/timer',
    },
  };
  const logins: Record<string, { email: string; password: string }> = {
    admin: DEMO_ADMIN,
    coordinator: { email: 'emil.pedersen@spillested.demo', password: DEMO_PASSWORD },
  };
  mkdirSync(folder, { recursive: true });
  let count = 0;
  for (const viewport of VIEWPORTS) {
    for (const [who, pages] of Object.entries(screens)) {
      const context = await browser.newContext({ viewport, locale: 'da-DK', timezoneId: 'Europe/Copenhagen', baseURL: url });
      const account = logins[who];
      if (account) {
        const login = await context.request.post('/api/auth/login', { data: account, headers: { origin: url } });
        if (!login.ok()) throw new Error(`log-in failed: ${login.status()}`);
      }
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const file = join(folder, `${viewport.name}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        count += 1;
      }
      await context.close();
    }
  }
  console.log(`${count} screenshots in ${folder}`);
} finally {
  await browser.close();
  await stop();
}
