import { type APIRequestContext, expect } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { picture, test } from './support';

/** 100 characters without a space: as long as a name may be, and no place for a line to break. */
const unbroken = (start: string) => (start + 'x'.repeat(100)).slice(0, 100);

/** Records whose every name is one unbroken 100-character word, made through the API as an admin. */
async function makeLongRecords(request: APIRequestContext, origin: string) {
  const headers = { origin };
  expect((await request.post('/api/auth/login', { data: e2eAdmin, headers })).ok()).toBe(true);
  const upload = async (path: string, method: 'put' | 'post') =>
    (await request[method](path, { multipart: { image: picture('langt.png') }, headers })).text();
  const call = async <T>(path: string, data: object) => {
    const response = await request.post(path, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const venue = await call<{ id: number }>('/api/venues', { name: unbroken('Spillestedet'), city: unbroken('Byen'), countryCode: 'DK' });
  const genre = await call<{ id: number }>('/api/genres', { name: unbroken('Genren') });
  const artist = await call<{ id: number }>('/api/artists', {
    name: unbroken('Kunstneren'),
    description: `<p>${unbroken('Beskrivelsen')}</p>`,
    previewUrl: '',
    genreIds: [genre.id],
    socials: [`https://example.dk/${unbroken('sti')}`],
    imageUrl: await upload('/api/artists/image', 'put'),
  });
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  start.setUTCHours(19, 0, 0, 0);
  const end = new Date(start.getTime() + 5 * 3600 * 1000);
  const event = await call<{ id: number }>('/api/events', {
    title: unbroken('Koncerten'),
    description: `<p>${unbroken('Programmet')}</p>`,
    ticketUrl: `https://billetter.example.dk/${unbroken('billet')}`,
    venueId: venue.id,
    concerts: [{ artistID: artist.id, from: start.toISOString(), to: end.toISOString() }],
    isPublic: true,
    imageUrl: await upload('/api/events/image', 'post'),
  });
  // A member awaiting approval whose e-mail is a long unbroken word too, for the members list.
  const profilePictureUrl = await (await request.post('/api/members/picture', { multipart: { file: picture('mig.png') }, headers })).text();
  const local = unbroken('medlem').slice(0, 60);
  await request.post('/api/auth/log-out', { headers });
  const member = await call<{ id: number }>('/api/auth/register', {
    email: `${local}@${'d'.repeat(30)}.dk`,
    firstName: unbroken('Fornavn'),
    lastName: unbroken('Efternavn'),
    password: 'hemmelig-kode',
    passwordConfirm: 'hemmelig-kode',
    profilePictureUrl,
  });
  await request.post('/api/auth/log-out', { headers });
  return { venue, genre, artist, event, member };
}

/** Deletes what makeLongRecords made, so the specs after this one meet the demo programme as it was. */
async function deleteLongRecords(request: APIRequestContext, origin: string, records: Awaited<ReturnType<typeof makeLongRecords>>) {
  const headers = { origin };
  expect((await request.post('/api/auth/login', { data: e2eAdmin, headers })).ok()).toBe(true);
  for (const path of [`/api/events/${records.event.id}`, `/api/artists/${records.artist.id}`, `/api/venues/${records.venue.id}`, `/api/genres/${records.genre.id}`, `/api/members/${records.member.id}`]) {
    const response = await request.delete(path, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
  await request.post('/api/auth/log-out', { headers });
}

test('no page scrolls sideways at 320, 390 or 1280 px with 100-character unbroken names', async ({ page, baseURL }) => {
  // 36 pages on a busy 2-core machine.
  test.setTimeout(240_000);
  const records = await makeLongRecords(page.request, baseURL!);
  const { artist, event } = records;
  const overflowing: string[] = [];
  try {
    const publicPages = ['/', '/events', `/events/${event.id}`, '/artists', `/artists/${artist.id}`, '/about'];
    const adminPages = ['/admin/events', `/admin/events/${event.id}/edit`, '/admin/artists', `/admin/artists/${artist.id}/edit`, '/admin/venues', '/admin/members'];
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of publicPages) {
        await page.goto(path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`${path} at ${width} px is ${scrollWidth} px wide`);
      }
    }
    expect((await page.request.post('/api/auth/login', { data: e2eAdmin, headers: { origin: baseURL! } })).ok()).toBe(true);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of adminPages) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`${path} at ${width} px is ${scrollWidth} px wide`);
      }
    }
  } finally {
    await deleteLongRecords(page.request, baseURL!, records);
  }
  expect(overflowing).toEqual([]);
});

test('a time range never breaks inside, however narrow the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/events?kind=concert');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Koncerter' })).toBeVisible();
  // Every "20.00–23.00" on the page (the dates under the title, each concert's times), and how many
  // line boxes each is laid out in.
  const ranges = await page.evaluate(() => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\d\d\.\d\d\u2060?–\u2060?\d\d\.\d\d/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
  expect(ranges.length).toBeGreaterThan(1);
  expect(ranges.filter((range) => range.lines !== 1)).toEqual([]);
});
