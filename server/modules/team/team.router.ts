import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { listedTeamSchema, teamListSchema, teamPresentationInputSchema } from '../../../shared/schemas/member';
import { rest } from '../../trpc/openapi-meta';
import { audienceProcedure, compiled, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { listTeams, presentTeam, teamListSpec } from './team.service';

export const teamRouter = router({
  list: audienceProcedure
    .meta(rest('GET', '/teams', 'teams', 'List alle teams', [400]))
    .input(listInputFor(teamListSpec))
    .output(compiled(teamListSchema))
    .query(({ ctx, input }) => listTeams(ctx.em, input)),

  present: teamProcedure('manageSettings')
    .meta(
      rest('PUT', '/teams/{id}/presentation', 'teams', 'Ret et holds præsentation på /about', [400, 401, 403, 404], 'Kun publicDescription kan rettes; holdets navn og rettigheder ligger fast.'),
    )
    .input(z.object({ ...idParamSchema.shape, ...teamPresentationInputSchema.shape }))
    .output(compiled(listedTeamSchema))
    .mutation(({ ctx, input: { id, ...input } }) => presentTeam(ctx.em, id, input)),
});
