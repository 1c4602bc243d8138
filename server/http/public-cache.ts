import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
import { bearerToken, sessionOf } from '../modules/auth/viewer';
import { appRouter } from '../trpc/router';
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
 * Calls about accounts (a reset link still working, say) change with writes that are no content
 * and bump no version: never shared, whoever asks.
 */
const ACCOUNT_CALLS = /^\/(api\/auth\/|trpc\/auth\.)/;

/** A read whose answer depends on the content version: what the cache keeps for visitors, and lists for anyone. */
export const readsContent = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  SHAREABLE_ROUTES.has(request.routeOptions.url ?? '') &&
  !ACCOUNT_CALLS.test(request.url);

/**
 * Upper bound of what the cache holds: keys, headers and bodies, compressed copies included; the
 * least recently used entries go first.
 */
const MAX_BYTES = 48 * 1024 * 1024;

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
export const PAGE_SEARCH_PARAMS: ReadonlySet<string> = new Set(['genre', 'venue', 'fra', 'side', 'redirect', 'token', 'vis', 'season']);

/** tRPC's GET reads its calls' input and whether they are a batch; the path names the procedures. */
const TRPC_PARAMS: ReadonlySet<string> = new Set(['input', 'batch']);

/**
 * Each REST read's path and the query parameters its input takes, matched as trpc-to-openapi
 * matches them. The adapter passes the whole query to the input schema; an object schema drops
 * keys it does not name, so those cannot change the answer. A schema that keeps or refuses other
 * keys (a catchall, strict) depends on all of them.
 */
