import { createHmac } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { Venue } from '../venue/venue.entity';
import { Artist } from '../artist/artist.entity';
import { concert, createArtists, createVenue, uploadCover } from '../../test/event-test-fixtures';
import { Genre } from '../genre/genre.entity';
import { checkedLookup, isForbiddenAddress } from './webhook-address';
import { Webhook } from './webhook.entity';
import { startReceiver } from '../../test/webhook-test-receiver';
import { DELIVERY_KEPT_MS, removeFinishedDeliveries } from './webhook.service';

const verify = (secret: string, raw: string, header: unknown) =>
  header === `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('webhooks', () => {
  const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SECONDS: '0.1,0.1' });
  let admin: string;
  let cover: string;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    admin = await t.loginAdmin();
    cover = await uploadCover(t, admin);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** A receiver and a webhook sending it `events`, both removed after the test. */
  async function hook(events: string[]) {
    const receiver = await startReceiver();
    const response = await t.post('/api/webhooks', { cookie: admin, body: { url: receiver.url, events } });
    expect(response.status).toBe(200);
    cleanups.push(() => receiver.close(), () => t.delete(`/api/webhooks/${response.body.id}`, { cookie: admin }));
    return { receiver, webhook: response.body as { id: number; secret: string; url: string; events: string[] } };
  }

  it('are managed by admin and project-leader only, and show the secret in the answer to their creation alone', async () => {
    // Tests allow private addresses, and name no host outside.
    const body = { url: 'https://localhost/spillested', events: ['*'] };
    expect((await t.post('/api/webhooks', { body })).status).toBe(401);
    const booker = await t.memberWith(['booking']);
    expect((await t.post('/api/webhooks', { cookie: booker.cookie, body })).status).toBe(403);
    expect((await t.get('/api/webhooks', { cookie: booker.cookie })).status).toBe(403);

    const leader = await t.memberWith(['project-leader']);
    const created = await t.post('/api/webhooks', { cookie: leader.cookie, body: { ...body, events: ['event.created', 'event.created', 'genre.deleted'] } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: body.url,
      events: ['event.created', 'genre.deleted'],
      applications: false,
      createdAt: expect.any(String),
      createdBy: leader.id,
      secret: expect.stringMatching(/^[\w-]{43}$/),
    });
    const list = await t.get('/api/webhooks', { cookie: leader.cookie });
    expect(list.body.records).toContainEqual({ ...created.body, secret: undefined });
    expect(list.text).not.toContain(created.body.secret);

    const deleted = await t.delete(`/api/webhooks/${created.body.id}`, { cookie: leader.cookie });
    expect(deleted.body).toEqual({ ...created.body, secret: undefined });
    expect((await t.delete(`/api/webhooks/${created.body.id}`, { cookie: leader.cookie })).body).toEqual({ message: 'Webhooken findes ikke' });
  });

  it('go to each receiver on its own: one that does not answer holds up only its own deliveries (issue 35)', async () => {
    const slow = await hook(['genre.created']);
    const quick = await hook(['genre.created']);
    slow.receiver.stall();
    await t.post('/api/genres', { cookie: admin, body: { name: 'Langsom 1' } });
    await slow.receiver.waitFor(1);
    await quick.receiver.waitFor(1);
    // The slow receiver's first request is still unanswered (it would time out after 10 s).
    const asked = Date.now();
    await t.post('/api/genres', { cookie: admin, body: { name: 'Langsom 2' } });
    const [, second] = await quick.receiver.waitFor(2);
    expect(second!.body.data.name).toBe('Langsom 2');
    expect(Date.now() - asked).toBeLessThan(3000);
    // One attempt at a time per receiver: the slow one has not been sent the second yet.
    expect(slow.receiver.received).toHaveLength(1);
    slow.receiver.release();
    const delivered = await slow.receiver.waitFor(2);
    expect(delivered.map((request) => request.body.data.name)).toEqual(['Langsom 1', 'Langsom 2']);
  });

  it('refuse an unknown event and an empty list', async () => {
    for (const events of [['event.moved'], [], 'event.created']) {
      const response = await t.post('/api/webhooks', { cookie: admin, body: { url: 'https://hooks.example.dk/', events } });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual(['message']);
    }
  });

  it('sign each delivery, whose data is the record as GET answers it', async () => {
    const { receiver, webhook } = await hook(['venue.created', 'venue.updated']);
    const venueId = await createVenue(t, admin, 'Radar');
    const [created] = await receiver.waitFor(1);
    expect(created!.headers['x-spillested-event']).toBe('venue.created');
    expect(created!.headers['x-spillested-delivery']).toBe(created!.body.id);
    expect(created!.headers['content-type']).toBe('application/json');
    expect(verify(webhook.secret, created!.raw, created!.headers['x-spillested-signature'])).toBe(true);
    expect(verify('en anden nøgle', created!.raw, created!.headers['x-spillested-signature'])).toBe(false);
    expect(created!.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'venue.created',
      occurredAt: expect.any(String),
      data: (await t.get(`/api/venues/${venueId}`)).body,
    });

    await t.put(`/api/venues/${venueId}`, { cookie: admin, body: { name: 'Radar', city: 'Aarhus C', countryCode: 'DK' } });
    const [, updated] = await receiver.waitFor(2);
    expect(updated!.body.type).toBe('venue.updated');
    expect(updated!.body.data).toEqual((await t.get(`/api/venues/${venueId}`)).body);
    // Only what the webhook asked for: no venue.deleted.
    await t.delete(`/api/venues/${venueId}`, { cookie: admin });
    await t.post(`/api/webhooks/${webhook.id}/ping`, { cookie: admin });
    expect((await receiver.waitFor(3)).map((one) => one.body.type)).toEqual(['venue.created', 'venue.updated', 'ping']);
  });

  it('send an event with its concerts as GET answers it, each copy of a series, and a deletion as its id', async () => {
    const { receiver } = await hook(['*']);
    const venueId = await createVenue(t, admin, 'Voxhall');
    const [artistId] = await createArtists(t, ['Hjemmebanen']);
    const event = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Lørdagsjazz',
        description: '<p>Jazz</p>',
        ticketUrl: 'https://billetlugen.dk/jazz',
        venueId,
        concerts: [concert(artistId, '2027-01-09T20:00:00+01:00', '2027-01-09T22:00:00+01:00')],
        isPublic: true,
        imageUrl: cover,
      },
    });
    const [created] = await receiver.waitFor(1, 'event.created');
    expect(created!.body.data).toEqual((await t.get(`/api/events/${event.body.id}`)).body);
    // A series is made in one transaction: one event.created for each copy.
    const series = await t.post(`/api/events/${event.body.id}/repeat`, { cookie: admin, body: { every: 'week', count: 2 } });
    const copies = (await receiver.waitFor(3, 'event.created')).slice(1);
    expect(copies.map((one) => one.body.data).sort((a, b) => a.id - b.id)).toEqual(series.body);
    await t.delete(`/api/events/${event.body.id}`, { cookie: admin });
    const [deleted] = await receiver.waitFor(1, 'event.deleted');
    expect(deleted!.body.data).toEqual({ id: event.body.id });
  });

  it('send artist.updated for every artist a genre merge moves, and genre.deleted for the merged genre', async () => {
    const { receiver } = await hook(['artist.updated', 'genre.deleted']);
    const em = t.orm.em.fork();
    const [shoegaze, dreamPop] = [em.create(Genre, { name: 'Shoegaze' }), em.create(Genre, { name: 'Dream pop' })];
    const artists = ['Slowdive-kopien', 'Ride-kopien'].map((name) => em.create(Artist, { name, description: `Om ${name}`, socials: [], genres: [shoegaze] }));
    await em.flush();
    const moved = artists.map((artist) => artist.id);
    const merged = await t.post(`/api/genres/${shoegaze.id}/merge`, { cookie: admin, body: { into: dreamPop.id } });
    expect(merged.status).toBe(200);
    const updates = await receiver.waitFor(2, 'artist.updated');
    expect(updates.map((one) => one.body.data.id).sort()).toEqual([...moved].sort());
    expect(updates[0]!.body.data.genres.map((one: { id: number }) => one.id)).toEqual([dreamPop.id]);
    expect((await receiver.waitFor(1, 'genre.deleted'))[0]!.body.data).toEqual({ id: shoegaze.id });
  });

  it('try a delivery again after a 500 with the same delivery id, and give up when the schedule runs out', async () => {
    const { receiver, webhook } = await hook(['*']);
    receiver.answerWith(500);
    await t.post(`/api/webhooks/${webhook.id}/ping`, { cookie: admin });
    const [first, second] = await receiver.waitFor(2);
    expect(second!.headers['x-spillested-delivery']).toBe(first!.headers['x-spillested-delivery']);
    expect(second!.raw).toBe(first!.raw);
    await expect.poll(async () => (await t.get(`/api/webhooks/${webhook.id}/deliveries`, { cookie: admin })).body[0]).toMatchObject({
      id: first!.body.id,
      type: 'ping',
      status: 'delivered',
      attempts: 2,
      responseStatus: 200,
    });

    receiver.answerWith(500, 502, 503);
    const ping = await t.post(`/api/webhooks/${webhook.id}/ping`, { cookie: admin });
    expect(ping.body).toMatchObject({ type: 'ping', status: 'pending', attempts: 0 });
    await receiver.waitFor(5);
    await expect.poll(async () => (await t.get(`/api/webhooks/${webhook.id}/deliveries`, { cookie: admin })).body[0]).toMatchObject({
      id: ping.body.id,
      status: 'failed',
      attempts: 3,
      responseStatus: 503,
    });
  });

  it('send nothing for a write that rolled back', async () => {
    const { receiver, webhook } = await hook(['venue.created', 'venue.deleted']);
    const venueId = await createVenue(t, admin, 'Train');
    const [artistId] = await createArtists(t, ['Rullebåndet']);
    await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Optaget',
        description: '<p>Spillestedet er i brug</p>',
        ticketUrl: 'https://billetlugen.dk/optaget',
        venueId,
        concerts: [concert(artistId, '2027-02-01T20:00:00+01:00', '2027-02-01T21:00:00+01:00')],
        isPublic: true,
        imageUrl: cover,
      },
    });
    // The delete reaches the database, whose foreign key refuses it: the transaction rolls back.
    expect((await t.delete(`/api/venues/${venueId}`, { cookie: admin })).status).toBe(409);
    // A flushed write in a transaction that then fails.
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        tx.create(Venue, { name: 'Aldrig', city: 'Odense', countryCode: 'DK' });
        await tx.flush();
        throw new Error('fortrudt');
      }),
    ).rejects.toThrow('fortrudt');
    await t.post(`/api/webhooks/${webhook.id}/ping`, { cookie: admin });
    await receiver.waitFor(1, 'ping');
    expect(receiver.received.map((one) => one.body.type)).toEqual(['venue.created', 'ping']);
  });

  it('list the last 50 deliveries, newest first, and answer 404 for a webhook that does not exist', async () => {
    const { receiver, webhook } = await hook(['genre.created']);
    for (let index = 0; index < 52; index += 1) await t.post('/api/genres', { cookie: admin, body: { name: `Genre ${index}` } });
    await receiver.waitFor(52);
    const deliveries = await t.get(`/api/webhooks/${webhook.id}/deliveries`, { cookie: admin });
    expect(deliveries.body).toHaveLength(50);
    expect(deliveries.body[0]).toMatchObject({ type: 'genre.created', status: 'delivered', attempts: 1, responseStatus: 200 });
    expect(new Date(deliveries.body[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(deliveries.body[49].createdAt).getTime());
    expect((await t.get('/api/webhooks/999999/deliveries', { cookie: admin })).status).toBe(404);
    expect((await t.post('/api/webhooks/999999/ping', { cookie: admin })).status).toBe(404);

    // The hourly clean-up keeps finished deliveries for a month.
    expect(await removeFinishedDeliveries(t.orm.em.fork())).toBe(0);
    expect(await removeFinishedDeliveries(t.orm.em.fork(), Date.now() + DELIVERY_KEPT_MS + 60_000)).toBe(52);
    expect((await t.get(`/api/webhooks/${webhook.id}/deliveries`, { cookie: admin })).body).toEqual([]);
  });
});

describe('webhooks by default', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });

  it('refuse http, and addresses that are or resolve to loopback, private, link-local or metadata addresses', async () => {
    const refusals = {
      'http://hooks.example.dk/': 'Adressen skal begynde med https://',
      'https://127.0.0.1/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://localhost:8443/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://[::1]/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://[::ffff:10.0.0.1]/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://169.254.169.254/latest/meta-data': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://192.168.1.10/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://100.64.0.1/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://[fd00:ec2::254]/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      // The review's (issue 35): IPv4-compatible, NAT64 local use and Teredo, which all carry an IPv4 address.
      'https://[::127.0.0.1]/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://[64:ff9b:1::a00:1]/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://[2001::53aa:64c:0:0]/': 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      'https://ikke-til.invalid/': 'Værten ikke-til.invalid findes ikke',
    };
    for (const [url, message] of Object.entries(refusals)) {
      const response = await t.post('/api/webhooks', { cookie: admin, body: { url, events: ['*'] } });
      expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 400, body: { message } });
    }
    expect((await t.get('/api/webhooks', { cookie: admin })).body.totalCount).toBe(0);
  });

  it('refuse to deliver to an address that is private by the time of sending, and never connect to it', async () => {
    const receiver = await startReceiver();
    try {
      // Made while the name still pointed outside, say: the address is checked again at every attempt.
      const em = t.orm.em.fork();
      const webhook = em.create(Webhook, { url: receiver.url.replace('http://127.0.0.1', 'https://localhost'), events: ['*'], secret: 'hemmelig' });
      await em.flush();
      await t.post(`/api/webhooks/${webhook.id}/ping`, { cookie: admin });
      await expect.poll(async () => (await t.get(`/api/webhooks/${webhook.id}/deliveries`, { cookie: admin })).body[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
      });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('connect only to addresses the lookup of the connection itself found public', async () => {
    const lookup = (hostname: string) =>
      new Promise((resolve) => checkedLookup(false)(hostname, { all: true }, (error, addresses) => resolve(error ? error.message : addresses)));
    expect(await lookup('localhost')).toBe('Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet');
    expect(await lookup('127.0.0.1')).toBe('Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet');
    expect(await new Promise((resolve) => checkedLookup(true)('localhost', { all: true }, (_error, addresses) => resolve(addresses)))).toContainEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });

  it('judge addresses as the public internet only', () => {
    for (const address of ['8.8.8.8', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '172.32.0.1']) expect(isForbiddenAddress(address)).toBe(false);
    for (const address of ['0.0.0.0', '127.0.0.2', '10.1.2.3', '172.16.0.1', '169.254.169.254', '100.127.255.255', '::', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::7f00:1', '224.0.0.1']) {
      expect({ address, forbidden: isForbiddenAddress(address) }).toEqual({ address, forbidden: true });
    }
  });
});
