import { createFederation, type Federation, MemoryKvStore } from '@fedify/fedify';
import { Delete, Endpoints, Event as EventObject, Follow, Image, Organization, type Recipient, Undo } from '@fedify/vocab';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { APP_ICON_SIZES, appIconPath, siteName } from '../../../shared/site-identity';
import type { Config } from '../../config';
import { escapeHtml } from '../../lib/escape-html';
import { readEvents } from '../../read-model/events';
import { Event } from '../event/event.entity';
import { getSettings } from '../settings/settings.service';
import { ACTOR, SHARED_INBOX_PATH, addressing } from './addressing';
import { documentLoaders } from './document-loaders';
import { eventObject, outboxCreate } from './event-object';
import { FederationFollower } from './federation.entity';
import { federationKeyPairs } from './federation-keys';
import { acceptFollow, removeFollower } from './federation-outbox';
import { serverOf } from './federation-servers';
import { followServerThrottle } from './inbox-gate';

/** Items per page of the outbox and the followers collection. */
const PAGE_SIZE = 50;

/**
 * What Fedify's handling of one request leaves for federation-http.ts to answer and log by: the
 * inbox's error handler is told of a failure, Fedify answers it only with a status.
 */
export type RequestNotes = { failure?: unknown; unverified?: string };

export type SpillestedFederation = Federation<RequestNotes>;

/** A key of the actor's own document (`…/users/x#main-key`), not one at an address of someone else's choosing. */
const ownKey = (keyId: URL, actor: URL) => {
  const document = new URL(keyId);
  document.hash = '';
  return document.href === actor.href;
};

const cursorOf = (cursor: string | null) => (cursor && /^\d+$/.test(cursor) ? Number(cursor) : undefined);

/**
 * The ActivityPub surface (docs/federation.md), one Fedify federation: the actor with its keys,
 * WebFinger, NodeInfo 2.1, the inbox that takes Follow and Undo, the outbox of public events, the
 * followers, and every public event as an `Event` at its page's address. Fedify checks the
 * signatures of what arrives; what we send goes through our own outbox (federation-sender.ts).
 * Whether federation is on is asked before a request gets here (federation-http.ts).
 */
