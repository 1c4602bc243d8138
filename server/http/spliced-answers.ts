import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SplicedJson } from '../lib/spliced-json';
import { answerBytes } from './answer-bytes';

const answers = new WeakMap<FastifyRequest, SplicedJson>();

/** The answer a REST or tRPC request is making, into which records made beforehand are spliced. */
export function splicedAnswerOf(request: FastifyRequest): SplicedJson {
  let answer = answers.get(request);
  if (!answer) answers.set(request, (answer = new SplicedJson()));
  return answer;
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
      const bytes = await answerBytes(reply, payload);
      return bytes ? answer.splice(bytes.toString()) : payload;
    });
  },
  { name: 'spliced-answers' },
);
