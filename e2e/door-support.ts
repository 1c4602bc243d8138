import { expect, type Page } from '@playwright/test';
import { mailTo, picture } from './support';

/** What door mode's browser tests share (e2e/door.spec.ts, e2e/door-camera.spec.ts). */
export const PHONE = { width: 390, height: 844 };
const HOUR_MS = 3_600_000;

/**
 * A confirmed reservation of `places` for `name`, made and confirmed as a guest would by mail; answers
 * the door code as the confirmation mail writes it under the QR code ("K7Q2 9XDM 4PZA").
 */
export async function reserve(page: Page, eventId: number, name: string, places: number, stamp: string): Promise<string> {
  const email = `door-${stamp}-${places}@spillested.test`;
  const made = await page.request.post(`/api/events/${eventId}/reservations`, { data: { name, email, places } });
  expect(made.status(), await made.text()).toBe(202);
  const mail = await mailTo(email, /^Bekræft din reservation/);
  const token = new URL(/https?:\/\/\S+\/reservation\?token=[\w-]{43}/.exec(mail.text)![0]).searchParams.get('token');
  const confirmed = await page.request.post('/api/reservations/confirm', { data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const confirmation = await mailTo(email, /^Reservationen er bekræftet/);
  return /Koden til døren: ([0-9A-Z ]+)/.exec(confirmation.text)![1]!.trim();
}

/** A quiz night starting in two hours, taking reservations, at a new venue whose capacity is 12. */
export async function makeNight(page: Page, stamp: string): Promise<number> {
  const venue = await page.request.post('/api/venues', { data: { name: `Dørhuset ${stamp}`, city: 'Aarhus', countryCode: 'DK', capacity: 12 } });
  expect(venue.ok(), await venue.text()).toBe(true);
  const imageUrl = await (await page.request.post('/api/events/image', { multipart: { image: picture('quiz.png') } })).text();
  const from = new Date(Date.now() + 2 * HOUR_MS);
  const event = await page.request.post('/api/events', {
    data: {
      title: `Dørquiz ${stamp}`,
      description: '<p>Hold på op til fire.</p>',
      kind: 'quiz',
      admission: 'reservation',
      venueId: ((await venue.json()) as { id: number }).id,
      from: from.toISOString(),
      to: new Date(from.getTime() + 3 * HOUR_MS).toISOString(),
      isPublic: true,
      imageUrl,
    },
  });
  expect(event.ok(), await event.text()).toBe(true);
  return ((await event.json()) as { id: number }).id;
}

/** What the server counts inside now. */
export async function serverInside(page: Page, eventId: number): Promise<number> {
  const answer = await page.request.get(`/api/events/${eventId}/door`);
  return ((await answer.json()) as { inside: number }).inside;
}

/** Door mode for the night on a phone, at the door named. */
export async function openDoor(page: Page, eventId: number, door: string) {
  await page.goto(`/admin/doer/${eventId}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('button', { name: door }).click();
  await expect(page.getByRole('region', { name: 'Inde nu' })).toBeVisible();
}

/** The count inside and the capacity under it. */
export const count = (page: Page) => page.getByRole('region', { name: 'Inde nu' });
