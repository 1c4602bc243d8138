import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES } from './api-errors';

/**
 * Serves the built React client: hashed assets cached for a year, index.html revalidated, and
 * index.html for every other GET so deep links such as /admin/venues/3/edit load the app.
 */
export const clientApp = fp(
  async (app: FastifyInstance, { root }: { root: string }) => {
    const hasBuild = existsSync(join(root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, path) {
          const hashed = path.startsWith(join(root, 'assets'));
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = request.method === 'GET' && !/^\/(api|trpc)(\/|$)/.test(request.url);
      if (isPage && hasBuild) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ message: API_ERROR_MESSAGES.notFound });
    });
  },
  { name: 'client-app' },
);
