import { z } from 'zod';
import { ARTIST_IMAGE_REQUIRED } from '../../../../../shared/messages';
import { ARTIST_GENRES_MAX, artistInputSchema, genreIdsMessage } from '../../../../../shared/schemas/artist';
import { jsonIdSchema } from '../../../../../shared/schemas/common';
import { genreInputSchema } from '../../../../../shared/schemas/genre';
import { englishFormValues } from '../../form/language-tabs';

/**
 * The artist as the form holds it: a genre is an id, or the name of a new genre that is created
 * only when the artist is saved (so an artist never saved leaves no genre behind). Names are checked
 * as POST /api/genres checks them, the list as the artist's genreIds.
 */
export const artistFormSchema = artistInputSchema.extend({
  genreIds: z
    .array(z.union([jsonIdSchema, genreInputSchema.shape.name]), { error: genreIdsMessage })
    .min(1, { error: genreIdsMessage })
    .max(ARTIST_GENRES_MAX, { error: `Højst ${ARTIST_GENRES_MAX} genrer` }),
});

/**
 * A new artist needs its picture; an edit without a new one keeps the old (artistInputSchema). Told
 * before anything is sent, with the server's message, which the screen words (shared/messages.ts).
 */
export const newArtistSchema = artistFormSchema.refine((artist) => Boolean(artist.imageUrl), {
  error: ARTIST_IMAGE_REQUIRED,
  path: ['imageUrl'],
});

export type ArtistFormValues = z.input<typeof artistFormSchema>;

export const emptyArtist: ArtistFormValues = {
  name: '',
  description: '',
  previewUrl: '',
  genreIds: [],
  socials: [],
  imageUrl: '',
  translations: englishFormValues(['description']),
};
