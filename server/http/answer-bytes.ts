import type { FastifyReply } from 'fastify';

/**
 * How a Response's body was framed on its way out. Once its bytes are in hand they go out whole,
 * and Fastify frames them with a Content-Length of its own; a streamed tRPC answer's
 * `Transfer-Encoding: chunked` kept beside it is two framings, which fetch refuses, strict proxies
 * answer 502 and request smuggling starts from (RFC 9112 §6.3).
 */
const FRAMING = new Set(['content-length', 'transfer-encoding']);

/**
 * The bytes of what a route sent, whatever form it sent them in, for the hooks that rework an
 * answer (splicing, the public cache). tRPC sends a fetch Response: its status and headers are
 * moved onto the reply, but for its framing, which Fastify writes for the bytes it finally sends.
 */
export async function answerBytes(reply: FastifyReply, payload: unknown): Promise<Buffer | undefined> {
  if (payload instanceof Response) {
    reply.code(payload.status);
    payload.headers.forEach((value, name) => {
      if (!FRAMING.has(name)) reply.header(name, value);
    });
    return Buffer.from(await payload.arrayBuffer());
  }
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : undefined;
}
