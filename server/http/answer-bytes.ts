import type { FastifyReply } from 'fastify';

/**
 * The bytes of what a route sent, whatever form it sent them in, for the hooks that rework an
 * answer (splicing, the public cache). tRPC sends a fetch Response: its status and headers are
 * moved onto the reply, but for the length, which Fastify counts again for the bytes it finally sends.
 */
export async function answerBytes(reply: FastifyReply, payload: unknown): Promise<Buffer | undefined> {
  if (payload instanceof Response) {
    reply.code(payload.status);
    payload.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    return Buffer.from(await payload.arrayBuffer());
  }
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : undefined;
}
