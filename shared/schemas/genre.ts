import { z } from 'zod';
import { GENRE_NAME_REQUIRED } from '../messages';
import { dateTimeSchema, idSchema, jsonIdSchema, pagedListSchema, requiredText } from './common';

/** Names are short; a longer one would also outgrow the 255-character sort key (two characters a letter). */
const GENRE_NAME_MAX = 100;

export const genreInputSchema = z.object({
  name: requiredText(GENRE_NAME_REQUIRED, GENRE_NAME_MAX),
});
export type GenreInput = z.infer<typeof genreInputSchema>;

export const genreSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genreSchema>;

export const genreListSchema = pagedListSchema(genreSchema).meta({ id: 'GenreList' });

/** POST /api/genres/{id}/merge: the genre that takes over this one's artists. */
export const genreMergeInputSchema = z.object({
  into: jsonIdSchema.meta({ description: 'Id på genren, som kunstnerne flyttes til' }),
});

/** A genre and how many artists have it, for the admin list (genres.usage; not part of the REST contract). */
export const genreUsageSchema = z.array(z.object({ id: idSchema, name: z.string(), artistCount: z.number().int().nonnegative() }));
export type GenreUsage = z.infer<typeof genreUsageSchema>;
