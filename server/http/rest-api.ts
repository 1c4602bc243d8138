import type { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';

type RestApiOptions = Parameters<typeof fastifyTRPCOpenApiPlugin>[1];

/** Where tRPC listens for a client that goes away during a call, to abort the call's signal. */
const abortEvents = (request: FastifyRequest, reply: FastifyReply): [EventEmitter, string][] => [
  [reply.raw, 'close'],
  [request.raw, 'aborted'],
];

/**
 * The REST API (trpc-to-openapi), with three corrections:
 * - Its Fastify handler calls `reply.send()` without waiting and then resolves with nothing. With
 *   any asynchronous onSend hook (compression, the public cache) the reply is still on its way at
 *   that moment, and Fastify took the empty result for a second, empty reply. Answering `reply`
 *   tells Fastify the handler sends its own.
 * - It answers HEAD with 204 whatever the path. HEAD is GET without the body (RFC 9110), so it is
 *   handled as the GET; Node leaves the body out of a response to a HEAD request by itself.
 * - tRPC's listener that aborts the call's signal when the client goes away stays after the call
 *   has answered, and aborted the signal at every response's close: a DOMException with its stack
 *   and an abort event, 35–50 µs of every call. Once the call has answered nothing reads its
 *   signal, and the listener goes.
 */
export async function restApi(app: FastifyInstance, options: RestApiOptions) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (request, reply) {
      if (request.raw.method === 'HEAD') request.raw.method = 'GET';
      const events = abortEvents(request, reply);
      const before = events.map(([emitter, event]) => new Set(emitter.listeners(event)));
      await handler.call(this, request, reply);
      events.forEach(([emitter, event], index) => {
        for (const listener of emitter.listeners(event)) {
          if (listener.name === 'onAbort' && !before[index]!.has(listener)) emitter.removeListener(event, listener as () => void);
        }
      });
      return reply;
    };
  });
  await app.register(fastifyTRPCOpenApiPlugin, options);
}
