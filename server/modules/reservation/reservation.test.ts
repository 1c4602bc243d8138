import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_ANSWERS, RESERVATION_MESSAGES } from '../../../shared/schemas/reservation';
import { createDoorShift } from '../../test/door-fixtures';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { type Mailbox, type ReceivedMail, startMailbox, until } from '../../test/mailbox';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../test/test-app';
import { createMailer, type Mailer } from '../../lib/mailer';
import { getSettings } from '../settings/settings.service';
import { reserveAddressThrottle, reserveEmailThrottle } from '../throttle/throttle.service';
import { Reservation } from './reservation.entity';
import { runReservationExpiry } from './reservation.service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe('reservations for free nights (issue 50)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: string;
  let venueId: number;
  let artistId: number;
  let cover: string;
  let addresses = 0;
  let mailer: Mailer;
  /** The expiry job's round at `now`, as the server runs it every minute. */
  const expire = (now: number) => runReservationExpiry(t.orm.em.fork(), { mailer, publicUrl: PUBLIC_URL }, new Date(now));

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '1000' });
    admin = await t.loginAdmin();
    venueId = await createVenue(t, admin, 'Huset');
    [artistId] = await createArtists(t, ['Kaja Kvartet']);
    cover = await uploadCover(t, admin);
    mailer = createMailer(t.config, t.app.log, { site: () => getSettings(t.orm.em.fork(), PUBLIC_URL) });
  });
  afterAll(async () => {
    await mailer?.close();
    await t?.close();
    await mailbox?.close();
  });
  beforeEach(async () => {
    await reserveAddressThrottle.reset(t.orm.em.fork(), '127.0.0.1');
  });

  /** A public reservation night in `days` days; `fields` may change its admission or capacity. */
  async function night(fields: Record<string, unknown> = {}, days = 20): Promise<number> {
    const made = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: `Fællessang ${Math.random().toString(36).slice(2, 7)}`,
        description: 'Vi synger sammen',
        venueId,
        concerts: [concert(artistId, inDays(days, 18), inDays(days, 20))],
        isPublic: true,
        imageUrl: cover,
        admission: 'reservation',
        ...fields,
      },
    });
    expect(made.status, made.text).toBe(200);
    return made.body.id;
  }

  const address = () => `gaest${(addresses += 1)}@example.dk`;
  const reserve = (eventId: number, body: Record<string, unknown>) => t.post(`/api/events/${eventId}/reservations`, { body: { name: 'Kaja Holm', ...body } });

  /** The newest mail to `email` whose subject starts so, and the token of its link. */
  async function mailTo(email: string, subject: string): Promise<{ mail: ReceivedMail; token: string }> {
    let mail: ReceivedMail | undefined;
    await until(() => (mail = mailbox.messages.findLast((message) => message.to.includes(email) && message.subject.startsWith(subject))) !== undefined, `no "${subject}" to ${email}`);
    return { mail: mail!, token: /reservation\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]! };
  }

  /** Reserves and confirms: answers the token from the confirmation. */
  async function confirmed(eventId: number, email: string, places: number): Promise<string> {
    const answer = await reserve(eventId, { email, places });
    expect(answer.status, answer.text).toBe(202);
    const { token } = await mailTo(email, answer.body.waitlisted ? 'Bekræft din plads på ventelisten' : 'Bekræft din reservation');
    expect((await t.post('/api/reservations/confirm', { body: { token } })).status).toBe(200);
    return token;
  }

  const placesLeft = async (eventId: number) => (await t.get(`/api/events/${eventId}`)).body.placesLeft;
  const statusOf = async (token: string) => (await t.get(`/api/reservations/link?token=${token}`)).body.status;

  it('holds the places until the mailed link is opened, confirms them with a mail that cancels, and cancels', async () => {
    const eventId = await night({ reservationCapacity: 10 });
    const email = address();
    const answer = await reserve(eventId, { email, places: 3 });
    expect(answer.status, answer.text).toBe(202);
    expect(answer.body).toEqual({ message: RESERVATION_ANSWERS.held, waitlisted: false });
    const { mail, token } = await mailTo(email, 'Bekræft din reservation');
    expect(mail.text).toContain('3 pladser');
    expect(mail.text).toContain('http://spillested.test/reservation?token=');

    const view = await t.get(`/api/reservations/link?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ event: { id: eventId, venue: { id: venueId, name: 'Huset' } }, name: 'Kaja Holm', places: 3, status: 'held' });
    expect(Date.parse(view.body.expiresAt) - Date.now()).toBeGreaterThan(29 * MINUTE_MS);
    // Held places count at once.
    expect(await placesLeft(eventId)).toBe(7);

    const confirm = await t.post('/api/reservations/confirm', { body: { token } });
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.body.status).toBe('confirmed');
    expect(confirm.body).not.toHaveProperty('expiresAt');
    const done = await mailTo(email, 'Reservationen er bekræftet');
    expect(done.mail.text).toContain('Huset');
    expect(done.token).toBe(token);
    // Twice: the same answer, and no second mail.
    const again = await t.post('/api/reservations/confirm', { body: { token } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(confirm.body);
    await new Promise((settled) => setTimeout(settled, 200));
    expect(mailbox.messages.filter((message) => message.to.includes(email) && message.subject.startsWith('Reservationen er bekræftet'))).toHaveLength(1);
    expect(await placesLeft(eventId)).toBe(7);

    const cancel = await t.post('/api/reservations/cancel', { body: { token } });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body).toEqual({ message: RESERVATION_ANSWERS.cancelled });
    expect((await t.get(`/api/reservations/link?token=${token}`)).body).toEqual({ message: RESERVATION_MESSAGES.linkInvalid });
    expect((await t.post('/api/reservations/cancel', { body: { token } })).status).toBe(404);
    expect(await placesLeft(eventId)).toBe(10);
  });

  it('puts a full night on the wait list, offers freed places to the first in line only, and moves on when an offer lapses', async () => {
    const eventId = await night({ reservationCapacity: 4 });
    const [first, second, third] = [address(), address(), address()];
    const firstToken = await confirmed(eventId, first, 4);
    expect(await placesLeft(eventId)).toBe(0);

    const full = await reserve(eventId, { email: second, places: 3 });
    expect(full.status).toBe(202);
    expect(full.body).toEqual({ message: RESERVATION_ANSWERS.listed, waitlisted: true });
    const { token: listedToken } = await mailTo(second, 'Bekræft din plads på ventelisten');
    expect(await statusOf(listedToken)).toBe('listed');
    expect((await t.post('/api/reservations/confirm', { body: { token: listedToken } })).body.status).toBe('waiting');
    expect(await statusOf(listedToken)).toBe('waiting');
    await mailTo(second, 'Du er på ventelisten');
    await confirmed(eventId, third, 2);

    // Four places free: the first in line (3) gets them, the second (2) would not fit in what is left.
    expect((await t.post('/api/reservations/cancel', { body: { token: firstToken } })).status).toBe(200);
    const offer = await mailTo(second, 'Der er blevet plads til dig');
    expect(offer.token).not.toBe(listedToken);
    expect(mailbox.messages.some((message) => message.to.includes(third) && message.subject.startsWith('Der er blevet plads'))).toBe(false);
    const offered = (await t.get(`/api/reservations/link?token=${offer.token}`)).body;
    expect(offered.status).toBe('offered');
    expect(Date.parse(offered.expiresAt) - Date.now()).toBeGreaterThan(11 * HOUR_MS);
    // Offered places are held for the one offered, and someone still waits.
    expect(await placesLeft(eventId)).toBe(0);
    const totals = (await t.get(`/api/events/${eventId}/reservations`, { cookie: admin })).body.totals;
    expect(totals).toEqual({ capacity: 4, taken: 3, left: 0, waiting: 2 });

    // Not taken in 12 hours: the offer goes, and the next in line is offered.
    expect(await expire(Date.now() + 13 * HOUR_MS)).toBe(2);
    expect((await t.get(`/api/reservations/link?token=${offer.token}`)).status).toBe(404);
    const next = await mailTo(third, 'Der er blevet plads til dig');
    const taken = await t.post('/api/reservations/confirm', { body: { token: next.token } });
    expect(taken.body.status).toBe('confirmed');
    await mailTo(third, 'Reservationen er bekræftet');
    expect(await placesLeft(eventId)).toBe(2);
  });

  /** What a phone's camera would read from a mailed PNG. */
  async function scanned(base64: string): Promise<string | undefined> {
    const { data, info } = await sharp(Buffer.from(base64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  }

  const DOOR_CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;
  /** RFC 5545's UTC form of an instant: 20261222T170000Z. */
  const icsUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

  it('mails the confirmed places with a QR code of the door code, the code in words under it, and the night as an .ics file', async () => {
    const eventId = await night({ reservationCapacity: 10 });
    const event = (await t.get(`/api/events/${eventId}`)).body;
    const email = address();
    await reserve(eventId, { email, places: 2 });
    const { token } = await mailTo(email, 'Bekræft din reservation');
    expect((await t.get(`/api/reservations/link?token=${token}`)).body).not.toHaveProperty('doorCode');

    const confirm = await t.post('/api/reservations/confirm', { body: { token } });
    const { doorCode, doorQr } = confirm.body;
    expect(doorCode).toMatch(DOOR_CODE);
    expect(doorQr).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 29 29"/);
    const stored = await t.orm.em.fork().findOneOrFail(Reservation, { email });
    expect(stored.doorCode).toBe(doorCode);

    const { mail } = await mailTo(email, 'Reservationen er bekræftet');
    const readable = `${doorCode.slice(0, 4)} ${doorCode.slice(4, 8)} ${doorCode.slice(8)}`;
    expect(mail.text).toContain(`Koden til døren: ${readable}`);
    expect(mail.text).toContain(`Se eller annullér reservationen: http://spillested.test/reservation?token=${token}`);
    const qr = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.cid).toBeDefined();
    expect(mail.html).toContain(`<img src="cid:${qr!.cid}" alt="QR-kode til døren: ${readable}" width="232" height="232">`);
    expect(await scanned(qr!.content)).toBe(doorCode);

    const ics = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    expect(ics?.filename).toBe(`spillested-${eventId}.ics`);
    const calendar = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain(`UID:event-${eventId}@spillested.test`);
    expect(calendar).toContain(`DTSTART:${icsUtc(event.from)}`);
    expect(calendar).toContain(`DTEND:${icsUtc(event.to)}`);
    expect(calendar).toContain(`SUMMARY:${event.title}`);
    expect(calendar).toMatch(/END:VEVENT\r\nEND:VCALENDAR/);

    // The link's page keeps showing the same code; it is made once.
    const view = (await t.get(`/api/reservations/link?token=${token}`)).body;
    expect(view).toMatchObject({ status: 'confirmed', doorCode, doorQr });
    expect((await t.post('/api/reservations/confirm', { body: { token } })).body.doorCode).toBe(doorCode);
  });

  it('gives a door code and the QR mail to places taken from the wait list too, a code of their own', async () => {
    const eventId = await night({ reservationCapacity: 2 });
    const first = address();
    const firstToken = await confirmed(eventId, first, 2);
    const firstCode = (await t.get(`/api/reservations/link?token=${firstToken}`)).body.doorCode;
    const second = address();
    await confirmed(eventId, second, 2);
    await mailTo(second, 'Du er på ventelisten');
    const waitingRow = await t.orm.em.fork().findOneOrFail(Reservation, { email: second });
    expect(waitingRow.doorCode).toBeNull();

    await t.post('/api/reservations/cancel', { body: { token: firstToken } });
    const offer = await mailTo(second, 'Der er blevet plads til dig');
    const taken = await t.post('/api/reservations/confirm', { body: { token: offer.token } });
    expect(taken.body.status).toBe('confirmed');
    expect(taken.body.doorCode).toMatch(DOOR_CODE);
    expect(taken.body.doorCode).not.toBe(firstCode);
    const { mail } = await mailTo(second, 'Reservationen er bekræftet');
    expect(await scanned(mail.attachments.find((attachment) => attachment.contentType === 'image/png')!.content)).toBe(taken.body.doorCode);
    expect(mail.attachments.some((attachment) => attachment.contentType === 'text/calendar')).toBe(true);
  });

  it('lets held places lapse after 30 minutes, freeing them, and refuses a lapsed link', async () => {
    const eventId = await night({ reservationCapacity: 2 });
    const email = address();
    await reserve(eventId, { email, places: 2 });
    const { token } = await mailTo(email, 'Bekræft din reservation');
    expect(await placesLeft(eventId)).toBe(0);
    expect(await expire(Date.now() + 20 * MINUTE_MS)).toBe(0);
    expect(await expire(Date.now() + 31 * MINUTE_MS)).toBe(1);
    expect(await placesLeft(eventId)).toBe(2);
    expect((await t.post('/api/reservations/confirm', { body: { token } })).status).toBe(404);

    // Lapsed but not yet removed: refused in Danish.
    const late = address();
    await reserve(eventId, { email: late, places: 1 });
    const lapsed = await mailTo(late, 'Bekræft din reservation');
    await t.orm.em.fork().nativeUpdate(Reservation, { email: late }, { expiresAt: new Date(Date.now() - MINUTE_MS) });
    const refused = await t.post('/api/reservations/confirm', { body: { token: lapsed.token } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: RESERVATION_MESSAGES.expired });
  });

  it('gives the last place to one of two asking at once, and the other a place on the wait list', async () => {
    const eventId = await night({ reservationCapacity: 3 });
    await confirmed(eventId, address(), 2);
    const answers = await Promise.all([reserve(eventId, { email: address(), places: 1 }), reserve(eventId, { email: address(), places: 1 })]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers.map((answer) => answer.body.waitlisted).sort()).toEqual([false, true]);
    const rows = await t.orm.em.fork().find(Reservation, { event: eventId }, { orderBy: { id: 'ASC' } });
    expect(rows.map((row) => row.status).sort()).toEqual(['confirmed', 'held', 'listed']);
    expect(await placesLeft(eventId)).toBe(0);
  });

  it('answers the same for an address that has reserved before, and tells nobody who has', async () => {
    const eventId = await night({ reservationCapacity: 20 });
    const email = address();
    const first = await reserve(eventId, { email, places: 1 });
    const second = await reserve(eventId, { email: email.toUpperCase(), places: 1 });
    const stranger = await reserve(eventId, { email: address(), places: 1 });
    expect([first.status, second.status, stranger.status]).toEqual([202, 202, 202]);
    expect(second.body).toEqual(first.body);
    expect(stranger.body).toEqual(first.body);
    // Nobody but the event managers lists them.
    expect((await t.get(`/api/events/${eventId}/reservations`)).status).toBe(401);
    expect((await t.get(`/api/events/${eventId}/reservations`, { cookie: (await t.memberWith([])).cookie })).status).toBe(403);
  });

  it('refuses what is no reservation in Danish', async () => {
    const eventId = await night({ reservationCapacity: 4 });
    const bad = async (body: Record<string, unknown>) => {
      const answer = await reserve(eventId, { email: address(), places: 1, ...body });
      expect(answer.status, answer.text).toBe(400);
      return answer.body.message as string;
    };
    expect(await bad({ places: 0 })).toContain(RESERVATION_MESSAGES.places);
    expect(await bad({ places: 7 })).toContain(RESERVATION_MESSAGES.places);
    expect(await bad({ places: '2' })).toContain(RESERVATION_MESSAGES.places);
    expect(await bad({ email: 'ikke-en-adresse' })).toContain(RESERVATION_MESSAGES.email);
    expect(await bad({ name: 'K'.repeat(101) })).toContain('Højst 100 tegn');
    expect(await bad({ name: '  ' })).toContain(RESERVATION_MESSAGES.name);
    expect((await t.get('/api/reservations/link?token=kort')).body).toEqual({ message: RESERVATION_MESSAGES.linkInvalid });

    const beyond = await reserve(eventId, { email: address(), places: 5 });
    expect(beyond.status).toBe(409);
    expect(beyond.body).toEqual({ message: RESERVATION_MESSAGES.beyondCapacity });
    const ticketed = await night({ admission: 'ticket', ticketUrl: 'https://billetlugen.dk/x' });
    expect((await reserve(ticketed, { email: address(), places: 1 })).body).toEqual({ message: RESERVATION_MESSAGES.notReservable });
    expect((await reserve(ticketed, { email: address(), places: 1 })).status).toBe(409);
    const past = await night({ reservationCapacity: 4 }, -2);
    const started = await reserve(past, { email: address(), places: 1 });
    expect(started.status).toBe(409);
    expect(started.body).toEqual({ message: RESERVATION_MESSAGES.started });
    expect((await reserve(999_999, { email: address(), places: 1 })).status).toBe(404);
    const draft = await night({ reservationCapacity: 4, isPublic: false });
    expect((await reserve(draft, { email: address(), places: 1 })).body).toEqual({ message: RESERVATION_MESSAGES.eventNotFound });
  });

  it('throttles 3 an hour per address and 10 per client', async () => {
    const eventId = await night({ reservationCapacity: 100 });
    const email = address();
    for (let index = 0; index < 3; index += 1) expect((await reserve(eventId, { email, places: 1 })).status).toBe(202);
    const refused = await reserve(eventId, { email, places: 1 });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    for (let index = 0; index < 6; index += 1) expect((await reserve(eventId, { email: address(), places: 1 })).status).toBe(202);
    expect((await reserve(eventId, { email: address(), places: 1 })).status).toBe(429);
    await reserveEmailThrottle.reset(t.orm.em.fork(), email);
  });

  it('lists a night’s reservations with their totals for the event managers and the night’s door', async () => {
    const eventId = await night({ reservationCapacity: 5 });
    const [kept, held] = [address(), address()];
    await confirmed(eventId, kept, 2);
    await reserve(eventId, { email: held, places: 1, name: 'Bo Berg' });
    const manager = await t.memberWith(['event-management']);
    const list = await t.get(`/api/events/${eventId}/reservations`, { cookie: manager.cookie });
    expect(list.status, list.text).toBe(200);
    expect(list.body.records).toEqual([
      expect.objectContaining({ name: 'Kaja Holm', email: kept, places: 2, status: 'confirmed', confirmedAt: expect.any(String) }),
      expect.objectContaining({ name: 'Bo Berg', email: held, places: 1, status: 'held', expiresAt: expect.any(String) }),
    ]);
    expect(list.body.totals).toEqual({ capacity: 5, taken: 3, left: 2, waiting: 0 });
    expect((await t.get('/api/events/999999/reservations', { cookie: manager.cookie })).status).toBe(404);

    // The night's door reads it too; other members and visitors do not.
    const [doorman, other] = await Promise.all([t.memberWith([]), t.memberWith([])]);
    await createDoorShift(t, { eventId, artistId, from: Date.parse(inDays(20, 17)), to: Date.parse(inDays(20, 20)) }, { volunteers: [doorman.id] });
    expect((await t.get(`/api/events/${eventId}/reservations`, { cookie: doorman.cookie })).body.totals).toEqual(list.body.totals);
    expect((await t.get(`/api/events/${eventId}/reservations`, { cookie: other.cookie })).status).toBe(403);
    expect((await t.get(`/api/events/${eventId}/reservations`)).status).toBe(401);
  });

  it('keeps the capacity on an update that leaves it out, clears it with null, and shows places left only with one', async () => {
    const eventId = await night({ reservationCapacity: 8 });
    const event = (await t.get(`/api/events/${eventId}`)).body;
    expect(event).toMatchObject({ admission: 'reservation', reservationCapacity: 8, placesLeft: 8 });
    // The public list (cached by content version) follows the places as they are taken.
    const listedLeft = async () => (await t.get(`/api/events?filter=${encodeURIComponent(`id=${eventId}`)}`)).body.records[0].placesLeft;
    expect(await listedLeft()).toBe(8);
    const email = address();
    await reserve(eventId, { email, places: 2 });
    expect(await listedLeft()).toBe(6);
    const { token } = await mailTo(email, 'Bekræft din reservation');
    await t.post('/api/reservations/cancel', { body: { token } });
    expect(await listedLeft()).toBe(8);
    const { id: _id, createdAt: _c, createdBy: _cb, updatedBy: _ub, venue, concerts, reservationCapacity: _r, placesLeft: _p, ...rest } = event;
    const body = { ...rest, venueId: venue.id, concerts: concerts.map((item: { artist: { id: number }; from: string; to: string }) => concert(item.artist.id, item.from, item.to)) };
    const kept = await t.put(`/api/events/${eventId}`, { cookie: admin, body });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ reservationCapacity: 8, placesLeft: 8 });
    const cleared = await t.put(`/api/events/${eventId}`, { cookie: admin, body: { ...body, updatedAt: kept.body.updatedAt, reservationCapacity: null } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).not.toHaveProperty('reservationCapacity');
    expect(cleared.body).not.toHaveProperty('placesLeft');
    // Without a limit, every reservation gets its places.
    const unlimited = address();
    expect((await reserve(eventId, { email: unlimited, places: 6 })).body.waitlisted).toBe(false);
    // Nor is any version moved by it: the link's answer is never kept in the public cache.
    const { token: unlimitedToken } = await mailTo(unlimited, 'Bekræft din reservation');
    expect(await statusOf(unlimitedToken)).toBe('held');
    await t.post('/api/reservations/confirm', { body: { token: unlimitedToken } });
    expect(await statusOf(unlimitedToken)).toBe('confirmed');
    const invalid = await t.put(`/api/events/${eventId}`, { cookie: admin, body: { ...body, updatedAt: cleared.body.updatedAt, reservationCapacity: 0 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain(RESERVATION_MESSAGES.capacity);
    const listed = await t.get(`/api/events?filter=${encodeURIComponent(`id=${eventId}`)}`);
    expect(listed.body.records[0]).not.toHaveProperty('placesLeft');
  });
});