function restReads(): { path: RegExp; reads: Reads }[] {
  const routes: { path: RegExp; reads: Reads }[] = [];
  forEachOpenApiProcedure(appRouter._def.procedures, ({ procedure, meta: { openapi } }) => {
    if (openapi.method !== 'GET') return;
    const input = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
    const reads: Reads = instanceofZodTypeLikeVoid(input)
      ? new Set()
      : instanceofZodTypeObject(input) && !input._zod.def.catchall
        ? new Set(Object.keys(input.shape))
        : 'everything';
    routes.push({ path: getPathRegExp(normalizePath(openapi.path)), reads });
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

const brotli = promisify(brotliCompress);
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

/** An answer compressed as the cache keeps it. */
export async function encode(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: CACHED_BROTLI_PARAMS }) : gzipAsync(body, { level: 6 });
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
  etag: string;
  /** The answer's own headers (the route's, the security headers), and the cache's: ETag, Vary, Cache-Control. */
  headers: Record<string, string>;
  /** The answer as rendered, and each compressed copy once some client asked for it. */
  bodies: Partial<Record<Encoding, Buffer>>;
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

/** What an entry holds, counting every character of key and headers as two bytes (V8's wider form). */
function entrySize(entry: Entry, key: string): number {
  let size = ENTRY_OVERHEAD_BYTES + 2 * key.length;
  for (const [name, value] of Object.entries(entry.headers)) size += 2 * (name.length + value.length);
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
  // An expired entry stays until it is made again, and serves meanwhile (see the onRequest hook).
  readonly #entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: entrySize,
    ttl: MAX_AGE_MS,
    noDeleteOnStaleGet: true,
    // The clock read at every lookup rather than kept for a millisecond behind a timer: as cheap
    // (performance.now), and a clock a test can move.
    ttlResolution: 0,
  });

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
   * Adds one compressed copy to the entry made from the same answer, if still held. The store
   * counts an entry's size when it is set, so the copy goes in as a new entry, keeping its expiry.
   */
  addBody(key: string, made: Entry, encoding: Encoding, body: Buffer): void {
    const held = this.#entries.peek(key);
    if (!held || held.bodies.identity !== made.bodies.identity) return;
    this.#entries.set(key, { ...held, bodies: { ...held.bodies, [encoding]: body } }, { noUpdateTTL: true });
  }

  get stats(): CacheStats {
    return { bytes: this.#entries.calculatedSize, entries: this.#entries.size, maxBytes: MAX_BYTES };
  }
}

const stores = new WeakMap<FastifyInstance, AnswerStore>();

/** How full an app's public cache is; undefined where it keeps none (development). */
export const publicCacheStats = (app: FastifyInstance): CacheStats | undefined => stores.get(app)?.stats;

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

/** An answer one request is making, which others asking for it at the same version wait for. */
type Render = { key: string; version: number; done: Promise<Entry | undefined>; finish: (made: Entry | undefined) => void };

/**
 * What one request asked the cache: the key, the content version read before anything else, and
 * whether its cookie named a session that is no more (cleared in the response, never stored).
 */
type Lookup = { key: string; version: number; encoding: Encoding; staleSession: boolean };

/**
 * What every visitor without a session sees alike, made once per content version: REST and tRPC
 * answers and server-rendered pages, kept compressed (brotli and gzip, each made once), with an
 * ETag so a browser that has the answer gets 304. Requests carrying a live session or an API token
 * never read or fill it, so members (who see members-only events) and visitors never share an answer; any other
 * cookie (analytics, a session that has ended) leaves a request a visitor's.
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
    const store = new AnswerStore();
    stores.set(app, store);
    const rest = restReads();
    const clearing = clearedSessionCookie(config);
    /** Keys by address, for the addresses asked most: making one (URL, patterns, sorting) was 2.5 % of a cached list's CPU. */
    const keys = new LRUCache<string, string>({ max: 1000, maxSize: 2 * 1024 * 1024, sizeCalculation: (key, url) => 2 * (url.length + key.length) + 64 });

    /** The query parameters the request's route reads; undefined for an address no REST read answers. */
    function readsOf(request: FastifyRequest, path: string): Reads | undefined {
      const route = request.routeOptions.url;
      if (route === '/trpc/:path') return TRPC_PARAMS;
      if (route === '/*') return PAGE_SEARCH_PARAMS;
      if (route === EMBED_PROGRAMME_PATH) return EMBED_SEARCH_PARAMS;
      // The adapter's own reading of the path: without /api, as a URL's path, no trailing slash.
      const operation = normalizePath(new URL(path.slice('/api'.length), 'http://localhost').pathname);
      return rest.find((route) => route.path.test(operation))?.reads;
    }

    /**
     * The key of what the request asks for: its path and the query parameters its route reads, by
     * name (a name's values keep their order), and the answer format it asks tRPC for. Undefined
     * when the answer is not to be stored.
     */
    function keyOf(request: FastifyRequest): string | undefined {
      const { url } = request;
      // tRPC answers in another format to a client that asks for a stream (trpc-accept).
      const accept = request.headers['trpc-accept'];
      const known = accept ? undefined : keys.get(url);
      if (known !== undefined) return known;
      const mark = url.indexOf('?');
      const path = mark === -1 ? url : url.slice(0, mark);
      const reads = readsOf(request, path);
      if (!reads) return undefined;
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
      if (!accept && url.length <= MAX_KEY_LENGTH) keys.set(url, key);
      return key;
    }
    const lookups = new WeakMap<FastifyRequest, Lookup>();
    /** Answers being made, by key, and the request making each. */
    const renders = new Map<string, Render>();
    const rendering = new WeakMap<FastifyRequest, Render>();

    /** The response for one request from an entry: 304 when the browser has it, else the body in its encoding. */
    async function answer(request: FastifyRequest, lookup: Lookup, entry: Entry) {
      const { headers } = entry;
      if (browserHas(request, entry.etag)) return { status: 304, headers, body: '' };
      const identity = entry.bodies.identity!;
      // Small answers are not worth compressing (the same threshold as @fastify/compress).
      if (lookup.encoding === 'identity' || identity.length < 1024) return { status: 200, headers, body: identity };
      let body = entry.bodies[lookup.encoding];
      if (!body) {
        let compressing = entry.compressing.get(lookup.encoding);
        if (!compressing) {
          const { key, encoding } = lookup;
          compressing = encode(identity, encoding).then(owned);
          entry.compressing.set(encoding, compressing);
          void compressing.then((made) => store.addBody(key, entry, encoding, made));
        }
        body = await compressing;
      }
      return { status: 200, headers: { ...headers, 'content-encoding': lookup.encoding }, body };
    }

    app.addHook('onRequest', async (request, reply) => {
      // A script with an API token is a member (members-only events), like a live session.
      if (!readsContent(request) || bearerToken(request) !== undefined) return;
      const key = keyOf(request);
      if (key === undefined) return;
      // The session is looked up once per request: the context of an answer being made reuses it.
      const staleSession = !VIEWERLESS_ROUTES.has(request.routeOptions.url ?? '') && readSessionToken(request, config) !== undefined;
      if (staleSession && (await sessionOf(orm.em.fork(), request, config))) return;
      const lookup: Lookup = {
        key,
        version: await versions.of(request),
        encoding: chooseEncoding(request.headers['accept-encoding']),
        staleSession,
      };
      const held = store.get(lookup.key, lookup.version);
      // One request makes the answer; those asking for it meanwhile wait for it rather than all
      // making it at once (after every write). An expired entry is made again by the first request
      // that finds it so, while the others are still answered from it: under load an expiry stalls
      // nobody but that one request.
      const making = renders.get(lookup.key);
      const beingMade = making?.version === lookup.version;
      let entry = held && (!held.expired || beingMade) ? held.entry : undefined;
      if (!entry && !held && beingMade) entry = await making.done;
      if (!entry) {
        lookups.set(request, lookup);
        let finish: Render['finish'] = () => {};
        const done = new Promise<Entry | undefined>((resolve) => (finish = resolve));
        const render: Render = { key: lookup.key, version: lookup.version, done, finish };
        if ((renders.get(lookup.key)?.version ?? -1) < lookup.version) renders.set(lookup.key, render);
        rendering.set(request, render);
        return;
      }
      // A hit goes out as stored, past the hooks that would run next: the headers of the hooks
      // registered before this plugin (the security headers) were recorded with the answer, and
      // those after it only act on errors or on answers not yet compressed.
      const { status, headers, body } = await answer(request, lookup, entry);
      reply.hijack();
      reply.raw.writeHead(status, {
        ...headers,
        ...(status === 200 && { 'content-length': body.length }),
        ...(lookup.staleSession && { 'set-cookie': clearing }),
      });
      reply.raw.end(body);
      return reply;
    });

    /** Lets those waiting for this request's answer go on, with the entry or (not shareable) without. */
    function settle(request: FastifyRequest, made: Entry | undefined) {
      const render = rendering.get(request);
      if (!render) return;
      rendering.delete(request);
      if (renders.get(render.key) === render) renders.delete(render.key);
      render.finish(made);
    }
    // An answer that fails before onSend, or a client that leaves, must not keep anyone waiting.
    app.addHook('onResponse', async (request) => settle(request, undefined));
    app.addHook('onRequestAbort', async (request) => settle(request, undefined));

    app.addHook('onSend', async (request, reply, payload) => {
      const lookup = lookups.get(request);
      if (!lookup) return payload;
      lookups.delete(request);
      const identity = await answerBytes(reply, payload);
      const entry = identity && makeEntry(reply, identity);
      if (entry) store.put(lookup.key, lookup.version, entry);
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

    /** The entry for an answer everyone may share: a 200 in JSON or HTML that sets no cookie. */
    function makeEntry(reply: FastifyReply, identity: Buffer): Entry | undefined {
      const shareable =
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        /^(application\/json|text\/html)/.test(String(reply.getHeader('content-type')));
      if (!shareable) return undefined;
      const headers = storedHeaders(reply);
      const vary = new Set([...(headers.vary ?? '').split(','), 'accept-encoding', 'cookie'].map((name) => name.trim().toLowerCase()));
      vary.delete('');
      const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
      return {
        etag,
        headers: { ...headers, etag, 'cache-control': 'private, no-cache', vary: [...vary].join(', ') },
        bodies: { identity: owned(identity) },
        compressing: new Map(),
      };
    }
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie'] },
);
