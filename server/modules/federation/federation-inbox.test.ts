import { createServer } from 'node:http';
import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import { exportSpki } from '@fedify/vocab-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import type { Throttle } from '../throttle/throttle.service';
import { ThrottledError } from '../../errors';
import { FederationDelivery, FederationFollower } from './federation.entity';
import { federationDeliveries, insertActivities } from './federation-outbox';
import { followServerThrottle, inboxAddressThrottle, inboxServerThrottle } from './inbox-gate';
import { startTestFollower } from '../../test/test-follower';
import { executeOn } from '../outbox/outbox';

const PORT = 3330;
const FOLLOWER_PORT = 3331;
/** Another server, which records every request it gets: a context, an actor, anything an inbox post names. */
const ELSEWHERE_PORT = 3332;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FOLLOWER = `127.0.0.1:${FOLLOWER_PORT}`;
const ELSEWHERE = `http://127.0.0.1:${ELSEWHERE_PORT}`;
const AS = 'https://www.w3.org/ns/activitystreams';
const AP = 'application/activity+json';
const ACTOR = `${ORIGIN}/ap/actors/forening`;
/** A Signature header as a server sends one, naming a key elsewhere: nothing is verified before the body is read. */
const SIGNATURE = `keyId="${ELSEWHERE}/users/stranger#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="${Buffer.from('x').toString('base64')}"`;

