import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { venueInputSchema, venueListSchema, venueSchema, venueUpdateInputSchema } from '../../../shared/schemas/venue';
import { rest } from '../../trpc/openapi-meta';
import { actingMember } from '../auth/viewer';
import { audienceProcedure, compiled, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { createVenue, deleteVenue, getVenue, listVenues, updateVenue, venueListSpec } from './venue.service';

const manageVenues = teamProcedure('manageVenues');

export const venueRouter = router({
  list: audienceProcedure
    .meta(rest('GET', '/venues', 'venues', 'List spillesteder', [400]))
    .input(listInputFor(venueListSpec))
    .output(compiled(venueListSchema))
    .query(({ ctx, input }) => listVenues(ctx.em, input)),

  byId: audienceProcedure
    .meta(rest('GET', '/venues/{id}', 'venues', 'Hent et spillested', [400, 404]))
    .input(idParamSchema)
    .output(compiled(venueSchema))
    .query(({ ctx, input }) => getVenue(ctx.em, input.id)),

  create: manageVenues
    .meta(rest('POST', '/venues', 'venues', 'Opret et spillested', [400, 401, 403]))
    .input(venueInputSchema)
    .output(compiled(venueSchema))
    .mutation(({ ctx, input }) => createVenue(ctx.em, input, actingMember(ctx.em, ctx.viewer))),

  update: manageVenues
    .meta(rest('PUT', '/venues/{id}', 'venues', 'Ret et spillested', [400, 401, 403, 404, 409]))
    .input(z.object({ ...idParamSchema.shape, ...venueUpdateInputSchema.shape }))
    .output(compiled(venueSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateVenue(ctx.em, id, input, actingMember(ctx.em, ctx.viewer))),

  delete: manageVenues
    .meta(rest('DELETE', '/venues/{id}', 'venues', 'Slet et spillested', [400, 401, 403, 404, 409]))
    .input(idParamSchema)
    .output(compiled(venueSchema))
    .mutation(({ ctx, input }) => deleteVenue(ctx.em, input.id)),
});
