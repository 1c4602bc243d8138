import { z } from 'zod';
import { dateTimeSchema, idSchema, pagedListSchema, requiredText } from './common';

/** Names are short; a longer one would also outgrow the 255-character sort key (two characters a letter). */
const GENRE_NAME_MAX = 100;

export const genreInputSchema = z.object({
  name: requiredText('Genrenavn skal være defineret', GENRE_NAME_MAX),
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