/** A server elsewhere whose actor, "stranger", names a JSON-LD context of its own: every request it gets is kept. */
async function startElsewhere() {
  const hits: string[] = [];
  const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const actor = `${ELSEWHERE}/users/stranger`;
  const documents: Record<string, unknown> = {
    '/context': { '@context': { stranger: 'https://stranger.example/ns#' } },
    '/users/stranger': {
      '@context': [AS, 'https://w3id.org/security/v1', `${ELSEWHERE}/context`],
      id: actor,
      type: 'Person',
      preferredUsername: 'stranger',
      inbox: `${actor}/inbox`,
      publicKey: { id: `${actor}#main-key`, owner: actor, publicKeyPem: await exportSpki(keys.publicKey) },
    },
  };
  const server = createServer((request, response) => {
    hits.push(request.url!);
    const document = documents[request.url!.replace(/#.*$/, '')];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/ld+json' }).end(JSON.stringify(document ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(ELSEWHERE_PORT, '127.0.0.1', resolve));
  return {
    hits,
    /** A Follow signed by the stranger's own key, which its actor document publishes. */
    signedFollow: async () => {
      const body = new TextEncoder().encode(JSON.stringify({ '@context': AS, id: `${actor}#follow`, type: 'Follow', actor, object: ACTOR }));
      const unsigned = new Request(`${ORIGIN}/ap/inbox`, { method: 'POST', headers: { 'content-type': AP }, body });
      return fetch(await signRequest(unsigned, keys.privateKey, new URL(`${actor}#main-key`), { body: body.buffer as ArrayBuffer }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The log's lines as pino would write them, errors with their message, stack and details. */
const asLogged = (args: unknown[]) => JSON.stringify(args, (_key, value) => (value instanceof Error ? { ...value, type: value.name, message: value.message, stack: value.stack } : value));

describe('the inbox refuses before it reads', () => {
  const t = useTestApp({ PUBLIC_URL: ORIGIN, WEBHOOK_ALLOW_PRIVATE: 'true' });
  let admin: string;
  let follower: Awaited<ReturnType<typeof startTestFollower>>;
  let elsewhere: Awaited<ReturnType<typeof startElsewhere>>;

  beforeAll(async () => {
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    admin = await t.loginAdmin();
    await t.put('/api/settings', { cookie: admin, body: { federationEnabled: true } });
    follower = await startTestFollower(FOLLOWER_PORT);
    elsewhere = await startElsewhere();
  });
  afterAll(async () => {
    await follower?.close();
    await elsewhere?.close();
  });

  /** What the server logs meanwhile, line by line. */
  function captureLog() {
    const lines: { level: string; text: string }[] = [];
    const spies = (['error', 'warn', 'info'] as const).map((level) =>
      vi.spyOn(t.app.log, level).mockImplementation(((...args: unknown[]) => lines.push({ level, text: asLogged(args) })) as never),
    );
    return { lines, stop: () => spies.forEach((spy) => spy.mockRestore()) };
  }

  const postToInbox = (body: string | undefined, headers: Record<string, string> = {}) =>
    t.post('/ap/inbox', { body, headers: { ...(body !== undefined && { 'content-type': AP }), date: new Date().toUTCString(), ...headers } });

  /** Uses up what is left of a throttle's allowance for a subject, as that many posts would. */
  async function useUp<Subject>(throttle: Throttle<Subject>, subject: Subject) {
    await expect(
      (async () => {
        for (let taken = 0; taken <= throttle.options.limit; taken += 1) await throttle.take(t.orm.em.fork(), subject);
      })(),
    ).rejects.toBeInstanceOf(ThrottledError);
  }

  const follows = () => t.orm.em.fork().count(FederationFollower, {});

  it('refuses an unsigned post with 401 and one warning, and fetches nothing it names', async () => {
    const log = captureLog();
    const follow = JSON.stringify({ '@context': `${ELSEWHERE}/context`, id: `${ELSEWHERE}/follows/1`, type: 'Follow', actor: `${ELSEWHERE}/users/stranger`, object: ACTOR });
    const refused = await postToInbox(follow);
    log.stop();
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Aktiviteten er ikke signeret' });
    expect(log.lines.map((line) => line.level)).toEqual(['warn']);
    expect(elsewhere.hits).toEqual([]);
  });

  it('answers anything malformed 400 with one short warning line, fetching nothing and never failing', async () => {
    const padding = 'x'.repeat(200_000);
    const bodies: Record<string, string | undefined> = {
      'no body': undefined,
      'a string': JSON.stringify('hello'),
      'an array': JSON.stringify([{ '@context': AS, type: 'Follow' }]),
      'no JSON': '{"@context": ',
      'a @context that is no address, with 200 kB more': JSON.stringify({ '@context': 'not a url', type: 'Follow', padding }),
      'a @context elsewhere': JSON.stringify({ '@context': `${ELSEWHERE}/context`, type: 'Follow', actor: `${ELSEWHERE}/users/stranger`, object: ACTOR }),
      'a @context elsewhere, in the object': JSON.stringify({ '@context': AS, type: 'Follow', object: { '@context': [AS, `${ELSEWHERE}/context`], id: ACTOR } }),
      'an @import elsewhere': JSON.stringify({ '@context': [AS, { '@import': `${ELSEWHERE}/context` }], type: 'Follow' }),
      'a @context that is a number': JSON.stringify({ '@context': 5, type: 'Follow' }),
      '5,000 levels deep': `${'['.repeat(5000)}${']'.repeat(5000)}`,
      // Keys Fedify would fetch before the request's signature is checked, on another server than its key's.
      'an Object Integrity Proof by a key elsewhere': JSON.stringify({
        '@context': [AS, 'https://w3id.org/security/data-integrity/v1'],
        type: 'Follow',
        actor: `${ELSEWHERE}/users/stranger`,
        object: ACTOR,
        proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-jcs-2022', verificationMethod: `http://${FOLLOWER}/users/fan#ed25519-key`, proofValue: 'z1' },
      }),
      'a Linked Data Signature by a key elsewhere': JSON.stringify({
        '@context': AS,
        type: 'Delete',
        actor: `${ELSEWHERE}/users/stranger`,
        object: `${ELSEWHERE}/users/stranger`,
        signature: { type: 'RsaSignature2017', creator: `http://${FOLLOWER}/users/fan#main-key`, signatureValue: 'eA==' },
      }),
      // Well-formed JSON-LD that Fedify's vocabulary reads with a TypeError.
      'a date that is a node': JSON.stringify({ '@context': AS, id: `${ELSEWHERE}/undos/1`, type: 'Undo', actor: `${ELSEWHERE}/users/stranger`, published: { '@id': `${ELSEWHERE}/` } }),
    };
    for (const [what, body] of Object.entries(bodies)) {
      const log = captureLog();
      const refused = await postToInbox(body, { signature: SIGNATURE });
      log.stop();
      expect(refused.status, what).toBe(400);
      expect(refused.body).toEqual({ message: 'Aktiviteten kunne ikke læses' });
      expect(log.lines.map((line) => line.level), what).toEqual(['warn']);
      expect(log.lines[0]!.text).toContain('fediverse activity refused: malformed');
      // Once a 1 MB body wrote 5 MB of log at error level.
      expect(log.lines[0]!.text.length, what).toBeLessThan(600);
    }
    expect(elsewhere.hits).toEqual([]);
  });

  it('refuses a body over 256 kB with 413', async () => {
    const body = JSON.stringify({ '@context': AS, type: 'Follow', padding: 'x'.repeat(256 * 1024) });
    const refused = await postToInbox(body, { signature: SIGNATURE });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: 'Forespørgslen er for stor' });
  });

  it('believes no signer whose key is published in a document naming a context elsewhere, and fetches no context', async () => {
    const log = captureLog();
    const refused = await elsewhere.signedFollow();
    log.stop();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Aktivitetens signatur kunne ikke efterprøves' });
    // The signer's key is fetched to check the signature; the context its document names never is.
    expect(elsewhere.hits).toEqual(['/users/stranger']);
    expect(log.lines.map((line) => [line.level, JSON.parse(line.text)[1]])).toEqual([['warn', 'fediverse request refused: unsigned or badly signed']]);
    expect(await follows()).toBe(0);
  });

  it('counts inbox posts per client address and per signing server, and answers 429 with Retry-After', async () => {
    const follow = JSON.stringify({ '@context': AS, type: 'Follow', actor: `${ELSEWHERE}/users/stranger`, object: ACTOR });
    await useUp(inboxAddressThrottle, '127.0.0.1');
    const byAddress = await postToInbox(follow, { signature: SIGNATURE });
    expect(byAddress.status).toBe(429);
    expect(byAddress.body.message).toContain('fra din adresse');
    expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(800);
    await inboxAddressThrottle.reset(t.orm.em.fork(), '127.0.0.1');

    await useUp(inboxServerThrottle, `127.0.0.1:${ELSEWHERE_PORT}`);
    const byServer = await postToInbox(follow, { signature: SIGNATURE });
    expect(byServer.status).toBe(429);
    expect(byServer.body.message).toContain('fra din server');
    expect(Number(byServer.headers['retry-after'])).toBeGreaterThan(800);
    // Another server's posts still go through to the signature's check.
    expect((await postToInbox(follow, { signature: SIGNATURE.replace(`127.0.0.1:${ELSEWHERE_PORT}`, FOLLOWER) })).status).toBe(401);
    await inboxServerThrottle.reset(t.orm.em.fork(), `127.0.0.1:${ELSEWHERE_PORT}`);
  });

  it('takes 30 follows per server in 15 minutes; a follow refused with 429 is accepted when sent again', async () => {
    await useUp(followServerThrottle, FOLLOWER);
    const follow = follower.followOf(new URL(ACTOR));
    const refused = await follower.signedPost(follow, new URL(`${ORIGIN}/ap/inbox`));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await follows()).toBe(0);

    await followServerThrottle.reset(t.orm.em.fork(), FOLLOWER);
    expect((await follower.signedPost(follow, new URL(`${ORIGIN}/ap/inbox`))).status).toBe(202);
    await follower.waitFor('Accept');
    expect(await follows()).toBe(1);
  });

  it('lists followers by server to those who manage the settings', async () => {
    const list = await t.get('/api/federation/servers', { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ page: 1, perPage: 100, pageCount: 1, totalCount: 1, records: [{ host: FOLLOWER, followers: 1, blocked: false }] });
    expect((await t.get('/api/federation/servers')).status).toBe(401);
    const member = await t.memberWith(['booking']);
    expect((await t.get('/api/federation/servers', { cookie: member.cookie })).status).toBe(403);
    expect((await t.put(`/api/federation/servers/${FOLLOWER}/block`, { cookie: member.cookie })).status).toBe(403);
  });

  it("blocks a server: its followers removed, what waited for it given up, its posts refused, and nothing sent to it", async () => {
    const inbox = `http://${FOLLOWER}/inbox`;
    const execute = executeOn(t.orm.em.fork());
    await insertActivities(execute, [{ type: 'Note', waiting: true }], [inbox], Date.now() + 60_000);

    const blocked = await t.put(`/api/federation/servers/${FOLLOWER}/block`, { cookie: admin, headers: { 'content-type': 'application/json' } });
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body).toEqual({ host: FOLLOWER, followers: 0, blocked: true, blockedAt: expect.any(String) });
    expect(await follows()).toBe(0);
    expect(await t.orm.em.fork().find(FederationDelivery, { inboxUrl: inbox, status: 'pending' })).toEqual([]);
    expect(await t.orm.em.fork().count(FederationDelivery, { inboxUrl: inbox, error: 'Serveren er blokeret' })).toBe(1);
    expect((await t.get('/api/federation/servers', { cookie: admin })).body.records).toEqual([{ host: FOLLOWER, followers: 0, blocked: true, blockedAt: blocked.body.blockedAt }]);
    // Blocking again changes nothing.
    expect((await t.put(`/api/federation/servers/${FOLLOWER}/block`, { cookie: admin })).body).toEqual(blocked.body);

    const refused = await follower.signedPost(follower.followOf(new URL(ACTOR)), new URL(`${ORIGIN}/ap/inbox`));
    expect(refused.status).toBe(403);
    expect(await follows()).toBe(0);

    // An activity written for it before the block was committed is given up by the sender, not sent.
    const heardBefore = follower.heard.length;
    await insertActivities(execute, [{ type: 'Note', late: true }], [inbox]);
    federationDeliveries.wake();
    const deadline = Date.now() + 10_000;
    while ((await t.orm.em.fork().count(FederationDelivery, { inboxUrl: inbox, status: 'pending' })) > 0) {
      if (Date.now() > deadline) throw new Error('the activity for the blocked server was not given up');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await t.orm.em.fork().count(FederationDelivery, { inboxUrl: inbox, error: 'Serveren er blokeret' })).toBe(2);
    const [artistId] = await createArtists(t, ['Fjernlys']);
    const venueId = await createVenue(t, admin, 'Stengade');
    const event = await t.post('/api/events', {
      cookie: admin,
      body: { title: 'For alle andre', description: '<p>Larm</p>', ticketUrl: 'https://billetter.example/1', venueId, isPublic: true, imageUrl: await uploadCover(t, admin), concerts: [concert(artistId!, inDays(3), inDays(3, 22))] },
    });
    expect(event.status, event.text).toBe(200);
    expect(await t.orm.em.fork().count(FederationDelivery, { status: 'pending' })).toBe(0);
    expect(follower.heard.length).toBe(heardBefore);
  });

  it('blocks a domain with its subdomains, before anything is fetched', async () => {
    expect((await t.put('/api/federation/servers/Example.com/block', { cookie: admin })).body).toMatchObject({ host: 'example.com', blocked: true });
    const follow = JSON.stringify({ '@context': AS, type: 'Follow', actor: 'https://social.example.com/users/x', object: ACTOR });
    expect((await postToInbox(follow, { signature: SIGNATURE.replace(`${ELSEWHERE}/users/stranger`, 'https://social.example.com/users/x') })).status).toBe(403);
    // Named as the actor only, under a key elsewhere.
    expect((await postToInbox(follow, { signature: SIGNATURE })).status).toBe(403);
    expect(elsewhere.hits).toEqual(['/users/stranger']);
  });

  it('refuses a host that is no server name, and lifts a block once', async () => {
    const refused = await t.put(`/api/federation/servers/${encodeURIComponent('ikke en server')}/block`, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('serverens domæne');

    const lifted = await t.delete(`/api/federation/servers/${FOLLOWER}/block`, { cookie: admin });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ host: FOLLOWER, followers: 0, blocked: false });
    const again = await t.delete(`/api/federation/servers/${FOLLOWER}/block`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Serveren er ikke blokeret' });

    // It may follow again.
    const heard = follower.heard.filter((one) => one.type === 'Accept').length;
    expect((await follower.signedPost(follower.followOf(new URL(ACTOR)), new URL(`${ORIGIN}/ap/inbox`))).status).toBe(202);
    await follower.waitFor('Accept', heard + 1);
    expect(await follows()).toBe(1);
  });

  it("takes a follow from Pleroma or Akkoma, whose own context stands for ActivityStreams' and is never fetched", async () => {
    const accepted = follower.heard.filter((one) => one.type === 'Accept').length;
    const follow = {
      '@context': [AS, `https://${FOLLOWER}/schemas/litepub-0.1.jsonld`, { '@language': 'und' }],
      id: `${follower.actorUri.href}/follows/pleroma`,
      type: 'Follow',
      actor: follower.actorUri.href,
      object: ACTOR,
    };
    expect((await follower.signedPostOf(follow, new URL(`${ORIGIN}/ap/inbox`))).status).toBe(202);
    await follower.waitFor('Accept', accepted + 1);
    // The same path on plain http, or another file there, is no stand-in.
    const elsewhereContext = { ...follow, id: `${follow.id}-2`, '@context': [AS, `http://${FOLLOWER}/schemas/litepub-0.1.jsonld`] };
    expect((await follower.signedPostOf(elsewhereContext, new URL(`${ORIGIN}/ap/inbox`))).status).toBe(400);
  });
});
