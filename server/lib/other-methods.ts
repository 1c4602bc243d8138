import type { FastifyInstance, HTTPMethods } from 'fastify';
import { API_ERROR_MESSAGES } from '../errors';

const METHODS_WITH_BODY: HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods with a body that a plain route under /api does not take, answered as the unknown call
 * they are (404). Without this a file sent with the wrong method would reach the REST routes, which
 * read JSON only, and be refused as the wrong type (415): the address is what is wrong.
 */
export function refuseOtherMethods(app: FastifyInstance, url: string, taken: readonly HTTPMethods[]): void {
  const others = METHODS_WITH_BODY.filter((method) => !taken.includes(method));
  if (others.length === 0) return;
  app.route({ method: others, url, handler: async (_request, reply) => reply.code(404).send({ message: API_ERROR_MESSAGES.notFound }) });
}
