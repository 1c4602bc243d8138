import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../../shared/schemas/offer';
import { type Mailbox, type ReceivedMail, startMailbox, until } from '../../test/mailbox';
import { createArtists, createVenue } from '../../test/event-test-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Application } from '../application/application.entity';
import { copenhagenDate } from '../../../shared/calendar-day';
import { Hold } from '../hold/hold.entity';
import { WebhookDelivery } from '../webhook/webhook.entity';
import { Offer } from './offer.entity';

const DAY_MS = 24 * 3600_000;

describe('offers on holds (issue 49)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let booker: { id: number; cookie: string };
  let venueId: number;
  let applications = 0;

  /** An application straight into the database, as a reviewed one would be. */
  async function application(overrides: Partial<{ actName: string; genres: string[]; links: string[]; text: string }> = {}): Promise<{ id: number; email: string }> {
    const em = t.orm.em.fork();
    applications += 1;
    const email = `akt${applications}@example.dk`;
    const made = em.create(Application, {
      actName: overrides.actName ?? `Akt nummer ${applications}`,
      contactName: 'Kaja Holm',
      email,
      genres: overrides.genres ?? ['jazz'],
      links: overrides.links ?? ['https://kaja.bandcamp.com/'],
      text: overrides.text ?? 'Vi spiller nordisk jazz.',
      months: [],
      status: 'reviewing',
      consentedAt: new Date(),
      tokenHash: `akt-${applications}`.padEnd(64, '0'),
    });
    await em.flush();
    return { id: made.id, email };
  }

  /** A hold on a day `days` ahead, and the instants of a concert at 20–22 that day in Copenhagen (UTC+1 or +2). */
  async function heldDate(days: number, holder: { applicationId: number } | { artistId: number }) {
    const start = new Date(Date.now() + days * DAY_MS);
    start.setUTCHours(19, 0, 0, 0);
    const date = copenhagenDate(start);
    const hold = await t.post('/api/holds', { cookie: booker.cookie, body: { venueId, date, expiresOn: copenhagenDate(Date.now() + DAY_MS), ...holder } });
    expect(hold.status, hold.text).toBe(200);
    return { holdId: hold.body.id as number, date, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 2 * 3600_000).toISOString() };
  }

  const offer = (body: Record<string, unknown>) => t.post('/api/offers', { cookie: booker.cookie, body: { dealKind: 'fee', fee: 4000, ...body } });

  async function tokenMailedTo(email: string): Promise<string> {
    let mail: ReceivedMail | undefined;
    await until(() => (mail = mailbox.messages.find((message) => message.to.includes(email) && message.subject.startsWith('Tilbud til'))) !== undefined, `no offer to ${email}`);
    return /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', WEBHOOK_ALLOW_PRIVATE: 'true' });
    booker = await t.memberWith(['booking']);
    venueId = await createVenue(t, await t.loginAdmin(), 'Huset');
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(Offer, {});
  });

  it('sends the act its terms behind a secret link, and accepting makes the artist and a draft event on the date, once', async () => {
    const hook = await t.post('/api/webhooks', { cookie: await t.loginAdmin(), body: { url: 'http://127.0.0.1:9/hook', events: [], applications: true } });
    expect(hook.status).toBe(200);
    const act = await application({ actName: 'Kaja Kvartet', genres: ['jazz', 'nordisk folk'], links: ['https://kaja.bandcamp.com/'], text: 'Fire mand.\n\nNordisk jazz.' });
    const held = await heldDate(30, { applicationId: act.id });
    const sent = await offer({ holdId: held.holdId, doorsAt: held.startsAt, startsAt: held.startsAt, endsAt: held.endsAt, hospitality: 'Aftensmad til fire', rider: 'Flygel', message: 'Vi glæder os!' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ holdId: held.holdId, application: { id: act.id, name: 'Kaja Kvartet' }, date: held.date, dealKind: 'fee', fee: 4000, status: 'sent' });
    expect((await t.get(`/api/applications/${act.id}`, { cookie: booker.cookie })).body.status).toBe('offer');
    // One open offer per hold.
    expect((await offer({ holdId: held.holdId, startsAt: held.startsAt, endsAt: held.endsAt })).body).toEqual({ message: OFFER_MESSAGES.alreadyOffered });

    const token = await tokenMailedTo(act.email);
    const view = await t.get(`/api/offers/link?token=${token}`);
    expect(view.body).toMatchObject({ actName: 'Kaja Kvartet', venue: { id: venueId, name: 'Huset' }, fee: 4000, hospitality: 'Aftensmad til fire', status: 'sent' });
    expect(view.body).not.toHaveProperty('application');

    // Pressed twice at once: one acceptance, one 409, one artist and one event.
    const answers = await Promise.all([t.post('/api/offers/accept', { body: { token } }), t.post('/api/offers/accept', { body: { token } })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: OFFER_MESSAGES.answered });
    expect((await t.post('/api/offers/decline', { body: { token } })).status).toBe(409);

    const accepted = (await t.get(`/api/offers/${sent.body.id}`, { cookie: booker.cookie })).body;
    expect(accepted).toMatchObject({ status: 'accepted', eventId: expect.any(Number), artistId: expect.any(Number) });
    expect(accepted).not.toHaveProperty('holdId');
    expect(await t.orm.em.fork().count(Hold, { id: held.holdId })).toBe(0);
    const event = await t.get(`/api/events/${accepted.eventId}`, { cookie: booker.cookie });
    expect(event.body).toMatchObject({ title: 'Kaja Kvartet', isPublic: false, venue: { id: venueId }, doorsAt: held.startsAt, from: held.startsAt, to: held.endsAt });
    expect(event.body.concerts).toEqual([expect.objectContaining({ from: held.startsAt, to: held.endsAt, artist: expect.objectContaining({ id: accepted.artistId }) })]);
    // A draft: visitors do not see it.
    expect((await t.get(`/api/events/${accepted.eventId}`)).status).toBe(404);
    const artist = await t.get(`/api/artists/${accepted.artistId}`);
    expect(artist.body).toMatchObject({ name: 'Kaja Kvartet', description: '<p>Fire mand.</p><p>Nordisk jazz.</p>', socials: ['https://kaja.bandcamp.com/'] });
    expect(artist.body.genres.map((genre: { name: string }) => genre.name).sort()).toEqual(['Jazz', 'Nordisk folk']);
    expect((await t.get(`/api/applications/${act.id}`, { cookie: booker.cookie })).body.status).toBe('booked');
    const deliveries = await t.orm.em.fork().find(WebhookDelivery, { type: 'offer.accepted' });
    expect(deliveries.map((delivery) => JSON.parse(delivery.body).data.id)).toEqual([sent.body.id]);
    await until(() => mailbox.messages.some((mail) => mail.subject === 'Kaja Kvartet har accepteret tilbuddet'), 'no mail to the booker');
  });

  it('lets the act decline, keeps the hold, and lets the booking group withdraw a sent offer', async () => {
    const act = await application();
    const held = await heldDate(31, { applicationId: act.id });
    const sent = await offer({ holdId: held.holdId, dealKind: 'door', fee: undefined, doorDeal: '70 % af dørsalget', startsAt: held.startsAt, endsAt: held.endsAt });
    expect(sent.body).toMatchObject({ dealKind: 'door', doorDeal: '70 % af dørsalget' });
    expect(sent.body).not.toHaveProperty('fee');
    const token = await tokenMailedTo(act.email);
    expect((await t.post('/api/offers/decline', { body: { token } })).body).toMatchObject({ status: 'declined' });
    expect(await t.orm.em.fork().count(Hold, { id: held.holdId })).toBe(1);
    expect((await t.delete(`/api/offers/${sent.body.id}`, { cookie: booker.cookie })).body).toEqual({ message: OFFER_MESSAGES.notSent });

    // After a declined offer the hold can be offered again, and that one withdrawn.
    const again = await offer({ holdId: held.holdId, startsAt: held.startsAt, endsAt: held.endsAt });
    expect(again.status).toBe(200);
    expect((await t.delete(`/api/offers/${again.body.id}`, { cookie: booker.cookie })).body.status).toBe('withdrawn');
    const listed = await t.get(`/api/offers?applicationId=${act.id}`, { cookie: booker.cookie });
    expect(listed.body.records.map((record: { status: string }) => record.status)).toEqual(['withdrawn', 'declined']);
  });

  it('refuses an offer off the held date, on an artist hold, without its deal, and others than booking', async () => {
    const act = await application();
    const held = await heldDate(32, { applicationId: act.id });
    const [artistId] = await createArtists(t, ['Husets Trio'] as const);
    const artistHold = await heldDate(33, { artistId });
    const nextDay = new Date(Date.parse(held.startsAt) + DAY_MS).toISOString();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ holdId: held.holdId, startsAt: nextDay, endsAt: new Date(Date.parse(nextDay) + 3600_000).toISOString() }, 400, OFFER_MESSAGES.notOnHeldDate],
      [{ holdId: held.holdId, startsAt: held.endsAt, endsAt: held.startsAt }, 400, OFFER_MESSAGES.endAfterStart],
      [{ holdId: held.holdId, fee: undefined, startsAt: held.startsAt, endsAt: held.endsAt }, 400, OFFER_MESSAGES.feeRequired],
      [{ holdId: held.holdId, dealKind: 'door', startsAt: held.startsAt, endsAt: held.endsAt }, 400, OFFER_MESSAGES.doorDealRequired],
      [{ holdId: artistHold.holdId, startsAt: artistHold.startsAt, endsAt: artistHold.endsAt }, 409, OFFER_MESSAGES.holdWithoutApplication],
      [{ holdId: 99999, startsAt: held.startsAt, endsAt: held.endsAt }, 404, 'Optionen findes ikke'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await offer(body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status, message });
    }
    const volunteer = await t.memberWith(['event-management']);
    expect((await t.post('/api/offers', { cookie: volunteer.cookie, body: { holdId: held.holdId, dealKind: 'fee', fee: 1, startsAt: held.startsAt, endsAt: held.endsAt } })).status).toBe(403);
    expect((await t.get('/api/offers/link?token=' + 'x'.repeat(43))).body).toEqual({ message: OFFER_MESSAGES.linkInvalid });
    expect((await t.post('/api/offers/accept', { body: { token: 'kort' } })).status).toBe(400);
  });
});
