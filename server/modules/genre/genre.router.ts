import { genreInputSchema, genreListSchema, genreSchema } from '../../../shared/schemas/genre';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { createGenre, listGenres, genreListSpec } from './genre.service';

export const genreRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/genres', 'genres', 'List genrer', [400]))
    .input(listInputFor(genreListSpec))
    .output(compiled(genreListSchema))
    .query(({ ctx, input }) => listGenres(ctx.em, input)),

  // Genres are chosen on the artist form, so whoever manages artists may add them.
  create: teamProcedure('manageArtists')
    .meta(rest('POST', '/genres', 'genres', 'Opret en genre', [400, 401, 403, 409]))
    .input(genreInputSchema)
    .output(compiled(genreSchema))
    .mutation(({ ctx, input }) => createGenre(ctx.em, input)),
});
