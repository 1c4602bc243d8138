import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  normalizePath,
  unwrapZodType,
} from 'trpc-to-openapi';
import type { Config } from '../config';
import type { RequestVersions } from '../db/content-version';
import { clearedSessionCookie, readSessionToken } from '../modules/auth/session-cookie';
import { wantsActivityJson } from '../modules/federation/negotiation';
import { bearerToken, sessionOf } from '../modules/auth/viewer';
import { appRouter } from '../router';
import type { ProcedureMeta } from '../trpc/trpc';
import { answerBytes } from './answer-bytes';
import { EMBED_PROGRAMME_PATH, EMBED_SEARCH_PARAMS } from './embed';

/** The routes whose answers depend only on the address and the viewer: REST, tRPC, pages, the embedded programme. */
const SHAREABLE_ROUTES = new Set(['/api/*', '/trpc/:path', '/*', EMBED_PROGRAMME_PATH]);

/**
 * Routes that answer everyone as a visitor (the programme framed on other sites): members share
 * their answers too, and no cookie is read or cleared, so none sets a cookie inside a partner's page.
 */
const VIEWERLESS_ROUTES = new Set([EMBED_PROGRAMME_PATH]);

/**
 * Calls about accounts (a reset link still working, say), e-mail subscriptions (the page a
 * mail's link opens), bands' applications (a form's start time, votes), offers (the act's answer),
 * reservations (a link's status, a night's list) and the door (its check-ins) change with writes that
 * are no content and bump no version: never shared, whoever asks.
 */
const ACCOUNT_CALLS = /^\/(api\/auth\/|trpc\/auth\.|api\/subscriptions\/|trpc\/subscriptions\.|subscription(\?|$)|reservation(\?|$)|api\/applications(\/|\?|$)|trpc\/[^?]*applications\.|api\/offers(\/|\?|$)|trpc\/[^?]*offers\.|api\/reservations\/|api\/events\/[^/?]+\/reservations(\?|$)|trpc\/[^?]*reservations\.|api\/events\/[^/?]+\/door(\/|\?|$)|trpc\/[^?]*door\.|spil-hos-os(\/|\?|$))/;

/** A read whose answer depends on the content version: what the cache keeps for visitors, and lists for anyone. */
export const readsContent = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  SHAREABLE_ROUTES.has(request.routeOptions.url ?? '') &&
  !ACCOUNT_CALLS.test(request.url);

/**
 * Upper bound of what the cache holds for visitors: keys, headers and bodies; the least recently
 * used entries go first. Kept compressed, about 3,000 programme pages (docs/deploy.md#memory).
 */
const MAX_BYTES = 24 * 1024 * 1024;

/**
 * What it holds for active members, apart, so that neither audience pushes the other's answers
 * out: the admin area's lists, a few hundred kilobytes each, a tenth of that compressed.
 */
const MEMBERS_MAX_BYTES = 8 * 1024 * 1024;

/**
 * What an entry costs besides its strings and bodies (its objects, the store's slots), roughly.
 * With it the budget is an upper bound: 9,422 entries with 1.5 kB keys, which it counted as 48 MB,
 * took 31 MB of heap.
 */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * The longest key an answer is stored under. Every address the site's own client makes is shorter
 * (a tRPC batch is split at TRPC_MAX_URL_LENGTH, 2,000 characters); a longer one is answered but
 * not kept, so no visitor fills the budget with a few huge keys.
 */
const MAX_KEY_LENGTH = 2048;

/** Query parameters a route reads: any other cannot change its answer and is left out of its key. */
type Reads = ReadonlySet<string> | 'everything';

/**
 * What pages read from the address: the search params of the client's routes (their validateSearch).
 * A route that reads a new one must be named here, or its answers are shared across its values
 * (public-cache.test.ts reads the client's sources for them).
 */
export const PAGE_SEARCH_PARAMS: ReadonlySet<string> = new Set(['genre', 'venue', 'trinfri', 'fra', 'side', 'redirect', 'token', 'vis', 'season', 'tak', 'status', 'month', 'town', 'kind', 'venueId', 'applicationId', 'event']);

