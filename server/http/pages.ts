import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import fastifyMultipart from '@fastify/multipart';
import { unstable_localLink } from '@trpc/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { noteDatabaseError } from '../db/connection-lost';
import type { Context } from '../trpc/trpc';
import { appRouter } from '../router';
import type { PostedForm } from '../../shared/posted-form';
import { API_ERROR_MESSAGES } from '../errors';
import { negotiatesActivityJson } from '../modules/federation/negotiation';
import { WorkQueue } from '../lib/work-queue';
import { answerFormPost, isFormPost } from './form-posts';
import { OUTAGE_RETRY_AFTER_SECONDS, unavailablePage } from './health';
import type { PageRenderer } from './page-renderer';
import { contentSecurityPolicy, isDoorPage } from './security-headers';

type PagesOptions = {
  config: Config;
  createContext: (options: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;
  /** Absent in API-only tests: then every unknown path is a JSON 404. */
  renderer?: PageRenderer;
};

const TOO_SLOW_MESSAGE = 'Siden tager for lang tid at lave lige nu. Prøv igen om lidt.';

/**
 * What `work` gives, or undefined once `ms` have passed. Its visitor gets an answer then; the
 * render itself goes on until its loaders return, and is thrown away. The real bound is that every
 * page reads a bounded amount (docs/content.md), so a render is small and this is a safety net.
 */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pages rendered at once. A render is mostly CPU, so more at a time than the machine has cores
 * (twice, for loaders waiting on PostgreSQL) finish no sooner, and each holds its loaders' data and
 * its React tree until done: 64 unique pages at once took the server 100 MB over this bound
 * (docs/deploy.md#memory). The rest wait their turn within the page's deadline.
 */
const renders = new WorkQueue(2 * availableParallelism());

const isPagePath = (url: string) => !/^\/(api|trpc|images)(\/|$)/.test(url);

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: API_ERROR_MESSAGES.notFound });

type SendPage = (request: FastifyRequest, reply: FastifyReply, posted?: { page: PostedForm; status: number }) => Promise<FastifyReply>;

/** Far more than the auth forms' fields ever fill. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * A form sent before the page's scripts ran: the forms say method="post", so what was typed (a
 * password) never lands in the address, history or logs. The auth screens' forms are answered here
 * as their scripts would have sent them (form-posts.ts): onwards when taken, else their page again
 * with what was typed and each refusal at its field. Any other page comes back, now with its
 * scripts, to send the form properly. Encapsulated, so /api still refuses a form body as the wrong type.
 */
async function formsSentEarly(
  app: FastifyInstance,
  { sendPage, createContext }: { sendPage: SendPage; createContext: PagesOptions['createContext'] },
) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Registration sends its picture with the form; parts are read by form-posts.ts, or not at all.
  await app.register(fastifyMultipart);
  app.post('/*', async (request, reply) => {
    if (!isPagePath(request.url)) return notFound(reply);
    if (!isFormPost(request.url)) return reply.redirect(request.url, 303);
    const answer = await answerFormPost(request, await createContext({ req: request, res: reply }));
    return 'to' in answer ? reply.redirect(answer.to, 303) : sendPage(request, reply, answer);
  });
}

/**
 * Every GET no other route claims is a page: the router renders it on the server with the
 * request's own viewer, and its status is the page's (404 for an unknown path or record, a
 * redirect for a guard that sends the visitor elsewhere). Pages are a route rather than the
 * not-found handler so that compression and the public cache treat them like every other answer.
 */
export const pages = fp(
  async (app: FastifyInstance, { config, createContext, renderer }: PagesOptions) => {
    app.setNotFoundHandler(async (_request, reply) => notFound(reply));
    if (!renderer) return;
    await renderer.register(app);

    const sendPage: SendPage = async (request, reply, posted) => {
      const { renderPage, manifest } = await renderer.load();
      const nonce = randomBytes(16).toString('base64');
      const context = await createContext({ req: request, res: reply });
      // A fresh unit of work per call: loaders run in parallel and must not share one identity map.
      // Loaders take records as values, not as JSON text. Without a transformer the link copies
      // every answer through JSON.stringify and JSON.parse; the outputs are plain JSON values
      // already (dates are ISO strings), and the copy cost 1-2 ms of a page of 100 events. The
      // router has no transformer, so tRPC's types refuse one here; the link only asks whether
      // one is given.
      const link = unstable_localLink({
        router: appRouter,
        transformer: { serialize: (value: unknown) => value, deserialize: (value: unknown) => value } as never,
        createContext: async () => ({ ...context, em: context.em.fork(), recordJson: null }),
        onError: ({ error, path }) => {
          noteDatabaseError(request, error);
          if (error.code === 'INTERNAL_SERVER_ERROR') request.log.error({ err: error, path }, 'procedure failed');
        },
      });
      const queued = performance.now();
      const deadlineMs = config.PAGE_DEADLINE_SECONDS * 1000;
      const render = () =>
        renderPage({
          request: new Request(new URL(request.url, config.PUBLIC_URL), { headers: request.headers as HeadersInit }),
          link,
          siteUrl: new URL(config.PUBLIC_URL).origin,
          nonce,
          manifest,
          postedForm: posted?.page,
        });
      // A render whose visitor has had the 503 by the time its turn comes is not started.
      const response = await withinDeadline(
        renders.run(async () => (performance.now() - queued < deadlineMs ? render() : undefined)),
        deadlineMs,
      );
      if (!response) {
        request.log.warn({ url: request.url, seconds: config.PAGE_DEADLINE_SECONDS }, 'page not rendered within its deadline');
        return reply
          .code(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(unavailablePage(TOO_SLOW_MESSAGE));
      }
      reply.code(posted?.status ?? response.status);
      response.headers.forEach((value, name) => reply.header(name, value));
      // The page carries the viewer's own data (the header, members-only events): never shared. An
      // answer to a form holds what was typed: not even kept.
      reply.header('cache-control', posted ? 'no-store' : 'private, no-cache');
      // An event's page is also its ActivityPub object, by Accept (docs/federation.md).
      reply.header('vary', negotiatesActivityJson(request.url) ? 'cookie, accept-encoding, accept' : 'cookie, accept-encoding');
      reply.header('content-security-policy', contentSecurityPolicy({ publicUrl: config.PUBLIC_URL, nonce, development: config.NODE_ENV === 'development', door: isDoorPage(request.url) }));
      return reply.send(await response.text());
    };

    app.get('/*', async (request, reply) => (isPagePath(request.url) ? sendPage(request, reply) : notFound(reply)));
    await app.register(formsSentEarly, { sendPage, createContext });
  },
  { name: 'pages' },
);
