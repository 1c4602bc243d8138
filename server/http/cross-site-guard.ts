import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { bearerToken } from '../modules/auth/viewer';
import { ONE_CLICK_PATH } from '../modules/subscription/subscription-routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing browser requests from other sites (docs/permissions.md). A request with neither
 * Origin nor Sec-Fetch-Site is not from a browser (a script, a server) and passes: SameSite=Lax
 * cookies already keep other sites' forms from carrying a session, this closes the rest. A request
 * with a Bearer token passes too: it acts as the token's member, never a cookie's, and a page on
 * another site can send one only if it holds the token (http/bearer-tokens.ts checks it).
 */
export const crossSiteGuard = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // A callback rather than an async function, as every request's hooks (docs/caching.md#what-every-request-pays).
    app.addHook('onRequest', (request, reply, done) => {
      // RFC 8058's one-click unsubscribe: the link's secret is its only credential, never a cookie.
      if (SAFE_METHODS.has(request.method) || bearerToken(request) !== undefined || request.url.startsWith(`${ONE_CLICK_PATH}?`)) return done();
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const foreignOrigin = origin !== undefined && !config.allowedOrigins.includes(origin);
      if (!foreignOrigin && fetchSite !== 'cross-site') return done();
      // Answered here: the rest of the request's hooks and its handler do not run.
      reply.code(403).send({ message: 'Forespørgsler fra andre websteder afvises' });
    });
  },
  { name: 'cross-site-guard' },
);