/**
 * What the cache knows of a route: the query parameters it reads, and whether active members share
 * its answers (only an audience read's: server/trpc/trpc.ts).
 */
type Route = { reads: Reads; members: boolean };

const PAGES: Route = { reads: PAGE_SEARCH_PARAMS, members: false };
const EMBEDDED_PROGRAMME: Route = { reads: EMBED_SEARCH_PARAMS, members: false };

/** tRPC's GET reads its calls' input and whether they are a batch; the path names the procedures. */
const TRPC_PARAMS: ReadonlySet<string> = new Set(['input', 'batch']);

/** Every procedure by its path ("events.list"), as tRPC keeps them. */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } } | undefined>;

/** A /trpc path's procedures ("events.list,venues.list"): members share the answer if every one is an audience read. */
const trpcRoute = (names: string): Route => ({
  reads: TRPC_PARAMS,
  members: names.split(',').every((name) => procedures[name]?._def.meta?.audience === true),
});

/**
 * Each REST read's path and the query parameters its input takes, matched as trpc-to-openapi
 * matches them. The adapter passes the whole query to the input schema; an object schema drops
 * keys it does not name, so those cannot change the answer. A schema that keeps or refuses other
 * keys (a catchall, strict) depends on all of them.
 */
function restRoutes(): ({ path: RegExp } & Route)[] {
  const routes: ({ path: RegExp } & Route)[] = [];
  forEachOpenApiProcedure(appRouter._def.procedures, ({ procedure, meta }) => {
    if (meta.openapi.method !== 'GET') return;
    const input = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
    const reads: Reads = instanceofZodTypeLikeVoid(input)
      ? new Set()
      : instanceofZodTypeObject(input) && !input._zod.def.catchall
        ? new Set(Object.keys(input.shape))
        : 'everything';
    routes.push({ path: getPathRegExp(normalizePath(meta.openapi.path)), reads, members: meta.audience === true });
  });
  return routes;
}

/** A query parameter's name as the query parser reads it (`+` is a space); undecodable, as written. */
function parameterName(piece: string): string {
  const end = piece.indexOf('=');
  const name = (end === -1 ? piece : piece.slice(0, end)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Lists of upcoming concerts change as time passes, without any write: an entry serves at most
 * this long, so a concert that has begun leaves "upcoming" within a minute.
 */
const MAX_AGE_MS = 60_000;

export type Encoding = 'br' | 'gzip' | 'identity';

const gzipAsync = promisify(gzip);

/**
 * Brotli for answers this cache compresses once and keeps. Quality 5 compresses a list or a page
 * in a few milliseconds. A 256 kB window rather than the default 4 MB: an encoder is made for every
 * answer, and setting up the large one cost more than compressing a logged-in /events page
 * (24–28 instead of 35–37 ms of CPU per page), for 0.5 % more bytes.
 */
const CACHED_BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 };

/**
 * Brotli for answers compressed at every request (a member's, by @fastify/compress in app.ts):
 * quality 4 compresses the 285 kB list of 100 events in about 1.2 ms of CPU where 5 takes 2.8 ms,
 * for 7.7 instead of 5.3 kB.
 */
export const PER_REQUEST_BROTLI_PARAMS = { ...CACHED_BROTLI_PARAMS, [constants.BROTLI_PARAM_QUALITY]: 4 };

/**
 * An answer compressed as the cache keeps it. Brotli runs on the main thread, one encoder at a time:
 * in libuv's pool four ran at once while many unique pages arrived, each with native buffers of its
 * own, and the peak RSS of `bench:load --unique-urls` was 272–300 MB where it is 229–232 MB now, at
 * the same 45–49 pages a second (issue 45). A page's encoding takes 1–3 ms against its 20–30 ms render.
 */
export async function encode(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br' ? brotliCompressSync(body, { params: CACHED_BROTLI_PARAMS }) : gzipAsync(body, { level: 6 });
}

/**
 * Encodings chosen by Accept-Encoding: browsers send a handful of distinct headers, read once each.
 * Bounded by bytes too, as a client may send any header up to the 16 kB of a request's head.
 */
const chosenEncodings = new LRUCache<string, Encoding>({ max: 100, maxSize: 256 * 1024, sizeCalculation: (_encoding, header) => 2 * header.length + 64 });

/** Brotli when the client takes it, then gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  let encoding = chosenEncodings.get(header);
  if (encoding === undefined) chosenEncodings.set(header, (encoding = readAcceptEncoding(header)));
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  for (const encoding of ['br', 'gzip'] as const) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return 'identity';
}

type Entry = {
  /** Visitors' answers only: a member's goes out as it did before it was kept, without one. */
  etag: string | undefined;
  /** The answer's own headers (the route's, the security headers), and for visitors the cache's: ETag, Vary, Cache-Control. */
  headers: Record<string, string>;
  /** The headers of a compressed copy, Content-Encoding aside. */
  encodedHeaders: Record<string, string>;
  /**
   * The answer as rendered until its first compressed copy is made, then only the compressed copies:
   * nearly every client takes one, and a programme page is a sixth of its size in brotli. Once a
   * client that takes none asks, the answer is unpacked once and kept beside them (`identityAsked`):
   * unpacked per request, a script's list of 100 events cost 1 ms a time, a fifth of its speed.
   */
  bodies: Partial<Record<Encoding, Buffer>>;
  identityAsked: boolean;
  /** The length of the answer as rendered. */
  size: number;
  /** Compressed copies being made, which everyone asking meanwhile waits for rather than making their own. */
  compressing: Map<Encoding, Promise<Buffer>>;
};

