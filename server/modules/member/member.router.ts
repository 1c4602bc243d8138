import { idParamSchema } from '../../../shared/schemas/common';
import { memberSchema } from '../../../shared/schemas/member';
import { rest } from '../../trpc/openapi-meta';
import { publicProcedure, router } from '../../trpc/trpc';
import { getMember } from './member.service';

export const memberRouter = router({
  byId: publicProcedure
    .meta(rest('GET', '/members/{id}', 'members', 'Hent et medlem', [400, 404]))
    .input(idParamSchema)
    .output(memberSchema)
    .query(({ ctx, input }) => getMember(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer)),
});
