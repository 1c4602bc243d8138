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
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || bearerToken(request) !== undefined) return;
      // RFC 8058's one-click unsubscribe: the link's secret is its only credential, never a cookie.
      if (request.url.startsWith(`${ONE_CLICK_PATH}?`)) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const foreignOrigin = origin !== undefined && !config.allowedOrigins.includes(origin);
      if (foreignOrigin || fetchSite === 'cross-site') {
        return reply.code(403).send({ message: 'Forespørgsler fra andre websteder afvises' });
      }
    });
  },
  { name: 'cross-site-guard' },
);
