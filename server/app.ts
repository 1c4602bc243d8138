import type { ServerOptions } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { MikroORM } from '@mikro-orm/core';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { TRPC_MAX_BATCH_SIZE } from '../shared/constants';
import type { Config, TrustedProxies } from './config';
import { noteDatabaseError } from './db/connection-lost';
import { contentVersionSource, RequestVersions } from './db/content-version';
import { apiDocs } from './http/api-docs';
import { answerClientError, apiErrors } from './http/api-errors';
import { bearerTokens } from './http/bearer-tokens';
import { cors } from './http/cors';
import { crossSiteGuard } from './http/cross-site-guard';
import { embed } from './http/embed';
import { feeds } from './http/feeds';
import { health } from './http/health';
import { images } from './http/images';
import { buildOpenApiDocument } from './http/openapi-document';
import type { PageRenderer } from './http/page-renderer';
import { pages } from './http/pages';
import { PER_REQUEST_BROTLI_PARAMS, publicCache, readsContent } from './http/public-cache';
import { restApi } from './http/rest-api';
import { securityHeaders } from './http/security-headers';
import { siteIdentity } from './http/site-identity';
import { splicedAnswers } from './http/spliced-answers';
import { trpcBodyGuard } from './http/trpc-body-guard';
import { uploads } from './http/uploads';
import { mayHoldSession } from './modules/auth/session-cookie';
import { shiftCalendarFeed } from './modules/shift/shift-calendar';
import { shiftExport } from './modules/shift/shift-export';
import { doorReportExport } from './modules/door/door-report';
import { shiftHoursExport } from './modules/shift/shift-hours';
import { shiftReminders } from './modules/shift/shift-reminders';
import { holdExpiry } from './modules/hold/hold-expiry';
import { reservationExpiry } from './modules/reservation/reservation-expiry';
import { createMailer } from './lib/mailer';
import { federationHttp } from './modules/federation/federation-http';
import { registerFederationOutbox } from './modules/federation/federation-outbox';
import { startFederationSender } from './modules/federation/federation-sender';
import { getSettings } from './modules/settings/settings.service';
import { registerWebhookOutbox } from './modules/webhook/webhook-outbox';
import { startWebhookSender } from './modules/webhook/webhook-sender';
import { startDigestJob } from './modules/digest/digest.service';
import { languageChoice } from './http/language-choice';
import { registerProgrammeChanges } from './modules/digest/programme-changes';
import { startSubscriberMailSender } from './modules/digest/subscriber-mail-sender';
import { ACCEPTED_PROCEDURES } from './modules/subscription/subscription.router';
import { subscriptionRoutes } from './modules/subscription/subscription-routes';
import { offerContractRoutes } from './modules/offer/offer-contract';
import { RecordJsonCache } from './read-model/record-json';
import { contextFactory } from './context';
import { appRouter } from './router';

export type AppOptions = {
  config: Config;
  orm: MikroORM;
  logger?: FastifyServerOptions['logger'];
  /** Where pages come from (the build, or Vite in development); absent in API-only tests. */
  pages?: PageRenderer;
};

/** Headers are at most 16 kB: even a phone on a poor line sends them in a few seconds. */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * How long a request may take to arrive (Fastify turns Node's limit for the body off): without a
 * limit, a body sent a byte at a time holds its connection (and an upload's file) for ever. Node
 * looks for late requests every connectionsCheckingInterval (30 s unless told): a tenth of the limit
 * keeps the time a late request really gets within 10 % of the limit.
 */
function requestTimeouts(config: Config): Pick<FastifyServerOptions, 'requestTimeout'> & { http: ServerOptions } {
  const requestMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout: requestMs,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestMs), connectionsCheckingInterval: Math.ceil(requestMs / 10) },
  };
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A number of hops goes as a function of the hop's place: Fastify
 * 5.12 trusts no hop at all for a bare number, so every client would count as the proxy's address.
 * `true` is never passed: it trusts every hop, and the client would be whatever it wrote leftmost.
 */
