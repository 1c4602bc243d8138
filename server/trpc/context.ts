import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from '../modules/mail/mailer';
import { loadViewer, type Viewer } from '../modules/auth/viewer';

export type Context = {
  em: EntityManager;
  config: Config;
  req: FastifyRequest;
  res: FastifyReply;
  viewer: Viewer | null;
  mailer: Mailer;
};

export function contextFactory(orm: MikroORM, config: Config, mailer: Mailer) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const em = orm.em.fork();
    return { em, config, req, res, viewer: await loadViewer(em, req, config), mailer };
  };
}
