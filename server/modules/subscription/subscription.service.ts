import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Locale } from '../../../shared/i18n';
import type { Follow, FollowKind, FollowView, Subscription, SubscriptionStats } from '../../../shared/schemas/subscription';
import { DomainError } from '../../errors';
import { executeOn, insertRows } from '../outbox/outbox';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { placeholders } from '../../read-model/columns';
import { nextDigestSlot } from '../digest/digest-schedule';
import { subscriberMail } from '../digest/programme-changes';
import { Digest } from '../digest/digest.entity';
import { Settings } from '../settings/settings.entity';
import { Subscriber, SubscriberFollow, SubscriberMail, SubscriberToken } from './subscription.entity';

/** Unconfirmed addresses are forgotten after this. */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const LINK_INVALID = 'Linket er ugyldigt eller udløbet';
export const WHOLE_PROGRAMME = 'Hele programmet';

const key = ({ kind, id }: { kind: FollowKind; id?: number }) => `${kind}:${id ?? 0}`;

/** Repeats once; the whole programme makes the rest redundant. */
function distinctFollows(follows: readonly Follow[]): Follow[] {
  if (follows.some((follow) => follow.kind === 'all')) return [{ kind: 'all' }];
  return [...new Map(follows.map((follow) => [key(follow), follow])).values()];
}

const TABLES = { artist: 'artist', venue: 'venue', genre: 'genre' } as const;
const MISSING = { artist: 'Kunstneren findes ikke', venue: 'Spillestedet findes ikke', genre: 'Genren findes ikke' } as const;

/** The names of the artists, venues or genres with these ids, by id. */
async function namesOf(em: EntityManager, kind: keyof typeof TABLES, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await executeOn(em)(`select id, name from ${TABLES[kind]} where id in (${placeholders(unique)})`, unique);
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}

/** Refuses follows of artists, venues or genres that do not exist (404), before anything is written. */
export async function assertFollowsExist(em: EntityManager, follows: readonly Follow[]): Promise<void> {
  for (const kind of ['artist', 'venue', 'genre'] as const) {
    const ids = follows.filter((follow) => follow.kind === kind).map((follow) => follow.id!);
    if ((await namesOf(em, kind, ids)).size !== new Set(ids).size) throw new DomainError('not-found', MISSING[kind]);
  }
}

/** Follows written for a subscriber, keeping those already there. */
export async function addFollows(em: EntityManager, subscriberId: number, follows: readonly Follow[], pending: boolean): Promise<void> {
  const existing = new Set(
    (await em.find(SubscriberFollow, { subscriber: subscriberId, pending })).map((follow) => key({ kind: follow.kind, id: follow.refId || undefined })),
  );
  for (const follow of distinctFollows(follows)) {
    if (existing.has(key(follow))) continue;
    em.create(SubscriberFollow, { subscriber: subscriberId, kind: follow.kind, refId: follow.id ?? 0, pending });
  }
}

/** A confirmation mail in the outbox, in the caller's transaction. */
async function queueConfirmation(em: EntityManager, subscriberId: number): Promise<void> {
  const now = Date.now();
  await insertRows(executeOn(em), 'subscriber_mail', ['id', 'subscriber_id', 'kind', 'status', 'attempts', 'next_attempt_at', 'created_at'], [
    [randomUUID(), subscriberId, 'confirm', 'pending', 0, now, now],
  ]);
}

/**
 * POST /api/subscriptions: what is asked for waits as pending follows, and a confirmation mail is
 * queued, whether the address is new, waiting or confirmed; nobody can tell which from outside.
 * Confirming from the mail turns them into follows (double opt-in): nothing else goes to an address
 * that has not confirmed, and nobody adds follows to someone else's address without their click.
 */
export async function subscribe(em: EntityManager, email: string, follows: readonly Follow[], language: Locale = 'da'): Promise<void> {
  await assertFollowsExist(em, follows);
  await em.transactional(async (tx) => {
    let subscriber = await tx.findOne(Subscriber, { email });
    if (!subscriber) {
      subscriber = tx.create(Subscriber, { email, language });
      await tx.flush();
    } else if (!subscriber.confirmedAt && subscriber.language !== language) {
      // Until it is confirmed, the address is only what was typed last; a confirmed one's language is its own page's to change.
      subscriber.language = language;
      await tx.flush();
    }
    await addFollows(tx, subscriber.id, follows, true);
    await tx.flush();
    await queueConfirmation(tx, subscriber.id);
  });
  subscriberMail.wake();
}

