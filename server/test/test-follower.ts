import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createFederation, generateCryptoKeyPair, MemoryKvStore, signRequest } from '@fedify/fedify';
import { Accept, type Activity, Create, Delete, Endpoints, Follow, Person, Undo, Update } from '@fedify/vocab';

export type Heard = { type: string; activity: Activity; json: Record<string, any> };

/**
 * A follower on a server of its own, written with Fedify alone: an independent implementation of
 * the other side. Its inbox takes only activities whose HTTP signatures Fedify verified against our
 * actor's published key; what it heard is kept in order. It finds us as Mastodon does, by WebFinger.
 */
export async function startTestFollower(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const heard: Heard[] = [];
  /** Set once the account is deleted: its server then answers 410 Gone for it, as Mastodon's does. */
  let deleted = false;
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')];
  const federation = createFederation<void>({ kv: new MemoryKvStore(), origin, allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== 'fan') return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: 'En fan',
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]!.cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => (identifier === 'fan' ? keys : []));
  const hear = async (_ctx: unknown, activity: Activity) => {
    heard.push({ type: activity.constructor.name, activity, json: (await activity.toJsonLd({ format: 'compact' })) as Record<string, any> });
  };
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Accept, hear).on(Create, hear).on(Update, hear).on(Delete, hear);

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (deleted && request.url?.startsWith('/users/fan')) {
        response.writeHead(410).end();
        return;
      }
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const answer = await federation.fetch(
        new Request(new URL(request.url!, origin), { method: request.method, headers: request.headers as Record<string, string>, body: body && new Uint8Array(body) }),
        { contextData: undefined },
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const ctx = () => federation.createContext(new URL(origin), undefined);
  const fan = ctx().getActorUri('fan');

  /** A Follow of the actor given, with an id of its own. */
  const followOf = (actor: URL) => new Follow({ id: new URL(`${origin}/follows/${randomUUID()}`), actor: fan, object: actor });

  /** Posts an activity as it is, signed by the fan's RSA key under the key id given (its own by default), as a server does. */
  async function signedPost(activity: Activity, inbox: URL, keyId = new URL(`${fan.href}#main-key`)): Promise<Response> {
    return signedPostOf(await activity.toJsonLd({ format: 'compact' }), inbox, keyId);
  }

  /** Posts JSON written by hand (another server's way of writing an activity), signed as signedPost signs. */
  async function signedPostOf(json: unknown, inbox: URL, keyId = new URL(`${fan.href}#main-key`)): Promise<Response> {
    const body = new TextEncoder().encode(JSON.stringify(json));
    const unsigned = new Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body });
    return fetch(await signRequest(unsigned, keys[0]!.privateKey, keyId, { body: body.buffer as ArrayBuffer }));
  }

  return {
    actorUri: fan,
    heard,
    signedPost,
    signedPostOf,
    followOf,
    /** Looks up `@handle@host` as Mastodon's search does: WebFinger, then the actor document. */
    lookUp: (handle: string) => ctx().lookupObject(handle),
    follow: async (actor: { id: URL | null; inboxId: URL | null; endpoints?: Endpoints | null }) => {
      const follow = followOf(actor.id!);
      await ctx().sendActivity({ identifier: 'fan' }, { id: actor.id, inboxId: actor.inboxId, endpoints: actor.endpoints ?? null }, follow, { immediate: true });
      return follow;
    },
    unfollow: async (actor: { id: URL | null; inboxId: URL | null }, follow: Follow) => {
      const undo = new Undo({ id: new URL(`${origin}/undos/${Date.now()}`), actor: ctx().getActorUri('fan'), object: follow });
      await ctx().sendActivity({ identifier: 'fan' }, { id: actor.id, inboxId: actor.inboxId }, undo, { immediate: true });
    },
    /** The account back (a test's next round). */
    comeBack: () => {
      deleted = false;
    },
    /**
     * Deletes the account and tells the actor it follows, as Mastodon does: its document answers
     * 410 Gone by the time the Delete arrives. Signed by a key the other side has not seen (and so
     * must fetch, and cannot), or by the one it has kept.
     */
    deleteAccount: async (actor: { id: URL | null; inboxId: URL | null; endpoints?: Endpoints | null }, { keyKnown }: { keyKnown: boolean }) => {
      deleted = true;
      const remove = new Delete({ id: new URL(`${fan.href}#delete-${Date.now()}`), actor: fan, object: fan });
      const recipient = { id: actor.id, inboxId: actor.inboxId, endpoints: actor.endpoints ?? null };
      if (keyKnown) return ctx().sendActivity({ identifier: 'fan' }, recipient, remove, { immediate: true });
      const answer = await signedPost(remove, actor.endpoints?.sharedInbox ?? actor.inboxId!, new URL(`${fan.href}#key-never-seen`));
      if (!answer.ok) throw new Error(`the Delete was answered ${answer.status}`);
    },
    /** What it heard of one type, once there are at least `count`; fails after 10 s. */
    async waitFor(type: string, count = 1): Promise<Heard[]> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const matching = heard.filter((one) => one.type === type);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`waited for ${count} ${type}, heard ${heard.map((one) => one.type).join(', ') || 'nothing'}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
