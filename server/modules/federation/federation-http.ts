import { DriverException, type MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { isConnectionLost } from '../../db/connection-lost';
import { API_ERROR_MESSAGES, ThrottledError } from '../../errors';
import { bool } from '../../read-model/columns';
import { executeOn } from '../outbox/outbox';
import { isContextRefusal } from './document-loaders';
import { createSpillestedFederation, type RequestNotes } from './federation';
import { blockedServers, blockOf } from './federation-servers';
import { INBOX_BODY_LIMIT, inboxAddressThrottle, inboxServerThrottle, readInboxPost, signingServer } from './inbox-gate';
import { negotiatesActivityJson, wantsActivityJson } from './negotiation';

/** The ActivityPub surface's own addresses: nothing else answers there. */
const FEDERATION_ROUTES = ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*'];

const NOT_FOUND = { message: API_ERROR_MESSAGES.notFound };
const UNSIGNED = { message: 'Aktiviteten er ikke signeret' };
const NOT_VERIFIED = { message: 'Aktivitetens signatur kunne ikke efterprøves' };
const UNREADABLE = { message: 'Aktiviteten kunne ikke læses' };
const BLOCKED = { message: 'Serveren er blokeret' };

/** Where Fedify has nothing (an unknown path, another actor, a members-only event), or nothing in the form asked for. */
const NOTHING = () => new Response(null, { status: 404 });

/** An error's first line, short: a refusal is logged as one line whatever the error holds (a JSON-LD error holds the whole document). */
const reasonOf = (failure: unknown) => (failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)).split('\n')[0]!.slice(0, 200);

/**
 * Fastify's side of federation (docs/federation.md): it only forwards requests to Fedify's
 * `federation.fetch` and sends back its answer. The ActivityPub addresses are routes of their own;
 * an event's page answers `Accept: application/activity+json` with the event, before the public
 * cache is asked (so cached HTML never answers such a request). While federation is off in the
 * settings, every ActivityPub address answers 404 and event pages are pages.
 *
 * An inbox post is refused before Fedify reads it, most cheaply first: counted per client address,
 * refused unsigned, from a blocked server, counted per signing server, over INBOX_BODY_LIMIT, and
 * unless its body is a JSON object nested no deeper than 32 levels that names preloaded JSON-LD
 * contexts only and is signed inside by no other server's key (inbox-gate.ts). Each refusal of
 * something malformed or unsigned logs one short warning line.
 */
export const federationHttp = fp(
  async (app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) => {
    const federation = createSpillestedFederation(orm, config, app.log);
    const em = () => orm.em.fork();
    const enabled = async () => {
      const [settings] = await executeOn(em())('select federation_enabled from site_settings', []);
      return settings !== undefined && bool(settings.federation_enabled);
    };
    const refusedUnsigned = (request: FastifyRequest, reason = 'unsigned') =>
      app.log.warn({ url: request.url, ip: request.ip, reason, signature: request.headers.signature?.toString().slice(0, 300) }, 'fediverse request refused: unsigned or badly signed');
    const refusedMalformed = (request: FastifyRequest, reason: string) => app.log.warn({ url: request.url, ip: request.ip, reason }, 'fediverse activity refused: malformed');

    async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const url = new URL(request.url, config.PUBLIC_URL);
      const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : undefined;
      const notes: RequestNotes = {};
      let response: Response;
      try {
        response = await federation.fetch(
          new Request(url, { method: request.method, headers: request.headers as Record<string, string>, body: body && new Uint8Array(body) }),
          { contextData: notes, onNotFound: NOTHING, onNotAcceptable: NOTHING },
        );
      } catch (error) {
        if (body === undefined || error instanceof DriverException || isConnectionLost(error)) throw error;
        // Fedify reads the signer's key (or actor) with the contexts its document names, and lets a
        // refused one through as an error: a key it cannot read verifies nothing.
        if (isContextRefusal(error)) {
          refusedUnsigned(request, 'the signer names a JSON-LD context that is not preloaded');
          return reply.code(401).send(NOT_VERIFIED);
        }
        // Fedify's reading of an activity throws on some malformed ones (a date that is a node: a
        // TypeError in its vocabulary) rather than answering 400.
        refusedMalformed(request, reasonOf(error));
        return reply.code(400).send(UNREADABLE);
      }
      if (notes.failure instanceof ThrottledError) throw notes.failure;
      if (response.status === 404) return reply.code(404).send(NOT_FOUND);
      if (response.status === 401) refusedUnsigned(request, notes.unverified ?? 'signature not verified');
      else if (response.status === 400) refusedMalformed(request, reasonOf(notes.failure ?? (await response.clone().text())));
      else if (response.status >= 500) app.log.error({ err: notes.failure, url: request.url }, 'fediverse inbox failed');
      reply.code(response.status);
      response.headers.forEach((value, name) => reply.header(name, value));
      return reply.send(Buffer.from(await response.arrayBuffer()));
    }

    /** Before the body is read: a refusal here costs no more than the headers did. */
    async function beforeInboxBody(request: FastifyRequest, reply: FastifyReply) {
      if (!(await enabled())) return reply.code(404).send(NOT_FOUND);
      await inboxAddressThrottle.take(em(), request.ip);
      const signer = signingServer(request.headers);
      if (signer === undefined) {
        refusedUnsigned(request);
        return reply.code(401).send(UNSIGNED);
      }
      if (blockOf(signer, await blockedServers(executeOn(em())))) return reply.code(403).send(BLOCKED);
      await inboxServerThrottle.take(em(), signer);
    }

    async function inbox(request: FastifyRequest, reply: FastifyReply) {
      // The signer is there: the request was refused before its body otherwise.
      const post = readInboxPost(request.body, signingServer(request.headers)!);
      if (post.refused !== undefined) {
        refusedMalformed(request, post.refused);
        return reply.code(400).send(UNREADABLE);
      }
      if (post.actorServer && blockOf(post.actorServer, await blockedServers(executeOn(em())))) return reply.code(403).send(BLOCKED);
      return forward(request, reply);
    }

    await app.register(async (scope) => {
      // An inbox's body is read as it came: Fedify checks its digest and signature over the bytes.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const answer = async (request: FastifyRequest, reply: FastifyReply) => ((await enabled()) ? forward(request, reply) : reply.code(404).send(NOT_FOUND));
      for (const url of FEDERATION_ROUTES) scope.get(url, answer);
      // What is posted is an activity for an inbox; Fedify answers 404 at any other address.
      scope.post('/ap/*', { bodyLimit: INBOX_BODY_LIMIT, onRequest: beforeInboxBody }, inbox);
    });

    // A callback rather than an async function: it runs for every request, and concerns few.
    app.addHook('onRequest', (request, reply, done) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsActivityJson(request.headers.accept) || !negotiatesActivityJson(request.url)) {
        return done();
      }
      enabled().then(async (on) => {
        if (!on) return done();
        // The page's answer depends on Accept whatever it is: a cache must not give a browser the 404 below.
        reply.header('vary', 'Accept');
        // A members-only event (or none) is a 404: to the fediverse it does not exist. Answered here:
        // the rest of the request's hooks and its handler do not run.
        await forward(request, reply);
      }, done).catch(done);
    });
  },
  { name: 'federation' },
);
