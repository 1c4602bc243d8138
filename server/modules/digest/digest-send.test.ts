import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeOn } from '../outbox/outbox';
import { startMailbox, until, type Mailbox } from '../../test/mailbox';
import { sharedDatabase } from '../../test/shared-database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { Subscriber, SubscriberFollow } from '../subscription/subscription.entity';
import { composeDigest, startDigest } from './digest.service';

const SUBSCRIBERS = 20;

/**
 * Issue 45: ten parallel "Send nu" on PostgreSQL sent every subscriber two copies. Each call read the
 * same last digest and started one of its own over the same news. Here on two instances of one
 * database, as behind a load balancer, both sending.
 */
describe('"Send nu" pressed many times at once, on two instances', () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let mailbox: Mailbox;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let venue: number;
  let artist: number;
  let cover: string;

  beforeAll(async () => {
    database = await sharedDatabase();
    mailbox = await startMailbox();
    const config = { DATABASE_URL: database.url, SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '5000' };
    a = await startTestApp(config);
    b = await startTestApp(config);
    admin = await a.loginAdmin();
    venue = await createVenue(a, admin, 'Vega');
    [artist] = await createArtists(a, ['Kaja Kvartet']);
    cover = await uploadCover(a, admin);
    const em = a.orm.em.fork();
    const subscribers = Array.from({ length: SUBSCRIBERS }, (_, index) => em.create(Subscriber, { email: `f${index}@example.dk`, confirmedAt: new Date() }));
    await em.flush();
    for (const subscriber of subscribers) em.create(SubscriberFollow, { subscriber, kind: 'all', refId: 0, pending: false });
    await em.flush();
    // Whatever came before is last week's news, sent.
    await composeDigest(a.orm, (await startDigest(a.orm.em.fork(), 'test:forrige'))!);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await mailbox?.close();
    await database?.drop();
  });

  const announce = async (title: string) => {
    const created = await a.post('/api/events', {
      cookie: admin,
      body: {
        title,
        description: 'En aften',
        ticketUrl: 'https://billetlugen.dk/x',
        venueId: venue,
        concerts: [concert(artist, '2027-03-05T20:00:00+01:00', '2027-03-05T21:00:00+01:00')],
        isPublic: true,
        imageUrl: cover,
      },
    });
    expect(created.status, created.text).toBe(200);
  };
  const sendTenAtOnce = () => Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? b : a).post('/api/digest/send', { cookie: admin })));
  const pending = async () => Number((await executeOn(a.orm.em.fork())("select count(*) as n from subscriber_mail where status = 'pending'", []))[0]!.n);
  const unwritten = async () => Number((await executeOn(a.orm.em.fork())('select count(*) as n from digest where composed_at is null', []))[0]!.n);
  /** Every digest written and every mail gone, then a moment for a second copy that would follow. */
  const settled = async () => {
    const deadline = Date.now() + 60_000;
    while ((await unwritten()) + (await pending()) > 0) {
      if (Date.now() > deadline) throw new Error('the digest was not sent in time');
      await new Promise((done) => setTimeout(done, 50));
    }
    await new Promise((done) => setTimeout(done, 500));
  };

  it('sends each subscriber the news once, and later news once more', async () => {
    await announce('Jazz i Vega');
    const answers = await sendTenAtOnce();
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(202));
    for (const answer of answers) expect(answer.body.message).toMatch(/^"Nyt i programmet" er (sat i gang|allerede på vej)/);
    await until(() => mailbox.messages.length >= SUBSCRIBERS, 'every subscriber mailed', 60_000);
    await settled();
    expect(mailbox.messages.map((mail) => mail.to[0]).sort()).toEqual(Array.from({ length: SUBSCRIBERS }, (_, index) => `f${index}@example.dk`).sort());
    expect(mailbox.messages.every((mail) => mail.text.includes('Jazz i Vega'))).toBe(true);

    // Pressed again with nothing new: nobody gets anything.
    mailbox.messages.splice(0);
    expect((await sendTenAtOnce()).map((answer) => answer.status)).toEqual(Array(10).fill(202));
    await settled();
    expect(mailbox.messages).toEqual([]);

    // New news goes once, without the old.
    await announce('Blues i Vega');
    await sendTenAtOnce();
    await until(() => mailbox.messages.length >= SUBSCRIBERS, 'every subscriber mailed again', 60_000);
    await settled();
    expect(mailbox.messages).toHaveLength(SUBSCRIBERS);
    expect(new Set(mailbox.messages.map((mail) => mail.to[0])).size).toBe(SUBSCRIBERS);
    expect(mailbox.messages.every((mail) => mail.text.includes('Blues i Vega') && !mail.text.includes('Jazz i Vega'))).toBe(true);
  }, 150_000);

  it('never lets two digests cover the same moment, whoever starts them at once', async () => {
    const slots = ['2027-01-04T09:00:00.000Z', '2027-01-04T09:00:00.000Z', 'manual:1', 'manual:2', 'manual:3'];
    await Promise.all(slots.map((slot, index) => startDigest((index % 2 ? b : a).orm.em.fork(), slot)));
    const windows = await executeOn(a.orm.em.fork())('select id, slot, since, until from digest order by id', []);
    // The scheduled slot at most once; a start that lost to another is made again by the job's next round.
    expect(windows.filter((row) => row.slot === slots[0]).length).toBeLessThanOrEqual(1);
    for (let index = 1; index < windows.length; index += 1) {
      expect(Number(windows[index]!.since), `digest ${windows[index]!.id}`).toBeGreaterThanOrEqual(Number(windows[index - 1]!.until));
    }
  });
});
