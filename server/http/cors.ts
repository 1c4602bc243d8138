import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { bearerToken, sessionOf } from '../modules/auth/viewer';
import { FEEDS } from './feeds';

const READS = new Set(['GET', 'HEAD']);

const FEED_PATHS = FEEDS.map(({ path }) => new RegExp(`^${path.replaceAll('.', '\\.').replace(/\{\w+\}/g, '[^/]+')}$`));

/** The REST API and the feeds: what a page on another site may read. */
function readableElsewhere(request: FastifyRequest): boolean {
  // The REST adapter rewrites request.url to its own path; originalUrl is what was asked.
  const [path = ''] = request.originalUrl.split('?', 1);
  return /^\/api(\/|$)/.test(path) || FEED_PATHS.some((feed) => feed.test(path));
}

/** Headers another site's page may send with a read: none that carries who is asking (no Authorization). */
const ALLOWED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-language', 'if-none-match'];
/** Headers beyond the safelisted few a script on another site may read: revalidation and when to come back. */
const EXPOSED_HEADERS = 'ETag, Retry-After';
const PREFLIGHT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Adds names to the answer's Vary, keeping those already there. */
function vary(reply: FastifyReply, names: string[]): void {
  const present = String(reply.getHeader('vary') ?? '');
  const missing = names.filter((name) => !present.toLowerCase().includes(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [present, ...missing].filter(Boolean).join(', '));
}

/**
 * Cross-origin reads of what visitors see (docs/api.md): a page on any site may read the REST API
 * and the feeds with `fetch` as an anonymous visitor, so an anonymous GET or HEAD answers
 * `Access-Control-Allow-Origin: *`, never with credentials. An answer made for a live session or an
 * API token (a member's e-mails, their profile, members-only events) carries no CORS header, and
 * a preflight is answered for reads only: writes stay same-site (cross-site-guard.ts).
 *
 * Registered before the public cache, so a stored answer keeps the header: only anonymous reads
 * fill the cache, and those are exactly the ones that carry it.
 */
export const cors = fp(
  async (app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) => {
    // A callback rather than an async function, as every request's hooks (docs/caching.md#what-every-request-pays).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'OPTIONS' || request.headers.origin === undefined || !readableElsewhere(request)) return done();
      const method = request.headers['access-control-request-method'];
      const headers = (request.headers['access-control-request-headers'] ?? '').split(',').map((name) => name.trim().toLowerCase());
      // Any other preflight goes on to what the address answers an OPTIONS, without CORS headers: the browser then refuses.
      if (!method || !READS.has(method) || headers.some((name) => name && !ALLOWED_REQUEST_HEADERS.includes(name))) return done();
      // Answered here: the rest of the request's hooks and its handler do not run.
      reply
        .code(204)
        .headers({
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, HEAD',
          'access-control-allow-headers': ALLOWED_REQUEST_HEADERS.join(', '),
          'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
        })
        .send();
    });

    // The session lookups' own EntityManager, as the public cache's (http/public-cache.ts).
    const sessionLookups = orm.em.fork();
    app.addHook('onSend', async (request, reply, payload) => {
      if (!READS.has(request.method) || !readableElsewhere(request)) return payload;
      vary(reply, ['Authorization', 'Cookie']);
      if (bearerToken(request) !== undefined) return payload;
      // A lookup that failed (the database away) counts as a member's: the header is left out.
      const member = await sessionOf(() => sessionLookups, request, config).then(Boolean, () => true);
      if (!member) reply.headers({ 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS });
      return payload;
    });
  },
  { name: 'cors', dependencies: ['@fastify/cookie'] },
);
