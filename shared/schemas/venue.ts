import { z } from 'zod';
import { isCountryCode } from '../countries';
import { auditFields, idSchema, pagedListSchema, requiredText, seenUpdatedAt } from './common';

export const venueInputSchema = z.object({
  name: requiredText('Navn skal være defineret'),
  city: requiredText('By skal være defineret'),
  countryCode: z
    .string({ error: 'Landekode skal være defineret' })
    .trim()
    .min(1, { error: 'Landekode skal være defineret' })
    .toUpperCase()
    .refine(isCountryCode, { error: 'Landekode skal være en gyldig ISO 3166-1-kode, fx DK' }),
});
export type VenueInput = z.infer<typeof venueInputSchema>;

/** PUT /api/venues/{id}: the form's fields and the version the editor loaded. */
export const venueUpdateInputSchema = venueInputSchema.extend(seenUpdatedAt);
export type VenueUpdateInput = z.infer<typeof venueUpdateInputSchema>;

export const venueSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    city: z.string(),
    countryCode: z.string(),
    ...auditFields,
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof venueSchema>;

export const venueListSchema = pagedListSchema(venueSchema).meta({ id: 'VenueList' });
