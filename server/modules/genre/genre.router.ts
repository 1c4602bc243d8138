import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { genreInputSchema, genreListSchema, genreMergeInputSchema, genreSchema, genreUsageSchema } from '../../../shared/schemas/genre';
import { rest } from '../../trpc/openapi-meta';
import { actingMember } from '../auth/viewer';
import { audienceProcedure, compiled, memberProcedure, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { createGenre, deleteGenre, genreListSpec, genreUsage, listGenres, mergeGenre, updateGenre } from './genre.service';

// Genres are chosen on the artist form, so whoever manages artists may add, rename, merge and delete them.
const manageGenres = teamProcedure('manageArtists');

export const genreRouter = router({
  list: audienceProcedure
    .meta(rest('GET', '/genres', 'genres', 'List genrer', [400]))
    .input(listInputFor(genreListSpec))
    .output(compiled(genreListSchema))
    .query(({ ctx, input }) => listGenres(ctx.em, input)),

  /**
   * Every genre with its number of artists, for /admin/genres: an admin screen's read, not part of the
   * REST contract. Any active member may read the admin area (docs/permissions.md).
   */
  usage: memberProcedure.output(compiled(genreUsageSchema)).query(({ ctx }) => genreUsage(ctx.em)),

  create: manageGenres
    .meta(rest('POST', '/genres', 'genres', 'Opret en genre', [400, 401, 403, 409]))
    .input(genreInputSchema)
    .output(compiled(genreSchema))
    .mutation(({ ctx, input }) => createGenre(ctx.em, input)),

  update: manageGenres
    .meta(rest('PUT', '/genres/{id}', 'genres', 'Omdøb en genre', [400, 401, 403, 404, 409]))
    .input(z.object({ ...idParamSchema.shape, ...genreInputSchema.shape }))
    .output(compiled(genreSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateGenre(ctx.em, id, input)),

  delete: manageGenres
    .meta(rest('DELETE', '/genres/{id}', 'genres', 'Slet en genre, som ingen kunstner har', [400, 401, 403, 404, 409]))
    .input(idParamSchema)
    .output(compiled(genreSchema))
    .mutation(({ ctx, input }) => deleteGenre(ctx.em, input.id)),

  merge: manageGenres
    .meta(rest('POST', '/genres/{id}/merge', 'genres', 'Flet en genre ind i en anden: kunstnerne får den anden, og denne slettes', [400, 401, 403, 404]))
    .input(z.object({ ...idParamSchema.shape, ...genreMergeInputSchema.shape }))
    .output(compiled(genreSchema))
    .mutation(({ ctx, input }) => mergeGenre(ctx.em, input.id, input.into, actingMember(ctx.em, ctx.viewer))),
});