/** A fresh link secret for a subscriber, stored hashed: each mail carries its own. */
export async function newSubscriberToken(em: EntityManager, subscriberId: number): Promise<string> {
  const token = newSecretToken();
  await insertRows(executeOn(em), 'subscriber_token', ['token_hash', 'subscriber_id', 'created_at'], [[hashSecretToken(token), subscriberId, Date.now()]]);
  return token;
}

/** The subscriber a link's token belongs to, or 404. */
async function subscriberOf(em: EntityManager, token: string): Promise<Subscriber> {
  const found = await em.findOne(SubscriberToken, { tokenHash: hashSecretToken(token) }, { populate: ['subscriber'] });
  if (!found) throw new DomainError('not-found', LINK_INVALID);
  return found.subscriber;
}

/** Follows with their names, as the pages and the admin show them. */
export async function followViews(em: EntityManager, follows: readonly { kind: FollowKind; refId: number }[]): Promise<FollowView[]> {
  const names = new Map<string, string>();
  for (const kind of ['artist', 'venue', 'genre'] as const) {
    const found = await namesOf(em, kind, follows.filter((follow) => follow.kind === kind).map((follow) => follow.refId));
    for (const [id, name] of found) names.set(`${kind}:${id}`, name);
  }
  return follows
    .filter((follow) => follow.kind === 'all' || names.has(key({ kind: follow.kind, id: follow.refId })))
    .map((follow) =>
      follow.kind === 'all'
        ? { kind: 'all', name: WHOLE_PROGRAMME }
        : { kind: follow.kind, id: follow.refId, name: names.get(key({ kind: follow.kind, id: follow.refId }))! },
    );
}

/** What a subscriber follows; a link's subscriber always has an address (links go only in mails to it), a member's own row is shown with the member's. */
export async function subscriptionView(em: EntityManager, subscriber: Subscriber, email = subscriber.email ?? ''): Promise<Subscription> {
  const follows = await em.find(SubscriberFollow, { subscriber }, { orderBy: { kind: 'ASC', refId: 'ASC' } });
  return {
    email,
    confirmed: subscriber.confirmedAt !== null && subscriber.confirmedAt !== undefined,
    follows: await followViews(em, follows.filter((follow) => !follow.pending)),
    pendingFollows: await followViews(em, follows.filter((follow) => follow.pending)),
    language: subscriber.language,
  };
}

/** GET /api/subscriptions/link: what the link's subscriber follows. */
export async function subscriptionByToken(em: EntityManager, token: string): Promise<Subscription> {
  return subscriptionView(em, await subscriberOf(em, token));
}

/** POST /api/subscriptions/confirm: the pending follows become follows, and the address is confirmed. */
export async function confirmSubscription(em: EntityManager, token: string): Promise<Subscription> {
  return em.transactional(async (tx) => {
    const subscriber = await subscriberOf(tx, token);
    const waiting = await tx.find(SubscriberFollow, { subscriber, pending: true });
    await addFollows(tx, subscriber.id, waiting.map((follow) => ({ kind: follow.kind, id: follow.refId || undefined })), false);
    tx.remove(waiting);
    subscriber.confirmedAt ??= new Date();
    await tx.flush();
    await normalizeAll(tx, subscriber.id);
    return subscriptionView(tx, subscriber);
  });
}

/** Following the whole programme makes the other follows redundant. */
export async function normalizeAll(em: EntityManager, subscriberId: number): Promise<void> {
  const follows = await em.find(SubscriberFollow, { subscriber: subscriberId, pending: false });
  if (follows.some((follow) => follow.kind === 'all')) {
    await em.nativeDelete(SubscriberFollow, { subscriber: subscriberId, pending: false, kind: { $ne: 'all' } });
  }
}

/** Replaces what a subscriber follows. */
export async function replaceFollows(em: EntityManager, subscriber: Subscriber, follows: readonly Follow[]): Promise<void> {
  await em.nativeDelete(SubscriberFollow, { subscriber, pending: false });
  await addFollows(em, subscriber.id, follows, false);
  await em.flush();
}

