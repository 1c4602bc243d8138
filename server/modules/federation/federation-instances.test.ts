import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeOn } from '../outbox/outbox';
import { startTestApp, type TestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { startReceiver } from '../../test/webhook-test-receiver';
import { FederationFollower } from './federation.entity';

const AP = 'application/activity+json';

/** Two instances on one database, as behind a load balancer: one key pair, and every activity sent once. */
describe('the fediverse on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const directory = mkdtempSync(join(tmpdir(), 'spillested-fedi-'));
  const onPostgres = process.env.TEST_DATABASE === 'postgresql';
  const settings = { PUBLIC_URL: 'http://127.0.0.1:3315', WEBHOOK_ALLOW_PRIVATE: 'true' };

  beforeAll(async () => {
    a = await startTestApp(onPostgres ? settings : { ...settings, DATABASE_URL: join(directory, 'delt.db') });
    b = await startTestApp({ ...settings, DATABASE_URL: a.config.DATABASE_URL });
    await a.put('/api/settings', { cookie: await a.loginAdmin(), body: { federationEnabled: true } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('make the key pairs once, whichever asks first, and show the same keys', async () => {
    const [first, second] = await Promise.all([a.get('/ap/actors/forening', { headers: { accept: AP } }), b.get('/ap/actors/forening', { headers: { accept: AP } })]);
    expect(first.body.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(second.body.publicKey).toEqual(first.body.publicKey);
    expect(second.body.assertionMethod).toEqual(first.body.assertionMethod);
    expect(await executeOn(a.orm.em.fork())('select algorithm from federation_key order by algorithm', [])).toEqual([{ algorithm: 'Ed25519' }, { algorithm: 'RSASSA-PKCS1-v1_5' }]);
  });

  it("send each event's Create once, from one instance at a time, written on either", async () => {
    const receiver = await startReceiver();
    const em = a.orm.em.fork();
    em.create(FederationFollower, {
      actorUri: `${new URL(receiver.url).origin}/users/fan`,
      inboxUrl: receiver.url,
      sharedInboxUrl: null,
      followId: `${new URL(receiver.url).origin}/follows/1`,
      createdAt: new Date(),
      failingSince: null,
    });
    await em.flush();
    const cookie = await a.loginAdmin();
    const venueId = await createVenue(a, cookie, 'Stengade');
    const [artistId] = await createArtists(a, ['Fjernlys']);
    const imageUrl = await uploadCover(a, cookie);
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const app = index % 2 === 0 ? a : b;
      const response = await app.post('/api/events', {
        cookie: await app.loginAdmin(),
        body: { title: `Aften ${index}`, description: '<p>Larm</p>', ticketUrl: 'https://billetter.example/1', venueId, isPublic: true, imageUrl, concerts: [concert(artistId, inDays(3 + index), inDays(3 + index, 22))] },
      });
      ids.push(response.body.id);
    }
    const creates = await receiver.waitFor(6);
    // Give a second sender the time it would need to send any of them again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(6);
    expect(creates.map((one) => (one.body as unknown as { object: { id: string } }).object.id).sort()).toEqual(ids.map((id) => `http://127.0.0.1:3315/events/${id}`).sort());
    for (const one of creates) expect(one.headers.signature).toMatch(/keyId="http:\/\/127\.0\.0\.1:3315\/ap\/actors\/forening#main-key"/);
    await receiver.close();
  });
});
