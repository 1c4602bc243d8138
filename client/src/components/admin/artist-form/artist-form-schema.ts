import { z } from 'zod';
import { artistInputSchema } from '../../../../../shared/schemas/artist';

/** The spec's own wording for an artist created without a picture (SPEC §5), as the server answers it. */
const IMAGE_REQUIRED = 'Image file not present';

/** A new artist needs its picture; an edit without a new one keeps the old (artistInputSchema). */
export const newArtistSchema = artistInputSchema.refine((artist) => Boolean(artist.imageUrl), {
  error: IMAGE_REQUIRED,
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
