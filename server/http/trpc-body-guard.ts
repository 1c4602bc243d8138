import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES } from '../errors';

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * /trpc takes JSON only. tRPC's adapter would also read form data, whole and outside Fastify's
 * body limit, before any check: anything but JSON is refused before a byte of it is read.
 */
export const trpcBodyGuard = fp(
  async (app: FastifyInstance) => {
    // A callback rather than an async function, as every request's hooks (docs/caching.md#what-every-request-pays).
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/trpc/') || request.method === 'GET' || request.method === 'HEAD') return done();
      const type = request.headers['content-type'];
      const json = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
      if (json || (type === undefined && !hasBody(request))) return done();
      // Answered here: the rest of the request's hooks and its handler do not run.
      reply.code(415).header('connection', 'close').send({ message: API_ERROR_MESSAGES.mediaType });
    });
  },
  { name: 'trpc-body-guard' },
);