/**
 * A body in memory of its own. Node makes small buffers as slices of shared 8 kB slabs, and a
 * slice kept keeps its whole slab: 9,422 stored answers of 60 bytes held 10 MB of slabs, not 1 MB.
 */
function owned(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}

/** The answer as rendered, unpacked from a compressed copy once the entry keeps only those. */
function identityBody({ bodies }: Entry): Buffer {
  if (bodies.identity) return bodies.identity;
  return owned(bodies.br ? brotliDecompressSync(bodies.br) : gunzipSync(bodies.gzip!));
}

/** What an entry holds, counting every character of key and headers as two bytes (V8's wider form). */
function entrySize(entry: Entry, key: string): number {
  let size = ENTRY_OVERHEAD_BYTES + 2 * key.length;
  for (const headers of new Set([entry.headers, entry.encodedHeaders])) {
    for (const [name, value] of Object.entries(headers)) size += 2 * (name.length + value.length);
  }
  for (const body of Object.values(entry.bodies)) size += body.length;
  return size;
}

/** How full the cache is, for tests and benchmarks. */
export type CacheStats = { bytes: number; entries: number; maxBytes: number };

/**
 * Answers by key, all made at one content version: when a request reads a newer version,
 * everything older is dropped at once. An answer made at an older version is never stored.
 */
class AnswerStore {
  #version = -1;
  readonly #entries: LRUCache<string, Entry>;

