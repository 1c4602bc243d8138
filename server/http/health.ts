import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_READY = 'Databasen svarer ikke';
const MIGRATIONS_PENDING = 'Databasen mangler migreringer';

/**
 * `/healthz`: the process answers (a load balancer restarts it when not). `/readyz`: it can serve,
 * because its database answers and is migrated; 503 with the reason while not, so traffic goes
 * elsewhere until it is.
 */
export const health = fp(
  async (app: FastifyInstance, { orm }: { orm: MikroORM }) => {
    app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await orm.em.getConnection().execute('select 1');
        if ((await orm.migrator.getPending()).length > 0) return reply.code(503).send({ message: MIGRATIONS_PENDING });
      } catch {
        return reply.code(503).send({ message: NOT_READY });
      }
      return { status: 'ok' };
    });
  },
  { name: 'health' },
);
