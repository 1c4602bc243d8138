import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { RequestVersions } from '../db/content-version';
import { readSessionToken } from '../modules/auth/session-cookie';
import { answerBytes } from './answer-bytes';

/** The routes whose answers depend only on the address and the viewer: REST, tRPC, pages. */
const SHAREABLE_ROUTES = new Set(['/api/*', '/trpc/:path', '/*']);

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

/** Upper bound of what the cache holds, compressed copies included; the oldest entries go first. */
const MAX_BYTES = 48 * 1024 * 1024;

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

/** Brotli when the client takes it, then gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  for (const encoding of ['br', 'gzip'] as const) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return 'identity';
}

type Entry = {
  storedAt: number;
  etag: string;
  headers: Record<string, string>;
  /** The answer as rendered, and each compressed copy once some client asked for it. */
  bodies: Partial<Record<Encoding, Buffer>>;
};

/**
 * Answers by address, all made at one content version: when a request reads a newer version,
 * everything older is dropped at once. An answer made at an older version is never stored.
 */
class AnswerStore {
  #version = -1;
  #entries = new Map<string, Entry>();
  #bytes = 0;

  /** Moves to `version` when it is newer; false when the caller's version is already outdated. */
  #at(version: number): boolean {
    if (version > this.#version) {
      this.#version = version;
      this.#entries.clear();
      this.#bytes = 0;
    }
    return version === this.#version;
  }

  get(key: string, version: number): Entry | undefined {
    const entry = this.#at(version) ? this.#entries.get(key) : undefined;
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.#remove(key);
      return undefined;
    }
    return entry;
  }

  put(key: string, version: number, entry: Entry): void {
    if (!this.#at(version)) return;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#grow(entry.bodies.identity?.length ?? 0);
  }

  /** Adds one compressed copy to an entry still held. */
  addBody(key: string, entry: Entry, encoding: Encoding, body: Buffer): void {
    entry.bodies[encoding] = body;
    if (this.#entries.get(key) === entry) this.#grow(body.length);
  }

  #grow(bytes: number) {
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= MAX_BYTES) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const body of Object.values(entry.bodies)) this.#bytes -= body.length;
  }
}

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

/** What one request asked the cache: the address and the content version read before anything else. */
type Lookup = { key: string; version: number; encoding: Encoding };

/**
 * What every visitor without a session sees alike, made once per content version: REST and tRPC
 * answers and server-rendered pages, kept compressed (brotli and gzip, each made once), with an
 * ETag so a browser that has the answer gets 304. Requests carrying a session never read or fill
 * it, so members (who see members-only events) and visitors never share an answer.
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
  async (app: FastifyInstance, { versions, config }: { versions: RequestVersions; config: Config }) => {
    // In development pages change with the code, which no content version follows.
    if (config.NODE_ENV === 'development') return;
    const store = new AnswerStore();
    const lookups = new WeakMap<FastifyRequest, Lookup>();
    /** Answers being made, by key, and the request making each. */
    const renders = new Map<string, Render>();
    const rendering = new WeakMap<FastifyRequest, Render>();

    /** The response for one request from an entry: 304 when the browser has it, else the body in its encoding. */
    async function answer(request: FastifyRequest, lookup: Lookup, entry: Entry) {
      const vary = new Set([...(entry.headers.vary ?? '').split(','), 'accept-encoding', 'cookie'].map((name) => name.trim().toLowerCase()));
      vary.delete('');
      const headers: Record<string, string> = { ...entry.headers, etag: entry.etag, 'cache-control': 'private, no-cache', vary: [...vary].join(', ') };
      if (browserHas(request, entry.etag)) return { status: 304, headers, body: '' };
      const identity = entry.bodies.identity!;
      // Small answers are not worth compressing (the same threshold as @fastify/compress).
      if (lookup.encoding === 'identity' || identity.length < 1024) return { status: 200, headers, body: identity };
      let body = entry.bodies[lookup.encoding];
      if (!body) {
        body = await encode(identity, lookup.encoding);
        store.addBody(lookup.key, entry, lookup.encoding, body);
      }
      return { status: 200, headers: { ...headers, 'content-encoding': lookup.encoding }, body };
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!readsContent(request) || readSessionToken(request, config) !== undefined) return;
      const lookup: Lookup = {
        // tRPC answers in another format to a client that asks for a stream (trpc-accept).
        key: `${request.url} ${request.headers['trpc-accept'] ?? ''}`,
        version: await versions.of(request),
        encoding: chooseEncoding(request.headers['accept-encoding']),
      };
      let entry = store.get(lookup.key, lookup.version);
      if (!entry) {
        // One request makes the answer; those asking for it meanwhile wait for it rather than
        // all making it at once (after every write, or when an entry expires under load).
        const making = renders.get(lookup.key);
        if (making?.version === lookup.version) entry = await making.done;
      }
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
      reply.raw.writeHead(status, { ...headers, ...(status === 200 && { 'content-length': body.length }) });
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
      if (!entry) return identity ?? payload;
      const { status, headers, body } = await answer(request, lookup, entry);
      reply.code(status).headers(headers);
      return body;
    });

    /** The entry for an answer everyone may share: a 200 in JSON or HTML that sets no cookie. */
    function makeEntry(reply: FastifyReply, identity: Buffer): Entry | undefined {
      const shareable =
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie') &&
        /^(application\/json|text\/html)/.test(String(reply.getHeader('content-type')));
      if (!shareable) return undefined;
      return {
        storedAt: Date.now(),
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        headers: storedHeaders(reply),
        bodies: { identity },
      };
    }
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie'] },
);