/** PUT /api/subscriptions/link: what the link's (confirmed) subscriber follows from now on. */
export async function updateSubscription(em: EntityManager, token: string, follows: readonly Follow[], language?: Locale): Promise<Subscription> {
  await assertFollowsExist(em, follows);
  return em.transactional(async (tx) => {
    const subscriber = await subscriberOf(tx, token);
    if (!subscriber.confirmedAt) throw new DomainError('conflict', 'Bekræft først din tilmelding');
    if (language) subscriber.language = language;
    await replaceFollows(tx, subscriber, follows);
    return subscriptionView(tx, subscriber);
  });
}

/** Leaving: the address and everything about it is deleted, its pending mail too. */
export async function leaveByToken(em: EntityManager, token: string): Promise<void> {
  const subscriber = await subscriberOf(em, token);
  await em.nativeDelete(Subscriber, { id: subscriber.id });
}

/** One-click unsubscribe (RFC 8058): like leaving, but an unknown token is no error to a mail provider. */
export async function leaveQuietly(em: EntityManager, token: string): Promise<boolean> {
  const found = await em.findOne(SubscriberToken, { tokenHash: hashSecretToken(token) });
  if (!found) return false;
  await em.nativeDelete(Subscriber, { id: found.subscriber.id });
  return true;
}

/** Numbers, not addresses: subscribers per follow and the last digest (GET /api/subscriptions/stats). */
export async function subscriptionStats(em: EntityManager, now = new Date()): Promise<SubscriptionStats> {
  const execute = executeOn(em);
  const [counts] = await execute(
    // A member's own row has no address until theirs is verified: it is no address waiting for a click.
    'select sum(case when confirmed_at is not null then 1 else 0 end) as confirmed, sum(case when confirmed_at is null then 1 else 0 end) as unconfirmed from subscriber where email is not null',
    [],
  );
  const perFollow = await execute(
    `select f.kind, f.ref_id, count(*) as subscribers from subscriber_follow f join subscriber s on s.id = f.subscriber_id
      where not f.pending and s.confirmed_at is not null group by f.kind, f.ref_id order by count(*) desc, f.kind, f.ref_id`,
    [],
  );
  const views = await followViews(em, perFollow.map((row) => ({ kind: row.kind as FollowKind, refId: Number(row.ref_id) })));
  const countOf = new Map(perFollow.map((row) => [key({ kind: row.kind as FollowKind, id: Number(row.ref_id) || undefined }), Number(row.subscribers)]));
  const last = await em.findOne(Digest, { id: { $gt: 0 } }, { orderBy: { until: 'DESC', id: 'DESC' } });
  const delivered = last ? await em.count(SubscriberMail, { digest: last, status: 'delivered' }) : 0;
  const settings = await em.findOneOrFail(Settings, { id: 1 });
  return {
    confirmed: Number(counts?.confirmed ?? 0),
    unconfirmed: Number(counts?.unconfirmed ?? 0),
    perFollow: views.map((follow) => ({ ...follow, subscribers: countOf.get(key(follow)) ?? 0 })),
    ...(last && { lastDigest: { startedAt: new Date(last.until).toISOString(), recipients: last.recipients, delivered, manual: last.slot.startsWith('manual:') } }),
    nextDigestAt: nextDigestSlot(now, settings.digestWeekday, settings.digestHour).toISOString(),
  };
}

/** The CSV export's rows, a page at a time: confirmed addresses only. */
export async function* confirmedAddresses(em: EntityManager, pageSize = 1000): AsyncGenerator<{ email: string; confirmedAt: Date; follows: string }> {
  let after = 0;
  for (;;) {
    const page = await em.find(Subscriber, { id: { $gt: after }, confirmedAt: { $ne: null } }, { orderBy: { id: 'ASC' }, limit: pageSize });
    if (page.length === 0) return;
    const follows = await em.find(SubscriberFollow, { subscriber: { $in: page.map((subscriber) => subscriber.id) }, pending: false });
    const views = await followViews(em, follows);
    const named = new Map(views.map((follow) => [key(follow), follow.name]));
    for (const subscriber of page) {
      const own = follows.filter((follow) => follow.subscriber.id === subscriber.id);
      yield {
        // A confirmed row always has its address: confirming needs a mail to it.
        email: subscriber.email!,
        confirmedAt: subscriber.confirmedAt!,
        follows: own.map((follow) => named.get(key({ kind: follow.kind, id: follow.refId || undefined })) ?? '').filter(Boolean).join('; '),
      };
    }
    after = page.at(-1)!.id;
    em.clear();
  }
}
