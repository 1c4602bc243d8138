import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_MESSAGES, DomainError, ThrottledError } from '../errors';
import { jsonDepth, MAX_JSON_DEPTH } from '../lib/json-depth';

/**
 * Fastify's `clientErrorHandler`: what the server answers a request Node's HTTP parser refused
 * before any route saw it (an address or headers over 16 kB, a request too slow to arrive, bytes
 * that are no HTTP), as `{ message }` in Danish like every other error.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, API_ERROR_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, API_ERROR_MESSAGES.timeout]
        : [400, API_ERROR_MESSAGES.malformed];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** trpc-to-openapi answers some errors itself, in English and by tRPC code; these are ours. */
const BY_TRPC_CODE: Record<string, string> = {
  PARSE_ERROR: API_ERROR_MESSAGES.badJson,
  PAYLOAD_TOO_LARGE: API_ERROR_MESSAGES.tooLarge,
  UNSUPPORTED_MEDIA_TYPE: API_ERROR_MESSAGES.mediaType,
};

// originalUrl: the REST adapter rewrites request.url without its /api prefix.
const isApi = (request: FastifyRequest) => /^\/api(\/|\?|$)/.test(request.originalUrl);
const isTrpc = (request: FastifyRequest) => /^\/trpc(\/|\?|$)/.test(request.originalUrl);

/** tRPC's code for each status this server may answer a /trpc request with before tRPC reads it. */
const TRPC_CODES: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * A /trpc error in tRPC's shape, which tRPC clients read, also when the request was refused before
 * tRPC saw it (from another site, a body too large or not JSON, no procedure named): its
 * `{ message }` is put in it. tRPC's own answer about a whole request (a batch over the limit, a
 * stream not batched) is JSON that it labels text/plain.
 */
function trpcShaped(reply: FastifyReply, payload: unknown): unknown {
  if (payload instanceof Response) {
    if (payload.status >= 400 && payload.headers.get('content-type')?.startsWith('text/plain')) payload.headers.set('content-type', 'application/json');
    return payload;
  }
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  let message: unknown;
  try {
    ({ message } = JSON.parse(payload));
  } catch {
    return payload;
  }
  if (typeof message !== 'string') return payload;
  const code = TRPC_CODES[reply.statusCode] ?? (reply.statusCode >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  return JSON.stringify({ error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: reply.statusCode } } });
}

/** `{ message, code, issues, data }` from trpc-to-openapi → `{ message }`, Danish, the first issue first. */
function reshape(body: { message?: string; code?: string; issues?: { message: string }[] }): { message: string } {
  const issue = body.issues?.[0]?.message;
  if (issue) return { message: issue };
  if (body.code && BY_TRPC_CODE[body.code]) return { message: BY_TRPC_CODE[body.code]! };
  if (body.code === 'NOT_FOUND' && body.message === 'Not found') return { message: API_ERROR_MESSAGES.notFound };
  return { message: body.message ?? API_ERROR_MESSAGES.internal };
}

function messageFor(error: FastifyError, status: number): string {
  if (status === 413) return API_ERROR_MESSAGES.tooLarge;
  if (status === 415) return API_ERROR_MESSAGES.mediaType;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return API_ERROR_MESSAGES.badJson;
  return error.message;
}

/**
 * Every error the server sends is `{ "message": string }` with a fitting status and never a stack
 * (docs/api.md): body parsing, unknown /api paths and the REST adapter's own answers included.
 * /trpc's are in tRPC's shape, with the same messages.
 */
export const apiErrors = fp(
  async (app: FastifyInstance) => {
    // Clients send `Content-Type: application/json` with no body on DELETE, approve and log-out.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (!text.trim()) return done(null, undefined);
      if (jsonDepth(text) > MAX_JSON_DEPTH) {
        return done(Object.assign(new Error(API_ERROR_MESSAGES.tooDeep), { statusCode: 400 }), undefined);
      }
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error(API_ERROR_MESSAGES.badJson), { statusCode: 400 }), undefined);
      }
    });

    // A bodyless POST from curl or a script carries no content type; it means "no input".
    app.addHook('onRequest', async (request) => {
      if (!isApi(request) || request.method === 'GET' || request.method === 'HEAD') return;
      const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
      if (!request.headers['content-type'] && !hasBody) {
        request.headers['content-type'] = 'application/json';
      }
    });

    app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
      if (isTrpc(request)) return trpcShaped(reply, payload);
      if (!isApi(request) || reply.statusCode < 400 || typeof payload !== 'string') return payload;
      try {
        return JSON.stringify(reshape(JSON.parse(payload)));
      } catch {
        return JSON.stringify({ message: payload });
      }
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Plain Fastify routes (uploads) raise the domain's errors directly.
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof DomainError) return reply.code(error.status).type('application/json').send({ message: error.message });
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.code(500).type('application/json').send({ message: API_ERROR_MESSAGES.internal });
      }
      return reply.code(status).type('application/json').send({ message: messageFor(error, status) });
    });
  },
  { name: 'api-errors' },
);
