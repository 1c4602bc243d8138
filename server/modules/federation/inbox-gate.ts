import { jsonDepth, MAX_JSON_DEPTH } from '../../lib/json-depth';
import { clientAddressKey } from '../throttle/client-address';
import { Throttle } from '../throttle/throttle.service';
import { isPreloadedContext } from './document-loaders';
import { serverOf } from './federation-servers';

/**
 * An inbox post's largest body. Mastodon's largest activities (a long post with its attachments
 * and tags) are a few kB, and Mastodon itself refuses bodies over 1 MB; this one inbox takes only
 * follows and their ends.
 */
export const INBOX_BODY_LIMIT = 256 * 1024;

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * Inbox posts per client address: 1,000 per 15 minutes. Generous, as one address may deliver for
 * many small servers (a host of Mastodon servers); the server's own count below is the narrow one.
 */
export const inboxAddressThrottle = new Throttle({
  name: 'federation-inbox-address',
  limit: 1000,
  windowMs: QUARTER_HOUR_MS,
  message: 'For mange aktiviteter fra din adresse. Prøv igen om et kvarter.',
  keyOf: clientAddressKey,
});

/**
 * Inbox posts per signing server (its key's host): 300 per 15 minutes, far above what a server
 * sends an actor that follows nobody. Counted before the signature is checked, so a post that
 * names someone else's key counts against that server too: its own posts wait (Mastodon tries a
 * 429 again later), and this server never fetches its keys faster than that on anyone's behalf.
 */
export const inboxServerThrottle = new Throttle({
  name: 'federation-inbox-server',
  limit: 300,
  windowMs: QUARTER_HOUR_MS,
  message: 'For mange aktiviteter fra din server. Prøv igen om et kvarter.',
  keyOf: (server: string) => server,
});

/**
 * Follows per server, once their signatures verified: 30 per 15 minutes. One server once added 300
 * followers in 15 s; a real one's users following at once get their Accepts a little later, as
 * Mastodon sends a follow refused with 429 again.
 */
export const followServerThrottle = new Throttle({
  name: 'federation-follow-server',
  limit: 30,
  windowMs: QUARTER_HOUR_MS,
  message: 'For mange nye følgere fra din server. Prøv igen om et kvarter.',
  keyOf: (server: string) => server,
});

/**
 * The server whose key a request says it is signed with: the host of `keyId` in a draft-cavage
 * `Signature` header or an RFC 9421 `Signature-Input` (where it is `keyid`). Nothing is verified
 * here; undefined when the request names no key at all.
 */
export function signingServer(headers: Record<string, string | string[] | undefined>): string | undefined {
  const signature = [headers.signature, headers['signature-input']].flat().filter(Boolean).join(',');
  const keyId = /keyid="([^"]+)"/i.exec(signature)?.[1];
  return keyId === undefined ? undefined : serverOf(keyId);
}

/** An inbox post as far as it is read before Fedify: refused, with why, or the server of the actor it names. */
export type InboxPost = { refused: string } | { refused?: undefined; actorServer: string | undefined };

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * The first JSON-LD context a document names that is not among Fedify's preloaded ones, looking
 * everywhere a context may be named: `@context` at any depth (as a string, or in an array), and
 * `@import` within a context. A context that is neither a string nor an object is named as itself.
 */
function foreignContext(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = foreignContext(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const named = key === '@context' || key === '@import' ? [item].flat() : [];
    for (const context of named) {
      if (typeof context === 'string' ? !isPreloadedContext(context) : context !== null && typeof context !== 'object') return short(String(context));
    }
    const found = foreignContext(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The keys an activity names for signatures of its own, which Fedify fetches to check them before
 * it checks the request's: a Linked Data Signature's `creator`, an Object Integrity Proof's
 * `verificationMethod`.
 */
function embeddedKeys(activity: { signature?: unknown; proof?: unknown }): unknown[] {
  const signatures = [activity.signature, activity.proof].flat().filter((one): one is Record<string, unknown> => typeof one === 'object' && one !== null);
  return signatures.flatMap((one) => [one.creator, one.verificationMethod]).filter((key) => key !== undefined);
}

/**
 * Reads an inbox post's body as far as can be done without fetching anything: JSON, an object,
 * nested no deeper than MAX_JSON_DEPTH, naming only preloaded JSON-LD contexts, and signed inside
 * (if at all) by keys on the server that signed the request, whose posts are counted. Fedify
 * parses JSON-LD and checks those signatures before it checks the request's, so whatever passes
 * here is all it may read and fetch unverified. Mastodon signs inside with the request's own key,
 * and with someone else's only what it forwards (a reply to a post here), which this inbox never takes.
 * The largest body costs 2.5 ms (250 kB of text) to 6 ms (5,000 tags in 174 kB) here; a follow 5 µs.
 */
export function readInboxPost(body: unknown, signer: string): InboxPost {
  if (!Buffer.isBuffer(body) || body.length === 0) return { refused: 'no body' };
  const text = body.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { refused: `nested deeper than ${MAX_JSON_DEPTH} levels` };
  let activity: unknown;
  try {
    activity = JSON.parse(text);
  } catch {
    return { refused: 'not JSON' };
  }
  if (typeof activity !== 'object' || activity === null || Array.isArray(activity)) return { refused: 'not a JSON object' };
  const context = foreignContext(activity);
  if (context !== undefined) return { refused: `names the JSON-LD context ${JSON.stringify(context)}, which is not preloaded` };
  const elsewhere = embeddedKeys(activity).find((key) => typeof key !== 'string' || serverOf(key) !== signer);
  if (elsewhere !== undefined) return { refused: `signed inside by a key not on the request's signer's server: ${short(String(elsewhere))}` };
  const { actor } = activity as { actor?: unknown };
  const actorId = typeof actor === 'string' ? actor : typeof actor === 'object' && actor !== null ? (actor as { id?: unknown }).id : undefined;
  return { actorServer: typeof actorId === 'string' ? serverOf(actorId) : undefined };
}
