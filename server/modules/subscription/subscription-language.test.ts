import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../test/mailbox';
import { startTestApp, type TestApp } from '../../test/test-app';
import { composeDigest, startDigest } from '../digest/digest.service';
import { subscriberMail } from '../digest/programme-changes';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { SubscriberMail } from './subscription.entity';

const tokenIn = (mail: ReceivedMail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

describe('subscribers mailed in their language (issue 48)', () => {
  let mailbox: Mailbox;
  let t: TestApp;
  let admin: string;
  let vega: number;
  let kaja: number;
  let cover: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '1000' });
    admin = await t.loginAdmin();
    vega = await createVenue(t, admin, 'Vega');
    [kaja] = await createArtists(t, ['Kaja Kvartet']);
    cover = await uploadCover(t, admin, 1);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  const announce = async (overrides: Record<string, unknown> = {}) => {
    const body = {
      title: `Koncert ${Math.random().toString(36).slice(2, 7)}`,
      description: 'En aften',
      ticketUrl: 'https://billetlugen.dk/x',
      venueId: vega,
      concerts: [concert(kaja, '2027-03-05T20:00:00+01:00', '2027-03-05T21:00:00+01:00')],
      isPublic: true,
      imageUrl: cover,
      ...overrides,
    };
    const response = await t.post('/api/events', { cookie: admin, body });
    expect(response.status, response.text).toBe(200);
    return { ...(response.body as { id: number; title: string }), body };
  };
  const sendDueNow = async () => {
    await t.orm.em.fork().getConnection().execute("update subscriber_mail set next_attempt_at = 0 where status = 'pending'");
    subscriberMail.wake();
  };

  it('confirms, notifies and digests in English for a subscription made in English, with /en links, until its page switches it to Danish', async () => {
    const asked = await t.post('/api/subscriptions', { body: { email: 'fan@example.com', follows: [{ kind: 'artist', id: kaja }], language: 'en' } });
    expect(asked.status, asked.text).toBe(202);
    // The API's answer stays Danish, as every { message } does.
    expect(asked.body.message).toMatch(/^Tjek din indbakke/);
    const [confirmation] = await mailbox.receive(1);
    expect(confirmation!.subject).toBe("Please confirm you'd like to follow Vores spillested");
    expect(confirmation!.text).toContain('Someone, hopefully you, has asked for e-mails from Vores spillested about: Kaja Kvartet.');
    expect(confirmation!.text).toMatch(/Confirm: http:\/\/spillested\.test\/en\/subscription\?token=[A-Za-z0-9_-]{43}/);
    expect(confirmation!.html).toMatch(/<html[^>]* lang="en"/);
    const token = tokenIn(confirmation!);
    expect((await t.get(`/api/subscriptions/link?token=${token}`)).body).toMatchObject({ language: 'en', confirmed: false });
    expect((await t.post('/api/subscriptions/confirm', { body: { token } })).body).toMatchObject({ confirmed: true, language: 'en' });

    // A notice of a new concert by a followed artist.
    const first = await announce();
    await sendDueNow();
    const [notice] = await mailbox.receive(1);
    expect(notice!.subject).toBe(`New concert: ${first.title}`);
    expect(notice!.text).toContain('Friday 5 March 2027, 20:00 · Vega, Aarhus');
    expect(notice!.text).toContain(`http://spillested.test/en/events/${first.id}`);
    expect(notice!.text).toContain("You're getting this e-mail because you follow Kaja Kvartet.");
    expect(notice!.text).toMatch(/Unsubscribe: http:\/\/spillested\.test\/en\/subscription\?token=[A-Za-z0-9_-]{43}#afmeld/);
    expect(notice!.text).not.toMatch(/fredag|Afmeld:/);

    // The digest: the concert cancelled since, in English.
    await t.orm.em.fork().getConnection().execute('delete from subscriber_mail');
    const em = t.orm.em.fork();
    await startDigest(em, 'test:forrige', Date.now());
    const cancelled = await t.put(`/api/events/${first.id}`, { cookie: admin, body: { ...first.body, status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    await composeDigest(t.orm, (await startDigest(em, 'test:nu'))!);
    expect(await t.orm.em.fork().count(SubscriberMail, { kind: 'digest' })).toBe(1);
    await sendDueNow();
    const [digest] = await mailbox.receive(1);
    expect(digest!.subject).toBe("What's new on the programme: 1 change");
    expect(digest!.text).toContain(`Cancelled: ${first.title}`);
    expect(digest!.text).toContain('CHANGES');

    // The subscriber's own page switches the mails back to Danish.
    const switched = await t.put('/api/subscriptions/link', { body: { token, follows: [{ kind: 'artist', id: kaja }], language: 'da' } });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.body).toMatchObject({ language: 'da' });
    const second = await announce();
    await sendDueNow();
    const [danish] = await mailbox.receive(1);
    // The day's announcements go in one notice: the first concert's too.
    expect(danish!.subject).toBe('2 nye koncerter med kunstnere, du følger');
    expect(danish!.text).toContain('fredag 5. marts 2027 kl. 20.00 · Vega, Aarhus');
    expect(danish!.text).toContain(`http://spillested.test/events/${second.id}`);
  });

  it('keeps Danish as the language of a subscription that names none, and refuses an unknown one in Danish', async () => {
    const asked = await t.post('/api/subscriptions', { body: { email: 'dansk@example.dk', follows: [{ kind: 'all' }] } });
    expect(asked.status, asked.text).toBe(202);
    const [confirmation] = await mailbox.receive(1);
    expect(confirmation!.subject).toBe('Bekræft at du vil følge Vores spillested');
    expect((await t.get(`/api/subscriptions/link?token=${tokenIn(confirmation!)}`)).body).toMatchObject({ language: 'da', pendingFollows: [{ kind: 'all', name: 'Hele programmet' }] });
    const refused = await t.post('/api/subscriptions', { body: { email: 'fr@example.dk', follows: [{ kind: 'all' }], language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Ukendt sprog: da eller en');
  });
});
