import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { API_ERROR_MESSAGES } from '../../http/api-errors';
import { bool } from '../../read-model/columns';
import { executeOn } from '../../lib/outbox/outbox';
import { createSpillestedFederation } from './federation';
import { negotiatesActivityJson, wantsActivityJson } from './negotiation';

/** The ActivityPub surface's own addresses: nothing else answers there. */
const FEDERATION_ROUTES = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*'];

const NOT_FOUND = { message: API_ERROR_MESSAGES.notFound };

/** Where Fedify has nothing (an unknown path, another actor, a members-only event), or nothing in the form asked for. */
const NOTHING = () => new Response(null, { status: 404 });

/**
 * Fastify's side of federation (docs/federation.md): it only forwards requests to Fedify's
 * `federation.fetch` and sends back its answer. The ActivityPub addresses are routes of their own;
 * an event's page answers `Accept: application/activity+json` with the event, before the public
 * cache is asked (so cached HTML never answers such a request). While federation is off in the
 * settings, every ActivityPub address answers 404 and event pages are pages.
 */
export const federationHttp = fp(
  async (app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) => {
    const federation = createSpillestedFederation(orm, config, app.log);
    const enabled = async () => {
      const [settings] = await executeOn(orm.em.fork())('select federation_enabled from site_settings', []);
      return settings !== undefined && bool(settings.federation_enabled);
    };

    async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const url = new URL(request.url, config.PUBLIC_URL);
      const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : undefined;
      const response = await federation.fetch(
        new Request(url, { method: request.method, headers: request.headers as Record<string, string>, body: body && new Uint8Array(body) }),
        { contextData: undefined, onNotFound: NOTHING, onNotAcceptable: NOTHING },
      );
      if (response.status === 404) return reply.code(404).send(NOT_FOUND);
      if (response.status === 401) app.log.warn({ url: request.url, ip: request.ip, signature: request.headers.signature?.toString().slice(0, 300) }, 'fediverse request refused: unsigned or badly signed');
      reply.code(response.status);
      response.headers.forEach((value, name) => reply.header(name, value));
      return reply.send(Buffer.from(await response.arrayBuffer()));
    }

    await app.register(async (scope) => {
      // An inbox's body is read as it came: Fedify checks its digest and signature over the bytes.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const answer = async (request: FastifyRequest, reply: FastifyReply) => ((await enabled()) ? forward(request, reply) : reply.code(404).send(NOT_FOUND));
      for (const url of FEDERATION_ROUTES) scope.route({ method: url === '/ap/*' ? ['GET', 'POST'] : ['GET'], url, handler: answer });
    });

    app.addHook('onRequest', async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsActivityJson(request.headers.accept)) return;
      if (!negotiatesActivityJson(request.url) || !(await enabled())) return;
      // A members-only event (or none) is a 404: to the fediverse it does not exist.
      return forward(request, reply);
    });
  },
  { name: 'federation' },
);
