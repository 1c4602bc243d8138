import { z } from 'zod';
import { idSchema } from './common';

export const landingImageSchema = z
  .object({
    id: idSchema,
    url: z.url().meta({ description: 'Billedets faste adresse (WebP, kan caches for altid)' }),
  })
  .meta({ id: 'LandingImage' });
export type LandingImage = z.infer<typeof landingImageSchema>;


/** GET /api/content/landing-images answers a plain array ("list of {id, url}", docs/api.md). */
export const landingImageArraySchema = z.array(landingImageSchema).meta({ id: 'LandingImages' });
