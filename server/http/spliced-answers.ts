import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SplicedJson } from '../lib/spliced-json';

const answers = new WeakMap<FastifyRequest, SplicedJson>();

/** The answer a REST or tRPC request is making, into which records made beforehand are spliced. */
export function splicedAnswerOf(request: FastifyRequest): SplicedJson {
  let answer = answers.get(request);
  if (!answer) answers.set(request, (answer = new SplicedJson()));
  return answer;
}

/** The text of what the route sent: trpc-to-openapi sends a string, tRPC a fetch Response. */
async function answerText(reply: FastifyReply, payload: unknown): Promise<string | undefined> {
  if (typeof payload === 'string') return payload;
  if (!(payload instanceof Response)) return undefined;
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    // The spliced answer is longer than the one the length was counted for.
    if (name !== 'content-length') reply.header(name, value);
  });
  return payload.text();
}

/**
 * Puts the records' JSON where their stand-ins were serialized (server/lib/spliced-json.ts),
 * before anything else reads the answer's bytes: registered ahead of compression and the public
 * cache, which then see the whole answer.
 */
export const splicedAnswers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const answer = answers.get(request);
      if (!answer || answer.empty) return payload;
      const text = await answerText(reply, payload);
      return text === undefined ? payload : answer.splice(text);
    });
  },
  { name: 'spliced-answers' },
);
