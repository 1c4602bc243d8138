import { z } from 'zod';
import { auditFields, idSchema, pagedListSchema } from './common';
import { genreSchema } from './genre';

export const artistSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    imageUrl: z.url().optional(),
    description: z.string(),
    /** Deduplicated and ordered by name, case ignored (SPEC §2). */
    genres: z.array(genreSchema),
    socials: z.array(z.url()),
    previewUrl: z.url().optional(),
    ...auditFields,
  })
  .meta({ id: 'Artist' });
export type Artist = z.infer<typeof artistSchema>;

export const artistListSchema = pagedListSchema(artistSchema).meta({ id: 'ArtistList' });
