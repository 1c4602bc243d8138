import { z } from 'zod';
import { idSchema, pagedListSchema } from './common';

export const landingImageSchema = z
  .object({
    id: idSchema,
    url: z.url().meta({ description: 'Billedets faste adresse (WebP, kan caches for altid)' }),
  })
  .meta({ id: 'LandingImage' });
export type LandingImage = z.infer<typeof landingImageSchema>;

export const landingImageListSchema = pagedListSchema(landingImageSchema).meta({ id: 'LandingImageList' });
