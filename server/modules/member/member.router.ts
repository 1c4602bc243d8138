import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  memberListSchema,
  memberPermissionArraySchema,
  memberSchema,
  memberUpdateInputSchema,
  teamArraySchema,
} from '../../../shared/schemas/member';
import { rest } from '../../trpc/openapi-meta';
import { authedProcedure, compiled, memberProcedure, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { clearSessionCookie } from '../auth/session-cookie';
import { memberApprovedMessage } from '../mail/messages';
import { awaitedPlacesOf, refillShifts } from '../shift/shift-signup.service';
import { teamListSpec } from '../team/team.service';
import { Member } from './member.entity';
import {
  approveMember,
  cancelEmailChange,
  deleteMember,
  getMember,
  getMemberPermissions,
  listMembers,
  listMemberTeams,
  memberListSpec,
  updateMember,
} from './member.service';

export const memberRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/members', 'members', 'List medlemmer', [400]))
    .input(listInputFor(memberListSpec))
    .output(compiled(memberListSchema))
    .query(({ ctx, input }) => listMembers(ctx.em, ctx.config.PUBLIC_URL, input, ctx.viewer)),

  byId: publicProcedure
    .meta(rest('GET', '/members/{id}', 'members', 'Hent et medlem', [400, 404]))
    .input(idParamSchema)
    .output(compiled(memberSchema))
    .query(({ ctx, input }) => getMember(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer)),

  teams: publicProcedure
    .meta(rest('GET', '/members/{id}/teams', 'members', 'List et medlems teams', [400, 404]))
    .input(z.object({ ...idParamSchema.shape, ...listInputFor(teamListSpec).shape }))
    .output(compiled(teamArraySchema))
    .query(({ ctx, input: { id, ...query } }) => listMemberTeams(ctx.em, id, query, ctx.viewer)),

  // Not in docs/api.md: the original client of the API asks for it after logging in.
  permissions: authedProcedure
    .meta(rest('GET', '/members/{id}/permissions', 'members', 'Hvad et medlem må (for medlemmet selv og for medlemsansvarlige)', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(memberPermissionArraySchema))
    .query(({ ctx, input }) => getMemberPermissions(ctx.em, input.id, ctx.viewer)),

  // Awaiting approval a member may do nothing but see that (docs/permissions.md), log out, export and erase.
  update: memberProcedure
    .meta(rest('PUT', '/members/{id}', 'members', 'Ret et medlem', [400, 401, 403, 404, 409]))
    .input(z.object({ ...idParamSchema.shape, ...memberUpdateInputSchema.shape }))
    .output(compiled(memberSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateMember(ctx.em, ctx.config.PUBLIC_URL, id, input, ctx.viewer, ctx.mailer)),

  cancelEmailChange: memberProcedure
    .meta(rest('DELETE', '/members/{id}/pending-email', 'members', 'Glem en ny e-mailadresse, før linket sendt til den er åbnet', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(memberSchema))
    .mutation(({ ctx, input }) => cancelEmailChange(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer)),

  approve: teamProcedure('manageMembers')
    .meta(rest('POST', '/members/{id}/approve', 'members', 'Godkend et medlem', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(memberSchema))
    .mutation(async ({ ctx, input }) => {
      // Only an approval that activates tells the member; repeating it sends nothing.
      const waiting = (await ctx.em.count(Member, { id: input.id, active: false })) > 0;
      const approved = await approveMember(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer);
      // Already in the unit of work approveMember loaded it into: no second query.
      if (waiting) ctx.mailer.send(memberApprovedMessage(await ctx.em.findOneOrFail(Member, input.id), ctx.config.PUBLIC_URL));
      return approved;
    }),

  // Members delete themselves even while awaiting approval (docs/permissions.md: erasure).
  delete: authedProcedure
    .meta(rest('DELETE', '/members/{id}', 'members', 'Slet et medlem', [400, 401, 403, 404, 409]))
    .input(idParamSchema)
    .output(compiled(memberSchema))
    .mutation(async ({ ctx, input }) => {
      const awaited = await awaitedPlacesOf(ctx.em, input.id);
      const deleted = await deleteMember(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer);
      // The places the member held go to those waiting for them, as a give-back's do.
      await refillShifts(ctx.em, awaited, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL });
      // The sessions went with the account: the browser's cookie is worthless now.
      if (input.id === ctx.viewer.memberId) clearSessionCookie(ctx.res, ctx.config);
      return deleted;
    }),
});
