import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { crewDetailSchema, crewInputSchema, crewListSchema, crewMembersInputSchema, crewUpdateInputSchema, myCrewsSchema } from '../../../shared/schemas/crew';
import { rest } from '../../trpc/openapi-meta';
import { actingMember } from '../auth/viewer';
import { audienceProcedure, compiled, memberProcedure, router, teamProcedure } from '../../trpc/trpc';
import { createCrew, deleteCrew, getCrew, listCrews, myCrews, setCrewMembers, updateCrew } from './crew.service';

// Those who organise the volunteers (docs/permissions.md); being on a crew, or leading one, grants none of this.
const manageCrews = teamProcedure('manageCrews');

const NO_RIGHTS = 'Et hold giver ingen adgang til administrationen; holdets leder planlægger holdets vagter og registrerer fremmøde på dem.';

export const crewRouter = router({
  list: audienceProcedure
    .meta(
      rest('GET', '/crews', 'crews', 'List holdene (Bar, Lyd, Dør …) med de medlemmer, der har sagt ja til at blive vist', [], 'Efter navn. Medlemmer, der ikke har givet samtykke, tælles kun med i memberCount.'),
    )
    .input(z.void())
    .output(compiled(crewListSchema))
    .query(({ ctx }) => listCrews(ctx.em, ctx.config.PUBLIC_URL)),

  byId: memberProcedure
    .meta(rest('GET', '/crews/{id}', 'crews', 'Hent et hold med alle dets medlemmer', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(crewDetailSchema))
    .query(({ ctx, input }) => getCrew(ctx.em, ctx.config.PUBLIC_URL, input.id)),

  mine: memberProcedure
    .meta(rest('GET', '/profile/crews', 'profile', 'Mine hold: dem, jeg er på eller leder, med lederen og de andre på holdet', [401, 403]))
    .input(z.void())
    .output(compiled(myCrewsSchema))
    .query(({ ctx }) => myCrews(ctx.em, ctx.config.PUBLIC_URL, ctx.viewer)),

  create: manageCrews
    .meta(rest('POST', '/crews', 'crews', 'Opret et hold', [400, 401, 403, 409], NO_RIGHTS))
    .input(crewInputSchema)
    .output(compiled(crewDetailSchema))
    .mutation(({ ctx, input }) => createCrew(ctx.em, ctx.config.PUBLIC_URL, input, actingMember(ctx.em, ctx.viewer))),

  update: manageCrews
    .meta(rest('PUT', '/crews/{id}', 'crews', 'Ret et hold', [400, 401, 403, 404, 409], NO_RIGHTS))
    .input(z.object({ ...idParamSchema.shape, ...crewUpdateInputSchema.shape }))
    .output(compiled(crewDetailSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateCrew(ctx.em, ctx.config.PUBLIC_URL, id, input, actingMember(ctx.em, ctx.viewer))),

  setMembers: manageCrews
    .meta(rest('PUT', '/crews/{id}/members', 'crews', 'Sæt holdets medlemmer', [400, 401, 403, 404], 'Hele listen; holdets leder forbliver på holdet.'))
    .input(z.object({ ...idParamSchema.shape, ...crewMembersInputSchema.shape }))
    .output(compiled(crewDetailSchema))
    .mutation(({ ctx, input: { id, ...input } }) => setCrewMembers(ctx.em, ctx.config.PUBLIC_URL, id, input, actingMember(ctx.em, ctx.viewer))),

  delete: manageCrews
    .meta(rest('DELETE', '/crews/{id}', 'crews', 'Slet et hold', [400, 401, 403, 404], 'Holdets vagter bliver stående uden hold.'))
    .input(idParamSchema)
    .output(compiled(crewDetailSchema))
    .mutation(({ ctx, input }) => deleteCrew(ctx.em, ctx.config.PUBLIC_URL, input.id)),
});
