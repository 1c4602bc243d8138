import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_ANSWERS } from '../../../shared/schemas/reservation';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { type Mailbox, type ReceivedMail, startMailbox, until } from '../../test/mailbox';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('reservation mails in the language of the page (issue 48)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: string;
  let eventId: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '1000' });
    admin = await t.loginAdmin();
    const venueId = await createVenue(t, admin, 'Huset');
    const [artistId] = await createArtists(t, ['Kaja Kvartet']);
    const made = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Fællessang',
        description: 'Vi synger sammen',
        venueId,
        // A Friday a year on: "Friday 3 December 2027, 20:00" in English.
        concerts: [concert(artistId!, '2027-12-03T20:00:00+01:00', '2027-12-03T22:00:00+01:00')],
        isPublic: true,
        imageUrl: await uploadCover(t, admin),
        admission: 'reservation',
        reservationCapacity: 2,
      },
    });
    expect(made.status, made.text).toBe(200);
    eventId = made.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  async function mailTo(email: string, subject: string): Promise<{ mail: ReceivedMail; token: string }> {
    let mail: ReceivedMail | undefined;
    await until(() => (mail = mailbox.messages.findLast((message) => message.to.includes(email) && message.subject.startsWith(subject))) !== undefined, `no "${subject}" to ${email}`);
    return { mail: mail!, token: /\/en\/reservation\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]! };
  }
  const reserve = (body: Record<string, unknown>) => t.post(`/api/events/${eventId}/reservations`, { body: { language: 'en', ...body } });

  it('holds, confirms with the QR code, lists, offers and says all of it in English, with links to the English page', async () => {
    const answer = await reserve({ name: 'Ann Smith', email: 'ann@example.com', places: 2 });
    expect(answer.status, answer.text).toBe(202);
    // The API's answer is Danish whatever the language: the page says it in English.
    expect(answer.body).toEqual({ message: RESERVATION_ANSWERS.held, waitlisted: false });
    const held = await mailTo('ann@example.com', 'Confirm your reservation: Fællessang');
    expect(held.mail.text).toContain('Hi Ann Smith');
    expect(held.mail.text).toContain("We're holding 2 places for Fællessang on Friday 3 December 2027, 20:00 at Huset for 30 minutes.");
    expect(held.mail.text).toContain('Best wishes');
    expect(held.mail.text).not.toMatch(/Hej|pladser|Venlig hilsen/);

    expect((await t.post('/api/reservations/confirm', { body: { token: held.token } })).status).toBe(200);
    const confirmed = await mailTo('ann@example.com', 'Your reservation is confirmed: Fællessang');
    expect(confirmed.mail.text).toContain('You have 2 places for Fællessang on Friday 3 December 2027, 20:00.');
    expect(confirmed.mail.text).toMatch(/Your door code: [0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]{4}/);
    expect(confirmed.mail.text).toContain(`View or cancel the reservation: http://spillested.test/en/reservation?token=${held.token}`);
    expect(confirmed.mail.attachments.map((file) => file.filename)).toEqual(expect.arrayContaining(['qr-code.png', `spillested-${eventId}.ics`]));

    // The night is full: the next one waits, and gets Ann's places when she gives them back.
    const listed = await reserve({ name: 'Bob Jones', email: 'bob@example.com', places: 1 });
    expect(listed.body.waitlisted).toBe(true);
    const toList = await mailTo('bob@example.com', 'Confirm your place on the waiting list: Fællessang');
    expect(toList.mail.text).toContain('Fællessang on Friday 3 December 2027, 20:00 at Huset is full right now.');
    expect((await t.post('/api/reservations/confirm', { body: { token: toList.token } })).body.status).toBe('waiting');
    await mailTo('bob@example.com', "You're on the waiting list: Fællessang");
    expect((await t.post('/api/reservations/cancel', { body: { token: held.token } })).status).toBe(200);
    const offered = await mailTo('bob@example.com', 'A place has come free for you: Fællessang');
    expect(offered.mail.text).toContain('Good news: Fællessang on Friday 3 December 2027, 20:00 at Huset has room for you now (1 place).');
    expect(offered.mail.text).toMatch(/by \w+day \d+ \w+ \d{4}, \d\d:\d\d, or they go to the next person/);
    expect(offered.mail.text).toContain('Take the places: http://spillested.test/en/reservation?token=');
  });

  it('mails in Danish when the reservation names no language', async () => {
    const answer = await t.post(`/api/events/${eventId}/reservations`, { body: { name: 'Kaja Holm', email: 'kaja@example.dk', places: 1 } });
    expect(answer.status, answer.text).toBe(202);
    let mail: ReceivedMail | undefined;
    await until(() => (mail = mailbox.messages.find((message) => message.to.includes('kaja@example.dk'))) !== undefined, 'no mail to kaja');
    expect(mail!.text).toContain('fredag 3. december 2027 kl. 20.00 hos Huset');
    expect(mail!.text).toContain('http://spillested.test/reservation?token=');
  });
});
