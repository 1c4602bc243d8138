import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';

type RestApiOptions = Parameters<typeof fastifyTRPCOpenApiPlugin>[1];

/**
 * The REST API (trpc-to-openapi), with two corrections:
 * - Its Fastify handler calls `reply.send()` without waiting and then resolves with nothing. With
 *   any asynchronous onSend hook (compression, the public cache) the reply is still on its way at
 *   that moment, and Fastify took the empty result for a second, empty reply. Answering `reply`
 *   tells Fastify the handler sends its own.
 * - It answers HEAD with 204 whatever the path. HEAD is GET without the body (RFC 9110), so it is
 *   handled as the GET; Node leaves the body out of a response to a HEAD request by itself.
 */
export async function restApi(app: FastifyInstance, options: RestApiOptions) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (request, reply) {
      if (request.raw.method === 'HEAD') request.raw.method = 'GET';
      await handler.call(this, request, reply);
      return reply;
    };
  });
  await app.register(fastifyTRPCOpenApiPlugin, options);
}
