import { z } from 'zod';
import { dateTimeSchema, idSchema, pagedListSchema } from './common';

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
