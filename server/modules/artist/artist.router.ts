import { z } from 'zod';
import { artistInputSchema, artistListSchema, artistSchema, artistUpdateInputSchema } from '../../../shared/schemas/artist';
import { idParamSchema } from '../../../shared/schemas/common';
import { rest } from '../../trpc/openapi-meta';
import { actingMember } from '../auth/viewer';
import { audienceProcedure, compiled, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { listUpcomingArtists, upcomingArtistsSchema } from './upcoming-artists';
import { createArtist, deleteArtist, getArtist, listArtists, updateArtist, artistListSpec } from './artist.service';

const manageArtists = teamProcedure('manageArtists');

// The artist picture is an upload: PUT /api/artists/image in http/uploads.ts.
export const artistRouter = router({
  list: audienceProcedure
    .meta(rest('GET', '/artists', 'artists', 'List kunstnere', [400]))
    .input(listInputFor(artistListSpec))
    .output(compiled(artistListSchema))
    .query(({ ctx, input }) => listArtists(ctx.em, ctx.config.PUBLIC_URL, input)),

  /** The artists playing soon, for /artists: a page's read, not part of the REST contract. */
  upcoming: audienceProcedure
    .input(z.object({ page: z.number().int().positive().max(1_000_000) }))
    .output(compiled(upcomingArtistsSchema))
    .query(({ ctx, input }) => listUpcomingArtists(ctx.em, ctx.config.PUBLIC_URL, input.page)),

  byId: audienceProcedure
    .meta(rest('GET', '/artists/{id}', 'artists', 'Hent en kunstner', [400, 404]))
    .input(idParamSchema)
    .output(compiled(artistSchema))
    .query(({ ctx, input }) => getArtist(ctx.em, ctx.config.PUBLIC_URL, input.id)),

  create: manageArtists
    .meta(rest('POST', '/artists', 'artists', 'Opret en kunstner', [400, 401, 403]))
    .input(artistInputSchema)
    .output(compiled(artistSchema))
    .mutation(({ ctx, input }) => createArtist(ctx.em, ctx.config.PUBLIC_URL, input, actingMember(ctx.em, ctx.viewer))),

  update: manageArtists
    .meta(rest('PUT', '/artists/{id}', 'artists', 'Ret en kunstner', [400, 401, 403, 404, 409]))
    .input(z.object({ ...idParamSchema.shape, ...artistUpdateInputSchema.shape }))
    .output(compiled(artistSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateArtist(ctx.em, ctx.config.PUBLIC_URL, id, input, actingMember(ctx.em, ctx.viewer))),

  delete: manageArtists
    .meta(rest('DELETE', '/artists/{id}', 'artists', 'Slet en kunstner', [400, 401, 403, 404, 409]))
    .input(idParamSchema)
    .output(compiled(artistSchema))
    .mutation(({ ctx, input }) => deleteArtist(ctx.em, ctx.config.PUBLIC_URL, input.id)),
});