export function createSpillestedFederation(orm: MikroORM, config: Config, log: FastifyBaseLogger): SpillestedFederation {
  const publicUrl = config.PUBLIC_URL;
  // Fedify's caches (remote actors' keys and documents) and its record of activities already
  // handled. Kept per instance: a cache missed on another instance is only fetched again, and a
  // Follow or Undo handled twice leaves the same follower row.
  const kv = new MemoryKvStore();
  const federation = createFederation<RequestNotes>({
    kv,
    origin: publicUrl,
    // Fetching a signer's key or a follower's actor is a request to an address someone else chose:
    // private and loopback addresses are refused as webhooks' are, unless allowed for tests.
    // JSON-LD contexts are never fetched at all.
    ...documentLoaders(kv, { allowPrivateAddress: config.WEBHOOK_ALLOW_PRIVATE, userAgent: { software: 'Spillested', url: new URL(publicUrl) } }),
  });
  const em = () => orm.em.fork();
  const forgetDeletedAccount = async (remove: Delete) => {
    const actor = remove.actorId;
    if (!actor || remove.objectId?.href !== actor.href) return;
    if (await removeFollower(orm, actor.href)) log.info({ follower: actor.href }, 'fediverse follower removed: the account was deleted');
  };

  federation
    .setActorDispatcher('/ap/actors/{identifier}', async (ctx, identifier) => {
      if (identifier !== ACTOR) return null;
      const settings = await getSettings(em(), publicUrl);
      const keys = await ctx.getActorKeyPairs(identifier);
      const icon = settings.logoUrl && appIconPath(settings.logoUrl, APP_ICON_SIZES.at(-1)!);
      return new Organization({
        id: ctx.getActorUri(identifier),
        preferredUsername: settings.federationHandle,
        name: siteName(settings),
        summary: settings.tagline ? `<p>${escapeHtml(settings.tagline)}</p>` : (settings.about ?? null),
        url: new URL(publicUrl),
        icon: icon ? new Image({ url: new URL(icon, publicUrl), mediaType: 'image/png' }) : null,
        image: settings.shareImageUrl ? new Image({ url: new URL(settings.shareImageUrl) }) : null,
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]!.cryptographicKey,
        assertionMethods: keys.map((key) => key.multikey),
        manuallyApprovesFollowers: false,
        discoverable: true,
        indexable: true,
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => (identifier === ACTOR ? federationKeyPairs(orm) : []))
    .mapHandle(async (_ctx, username) => {
      const { federationHandle } = await getSettings(em(), publicUrl);
      return username.toLowerCase() === federationHandle ? ACTOR : null;
    });

  federation.setObjectDispatcher(EventObject, '/events/{id}', async (_ctx, { id }) => {
    if (!/^\d+$/.test(id)) return null;
    const [event] = await readEvents(em(), publicUrl, [Number(id)]);
    // Members-only events never leave the site: to ActivityPub they do not exist.
    return event?.isPublic ? eventObject(event, publicUrl, addressing(publicUrl)) : null;
  });

  federation
    .setOutboxDispatcher('/ap/actors/{identifier}/outbox', async (_ctx, identifier, cursor) => {
      if (identifier !== ACTOR || cursor === null) return null;
      const before = cursorOf(cursor);
      const reader = em();
      const ids = (
        await reader.find(Event, { isPublic: true, ...(before !== undefined && { id: { $lt: before } }) }, { orderBy: { id: 'desc' }, limit: PAGE_SIZE, fields: ['id'] })
      ).map((event) => event.id);
      const events = await readEvents(reader, publicUrl, ids);
      return {
        items: await Promise.all(events.map((event) => outboxCreate(event, publicUrl, addressing(publicUrl)))),
        nextCursor: ids.length === PAGE_SIZE ? String(ids.at(-1)) : null,
      };
    })
    .setCounter(async (_ctx, identifier) => (identifier === ACTOR ? em().count(Event, { isPublic: true }) : null))
    .setFirstCursor(() => '');

  federation
    .setFollowersDispatcher('/ap/actors/{identifier}/followers', async (_ctx, identifier, cursor) => {
      if (identifier !== ACTOR || cursor === null) return null;
      const after = cursorOf(cursor);
      const followers = await em().find(FederationFollower, after === undefined ? {} : { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: PAGE_SIZE });
      return {
        items: followers.map(
          (follower): Recipient => ({
            id: new URL(follower.actorUri),
            inboxId: new URL(follower.inboxUrl),
            endpoints: follower.sharedInboxUrl ? { sharedInbox: new URL(follower.sharedInboxUrl) } : null,
          }),
        ),
        nextCursor: followers.length === PAGE_SIZE ? String(followers.at(-1)!.id) : null,
      };
    })
    .setCounter(async (_ctx, identifier) => (identifier === ACTOR ? em().count(FederationFollower, {}) : null))
    .setFirstCursor(() => '');

  federation
    .setInboxListeners('/ap/actors/{identifier}/inbox', SHARED_INBOX_PATH)
    .on(Follow, async (ctx, follow) => {
      if (follow.id === null || follow.actorId === null || follow.objectId?.href !== ctx.getActorUri(ACTOR).href) return;
      // Counted before its actor is fetched; refused, the error becomes a 429 (federation-http.ts).
      await followServerThrottle.take(em(), serverOf(follow.actorId.href)!);
      const follower = await follow.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
      if (!follower) {
        log.warn({ follower: follow.actorId.href }, 'fediverse follow ignored: its actor could not be read');
        return;
      }
      if (follower.id?.href !== follow.actorId.href || !follower.inboxId) return;
      await acceptFollow(orm, publicUrl, {
        actorUri: follower.id.href,
        inboxUrl: follower.inboxId.href,
        sharedInboxUrl: follower.endpoints?.sharedInbox?.href ?? null,
        followId: follow.id.href,
        follow,
      });
      log.info({ follower: follower.id.href }, 'fediverse follower added');
    })
    .on(Undo, async (_ctx, undo) => {
      // The Follow undone is named by its id (Mastodon embeds it too): an Undo of anything else removes nobody.
      if (undo.actorId === null || undo.objectId === null) return;
      if (await removeFollower(orm, undo.actorId.href, undo.objectId.href)) log.info({ follower: undo.actorId.href }, 'fediverse follower removed');
    })
    // A deleted account tells those it follows (Delete of itself): verified with its key still in
    // Fedify's cache, or else below.
    .on(Delete, (_ctx, remove) => forgetDeletedAccount(remove))
    .onUnverifiedActivity(async (ctx, activity, reason) => {
      // A deleted account's server answers 410 Gone for its key, so the Delete it sends of itself
      // cannot be verified once its key has left Fedify's cache; that answer, from the account's own
      // address, is proof enough.
      const keyGone = reason.type === 'keyFetchError' && 'status' in reason.result && reason.result.status === 410;
      if (keyGone && activity instanceof Delete && activity.actorId && ownKey(reason.keyId, activity.actorId)) {
        await forgetDeletedAccount(activity);
        return new Response(null, { status: 202 });
      }
      // Logged with the refusal's one line (federation-http.ts).
      ctx.data.unverified = reason.type;
    })
    .onError((ctx, error) => {
      ctx.data.failure = error;
    });

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => ({
    software: { name: 'spillested', version: '0.1.0', homepage: new URL(publicUrl) },
    protocols: ['activitypub'],
    openRegistrations: false,
    usage: {
      users: { total: 1, activeMonth: 1, activeHalfyear: 1 },
      localPosts: await em().count(Event, { isPublic: true }),
      localComments: 0,
    },
  }));

  return federation;
}
