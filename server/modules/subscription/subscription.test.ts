import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../test/mailbox';
import { startTestApp, type TestApp } from '../../test/test-app';
import { latestDigestSlot, nextDigestSlot } from '../digest/digest-schedule';
import { composeDigest, runDigestJob, startDigest } from '../digest/digest.service';
import { Digest } from '../digest/digest.entity';
import { executeOn } from '../outbox/outbox';
import { copenhagenDay } from '../digest/programme-changes';
import { subscriberMail } from '../digest/programme-changes';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { Genre } from '../genre/genre.entity';
import { subscribeAddressThrottle, subscribeEmailThrottle } from '../throttle/throttle.service';
import { Subscriber, SubscriberFollow, SubscriberMail } from './subscription.entity';

let mailbox: Mailbox;
let t: TestApp;

const tokenIn = (mail: ReceivedMail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

describe('following by e-mail (issue 38)', () => {
  let admin: string;
  let vega: number;
  let train: number;
  let kaja: number;
  let bo: number;
  let cover: string;
  let jazz: number;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '1000' });
    admin = await t.loginAdmin();
    vega = await createVenue(t, admin, 'Vega');
    train = await createVenue(t, admin, 'Train');
    [kaja, bo] = await createArtists(t, ['Kaja Kvartet', 'Bo Trio']);
    jazz = (await t.orm.em.fork().findOneOrFail(Genre, { name: 'Jazz' })).id;
    cover = await uploadCover(t, admin, 1);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  beforeEach(async () => {
    const em = t.orm.em.fork();
    // What an earlier test queued is sent before this one counts mails.
    const due = async () => Number((await em.getConnection().execute("select count(*) as n from subscriber_mail where status = 'pending' and next_attempt_at <= ?", [Date.now()]))[0].n);
    while ((await due()) > 0) await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => setTimeout(done, 100));
    await subscribeAddressThrottle.reset(em, '127.0.0.1');
    await em.nativeDelete(Subscriber, {});
    mailbox.messages.splice(0);
  });

  const event = (artists: number[], venueId = vega, overrides: Record<string, unknown> = {}) => ({
    title: `Koncert ${Math.random().toString(36).slice(2, 7)}`,
    description: 'En aften',
    ticketUrl: 'https://billetlugen.dk/x',
    venueId,
    concerts: artists.map((artist, index) => concert(artist, `2027-03-0${5 + index}T20:00:00+01:00`, `2027-03-0${5 + index}T21:00:00+01:00`)),
    isPublic: true,
    imageUrl: cover,
    ...overrides,
  });
  const announce = async (artists: number[], venueId = vega) => {
    const response = await t.post('/api/events', { cookie: admin, body: event(artists, venueId) });
    expect(response.status, response.text).toBe(200);
    return response.body as { id: number; title: string };
  };
  /** Makes every waiting mail due now and wakes the sender, as its time coming would. */
  const sendDueNow = async () => {
    await t.orm.em.fork().getConnection().execute("update subscriber_mail set next_attempt_at = 0 where status = 'pending'");
    subscriberMail.wake();
  };
  const confirmed = async (email: string, follows: { kind: string; refId: number }[]) => {
    const em = t.orm.em.fork();
    const subscriber = em.create(Subscriber, { email, confirmedAt: new Date() });
    await em.flush();
    for (const follow of follows) em.create(SubscriberFollow, { subscriber, kind: follow.kind as 'all', refId: follow.refId, pending: false });
    await em.flush();
    return subscriber.id;
  };

  it('double opt-in: a confirmation mail with one-click headers, nothing else until the link is used, then the follows hold', async () => {
    const asked = await t.post('/api/subscriptions', { body: { email: 'Fan@Example.dk', follows: [{ kind: 'artist', id: kaja }] } });
    expect(asked.status).toBe(202);
    const [confirmation] = await mailbox.receive(1);
    expect(confirmation).toMatchObject({ to: ['fan@example.dk'], subject: 'Bekræft at du vil følge Vores spillested' });
    expect(confirmation!.text).toContain('Kaja Kvartet');
    expect(confirmation!.html).toContain('Bekræft');
    expect(confirmation!.headers['list-unsubscribe']).toMatch(/^<http:\/\/spillested\.test\/api\/subscriptions\/one-click\?token=[A-Za-z0-9_-]{43}>$/);
    expect(confirmation!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = tokenIn(confirmation!);
    expect((await t.get(`/api/subscriptions/link?token=${token}`)).body).toEqual({
      email: 'fan@example.dk',
      confirmed: false,
      follows: [],
      pendingFollows: [{ kind: 'artist', id: kaja, name: 'Kaja Kvartet' }],
      language: 'da',
    });

    // Unconfirmed: an announcement writes no notice for the address.
    await announce([kaja]);
    expect(await t.orm.em.fork().count(SubscriberMail, { kind: 'notice' })).toBe(0);

    const confirmedAnswer = await t.post('/api/subscriptions/confirm', { body: { token } });
    expect(confirmedAnswer.status).toBe(200);
    expect(confirmedAnswer.body).toMatchObject({ confirmed: true, follows: [{ kind: 'artist', id: kaja, name: 'Kaja Kvartet' }], pendingFollows: [] });
    await announce([kaja]);
    expect(await t.orm.em.fork().count(SubscriberMail, { kind: 'notice' })).toBe(1);
  });

  it('answers a new, a waiting and a confirmed address alike: 202 and the same words', async () => {
    await confirmed('kendt@example.dk', [{ kind: 'all', refId: 0 }]);
    const answers = [];
    for (const email of ['ny@example.dk', 'ny@example.dk', 'kendt@example.dk']) {
      const response = await t.post('/api/subscriptions', { body: { email, follows: [{ kind: 'all' }] } });
      answers.push({ status: response.status, body: response.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: { message: expect.stringContaining('Tjek din indbakke') } });
    // Each asked for a confirmation; the confirmed address keeps only what it had until it clicks.
    expect((await mailbox.receive(3)).map((mail) => mail.subject)).toEqual(Array(3).fill('Bekræft at du vil følge Vores spillested'));
  });

  it('refuses unknown artists and malformed follows in Danish', async () => {
    expect((await t.post('/api/subscriptions', { body: { email: 'a@example.dk', follows: [{ kind: 'artist', id: 999999 }] } })).body).toEqual({ message: 'Kunstneren findes ikke' });
    const bad = await t.post('/api/subscriptions', { body: { email: 'a@example.dk', follows: [{ kind: 'artist' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Id skal angives');
  });

  it('throttles per address (3 an hour) and per client (10 an hour)', async () => {
    for (let index = 0; index < 3; index += 1) expect((await t.post('/api/subscriptions', { body: { email: 'mange@example.dk', follows: [{ kind: 'all' }] } })).status).toBe(202);
    const refused = await t.post('/api/subscriptions', { body: { email: 'mange@example.dk', follows: [{ kind: 'all' }] } });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    for (let index = 0; index < 6; index += 1) await t.post('/api/subscriptions', { body: { email: `k${index}@example.dk`, follows: [{ kind: 'all' }] } });
    expect((await t.post('/api/subscriptions', { body: { email: 'sidste@example.dk', follows: [{ kind: 'all' }] } })).status).toBe(429);
    await subscribeEmailThrottle.reset(t.orm.em.fork(), 'mange@example.dk');
  });

  it('leaves with one click: a POST with no cookie and no Origin deletes the address, and a cross-site one too', async () => {
    for (const headers of [{}, { 'sec-fetch-site': 'cross-site', origin: 'https://mail.example.com' }] as Record<string, string>[]) {
      await t.post('/api/subscriptions', { body: { email: 'farvel@example.dk', follows: [{ kind: 'all' }] } });
      const token = tokenIn((await mailbox.receive(1))[0]!);
      const left = await t.post(`/api/subscriptions/one-click?token=${token}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
      expect(left.status).toBe(200);
      expect(await t.orm.em.fork().count(Subscriber, { email: 'farvel@example.dk' })).toBe(0);
      expect((await t.get(`/api/subscriptions/link?token=${token}`)).status).toBe(404);
    }
    await subscribeEmailThrottle.reset(t.orm.em.fork(), 'farvel@example.dk');
  });

  it("gathers a day's announcements for a followed artist into one notice: one mail a day per subscriber", async () => {
    const fan = await confirmed('fan2@example.dk', [{ kind: 'artist', refId: bo }]);
    const first = await announce([bo]);
    const second = await announce([bo, kaja]);
    await announce([kaja]);
    const notices = await t.orm.em.fork().find(SubscriberMail, { kind: 'notice' });
    expect(notices.map((notice) => notice.id)).toEqual([`notice:${fan}:${copenhagenDay(Date.now())}`]);
    await sendDueNow();
    const [notice] = await mailbox.receive(1);
    expect(notice!.subject).toBe('2 nye koncerter med kunstnere, du følger');
    expect(notice!.text).toContain(first.title);
    expect(notice!.text).toContain(second.title);
    expect(notice!.text).toContain('fredag 5. marts 2027 kl. 20.00 · Vega, Aarhus');
    expect(notice!.html).toContain('Vores spillested');
    await new Promise((done) => setTimeout(done, 300));
    expect(mailbox.messages).toHaveLength(0);
  });

  it("writes each follower the digest of what matches their follows, changes to followed concerts too, and nothing to whom nothing matches", async () => {
    const em = t.orm.em.fork();
    const since = Date.now();
    // Last week's digest ends where this one begins.
    await startDigest(em, 'test:forrige', since);
    const everything = await confirmed('alt@example.dk', [{ kind: 'all', refId: 0 }]);
    const atTrain = await confirmed('train@example.dk', [{ kind: 'venue', refId: train }]);
    const genre = await confirmed('jazz@example.dk', [{ kind: 'genre', refId: jazz }]);
    const kajaFan = await confirmed('kaja@example.dk', [{ kind: 'artist', refId: kaja }]);
    const nobody = await confirmed('ingen@example.dk', [{ kind: 'venue', refId: vega }]);
    const atTrainEvent = await announce([bo], train);
    const withKaja = await announce([kaja], train);
    // An event announced before the window, sold out in it: a change, not news.
    const earlier = await t.orm.em.fork().getConnection().execute('select max(id) as id from event');
    await t.orm.em.fork().getConnection().execute('update programme_change set at = ? where event_id in (?, ?)', [since - 1, atTrainEvent.id, withKaja.id]);
    await t.orm.em.fork().getConnection().execute('update programme_change set at = ? where event_id = ?', [since + 1, atTrainEvent.id]);
    const sold = await t.put(`/api/events/${withKaja.id}`, { cookie: admin, body: { ...event([kaja], train), title: withKaja.title, status: 'sold-out' } });
    expect(sold.status, sold.text).toBe(200);
    await t.orm.em.fork().getConnection().execute('delete from subscriber_mail');
    const digest = (await startDigest(em, 'test:nu'))!;
    await composeDigest(t.orm, digest);
    const payloads = Object.fromEntries(
      (await t.orm.em.fork().find(SubscriberMail, { kind: 'digest' })).map((mail) => [mail.subscriber.id, JSON.parse(mail.payload!)]),
    );
    expect(payloads[everything]).toEqual({ events: [atTrainEvent.id], changes: [[withKaja.id, 'sold-out']] });
    expect(payloads[atTrain]).toEqual(payloads[everything]);
    expect(payloads[genre]).toEqual(payloads[everything]);
    expect(payloads[kajaFan]).toEqual({ events: [], changes: [[withKaja.id, 'sold-out']] });
    expect(payloads[nobody]).toBeUndefined();
    expect(earlier).toBeDefined();
    await sendDueNow();
    const mails = await mailbox.receive(4);
    const kajaMail = mails.find((mail) => mail.to[0] === 'kaja@example.dk')!;
    expect(kajaMail.subject).toBe('Nyt i programmet: 1 ændring');
    expect(kajaMail.text).toContain(`Udsolgt: ${withKaja.title}`);
    expect(mails.find((mail) => mail.to[0] === 'alt@example.dk')!.subject).toBe('Nyt i programmet: 1 ny koncert og 1 ændring');
    const stats = await t.get('/api/subscriptions/stats', { cookie: admin });
    expect(stats.status, stats.text).toBe(200);
    expect(stats.body.lastDigest).toMatchObject({ recipients: 4 });
    expect(stats.body.perFollow).toContainEqual({ kind: 'artist', id: kaja, name: 'Kaja Kvartet', subscribers: 1 });
  });

  it('lists the digest in programme order: Wednesday before Saturday, whichever was announced first', async () => {
    const em = t.orm.em.fork();
    await startDigest(em, 'test:før-orden');
    await confirmed('orden@example.dk', [{ kind: 'all', refId: 0 }]);
    const on = (day: string) => ({ concerts: [concert(bo, `2027-04-${day}T20:00:00+02:00`, `2027-04-${day}T21:00:00+02:00`)] });
    const saturday = await t.post('/api/events', { cookie: admin, body: event([bo], vega, on('10')) });
    const wednesday = await t.post('/api/events', { cookie: admin, body: event([bo], vega, on('07')) });
    expect([saturday.status, wednesday.status]).toEqual([200, 200]);
    await t.orm.em.fork().getConnection().execute('delete from subscriber_mail');
    await composeDigest(t.orm, (await startDigest(em, 'test:orden'))!);
    await sendDueNow();
    const [digest] = await mailbox.receive(1);
    const text = digest!.text;
    expect(text.indexOf('onsdag 7. april 2027')).toBeGreaterThan(-1);
    expect(text.indexOf('onsdag 7. april 2027')).toBeLessThan(text.indexOf('lørdag 10. april 2027'));
  });

  it('keeps the news of public events only: announced when made public, moved to another venue or date, cancelled', async () => {
    const hidden = await t.post('/api/events', { cookie: admin, body: event([bo], vega, { isPublic: false }) });
    const kinds = async () =>
      (await t.orm.em.fork().getConnection().execute('select kind from programme_change where event_id = ? order by id', [hidden.body.id])).map((row: { kind: string }) => row.kind);
    expect(await kinds()).toEqual([]);
    const body = { ...event([bo], vega), title: hidden.body.title };
    await t.put(`/api/events/${hidden.body.id}`, { cookie: admin, body });
    expect(await kinds()).toEqual(['announced']);
    await t.put(`/api/events/${hidden.body.id}`, { cookie: admin, body: { ...body, venueId: train } });
    await t.put(`/api/events/${hidden.body.id}`, { cookie: admin, body: { ...body, venueId: train, status: 'cancelled' } });
    expect(await kinds()).toEqual(['announced', 'moved', 'cancelled']);
  });

  it('lets an admin or project leader send it now (202) and only an admin export the addresses', async () => {
    await confirmed('csv@example.dk', [{ kind: 'all', refId: 0 }]);
    expect((await t.post('/api/digest/send', { cookie: admin })).status).toBe(202);
    const leader = await t.memberWith(['project-leader']);
    expect((await t.post('/api/digest/send', { cookie: leader.cookie })).status).toBe(202);
    expect((await t.post('/api/digest/send', { cookie: (await t.memberWith([])).cookie })).status).toBe(403);
    expect((await t.get('/api/subscriptions/export.csv', { cookie: leader.cookie })).status).toBe(403);
    const csv = await t.get('/api/subscriptions/export.csv', { cookie: admin });
    expect(csv.status).toBe(200);
    // As Danish Excel opens it: a byte-order mark, semicolons, CRLF.
    expect(csv.text).toMatch(/^\uFEFFE-mail;Bekræftet;Følger\r\n[^]*\r\n$/);
    expect(csv.text).toContain('csv@example.dk;');
    expect(csv.text).toContain('Hele programmet');
  });

  it('starts the scheduled digest once at its slot (Monday 10:00 Copenhagen), and forgets addresses left unconfirmed for 7 days', async () => {
    const em = t.orm.em.fork();
    const round = { em, execute: executeOn(em), lease: async () => true };
    // Monday 30 March 2026, the first week of summer time: 10:00 in Copenhagen is 08:00 UTC.
    const slot = Date.parse('2026-03-30T08:00:00Z');
    await runDigestJob(round, t.orm, slot + 60_000);
    await runDigestJob(round, t.orm, slot + 120_000);
    expect((await em.find(Digest, { slot: '2026-03-30T08:00:00.000Z' })).map((digest) => digest.until)).toEqual([slot]);
    // Before the slot, last week's is long past (more than 6 hours): nothing starts.
    await runDigestJob(round, t.orm, slot - 60_000);
    expect(await em.count(Digest, { slot: '2026-03-23T09:00:00.000Z' })).toBe(0);

    await t.post('/api/subscriptions', { body: { email: 'glemt@example.dk', follows: [{ kind: 'all' }] } });
    await runDigestJob(round, t.orm, Date.now() + 6 * 24 * 3600_000);
    expect(await em.count(Subscriber, { email: 'glemt@example.dk' })).toBe(1);
    await runDigestJob(round, t.orm, Date.now() + 7 * 24 * 3600_000 + 60_000);
    expect(await em.count(Subscriber, { email: 'glemt@example.dk' })).toBe(0);
    await subscribeEmailThrottle.reset(em, 'glemt@example.dk');
  });

  it('lets a member follow from "Min profil", and exports and erases it with them', async () => {
    const member = await t.memberWith([]);
    const set = await t.put('/api/profile/subscription', { cookie: member.cookie, body: { follows: [{ kind: 'venue', id: vega }] } });
    expect(set.body).toMatchObject({ confirmed: true, follows: [{ kind: 'venue', id: vega, name: 'Vega' }] });
    expect((await t.get('/api/profile/export', { cookie: member.cookie })).body.subscription).toMatchObject({ follows: [{ name: 'Vega' }] });
    expect((await t.delete(`/api/members/${member.id}`, { cookie: admin })).status).toBe(200);
    expect(await t.orm.em.fork().count(Subscriber, { email: member.email })).toBe(0);
  });
});

describe('the digest slot (Monday 10:00 Copenhagen)', () => {
  it('stays at 10:00 local time across the spring and autumn changes', () => {
    // 2026: summer time from 29 March, winter time from 25 October.
    expect(latestDigestSlot(new Date('2026-03-29T12:00:00Z'), 1, 10).toISOString()).toBe('2026-03-23T09:00:00.000Z');
    expect(nextDigestSlot(new Date('2026-03-29T12:00:00Z'), 1, 10).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(latestDigestSlot(new Date('2026-10-25T12:00:00Z'), 1, 10).toISOString()).toBe('2026-10-19T08:00:00.000Z');
    expect(nextDigestSlot(new Date('2026-10-25T12:00:00Z'), 1, 10).toISOString()).toBe('2026-10-26T09:00:00.000Z');
    // On the Monday itself: before ten it is last week's, from ten this week's.
    expect(latestDigestSlot(new Date('2026-03-30T07:59:59Z'), 1, 10).toISOString()).toBe('2026-03-23T09:00:00.000Z');
    expect(latestDigestSlot(new Date('2026-03-30T08:00:00Z'), 1, 10).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    // Another day and hour from the settings: Sunday 03:00 on the night of the autumn change.
    expect(latestDigestSlot(new Date('2026-10-25T12:00:00Z'), 7, 3).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
});

