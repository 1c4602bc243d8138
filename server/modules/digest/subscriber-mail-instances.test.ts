import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, until, type Mailbox } from '../../test/mailbox';
import { sharedDatabase } from '../../test/shared-database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { executeOn } from '../outbox/outbox';
import { Subscriber, SubscriberFollow } from '../subscription/subscription.entity';
import { composeDigest, startDigest } from './digest.service';

const SUBSCRIBERS = 150;

describe('subscriber mail on two instances', () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let mailbox: Mailbox;
  let a: TestApp | undefined;
  let b: TestApp | undefined;

  beforeAll(async () => {
    database = await sharedDatabase();
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await mailbox.close();
    await database.drop();
  });

  it('sends each mail of a digest exactly once while both send, and one of them stops half-way', async () => {
    const config = { DATABASE_URL: database.url, SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '5000' };
    a = await startTestApp(config);
    b = await startTestApp(config);
    const admin = await a.loginAdmin();
    const venue = await createVenue(a, admin, 'Vega');
    const [artist] = await createArtists(a, ['Kaja Kvartet']);
    const em = a.orm.em.fork();
    const now = Date.now();
    const subscribers = Array.from({ length: SUBSCRIBERS }, (_, index) => em.create(Subscriber, { email: `f${index}@example.dk`, confirmedAt: new Date(now) }));
    await em.flush();
    for (const subscriber of subscribers) em.create(SubscriberFollow, { subscriber, kind: 'all', refId: 0, pending: false });
    await em.flush();
    await startDigest(a.orm.em.fork(), 'test:forrige', now - 1000);
    const created = await a.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Jazz i Vega',
        description: 'En aften',
        ticketUrl: 'https://billetlugen.dk/x',
        venueId: venue,
        concerts: [concert(artist, '2027-03-05T20:00:00+01:00', '2027-03-05T21:00:00+01:00')],
        isPublic: true,
        imageUrl: await uploadCover(a, admin),
      },
    });
    expect(created.status).toBe(200);
    const digest = (await startDigest(a.orm.em.fork(), 'test:nu'))!;
    expect(await composeDigest(a.orm, digest)).toBe(SUBSCRIBERS);

    await until(() => mailbox.messages.length >= SUBSCRIBERS / 3, 'a third sent', 60_000);
    await a.close();
    a = undefined;
    await until(() => mailbox.messages.length >= SUBSCRIBERS, 'all sent', 60_000);
    await new Promise((done) => setTimeout(done, 500));
    const recipients = mailbox.messages.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(SUBSCRIBERS);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    const [row] = await executeOn(b.orm.em.fork())("select count(*) as n from subscriber_mail where status = 'delivered' and attempts = 1", []);
    expect(Number(row!.n)).toBe(SUBSCRIBERS);
  }, 150_000);
});
