import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Organization } from '@fedify/vocab';
import { executeOn } from '../outbox/outbox';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { FederationDelivery, FederationFollower } from './federation.entity';
import { ACTIVITIES_KEPT_MS, removeFinishedActivities } from './federation-outbox';
import { startTestFollower } from '../../test/test-follower';

const PORT = 3310;
const FOLLOWER_PORT = 3311;
/** Nothing listens here: a follower's server that is gone. */
const GONE_PORT = 3319;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const AP = 'application/activity+json';

/**
 * WebFinger looks `acct:` handles up over https, and tests have no TLS: the test's network takes
 * https to our port as http. Nothing else is touched.
 */
function httpForOurHost(): () => void {
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`https://127.0.0.1:${PORT}/`)) return fetchBefore(input, init);
    const plain = url.replace('https:', 'http:');
    return fetchBefore(input instanceof Request ? new Request(plain, input) : plain, init);
  };
  return () => {
    globalThis.fetch = fetchBefore;
  };
}

describe('the fediverse', () => {
  const t = useTestApp({
    PUBLIC_URL: ORIGIN,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    FEDERATION_RETRY_SECONDS: '0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2',
    FEDERATION_GONE_AFTER_SECONDS: '0.5',
  });
  let admin: string;
  let cover: string;
  let venueId: number;
  let artistId: number;
  let follower: Awaited<ReturnType<typeof startTestFollower>>;
  let restoreFetch: () => void;

  beforeAll(async () => {
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    restoreFetch = httpForOurHost();
    admin = await t.loginAdmin();
    cover = await uploadCover(t, admin);
    venueId = await createVenue(t, admin, 'Stengade');
    [artistId] = await createArtists(t, ['Fjernlys']);
    follower = await startTestFollower(FOLLOWER_PORT);
  });
  afterAll(async () => {
    restoreFetch?.();
    await follower?.close();
  });

  const eventBody = (title: string, isPublic: boolean) => ({
    title,
    description: '<p>En aften med <strong>støj</strong></p><script>alert(1)</script>',
    ticketUrl: 'https://billetter.example/1',
    venueId,
    isPublic,
    imageUrl: cover,
    concerts: [concert(artistId, inDays(10), inDays(10, 22))],
  });

  async function createEvent(title: string, isPublic: boolean): Promise<number> {
    const response = await t.post('/api/events', { cookie: admin, body: eventBody(title, isPublic) });
    expect(response.status).toBe(200);
    return response.body.id;
  }

  it('is off until an admin turns it on: every ActivityPub address answers 404 and event pages stay pages', async () => {
    const settings = await t.get('/api/settings');
    expect(settings.body).toMatchObject({ federationEnabled: false, federationHandle: 'program' });
    for (const path of ['/.well-known/webfinger?resource=acct:program@127.0.0.1:3310', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/actors/forening', '/ap/inbox']) {
      const response = await t.get(path, { headers: { accept: AP } });
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message: 'Adressen findes ikke' });
    }
    expect((await t.post('/ap/inbox', { body: '{}', headers: { 'content-type': AP } })).status).toBe(404);
  });

  it('takes a handle made of lowercase letters, digits and underscores only, and makes one from the short name until then', async () => {
    const shortName = await t.put('/api/settings', { cookie: admin, body: { shortName: 'Århus Støj' } });
    expect(shortName.body.federationHandle).toBe('aarhus_stoej');
    const refused = await t.put('/api/settings', { cookie: admin, body: { federationHandle: 'Sten gade!' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Fediverse-navnet');
    const member = await t.memberWith([]);
    expect((await t.put('/api/settings', { cookie: member.cookie, body: { federationEnabled: true } })).status).toBe(403);
    const logo = await t.upload('POST', '/api/settings/logo', { field: 'image', file: await samplePicture('png', { width: 300, height: 300 }), cookie: admin });
    const share = await t.upload('POST', '/api/settings/share-image', { field: 'image', file: await samplePicture('jpeg', { width: 1200, height: 630 }), cookie: admin });
    const saved = await t.put('/api/settings', {
      cookie: admin,
      body: {
        federationEnabled: true,
        federationHandle: 'Stengade',
        name: 'Foreningen Stengade',
        tagline: 'Levende musik & larm',
        logoUrl: logo.text,
        shareImageUrl: share.text,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ federationEnabled: true, federationHandle: 'stengade' });
    expect((await t.get('/api/settings')).body).toMatchObject({ federationEnabled: true, federationHandle: 'stengade' });
  });

  it('has the shapes Mastodon reads: WebFinger, the actor with its keys and shared inbox, NodeInfo 2.1', async () => {
    const finger = await t.get('/.well-known/webfinger?resource=acct:stengade@127.0.0.1:3310');
    expect(finger.status).toBe(200);
    expect(finger.body.subject).toBe('acct:stengade@127.0.0.1:3310');
    const self = finger.body.links.find((link: { rel: string }) => link.rel === 'self');
    expect(self).toMatchObject({ type: AP, href: `${ORIGIN}/ap/actors/forening` });
    expect((await t.get('/.well-known/webfinger?resource=acct:someone@127.0.0.1:3310')).status).toBe(404);
    // Mastodon also asks by the actor's address, to learn its handle.
    const byAddress = await t.get(`/.well-known/webfinger?resource=${encodeURIComponent(`${ORIGIN}/ap/actors/forening`)}`);
    expect(byAddress.body.aliases).toContain('acct:stengade@127.0.0.1:3310');

    const actor = await t.get('/ap/actors/forening', { headers: { accept: AP } });
    expect(actor.status).toBe(200);
    expect(actor.headers['content-type']).toContain('application/activity+json');
    expect(actor.body).toMatchObject({
      id: `${ORIGIN}/ap/actors/forening`,
      type: 'Organization',
      preferredUsername: 'stengade',
      name: 'Foreningen Stengade',
      summary: '<p>Levende musik &#38; larm</p>',
      url: `${ORIGIN}/`,
      inbox: `${ORIGIN}/ap/actors/forening/inbox`,
      outbox: `${ORIGIN}/ap/actors/forening/outbox`,
      followers: `${ORIGIN}/ap/actors/forening/followers`,
      endpoints: { sharedInbox: `${ORIGIN}/ap/inbox` },
      manuallyApprovesFollowers: false,
      publicKey: { id: `${ORIGIN}/ap/actors/forening#main-key`, owner: `${ORIGIN}/ap/actors/forening`, publicKeyPem: expect.stringContaining('-----BEGIN PUBLIC KEY-----') },
    });
    expect(actor.body.assertionMethod).toEqual([
      expect.objectContaining({ type: 'Multikey', controller: `${ORIGIN}/ap/actors/forening`, publicKeyMultibase: expect.stringMatching(/^z/) }),
      expect.objectContaining({ type: 'Multikey', publicKeyMultibase: expect.stringMatching(/^z6Mk/) }),
    ]);
    // The logo as its square PNG icon (Mastodon takes no SVG), the share picture as the header.
    expect(actor.body.icon).toMatchObject({ type: 'Image', mediaType: 'image/png', url: expect.stringMatching(/\/icons\/[0-9a-f]{64}-512\.png$/) });
    expect((await t.get(new URL(actor.body.icon.url).pathname)).headers['content-type']).toBe('image/png');
    expect(actor.body.image).toMatchObject({ type: 'Image', url: expect.stringMatching(/\/images\/[0-9a-f]{64}\.webp$/) });
    // Made once: the same keys at every request.
    expect((await t.get('/ap/actors/forening', { headers: { accept: AP } })).body.publicKey).toEqual(actor.body.publicKey);

    const wellKnown = await t.get('/.well-known/nodeinfo');
    expect(wellKnown.body.links).toContainEqual(expect.objectContaining({ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${ORIGIN}/nodeinfo/2.1` }));
    const nodeInfo = await t.get('/nodeinfo/2.1');
    expect(nodeInfo.body).toMatchObject({ version: '2.1', software: { name: 'spillested' }, protocols: ['activitypub'], openRegistrations: false });
  });

  it('is found by WebFinger from another server, which follows, gets the Accept, and is stored', async () => {
    const found = await follower.lookUp('@stengade@127.0.0.1:3310');
    expect(found).toBeInstanceOf(Organization);
    const actor = found as Organization;
    expect(actor.preferredUsername).toBe('stengade');
    expect(actor.endpoints?.sharedInbox?.href).toBe(`${ORIGIN}/ap/inbox`);

    await follower.follow(actor);
    const [accept] = await follower.waitFor('Accept');
    expect(accept!.json.actor).toBe(`${ORIGIN}/ap/actors/forening`);
    const stored = await t.orm.em.fork().find(FederationFollower, {});
    expect(stored).toEqual([expect.objectContaining({ actorUri: follower.actorUri.href, sharedInboxUrl: `http://127.0.0.1:${FOLLOWER_PORT}/inbox` })]);
    const followers = await t.get('/ap/actors/forening/followers', { headers: { accept: AP } });
    expect(followers.body.totalItems).toBe(1);
  });

  it("sends a public event's Create, Update and Delete, signed, to the follower's shared inbox, and nothing of a members-only one", async () => {
    const secret = await createEvent('Lukket generalforsamling', false);
    const id = await createEvent('Fjernlys spiller', true);
    const [create] = await follower.waitFor('Create');
    expect(create!.json).toMatchObject({
      id: `${ORIGIN}/events/${id}#create`,
      actor: `${ORIGIN}/ap/actors/forening`,
      to: 'as:Public',
      object: {
        type: 'Event',
        id: `${ORIGIN}/events/${id}`,
        url: `${ORIGIN}/events/${id}`,
        name: 'Fjernlys spiller',
        content: '<p>En aften med <strong>støj</strong></p>',
        location: { type: 'Place', name: 'Stengade' },
      },
    });
    expect(create!.json.object.startTime).toBe(inDays(10).replace('.000Z', 'Z'));

    expect((await t.put(`/api/events/${id}`, { cookie: admin, body: { ...eventBody('Fjernlys spiller', true), status: 'cancelled' } })).status).toBe(200);
    const [update] = await follower.waitFor('Update');
    expect(update!.json.object).toMatchObject({ id: `${ORIGIN}/events/${id}`, name: 'Aflyst: Fjernlys spiller' });

    expect((await t.put(`/api/events/${secret}`, { cookie: admin, body: eventBody('Stadig lukket', false) })).status).toBe(200);
    expect((await t.delete(`/api/events/${secret}`, { cookie: admin })).status).toBe(200);
    expect((await t.delete(`/api/events/${id}`, { cookie: admin })).status).toBe(200);
    const [removed] = await follower.waitFor('Delete');
    expect(removed!.json.object).toMatchObject({ id: `${ORIGIN}/events/${id}`, type: 'Tombstone' });

    // Everything the follower heard, in order: the members-only event is not in it.
    expect(follower.heard.map((one) => one.type)).toEqual(['Accept', 'Create', 'Update', 'Delete']);
    expect(JSON.stringify(follower.heard.map((one) => one.json))).not.toContain(`/events/${secret}`);
  });

  it('tells followers to remove an event made members-only, and announces one made public', async () => {
    const id = await createEvent('Snart hemmelig', true);
    await follower.waitFor('Create', 2);
    const hidden = await t.put(`/api/events/${id}`, { cookie: admin, body: eventBody('Snart hemmelig', false) });
    expect(hidden.status, hidden.text).toBe(200);
    const deletes = await follower.waitFor('Delete', 2);
    expect(deletes.at(-1)!.json.object.id).toBe(`${ORIGIN}/events/${id}`);
    expect((await t.put(`/api/events/${id}`, { cookie: admin, body: eventBody('Offentlig igen', true) })).status).toBe(200);
    const creates = await follower.waitFor('Create', 3);
    expect(creates.at(-1)!.json.object.name).toBe('Offentlig igen');
  });

  it('names and tells the event in Danish and English (nameMap, contentMap), keeping name and content Danish (issue 48)', async () => {
    const id = await createEvent('Støjaften', true);
    expect((await t.put(`/api/events/${id}`, { cookie: admin, body: { ...eventBody('Støjaften', true), status: 'sold-out', admission: 'free' } })).status).toBe(200);
    const { body } = await t.get(`/events/${id}`, { headers: { accept: AP } });
    const description = '<p>En aften med <strong>støj</strong></p>';
    // No English title or text yet: the English is the Danish, under the English words around it.
    expect(body).toMatchObject({
      name: 'Udsolgt: Støjaften',
      nameMap: { da: 'Udsolgt: Støjaften', en: 'Sold out: Støjaften' },
      content: `<p>Gratis entré</p>${description}`,
      contentMap: { da: `<p>Gratis entré</p>${description}`, en: `<p>Free entry</p>${description}` },
      isAccessibleForFree: true,
    });
  });

  it("answers an event's page as an Event to ActivityPub, HTML otherwise, and never a members-only one", async () => {
    const id = await createEvent('Koncert for alle', true);
    const secret = await createEvent('Kun for medlemmer', false);
    const asEvent = await t.get(`/events/${id}`, { headers: { accept: AP } });
    expect(asEvent.status).toBe(200);
    expect(asEvent.headers['content-type']).toContain('application/activity+json');
    expect(String(asEvent.headers.vary).toLowerCase()).toContain('accept');
    expect(asEvent.body).toMatchObject({
      type: 'Event',
      id: `${ORIGIN}/events/${id}`,
      name: 'Koncert for alle',
      url: `${ORIGIN}/events/${id}`,
      image: { type: 'Image', url: cover },
      location: { type: 'Place', name: 'Stengade', address: { type: 'PostalAddress', addressLocality: 'Aarhus', addressCountry: 'DK' } },
      tag: { type: 'Hashtag', name: '#Jazz' },
    });
    const ldJson = await t.get(`/events/${id}`, { headers: { accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"' } });
    expect(ldJson.body.type).toBe('Event');
    for (const accept of [AP, 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"']) {
      const hidden = await t.get(`/events/${secret}`, { headers: { accept } });
      expect(hidden.status).toBe(404);
      expect(hidden.text).not.toContain('Kun for medlemmer');
      // A cache must not give a browser this 404 for the page.
      expect(String(hidden.headers.vary).toLowerCase()).toContain('accept');
    }
    const outbox = await t.get('/ap/actors/forening/outbox?cursor=', { headers: { accept: AP } });
    expect(outbox.text).toContain(`${ORIGIN}/events/${id}`);
    expect(outbox.text).not.toContain(`/events/${secret}`);
  });

  it('refuses unsigned and badly signed activities with 401, and logs each', async () => {
    const warnings = vi.spyOn(t.app.log, 'warn');
    const follow = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${follower.actorUri.href}#forged`,
      type: 'Follow',
      actor: follower.actorUri.href,
      object: `${ORIGIN}/ap/actors/forening`,
    });
    for (const path of ['/ap/inbox', '/ap/actors/forening/inbox']) {
      expect((await t.post(path, { body: follow, headers: { 'content-type': AP } })).status, path).toBe(401);
      const forged = await t.post(path, {
        body: follow,
        headers: {
          'content-type': AP,
          date: new Date().toUTCString(),
          signature: `keyId="${follower.actorUri.href}#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="${Buffer.from('forged').toString('base64')}"`,
        },
      });
      expect(forged.status, path).toBe(401);
    }
    const refusals = warnings.mock.calls.filter(([, message]) => message === 'fediverse request refused: unsigned or badly signed');
    expect(refusals).toHaveLength(4);
    expect(refusals[1]![0]).toMatchObject({ url: '/ap/inbox', signature: expect.stringContaining('keyId=') });
    warnings.mockRestore();
    expect(await t.orm.em.fork().count(FederationFollower, {})).toBe(1);
  });

  it('drops a follower whose server fails every delivery for a week, and keeps the others', async () => {
    const em = t.orm.em.fork();
    em.create(FederationFollower, {
      actorUri: `http://127.0.0.1:${GONE_PORT}/users/gone`,
      inboxUrl: `http://127.0.0.1:${GONE_PORT}/users/gone/inbox`,
      sharedInboxUrl: null,
      followId: `http://127.0.0.1:${GONE_PORT}/follows/1`,
      createdAt: new Date(),
      failingSince: null,
    });
    await em.flush();
    await createEvent('For de trofaste', true);
    const deadline = Date.now() + 10_000;
    while ((await t.orm.em.fork().count(FederationFollower, { actorUri: { $like: `%:${GONE_PORT}/%` } })) > 0) {
      if (Date.now() > deadline) throw new Error('the gone follower was not dropped');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await t.orm.em.fork().count(FederationFollower, {})).toBe(1);
    // Tried again with backoff until it was dropped, and given up then.
    const [gone] = await executeOn(t.orm.em.fork())('select status, attempts, error from federation_delivery where inbox_url = ?', [
      `http://127.0.0.1:${GONE_PORT}/users/gone/inbox`,
    ]);
    expect(gone).toMatchObject({ status: 'failed', error: 'Modtageren afviste forbindelsen' });
    expect(Number(gone!.attempts)).toBeGreaterThan(1);
  });

  it('forgets a follower who sends Undo(Follow)', async () => {
    const actor = (await follower.lookUp('@stengade@127.0.0.1:3310')) as Organization;
    const follow = await follower.follow(actor);
    await follower.waitFor('Accept', 2);
    await follower.unfollow(actor, follow);
    expect(await t.orm.em.fork().count(FederationFollower, {})).toBe(0);
  });

  it('forgets a follower whose account is deleted, its key remembered or gone by then', async () => {
    const actor = (await follower.lookUp('@stengade@127.0.0.1:3310')) as Organization;
    for (const [round, keyKnown] of [true, false].entries()) {
      follower.comeBack();
      await follower.follow(actor);
      await follower.waitFor('Accept', 3 + round);
      expect(await t.orm.em.fork().count(FederationFollower, {})).toBe(1);
      await follower.deleteAccount(actor, { keyKnown });
      expect(await t.orm.em.fork().count(FederationFollower, {}), `key known: ${keyKnown}`).toBe(0);
    }
  });

  it('keeps sent and given-up activities for 30 days, and what still waits for ever', async () => {
    const count = () => t.orm.em.fork().count(FederationDelivery, {});
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await removeFinishedActivities(t.orm.em.fork())).toBe(0);
    const waiting = await t.orm.em.fork().count(FederationDelivery, { nextAttemptAt: { $ne: null } });
    expect(await removeFinishedActivities(t.orm.em.fork(), Date.now() + ACTIVITIES_KEPT_MS + 1000)).toBe(before - waiting);
    expect(await count()).toBe(waiting);
  });

  it('sends nothing once turned off, and answers 404 again', async () => {
    await t.put('/api/settings', { cookie: admin, body: { federationEnabled: false } });
    expect((await t.get('/ap/actors/forening', { headers: { accept: AP } })).status).toBe(404);
    const id = await createEvent('Stille aften', true);
    const page = await t.get(`/events/${id}`, { headers: { accept: AP } });
    expect(String(page.headers['content-type'])).not.toContain('activity');
  });
});
