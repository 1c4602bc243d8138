import { z } from 'zod';
import { apiTokenInputSchema, apiTokenListSchema, apiTokenSchema, createdApiTokenSchema, memberApiTokenListSchema } from '../../../shared/schemas/api-token';
import { idParamSchema } from '../../../shared/schemas/common';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, router, sessionProcedure, teamProcedure } from '../../trpc/trpc';
import { requireActiveMember } from '../../lib/viewer';
import { createApiToken, listAllApiTokens, listApiTokens, revokeApiToken } from './api-token.service';

const USE = 'Send nøglen som "Authorization: Bearer <nøgle>": forespørgslen handler som medlemmet, med højst medlemmets rettigheder, som de er nu.';

/** Personal API tokens for scripts (docs/permissions.md), on "Min profil"; the admins see and revoke every one. */
export const apiTokenRouter = router({
  list: memberProcedure
    .meta(rest('GET', '/profile/tokens', 'profile', 'Mine API-nøgler (aldrig selve nøglen)', [401, 403]))
    .input(z.void())
    .output(compiled(apiTokenListSchema))
    .query(({ ctx }) => listApiTokens(ctx.em, ctx.viewer.memberId)),

  // Made at a browser only: a leaked token must not be able to make itself a successor.
  create: sessionProcedure
    .meta(rest('POST', '/profile/tokens', 'profile', 'Opret en API-nøgle; nøglen vises kun i dette svar', [400, 401, 403, 409], USE))
    .input(apiTokenInputSchema)
    .output(compiled(createdApiTokenSchema))
    .mutation(({ ctx, input }) => createApiToken(ctx.em, requireActiveMember(ctx.viewer).memberId, input)),

  revoke: memberProcedure
    .meta(rest('DELETE', '/profile/tokens/{id}', 'profile', 'Slet en af mine API-nøgler; den virker ikke længere', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(apiTokenSchema))
    .mutation(({ ctx, input }) => revokeApiToken(ctx.em, input.id, ctx.viewer.memberId)),

  all: teamProcedure('manageApiTokens')
    .meta(rest('GET', '/tokens', 'tokens', 'Alle medlemmers API-nøgler (kun admin)', [401, 403]))
    .input(z.void())
    .output(compiled(memberApiTokenListSchema))
    .query(({ ctx }) => listAllApiTokens(ctx.em)),

  revokeAny: teamProcedure('manageApiTokens')
    .meta(rest('DELETE', '/tokens/{id}', 'tokens', 'Slet et medlems API-nøgle (kun admin)', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(apiTokenSchema))
    .mutation(({ ctx, input }) => revokeApiToken(ctx.em, input.id)),
});
