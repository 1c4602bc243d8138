import { type EntityManager, ForeignKeyConstraintViolationException, NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z, ZodError, type ZodType } from 'zod';
import { onFirstUse } from '../../shared/on-first-use';
import type { Permission } from '../../shared/constants';
import type { Config } from '../config';
import { isDatabaseBusy } from '../db/connection-lost';
import { API_ERROR_MESSAGES, BUSY_RETRY_AFTER_SECONDS, DomainError, ThrottledError } from '../errors';
import { requireActiveMember, requirePermission, requireSession, requireViewer, type Viewer } from '../lib/viewer';
import type { Mailer } from '../lib/mailer';
import { isSplicedList } from '../lib/spliced-json';
import type { RecordJson } from '../read-model/record-json';

/** What every procedure is given; each request's is made by server/context.ts. */
export type Context = {
  em: EntityManager;
  config: Config;
  req: FastifyRequest;
  res: FastifyReply;
  viewer: Viewer | null;
  mailer: Mailer;
  /** Records as JSON made beforehand, for answers sent as JSON; null for pages rendered in-process, whose loaders need values. */
  recordJson: RecordJson | null;
};

/** A procedure's meta: its REST call, and whether its answer is its audience's (audienceProcedure). */
export type ProcedureMeta = OpenApiMeta & { audience?: true };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Stack traces never leave the server, in any environment.
    isDev: false,
    errorFormatter({ shape, error }) {
      const issue = error.cause instanceof ZodError ? error.cause.issues[0] : undefined;
      if (issue) return { ...shape, message: issue.message };
      // An input that is no JSON: JSON.parse's English message would name a position in it.
      if (error.cause instanceof SyntaxError) return { ...shape, message: API_ERROR_MESSAGES.badJson };
      if (error.code === 'INTERNAL_SERVER_ERROR') return { ...shape, message: 'Der opstod en uventet fejl' };
      return shape;
    },
  });

export const router = t.router;

/**
 * A schema's check through the parser zod generates for it (`z.compile`), built the first time it
 * runs: three times faster than zod's interpreter on a hundred events, with the same answer, the
 * same unknown keys dropped and the same issues.
 */
export function checkWith<Schema extends ZodType>(schema: Schema): (value: unknown) => z.output<Schema> {
  const parser = onFirstUse(() => z.compile(schema));
  return (value) => parser().parse(value);
}

/**
 * An output schema for `.output()`, checked by `checkWith`. tRPC calls parseAsync, so that is
 * where it goes; the schema itself stays as it is for the OpenAPI document. No output schema
 * refines asynchronously. A list whose records are stand-ins for JSON made beforehand
 * (server/read-model/record-json.ts) had each record checked when its JSON was made: here only
 * the rest of the list is.
 */
export function compiled<Schema extends ZodType>(schema: Schema): Schema {
  const check = checkWith(schema);
  const parseAsync = async (value: unknown) => (isSplicedList(value) ? (check({ ...value, records: [] }), value) : check(value));
  return Object.assign(schema, { parseAsync });
}

const DOMAIN_CODES = {
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  forbidden: 'FORBIDDEN',
  unauthorized: 'UNAUTHORIZED',
  invalid: 'BAD_REQUEST',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'unsupported-type': 'UNSUPPORTED_MEDIA_TYPE',
  'too-many-requests': 'TOO_MANY_REQUESTS',
} as const;

function toTrpcError(cause: unknown): TRPCError | undefined {
  // A statement that ran out of time behind a lock (statement-limits.ts): asking again shortly may work.
  if (isDatabaseBusy(cause)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: API_ERROR_MESSAGES.databaseBusy, cause });
  if (cause instanceof DomainError) return new TRPCError({ code: DOMAIN_CODES[cause.kind], message: cause.message, cause });
  if (cause instanceof NotFoundError) return new TRPCError({ code: 'NOT_FOUND', message: 'Ikke fundet', cause });
  if (cause instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'Findes allerede', cause });
  }
  if (cause instanceof ForeignKeyConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'Bruges stadig andre steder og kan ikke slettes', cause });
  }
  return undefined;
}

/**
 * What every procedure runs in, as one middleware (see the callers' kinds below for what a level
 * of middleware costs):
 * - Each write its own unit of work: tRPC runs a batch's calls at once on one context, and two
 *   writes on its one EntityManager met in one transaction (the /trpc fuzzer's batch of deletes and
 *   updates: "Transaction is already committed", a 500). Reads share it, as before.
 * - Domain and database errors become HTTP-meaningful tRPC errors here, and nowhere else.
 */
const unitOfWorkAndErrors = t.middleware(async ({ ctx, type, next }) => {
  const result = await (type === 'mutation' ? next({ ctx: { ...ctx, em: ctx.em.fork() } }) : next());
  if (!result.ok) {
    if (result.error.cause instanceof ThrottledError) ctx.res.header('retry-after', String(result.error.cause.retryAfterSeconds));
    const mapped = toTrpcError(result.error.cause);
    if (mapped?.code === 'SERVICE_UNAVAILABLE') {
      ctx.req.log.warn({ err: result.error.cause }, 'a statement ran out of time behind a lock: answered 503');
      ctx.res.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    }
    if (mapped) throw mapped;
  }
  return result;
});

export const publicProcedure = t.procedure.use(unitOfWorkAndErrors);

/** All an audience procedure learns of an active member: that they are one. */
const ACTIVE_MEMBER: Viewer = { memberId: 0, active: true, sessionId: null, apiToken: null, teams: new Set() };

/**
 * A read whose answer depends on who asks only through their audience: a visitor, or an active
 * member, who also sees members-only events. Its viewer is the audience's, never the member's own
 * (their id, teams, session), so what it answers one active member it answers them all, and the
 * public cache keeps that answer once per content version for every active member
 * (http/public-cache.ts). The session behind each request is still read afresh: a member who is
 * no longer active gets a visitor's answer at once.
 */
export const audienceProcedure = publicProcedure
  .meta({ audience: true })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, viewer: ctx.viewer?.active ? ACTIVE_MEMBER : null } }));

/*
 * Each kind of caller below is one middleware with one check, the stricter checks making the lesser
 * ones first themselves (requirePermission → requireActiveMember → requireViewer), rather than a
 * chain of them: a level of tRPC middleware costs about 10 µs a call (13.5 → 26.6 µs for a query
 * behind one → two middlewares that only call next()).
 */

/** Logged in, approved or not: an inactive member may see their own session and log out. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, viewer: requireViewer(ctx.viewer) } }));

/** Logged in at a browser, approved or not: what an API token may never do (the password, new tokens). */
export const sessionProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, viewer: requireSession(ctx.viewer) } }));

/** An approved (active) member: may read the admin area. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, viewer: requireActiveMember(ctx.viewer) } }));

/** An active member of one of the teams docs/permissions.md allows for this action. */
export function teamProcedure(permission: Permission) {
  return publicProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, viewer: requirePermission(ctx.viewer, permission) } }));
}
