import { teamListSchema } from '../../../shared/schemas/member';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { listTeams, teamListSpec } from './team.service';

export const teamRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/teams', 'teams', 'List alle teams', [400]))
    .input(listInputFor(teamListSpec))
    .output(compiled(teamListSchema))
    .query(({ ctx, input }) => listTeams(ctx.em, input)),
});