function trustProxy(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

/** Builds the whole server without listening: main.ts listens, tests use inject(). */
export async function buildApp({ config, orm, logger, pages: renderer }: AppOptions) {
  const app = Fastify({
    // process.stdout, which Linux writes synchronously, rather than pino's buffered stream: the
    // first admin's password, printed last at start (main.ts), stays below the lines before it.
    logger: logger ?? { level: config.LOG_LEVEL, stream: process.stdout },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(config.TRUST_PROXY),
    ...requestTimeouts(config),
    // A /trpc batch names its procedures in one path segment ("venues.list,events.list,…").
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // One line per request, and only at debug: at info the terminal keeps what matters (start-up,
    // warnings, errors, the first admin's password).
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: answerClientError,
    // Fastify gives each plugin 10 s to start; Vite's dev server (the pages plugin in development)
    // took longer than that on a busy 2-core machine, and the server then refused to start at all.
    pluginTimeout: 60_000,
  });
  // Only at debug, where the line is written: a hook that does nothing still costs every request.
  if (['debug', 'trace'].includes(app.log.level)) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    });
  }
  // Each message is signed with the association's settings as they are when it goes.
  const mailer = createMailer(config, app.log, { site: () => getSettings(orm.em.fork(), config.PUBLIC_URL) });
  // Closing waits (briefly) for mail still on its way, so a restart does not swallow it.
  app.addHook('onClose', () => mailer.close());
  registerWebhookOutbox(orm, config.PUBLIC_URL);
  // Closing waits for a round of webhook deliveries under way (each at most 10 s).
  const stopWebhookSender = startWebhookSender(orm, config, app.log);
  app.addHook('onClose', stopWebhookSender);
  // The fediverse's activities go the same way: written with the change, sent afterwards.
  registerFederationOutbox(orm, config.PUBLIC_URL);
  const stopFederationSender = startFederationSender(orm, config, app.log);
  app.addHook('onClose', stopFederationSender);
  // Subscriber mail goes like the webhooks: an outbox, one sender at a time, MAIL_RATE_PER_MINUTE.
  registerProgrammeChanges(orm);
  const stopSubscriberMail = startSubscriberMailSender(orm, config, mailer, app.log);
  const stopDigestJob = startDigestJob(orm, app.log);
  // The digest job writes mail for the sender: it stops first.
  app.addHook('onClose', async () => {
    await stopDigestJob();
    await stopSubscriberMail();
  });
  const onError = ({ error, path, req }: { error: { code: string }; path?: string; req: object }) => {
    noteDatabaseError(req, error);
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
  };

  const versionSource = await contentVersionSource(orm, config.DATABASE_URL, app.log);
  app.addHook('onClose', () => versionSource.close());
  const versions = new RequestVersions(versionSource);
  const createContext = contextFactory({ orm, config, mailer, versions, recordJsonCache: new RecordJsonCache() });
  // A visitor's read of content asks for the content version as it arrives, so where the number
  // has to wait for the database (SQLite while a write's transaction is open, PostgreSQL while an
  // instance is not told it) the hooks before the public cache's lookup run meanwhile. A request
  // with a session cookie (a member's) asks once its session is known. A callback rather than an
  // async function: it runs for every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!mayHoldSession(request, config) && readsContent(request)) void versions.of(request);
    done();
  });

  await app.register(apiErrors);
  await app.register(crossSiteGuard, { config });
  await app.register(bearerTokens, { orm });
  await app.register(securityHeaders, { config });
  await app.register(fastifyCookie);
  await app.register(languageChoice, { config });
  await app.register(cors, { orm, config });
  await app.register(splicedAnswers);
  // JSON and HTML shrink to a twentieth (a list repeats its artists for every concert); pictures
  // are WebP already, built assets are compressed at build time and the public cache stores its
  // answers compressed, and all three say so in Content-Encoding, which this plugin leaves alone.
  // An answer up to 512 kB (a member's list of 100 events is 285 kB) is compressed in one call, not
  // streamed through the thread pool: that halved a member's CPU per compressed list (5.3 to 2.6 ms),
  // mostly garbage collection set off by an encoder per answer that lives on until its stream ends.
  // It holds the event loop for about 1 ms per 250 kB at quality 4.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 512 * 1024,
    brotliOptions: { params: PER_REQUEST_BROTLI_PARAMS },
  });
  // Before the public cache: an event page asked for as ActivityPub is answered here, never from cached HTML.
  await app.register(federationHttp, { orm, config });
  await app.register(publicCache, { versions, config, orm });

  await app.register(health, { orm });

  await app.register(trpcBodyGuard);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: appRouter, createContext, onError, maxBatchSize: TRPC_MAX_BATCH_SIZE },
  });
  await app.register(images, { orm });
  await app.register(feeds, { orm, config });
  await app.register(shiftCalendarFeed, { orm, config });
  await app.register(shiftExport, { orm, config });
  await app.register(doorReportExport, { orm, config });
  await app.register(shiftHoursExport, { orm, config });
  await app.register(shiftReminders, { orm, config, mailer });
  await app.register(holdExpiry, { orm, config, mailer });
  await app.register(reservationExpiry, { orm, config, mailer });
  await app.register(embed, { orm, config });
  await app.register(siteIdentity, { orm, config });
  await app.register(uploads, { orm, config });
  await app.register(apiDocs, { document: buildOpenApiDocument });
  await app.register(subscriptionRoutes, { orm, config });
  await app.register(offerContractRoutes, { orm, config });
  await app.register(restApi, {
    basePath: '/api',
    router: appRouter,
    createContext,
    onError,
    responseMeta: ({ paths, errors }) => (errors.length === 0 && paths?.length === 1 && ACCEPTED_PROCEDURES.has(paths[0]!) ? { status: 202 } : {}),
  });
  await app.register(pages, { config, createContext, renderer });

  return app;
}
