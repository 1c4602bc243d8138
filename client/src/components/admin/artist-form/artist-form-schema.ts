import { z } from 'zod';
import { artistInputSchema } from '../../../../../shared/schemas/artist';

/**
 * A new artist needs its picture; an edit without a new one keeps the old (artistInputSchema). The
 * server answers the spec's English wording (SPEC §5) to API clients; the form says it in Danish.
 */
export const newArtistSchema = artistInputSchema.refine((artist) => Boolean(artist.imageUrl), {
  error: 'Vælg et billede af kunstneren',
  path: ['imageUrl'],
});

export type ArtistFormValues = z.input<typeof artistInputSchema>;

export const emptyArtist: ArtistFormValues = {
  name: '',
  description: '',
  previewUrl: '',
  genreIds: [],
  socials: [],
  imageUrl: '',
};
