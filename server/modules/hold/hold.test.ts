import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../lib/mailer';
import { type Mailbox, startMailbox, until } from '../../test/mailbox';
import { createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../test/test-app';
import { Application } from '../application/application.entity';
import { getSettings } from '../settings/settings.service';
import { WebhookDelivery } from '../webhook/webhook.entity';
import { runHoldExpiryOnce } from './hold-expiry';
import { ClosedDate, Hold } from './hold.entity';
import { copenhagenDate } from '../../../shared/calendar-day';
import { EXPIRY_AFTER_DATE } from '../../../shared/schemas/hold';
import { HOLD_MESSAGES } from './hold.service';

const DAY_MS = 24 * 3600_000;
/** A Copenhagen calendar day `days` from now. */
const inDays = (days: number, from = Date.now()) => copenhagenDate(from + days * DAY_MS);

describe('holds on dates (issue 49)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let booker: { id: number; cookie: string };
  let volunteer: { cookie: string };
  let venueId: number;
  let artistId: number;
  let kaja: number;
  let bo: number;

  async function applicationFor(actName: string, email: string): Promise<number> {
    const em = t.orm.em.fork();
    const application = em.create(Application, {
      actName,
      contactName: `Kontakt for ${actName}`,
      email,
      genres: [],
      links: [],
      months: [],
      consentedAt: new Date(),
      tokenHash: `${actName}-${email}`.padEnd(64, 'x').slice(0, 64),
    });
    await em.flush();
    return application.id;
  }

  const hold = (body: Record<string, unknown>) => t.post('/api/holds', { cookie: booker.cookie, body: { venueId, expiresOn: inDays(10), ...body } });

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', WEBHOOK_ALLOW_PRIVATE: 'true' });
    const admin = await t.loginAdmin();
    booker = await t.memberWith(['booking']);
    volunteer = await t.memberWith(['event-management']);
    venueId = await createVenue(t, admin, 'Huset');
    [artistId] = await createArtists(t, ['Husets Trio'] as const);
    kaja = await applicationFor('Kaja Kvartet', 'kaja@example.dk');
    bo = await applicationFor('Bo og Bølgerne', 'bo@example.dk');
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });
  beforeEach(async () => {
    const em = t.orm.em.fork();
    await em.nativeDelete(Hold, {});
    await em.nativeDelete(ClosedDate, {});
  });

  it('takes a first and a second option on a date, and refuses a third, a taken rank, a second without a first and the same act twice', async () => {
    const date = inDays(30);
    const second = await hold({ date, applicationId: bo, rank: 2 });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: HOLD_MESSAGES.secondWithoutFirst });

    const first = await hold({ date, applicationId: kaja, note: 'Vil gerne have fredag' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ venueId, date, rank: 1, application: { id: kaja, name: 'Kaja Kvartet' }, note: 'Vil gerne have fredag', createdBy: { id: booker.id } });
    expect((await hold({ date, applicationId: kaja })).body).toEqual({ message: HOLD_MESSAGES.sameAct });
    expect((await hold({ date, artistId, rank: 1 })).body).toEqual({ message: HOLD_MESSAGES.firstTaken });

    const then = await hold({ date, applicationId: bo });
    expect(then.status).toBe(200);
    expect(then.body.rank).toBe(2);
    const third = await hold({ date, artistId });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ message: HOLD_MESSAGES.bothTaken });

    const listed = await t.get(`/api/holds?venueId=${venueId}&month=${date.slice(0, 7)}`, { cookie: booker.cookie });
    expect(listed.body.records.map((record: { rank: number }) => record.rank)).toEqual([1, 2]);
  });

  it('lets one of two first options taken at the same moment through, on either database', async () => {
    const date = inDays(31);
    const answers = await Promise.all([hold({ date, applicationId: kaja, rank: 1 }), hold({ date, artistId, rank: 1 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: HOLD_MESSAGES.firstTaken });
  });

  it('answers bad input in Danish with 400, missing records with 404, and others than booking with 403', async () => {
    const date = inDays(32);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: '2027-02-30', applicationId: kaja }, 400, 'En dato skrives ÅÅÅÅ-MM-DD, fx 2027-03-12'],
      [{ date: '2027-13-45', applicationId: kaja }, 400, 'En dato skrives ÅÅÅÅ-MM-DD, fx 2027-03-12'],
      [{ date }, 400, 'Vælg en ansøgning eller en kunstner'],
      [{ date, applicationId: kaja, artistId }, 400, 'Vælg en ansøgning eller en kunstner'],
      [{ date, expiresOn: inDays(33), applicationId: kaja }, 400, 'Optionen skal udløbe senest på datoen, den holder'],
      [{ date: inDays(-1), expiresOn: inDays(-2), applicationId: kaja }, 400, HOLD_MESSAGES.datePassed],
      [{ date, expiresOn: inDays(-1), applicationId: kaja }, 400, HOLD_MESSAGES.expiryPassed],
      [{ date, applicationId: 99999 }, 404, 'Ansøgningen findes ikke'],
      [{ date, venueId: 99999, artistId }, 404, 'Spillestedet findes ikke'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await hold(body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status, message });
    }
    expect((await t.post('/api/holds', { cookie: volunteer.cookie, body: { venueId, date, expiresOn: date, artistId } })).status).toBe(403);
    expect((await t.post('/api/holds', { body: { venueId, date, expiresOn: date, artistId } })).status).toBe(401);
    expect((await t.get(`/api/booking-calendar?venueId=${venueId}&month=2027-13`, { cookie: booker.cookie })).status).toBe(400);
  });

  it('moves the second option up when the first is released, and tells its act', async () => {
    const date = inDays(34);
    const first = await hold({ date, artistId });
    const second = await hold({ date, applicationId: kaja });
    const released = await t.delete(`/api/holds/${first.body.id}`, { cookie: booker.cookie });
    expect(released.status).toBe(200);
    expect(released.body.movedUp).toMatchObject({ id: second.body.id, rank: 1 });
    expect((await t.delete(`/api/holds/${first.body.id}`, { cookie: booker.cookie })).status).toBe(404);
    await until(() => mailbox.messages.some((mail) => mail.to.includes('kaja@example.dk') && mail.subject.startsWith('Kaja Kvartet har nu første option')), 'no mail to the act');
    // The date has room for a new second option.
    expect((await hold({ date, applicationId: bo })).body.rank).toBe(2);
  });

  it('extends a hold and refuses an expiry after its date', async () => {
    const date = inDays(35);
    const made = await hold({ date, applicationId: kaja });
    const extended = await t.put(`/api/holds/${made.body.id}`, { cookie: booker.cookie, body: { expiresOn: inDays(20), note: 'Forlænget' } });
    expect(extended.body).toMatchObject({ expiresOn: inDays(20), note: 'Forlænget' });
    const late = await t.put(`/api/holds/${made.body.id}`, { cookie: booker.cookie, body: { expiresOn: inDays(36) } });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: EXPIRY_AFTER_DATE });
  });

  it('closes a day without options, refuses options on it, and opens it again', async () => {
    const [closedDay, heldDay] = [inDays(40), inDays(41)];
    await hold({ date: heldDay, artistId });
    expect((await t.post('/api/closed-dates', { cookie: booker.cookie, body: { venueId, date: heldDay } })).body).toEqual({ message: HOLD_MESSAGES.hasHolds });
    const closed = await t.post('/api/closed-dates', { cookie: booker.cookie, body: { venueId, date: closedDay, reason: 'Generalforsamling' } });
    expect(closed.body).toMatchObject({ venueId, date: closedDay, reason: 'Generalforsamling' });
    expect((await t.post('/api/closed-dates', { cookie: booker.cookie, body: { venueId, date: closedDay } })).body).toEqual({ message: HOLD_MESSAGES.alreadyClosed });
    expect((await hold({ date: closedDay, applicationId: kaja })).body).toEqual({ message: HOLD_MESSAGES.closed });
    expect((await t.delete(`/api/closed-dates/${closed.body.id}`, { cookie: booker.cookie })).status).toBe(200);
    expect((await t.delete(`/api/closed-dates/${closed.body.id}`, { cookie: booker.cookie })).status).toBe(404);
    expect((await hold({ date: closedDay, applicationId: kaja })).status).toBe(200);
  });

  it('shows a month of holds, events and closed days by day', async () => {
    const admin = await t.loginAdmin();
    const start = new Date(Date.now() + 45 * DAY_MS);
    start.setUTCHours(18, 0, 0, 0);
    const month = copenhagenDate(start).slice(0, 7);
    const date = copenhagenDate(start);
    const event = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Fredagsbar',
        description: 'Bar',
        venueId,
        isPublic: true,
        imageUrl: await uploadCover(t, admin),
        kind: 'bar-night',
        admission: 'free',
        from: start.toISOString(),
        to: new Date(start.getTime() + 4 * 3600_000).toISOString(),
      },
    });
    expect(event.status, event.text).toBe(200);
    await hold({ date, expiresOn: date, artistId });
    const calendar = await t.get(`/api/booking-calendar?venueId=${venueId}&month=${month}`, { cookie: booker.cookie });
    expect(calendar.status).toBe(200);
    const day = calendar.body.days.find((entry: { date: string }) => entry.date === date);
    expect(day.holds).toHaveLength(1);
    expect(day.events).toEqual([expect.objectContaining({ id: event.body.id, title: 'Fredagsbar' })]);
  });

  it('serves integrators with an API token: reads with a read token, writes only with a write token', async () => {
    const tokenWith = async (scopes: string[]) =>
      ((await t.post('/api/profile/tokens', { cookie: booker.cookie, body: { name: `Booking ${scopes.join(' ')}`, scopes } })).body as { token: string }).token;
    const [reader, writer] = [await tokenWith(['read']), await tokenWith(['read', 'write'])];
    const date = inDays(50);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const body = { venueId, date, expiresOn: inDays(10), applicationId: kaja };
    expect((await t.post('/api/holds', { headers: bearer(reader), body })).status).toBe(403);
    expect((await t.post('/api/holds', { headers: bearer(writer), body })).status).toBe(200);
    const listed = await t.get(`/api/holds?venueId=${venueId}`, { headers: bearer(reader) });
    expect(listed.body.records).toEqual([expect.objectContaining({ date, rank: 1 })]);
    expect((await t.get(`/api/booking-calendar?venueId=${venueId}&month=${date.slice(0, 7)}`, { headers: bearer(reader) })).status).toBe(200);
    expect((await t.get('/api/offers', { headers: bearer(reader) })).status).toBe(200);
  });

  describe('expiry', () => {
    let mailer: Mailer;
    beforeAll(() => {
      mailer = createMailer(t.config, t.app.log, { site: () => getSettings(t.orm.em.fork(), PUBLIC_URL) });
    });
    afterAll(() => mailer.close());

    it('reminds the maker once before, with a hold.expiring delivery, then releases it the day after its last and moves the second up', async () => {
      const hook = await t.post('/api/webhooks', { cookie: await t.loginAdmin(), body: { url: 'http://127.0.0.1:9/hook', events: [], applications: true } });
      expect(hook.status).toBe(200);
      const date = inDays(20);
      const first = await hold({ date, expiresOn: inDays(5), artistId });
      const second = await hold({ date, expiresOn: inDays(15), applicationId: bo });
      const soon = Date.now() + 4 * DAY_MS;
      expect(await runHoldExpiryOnce(t.orm, mailer, PUBLIC_URL, 'instans-a', new Date(soon))).toBe(1);
      expect(await runHoldExpiryOnce(t.orm, mailer, PUBLIC_URL, 'instans-a', new Date(soon + 60_000))).toBe(0);
      // Another instance waits while the lease is held.
      expect(await runHoldExpiryOnce(t.orm, mailer, PUBLIC_URL, 'instans-b', new Date(soon + 30 * 60_000))).toBe(0);
      const deliveries = await t.orm.em.fork().find(WebhookDelivery, { type: 'hold.expiring' });
      expect(deliveries.map((delivery) => JSON.parse(delivery.body).data.id)).toEqual([first.body.id]);
      await until(() => mailbox.messages.some((mail) => mail.subject.startsWith('Optionen for Husets Trio udløber')), 'no reminder');

      const after = Date.now() + 6 * DAY_MS;
      // Released once, and the second option (now first) reminded of in the same round: it expires in 9 days, not yet.
      expect(await runHoldExpiryOnce(t.orm, mailer, PUBLIC_URL, 'instans-b', new Date(after))).toBe(1);
      expect(await runHoldExpiryOnce(t.orm, mailer, PUBLIC_URL, 'instans-b', new Date(after + 60_000))).toBe(0);
      const left = await t.get(`/api/holds?venueId=${venueId}`, { cookie: booker.cookie });
      expect(left.body.records).toEqual([expect.objectContaining({ id: second.body.id, rank: 1 })]);
      await until(() => mailbox.messages.some((mail) => mail.subject === 'Optionen for Husets Trio er udløbet'), 'no expiry mail');
      await until(() => mailbox.messages.some((mail) => mail.to.includes('bo@example.dk') && mail.subject.startsWith('Bo og Bølgerne har nu første option')), 'no mail to the act');
    });
  });
});
