import type { MikroORM } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { rememberListsPerContentVersion } from './lib/list-query';
import type { RequestVersions } from './db/content-version';
import { splicedAnswerOf } from './http/spliced-answers';
import type { Mailer } from './lib/mailer';
import { loadViewer } from './modules/auth/viewer';
import type { RecordJsonCache } from './read-model/record-json';
import type { Context } from './trpc/trpc';

/** What each request's context is made from: the app's services, built once. */
export type ContextServices = { orm: MikroORM; config: Config; mailer: Mailer; versions: RequestVersions; recordJsonCache: RecordJsonCache };

export function contextFactory({ orm, config, mailer, versions, recordJsonCache }: ContextServices) {
  rememberListsPerContentVersion(orm, () => versions.current());
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const em = orm.em.fork();
    // A streamed tRPC answer (trpc-accept: application/jsonl) goes out as its procedures finish,
    // after the hook that splices has run: it takes records as values.
    const streamed = req.headers['trpc-accept'] === 'application/jsonl';
    const recordJson = streamed ? null : { cache: recordJsonCache, version: () => versions.of(req), answer: splicedAnswerOf(req) };
    return { em, config, req, res, viewer: await loadViewer(em, req, config), mailer, recordJson };
  };
}
