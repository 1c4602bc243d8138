import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { apiTokenThrottle } from '../modules/api-token/api-token.service';
import { apiTokenOf, bearerToken } from '../modules/auth/viewer';

/** What a read-only token may send. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Scripts' requests with `Authorization: Bearer <API token>` (docs/permissions.md), settled before
 * any route or the public cache sees them: an unknown, revoked or expired token is a 401, a
 * read-only token sending anything but a read is a 403, and each token is throttled on its own.
 * What is left acts as the token's member (auth/viewer.ts), for /api, /trpc and uploads alike.
 */
export const bearerTokens = fp(
  async (app: FastifyInstance, { orm }: { orm: MikroORM }) => {
    async function check(request: FastifyRequest) {
      const em = orm.em.fork();
      const token = await apiTokenOf(em, request);
      if (!token) throw unauthorized('API-nøglen er ugyldig, slettet eller udløbet');
      if (!token.canWrite && !READS.has(request.method)) {
        throw forbidden('API-nøglen må kun læse (GET og HEAD). Opret en nøgle, der også må skrive.');
      }
      await apiTokenThrottle.take(em, token.id);
    }
    // A callback rather than an async function: it runs for every request, and few carry a token.
    app.addHook('onRequest', (request, _reply, done) => {
      if (bearerToken(request) === undefined) return done();
      check(request).then(() => done(), done);
    });
  },
  { name: 'bearer-tokens' },
);
