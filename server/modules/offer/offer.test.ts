import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, MAX_CONTRACT_BYTES, OFFER_MESSAGES } from '../../../shared/schemas/offer';
import { type Mailbox, type ReceivedMail, startMailbox, until } from '../../test/mailbox';
import { createArtists, createVenue } from '../../test/event-test-fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Application } from '../application/application.entity';
import { copenhagenDate } from '../../../shared/calendar-day';
import { Hold } from '../hold/hold.entity';
import { WebhookDelivery } from '../webhook/webhook.entity';
import { contractFileName } from './offer-contract';
import { OfferContract } from './offer-contract.entity';
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

  describe('the contract beside an offer', () => {
    /** A small valid PDF: its header, one empty page, the trailer. */
    const pdf = (text = 'Kontrakt') =>
      new TextEncoder().encode(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
    const upload = (id: number | string, file: Uint8Array, options: { filename?: string; field?: string; cookie?: string } = {}) =>
      t.upload('PUT', `/api/offers/${id}/contract`, { field: options.field ?? 'file', file, filename: options.filename ?? 'kontrakt.pdf', type: 'application/pdf', cookie: options.cookie ?? booker.cookie });

    async function sentOffer(days: number) {
      const act = await application();
      const held = await heldDate(days, { applicationId: act.id });
      const sent = await offer({ holdId: held.holdId, startsAt: held.startsAt, endsAt: held.endsAt });
      expect(sent.status, sent.text).toBe(200);
      return { id: sent.body.id as number, token: await tokenMailedTo(act.email) };
    }

    it('is laid beside a sent offer, fetched by the booking group and by the act through its link, replaced and removed', async () => {
      const { id, token } = await sentOffer(40);
      const first = pdf('første udkast');
      const attached = await upload(id, first, { filename: 'C:\\Bookinger\\Kontrakt Kaja Kvartet – Æblehaven.pdf' });
      expect(attached.status, attached.text).toBe(200);
      expect(attached.body).toMatchObject({ id, status: 'sent', contract: { fileName: 'Kontrakt Kaja Kvartet – Æblehaven.pdf', size: first.length, uploadedAt: expect.any(String) } });
      expect((await t.get(`/api/offers/${id}`, { cookie: booker.cookie })).body.contract).toEqual(attached.body.contract);
      expect((await t.get(`/api/offers/link?token=${token}`)).body.contract).toEqual(attached.body.contract);

      for (const [url, cookie] of [[`/api/offers/${id}/contract`, booker.cookie], [`/api/offers/contract?token=${token}`, undefined]] as const) {
        const file = await t.get(url, { cookie });
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['cache-control']).toBe('private, no-store');
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="Kontrakt Kaja Kvartet _ _blehaven.pdf"; filename*=UTF-8''${encodeURIComponent('Kontrakt Kaja Kvartet – Æblehaven.pdf')}`,
        );
        expect(new Uint8Array(file.raw)).toEqual(first);
      }

      // Replaced by the signed copy, also after the act accepted.
      expect((await t.post('/api/offers/accept', { body: { token } })).status).toBe(200);
      const signed = pdf('underskrevet af begge');
      expect((await upload(id, signed, { filename: 'underskrevet' })).body.contract).toMatchObject({ fileName: 'underskrevet.pdf', size: signed.length });
      expect(new Uint8Array((await t.get(`/api/offers/contract?token=${token}`)).raw)).toEqual(signed);
      expect(await t.orm.em.fork().count(OfferContract, { offer: id })).toBe(1);

      const removed = await t.delete(`/api/offers/${id}/contract`, { cookie: booker.cookie });
      expect(removed.status).toBe(200);
      expect(removed.body).not.toHaveProperty('contract');
      expect(await t.orm.em.fork().count(OfferContract, { offer: id })).toBe(0);
      for (const answer of [await t.get(`/api/offers/${id}/contract`, { cookie: booker.cookie }), await t.get(`/api/offers/contract?token=${token}`), await t.delete(`/api/offers/${id}/contract`, { cookie: booker.cookie })]) {
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: { message: CONTRACT_MESSAGES.none } });
      }
    });

    it('leaves one contract when two are sent at once, and goes with its offer', async () => {
      const { id } = await sentOffer(41);
      const answers = await Promise.all([upload(id, pdf('a')), upload(id, pdf('bb'))]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const kept = await t.get(`/api/offers/${id}/contract`, { cookie: booker.cookie });
      expect((await t.get(`/api/offers/${id}`, { cookie: booker.cookie })).body.contract.size).toBe(kept.raw.length);
      await t.orm.em.fork().nativeDelete(Offer, { id });
      expect(await t.orm.em.fork().count(OfferContract, {})).toBe(0);
    });

    it('refuses what is no PDF, too large, empty or in the wrong field, on a closed offer, and from others than booking', async () => {
      const { id, token } = await sentOffer(42);
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const tooLarge = new Uint8Array(MAX_CONTRACT_BYTES + 1);
      tooLarge.set(pdf());
      const volunteer = await t.memberWith(['event-management']);
      const cases: [string, Promise<{ status: number; body: unknown }>, number, string][] = [
        ['a PNG named .pdf', upload(id, png), 415, CONTRACT_MESSAGES.notPdf],
        ['over 10 MB', upload(id, tooLarge), 413, CONTRACT_MESSAGES.tooLarge],
        ['empty', upload(id, new Uint8Array()), 400, CONTRACT_MESSAGES.empty],
        ['the wrong field', upload(id, pdf(), { field: 'image' }), 400, CONTRACT_MESSAGES.missing],
        ['JSON', t.put(`/api/offers/${id}/contract`, { cookie: booker.cookie, body: { file: 'x' } }), 415, CONTRACT_MESSAGES.notMultipart],
        ['an unknown offer', upload(99999, pdf()), 404, 'Tilbuddet findes ikke'],
        ['no id', upload('tilbud', pdf()), 404, 'Tilbuddet findes ikke'],
        ['a volunteer', upload(id, pdf(), { cookie: volunteer.cookie }), 403, 'Du har ikke adgang til denne handling'],
        ['a volunteer reading', t.get(`/api/offers/${id}/contract`, { cookie: volunteer.cookie }), 403, 'Du har ikke adgang til denne handling'],
        ['a malformed link', t.get('/api/offers/contract?token=kort'), 400, OFFER_MESSAGES.linkInvalid],
        ['an unknown link', t.get(`/api/offers/contract?token=${'x'.repeat(43)}`), 404, OFFER_MESSAGES.linkInvalid],
        ['another method', t.post(`/api/offers/${id}/contract`, { cookie: booker.cookie, body: {} }), 404, 'Adressen findes ikke'],
        ['another method on the link', t.delete(`/api/offers/contract?token=${token}`), 404, 'Adressen findes ikke'],
      ];
      for (const [label, request, status, message] of cases) {
        const answer = await request;
        expect({ label, status: answer.status, message: (answer.body as { message?: string }).message }).toEqual({ label, status, message });
      }
      expect((await upload(id, pdf(), { cookie: '' })).status).toBe(401);
      expect((await t.get(`/api/offers/${id}`, { cookie: booker.cookie })).body).not.toHaveProperty('contract');

      expect((await t.post('/api/offers/decline', { body: { token } })).status).toBe(200);
      expect((await upload(id, pdf())).body).toEqual({ message: CONTRACT_MESSAGES.closed });
    });

    it('keeps a file name without folders, control characters or quotes, ending in .pdf', () => {
      expect(contractFileName('/home/kaja/"Kontrakt"\u0000\n 2027.PDF')).toBe('Kontrakt 2027.pdf');
      expect(contractFileName(undefined)).toBe('kontrakt.pdf');
      expect(contractFileName('../..')).toBe('kontrakt.pdf');
      expect(contractFileName('a'.repeat(300))).toBe(`${'a'.repeat(196)}.pdf`);
    });
  });
});
