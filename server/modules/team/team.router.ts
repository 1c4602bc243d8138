import { listQuerySchema } from '../../../shared/schemas/common';
import { teamListSchema } from '../../../shared/schemas/member';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router } from '../../trpc/trpc';
import { listTeams } from './team.service';

export const teamRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/teams', 'teams', 'List alle teams', [400]))
    .input(listQuerySchema)
    .output(compiled(teamListSchema))
    .query(({ ctx, input }) => listTeams(ctx.em, input)),
});