  constructor(readonly maxBytes: number) {
    // An expired entry stays until it is made again, and serves meanwhile (see the onRequest hook).
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: entrySize,
      ttl: MAX_AGE_MS,
      noDeleteOnStaleGet: true,
      // The clock read at every lookup rather than kept for a millisecond behind a timer: as cheap
      // (performance.now), and a clock a test can move.
      ttlResolution: 0,
    });
  }

  /** Moves to `version` when it is newer; false when the caller's version is already outdated. */
  #at(version: number): boolean {
    if (version > this.#version) {
      this.#version = version;
      this.#entries.clear();
    }
    return version === this.#version;
  }

  /** The entry for `key` at `version`, and whether it is older than MAX_AGE_MS. */
  get(key: string, version: number): { entry: Entry; expired: boolean } | undefined {
    if (!this.#at(version)) return undefined;
    const status: LRUCache.Status<string, Entry> = {};
    const entry = this.#entries.get(key, { allowStale: true, status });
    return entry && { entry, expired: status.get === 'stale' };
  }

  put(key: string, version: number, entry: Entry): void {
    if (this.#at(version)) this.#entries.set(key, entry);
  }

  /**
   * Adds one compressed copy to the entry made from the same answer (the copies of one entry share
   * its map of compressions), if still held, in place of the answer as rendered. The store counts an
   * entry's size when it is set, so the copy goes in as a new entry, keeping its expiry.
   */
  addBody(key: string, made: Entry, encoding: Encoding, body: Buffer): void {
    const held = this.#entries.peek(key);
    if (!held || held.compressing !== made.compressing) return;
    const { identity, ...compressed } = held.bodies;
    const bodies = { ...compressed, ...(held.identityAsked && { identity }), [encoding]: body };
    this.#entries.set(key, { ...held, bodies }, { noUpdateTTL: true });
  }

  /** Keeps the answer as rendered beside the compressed copies, once a client that takes none has asked for it. */
  keepIdentity(key: string, made: Entry, identity: Buffer): void {
    const held = this.#entries.peek(key);
    if (!held || held.compressing !== made.compressing || held.bodies.identity) return;
    this.#entries.set(key, { ...held, identityAsked: true, bodies: { ...held.bodies, identity } }, { noUpdateTTL: true });
  }

  get stats(): CacheStats {
    return { bytes: this.#entries.calculatedSize, entries: this.#entries.size, maxBytes: this.maxBytes };
  }
}

/** Who shares an entry: visitors (no live session), or active members, where the route's answer is an audience's. */
type Audience = 'visitors' | 'members';

const stores = new WeakMap<FastifyInstance, Record<Audience, AnswerStore>>();

/** How full an app's public cache is (its visitors' answers, or its members'); undefined where it keeps none (development). */
export const publicCacheStats = (app: FastifyInstance, audience: Audience = 'visitors'): CacheStats | undefined => stores.get(app)?.[audience].stats;

/** Headers that belong to one response, not to the answer. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

function storedHeaders(reply: FastifyReply): Record<string, string> {
  return Object.fromEntries(
    Object.entries(reply.getHeaders())
      .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Whether the browser's If-None-Match names this ETag (a list, weak or not) or any version at all (`*`). */
export const browserHas = (request: FastifyRequest, etag: string) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((candidate) => ['*', etag].includes(candidate.trim().replace(/^W\//, '')));

/** A request's cache key, and whether active members share its answer. */
type Keyed = { key: string; members: boolean };

/** An answer one request is making, which others asking for it at the same version wait for. */
type Render = { key: string; version: number; done: Promise<Entry | undefined>; finish: (made: Entry | undefined) => void };

/**
 * What one request asked the cache: whose answers, the key, the content version read before
 * anything else, and whether its cookie named a session that is no more (cleared in the response,
 * never stored).
 */
type Lookup = { audience: Audience; key: string; version: number; encoding: Encoding; staleSession: boolean };

/**
 * What every visitor without a session sees alike, made once per content version: REST and tRPC
 * answers and server-rendered pages, kept compressed (brotli and gzip, each made once), with an
 * ETag so a browser that has the answer gets 304. Requests carrying a live session or an API token
 * never read or fill it, so members (who see members-only events) and visitors never share an
 * answer; any other cookie (analytics, a session that has ended) leaves a request a visitor's.
 *
 * Active members have answers of their own, kept apart the same way, for audience reads only
 * (server/trpc/trpc.ts): a read that learns no more of who asks than "an active member" answers
 * them all alike. Their session is looked up at every request, so one who is no longer active is
 * no longer answered from there. Their answers go out as made, without an ETag.
 *
 * Memory stays within MAX_BYTES whatever visitors send: keys are made of the parts of the address
 * the route reads, and too long a key is not stored.
 *
 * Freshness: the version is read from the database before the answer is made, and every write
 * bumps it in its own transaction (server/db/content-version.ts). A request that starts after a
 * write has returned, on any instance, reads the new number and cannot get an older answer.
 *
 * Pages keep the CSP nonce of the render they came from. It still cannot be guessed by an
 * attacker: anything they control (the address, stored content) makes a new key or a new version,
 * and so a new render with a new nonce.
 */
export const publicCache = fp(
  async (app: FastifyInstance, { versions, config, orm }: { versions: RequestVersions; config: Config; orm: MikroORM }) => {
    // In development pages change with the code, which no content version follows.
    if (config.NODE_ENV === 'development') return;
    const audiences: Record<Audience, AnswerStore> = { visitors: new AnswerStore(MAX_BYTES), members: new AnswerStore(MEMBERS_MAX_BYTES) };
    stores.set(app, audiences);
    const rest = restRoutes();
    const clearing = clearedSessionCookie(config);
    /**
     * The session lookups' EntityManager: they read and write without an identity map
     * (server/modules/session/session.service.ts), so one serves every request, where a fork per
     * request cost 3 to 10 µs, more than the lookup's statement.
     */
    const sessionLookups = orm.em.fork();
    /** Keys by address, for the addresses asked most: making one (URL, patterns, sorting) was 2.5 % of a cached list's CPU. */
    const keys = new LRUCache<string, Keyed>({ max: 1000, maxSize: 2 * 1024 * 1024, sizeCalculation: (keyed, url) => 2 * (url.length + keyed.key.length) + 64 });

    /** The request's route, as the cache knows it; undefined for an address no REST read answers. */
    function routeOf(request: FastifyRequest, path: string): Route | undefined {
      const route = request.routeOptions.url;
      if (route === '/trpc/:path') return trpcRoute((request.params as { path: string }).path);
      if (route === '/*') return PAGES;
      if (route === EMBED_PROGRAMME_PATH) return EMBEDDED_PROGRAMME;
      // The adapter's own reading of the path: without /api, as a URL's path, no trailing slash.
      const operation = normalizePath(new URL(path.slice('/api'.length), 'http://localhost').pathname);
      return rest.find((route) => route.path.test(operation));
    }

    /**
     * The key of what the request asks for: its path and the query parameters its route reads, by
     * name (a name's values keep their order), and the answer format it asks tRPC for; and whether
     * active members share it. Undefined when the answer is not to be stored.
     */
    function keyOf(request: FastifyRequest): Keyed | undefined {
      const { url } = request;
      // A page asked for as ActivityPub (an event's, docs/federation.md) is never answered from,
      // nor kept among, the pages that browsers are given.
      if (request.routeOptions.url === '/*' && wantsActivityJson(request.headers.accept)) return undefined;
      // tRPC answers in another format to a client that asks for a stream (trpc-accept).
      const accept = request.headers['trpc-accept'];
      const known = accept ? undefined : keys.get(url);
      if (known !== undefined) return known;
      const mark = url.indexOf('?');
      const path = mark === -1 ? url : url.slice(0, mark);
      const route = routeOf(request, path);
      if (!route) return undefined;
      const { reads } = route;
      let key = path;
      if (mark !== -1) {
        const named = url
          .slice(mark + 1)
          .split('&')
          .map((piece) => ({ piece, name: parameterName(piece) }))
          .filter(({ piece, name }) => piece && (reads === 'everything' || reads.has(name)))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        if (named.length > 0) key += `?${named.map(({ piece }) => piece).join('&')}`;
      }
      if (accept) key += ` ${accept}`;
      if (key.length > MAX_KEY_LENGTH) return undefined;
      const keyed = { key, members: route.members };
      if (!accept && url.length <= MAX_KEY_LENGTH) keys.set(url, keyed);
      return keyed;
    }
    const lookups = new WeakMap<FastifyRequest, Lookup>();
    /** Answers being made, by audience and key, and the request making each. */
    const renders: Record<Audience, Map<string, Render>> = { visitors: new Map(), members: new Map() };
    const rendering = new WeakMap<FastifyRequest, { audience: Audience; render: Render }>();

    type Answer = { status: number; headers: Record<string, string>; body: Buffer | '' };
    const encodedAnswer = (entry: Entry, encoding: Encoding, body: Buffer): Answer => ({
      status: 200,
      headers: { ...entry.encodedHeaders, 'content-encoding': encoding },
      body,
    });

    function unpacked(lookup: Lookup, entry: Entry): Buffer {
      if (entry.bodies.identity) return entry.bodies.identity;
      const identity = identityBody(entry);
      audiences[lookup.audience].keepIdentity(lookup.key, entry, identity);
      return identity;
    }

    /**
     * The response for one request from an entry: 304 when the browser has it, else the body in its
     * encoding. A promise only while that copy is being made: a hit waits for nothing.
     */
    function answer(request: FastifyRequest, lookup: Lookup, entry: Entry): Answer | Promise<Answer> {
      const { headers } = entry;
      if (entry.etag !== undefined && browserHas(request, entry.etag)) return { status: 304, headers, body: '' };
      // Small answers are not worth compressing (the same threshold as @fastify/compress).
      if (lookup.encoding === 'identity' || entry.size < 1024) return { status: 200, headers, body: unpacked(lookup, entry) };
      const body = entry.bodies[lookup.encoding];
      if (body) return encodedAnswer(entry, lookup.encoding, body);
      let compressing = entry.compressing.get(lookup.encoding);
      if (!compressing) {
        const { audience, key, encoding } = lookup;
        compressing = encode(identityBody(entry), encoding).then(owned);
        entry.compressing.set(encoding, compressing);
        void compressing.then((made) => audiences[audience].addBody(key, entry, encoding, made));
      }
      return compressing.then((made) => encodedAnswer(entry, lookup.encoding, made));
    }

    /**
     * Sends a hit as stored, past the hooks that would run next: the headers of the hooks registered
     * before this plugin (the security headers, CORS) were recorded with the answer, and those after
     * it only act on errors or on answers not yet compressed.
     */
    function send(reply: FastifyReply, lookup: Lookup, { status, headers, body }: Answer): true {
      reply.hijack();
      reply.raw.writeHead(status, {
        ...headers,
        ...(status === 200 && { 'content-length': body.length }),
        ...(lookup.staleSession && { 'set-cookie': clearing }),
      });
      reply.raw.end(body);
      return true;
    }

    /** Marks the request as the one making its answer, for those who ask meanwhile; it goes on to its route. */
    function startMaking(request: FastifyRequest, lookup: Lookup): false {
      lookups.set(request, lookup);
      let finish: Render['finish'] = () => {};
      const done = new Promise<Entry | undefined>((resolve) => (finish = resolve));
      const render: Render = { key: lookup.key, version: lookup.version, done, finish };
      const makers = renders[lookup.audience];
      if ((makers.get(lookup.key)?.version ?? -1) < lookup.version) makers.set(lookup.key, render);
      rendering.set(request, { audience: lookup.audience, render });
      return false;
    }

    /**
     * Answers the request from its entry (true), or lets it go on to make it (false); a promise only
     * when it has to wait for an answer or a compressed copy being made, so a plain hit waits for nothing.
     */
    function lookUp(request: FastifyRequest, reply: FastifyReply, lookup: Lookup): boolean | Promise<boolean> {
      const held = audiences[lookup.audience].get(lookup.key, lookup.version);
      // One request makes the answer; those asking for it meanwhile wait for it rather than all
      // making it at once (after every write). An expired entry is made again by the first request
      // that finds it so, while the others are still answered from it: under load an expiry stalls
      // nobody but that one request.
      const making = renders[lookup.audience].get(lookup.key);
      const beingMade = making?.version === lookup.version;
      const entry = held && (!held.expired || beingMade) ? held.entry : undefined;
      if (!entry && !held && beingMade) return making.done.then((made) => (made ? serve(request, reply, lookup, made) : startMaking(request, lookup)));
      return entry ? serve(request, reply, lookup, entry) : startMaking(request, lookup);
    }

    function serve(request: FastifyRequest, reply: FastifyReply, lookup: Lookup, entry: Entry): true | Promise<true> {
      const made = answer(request, lookup, entry);
      return made instanceof Promise ? made.then((ready) => send(reply, lookup, ready)) : send(reply, lookup, made);
    }

    /** A request with a session cookie: its session is looked up once (the context of an answer being made reuses it). */
    async function lookUpWithSession(request: FastifyRequest, reply: FastifyReply, keyed: Keyed): Promise<boolean> {
      const session = await sessionOf(() => sessionLookups, request, config);
      // A live session's answers are shared only by active members, and only an audience read's.
      if (session && !(session.active && keyed.members)) return false;
      const lookup: Lookup = {
        audience: session ? 'members' : 'visitors',
        key: keyed.key,
        version: versions.known(request) ?? (await versions.of(request)),
        encoding: chooseEncoding(request.headers['accept-encoding']),
        staleSession: !session,
      };
      return lookUp(request, reply, lookup);
    }

    // A callback rather than an async function: a visitor's hit, the commonest request of all, then
    // goes out without waiting a turn of the event loop anywhere (docs/caching.md#what-every-request-pays).
    app.addHook('onRequest', (request, reply, done) => {
      // A script with an API token is a member (members-only events), like a live session.
      if (!readsContent(request) || bearerToken(request) !== undefined) return done();
      const keyed = keyOf(request);
      if (keyed === undefined) return done();
      const cookie = !VIEWERLESS_ROUTES.has(request.routeOptions.url ?? '') && readSessionToken(request, config) !== undefined;
      const goOn = (answered: boolean) => {
        if (!answered) done();
      };
      if (cookie) {
        lookUpWithSession(request, reply, keyed).then(goOn, done);
        return;
      }
      const lookup = (version: number): Lookup => ({
        audience: 'visitors',
        key: keyed.key,
        version,
        encoding: chooseEncoding(request.headers['accept-encoding']),
        staleSession: false,
      });
      const version = versions.known(request);
      const looked = version === undefined ? versions.of(request).then((read) => lookUp(request, reply, lookup(read))) : lookUp(request, reply, lookup(version));
      if (typeof looked === 'boolean') goOn(looked);
      else looked.then(goOn, done);
    });

    /** Lets those waiting for this request's answer go on, with the entry or (not shareable) without. */
    function settle(request: FastifyRequest, made: Entry | undefined) {
      const making = rendering.get(request);
      if (!making) return;
      rendering.delete(request);
      const { audience, render } = making;
      if (renders[audience].get(render.key) === render) renders[audience].delete(render.key);
      render.finish(made);
    }
    // An answer that fails before onSend, or a client that leaves, must not keep anyone waiting.
    // Callbacks rather than async functions: these run for every request, hits included, and a
    // promise each is work for nothing.
    app.addHook('onResponse', (request, _reply, done) => {
      settle(request, undefined);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      settle(request, undefined);
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const lookup = lookups.get(request);
      if (!lookup) return payload;
      lookups.delete(request);
      const identity = await answerBytes(reply, payload);
      const entry = identity && makeEntry(reply, identity, lookup.audience);
      if (entry) audiences[lookup.audience].put(lookup.key, lookup.version, entry);
      settle(request, entry);
      // After the entry is made, which would refuse an answer that sets a cookie.
      if (lookup.staleSession) reply.header('set-cookie', clearing);
      if (!entry) return identity ?? payload;
      const { status, headers, body } = await answer(request, lookup, entry);
      reply.code(status).headers(headers);
      // A 304 has no body and so no framing: Fastify writes Content-Length: 0 for an empty string
      // (which a 304 may not carry unless the 200's length is 0, RFC 9110 §8.6), and nothing for none.
      return status === 304 ? null : body;
    });

    /** The entry for an answer its audience may share: a 200 in JSON or HTML that sets no cookie. */
    function makeEntry(reply: FastifyReply, identity: Buffer, audience: Audience): Entry | undefined {
      const shareable =
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        /^(application\/json|text\/html)/.test(String(reply.getHeader('content-type')));
      if (!shareable) return undefined;
      const headers = storedHeaders(reply);
      const bodies = { identity: owned(identity) };
      if (audience === 'members') {
        // As @fastify/compress sends a member's answer: Vary names Accept-Encoding once it is compressed.
        const vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
        return { etag: undefined, headers, encodedHeaders: { ...headers, vary }, bodies, size: identity.length, identityAsked: false, compressing: new Map() };
      }
      const vary = new Set([...(headers.vary ?? '').split(','), 'accept-encoding', 'cookie'].map((name) => name.trim().toLowerCase()));
      vary.delete('');
      const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
      const visitors = { ...headers, etag, 'cache-control': 'private, no-cache', vary: [...vary].join(', ') };
      return { etag, headers: visitors, encodedHeaders: visitors, bodies, size: identity.length, identityAsked: false, compressing: new Map() };
    }
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie'] },
);
