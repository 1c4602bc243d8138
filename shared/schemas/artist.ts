import { z } from 'zod';
import { ARTIST_DESCRIPTION_REQUIRED, ARTIST_NAME_REQUIRED, PREVIEW_NOT_SPOTIFY, PREVIEW_URL_INVALID, SOCIAL_URL_INVALID } from '../messages';
import { hasText } from '../rich-text';
import { auditFields, idSchema, jsonIdSchema, pagedListSchema, requiredText, seenUpdatedAt } from './common';
import { genreSchema } from './genre';
import { imageFocusSchema } from './image-focus';
import { englishText, translationsInput, translationsOutput } from './translations';

/** The one host a preview may come from, a leading www. aside (docs/product.md). */
const PREVIEW_HOST = 'open.spotify.com';
/** Short enough that the 255-character sort key (two characters a letter) holds the whole name. */
const ARTIST_NAME_MAX = 100;
const ARTIST_DESCRIPTION_MAX = 5000;
export const ARTIST_GENRES_MAX = 50;
const ARTIST_SOCIALS_MAX = 20;

/**
 * An http(s) URL as typed, trimmed. Control characters are refused: the URL parser would skip them,
 * so the stored text would not be the link that was checked (and PostgreSQL cannot store NUL).
 */
export function httpUrl(message: string, max: number) {
  return z
    .url({ protocol: /^https?$/, error: message })
    .max(max, { error: `Højst ${max} tegn` })
    .refine((url) => !/\p{Cc}/u.test(url), { error: message })
    .transform(asUri);
}

const URI = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*(?:%[0-9A-Fa-f]{2}[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*)*$/;

/**
 * The link as a valid URI (RFC 3986), as the API documents it: kept as typed when it is one;
 * otherwise spaces, Danish letters and other characters percent-encoded, the host in its ASCII
 * form, and a stray % encoded as itself.
 */
function asUri(url: string): string {
  return URI.test(url) ? url : new URL(url).href.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
}

const isPreviewHost = (url: string) => URL.parse(url)?.host.replace(/^www\./, '') === PREVIEW_HOST;

/** What the OpenAPI document says of descriptions (docs/content.md). */
export const RICH_TEXT_DESCRIPTION =
  'HTML, renset ved hver skrivning: kun p, br, h2, h3, strong, b, em, i, u, ul, ol, li og a (http, https og mailto, med fuld adresse; får rel="noopener noreferrer", et link med en anden adresse bliver til sin tekst); andre tags og alle andre attributter fjernes, script og style med indhold. Tekst uden tags bliver til afsnit. Skal indeholde tekst, ikke kun tags.';

export const genreIdsMessage = 'Vælg mindst én genre';


export const artistInputSchema = z.object({
  name: requiredText(ARTIST_NAME_REQUIRED, ARTIST_NAME_MAX),
  description: requiredText(ARTIST_DESCRIPTION_REQUIRED, ARTIST_DESCRIPTION_MAX)
    .refine(hasText, { error: ARTIST_DESCRIPTION_REQUIRED })
    .meta({ description: RICH_TEXT_DESCRIPTION }),
  /** Optional: absent, null and blank all mean no preview. */
  previewUrl: z
    .string({ error: PREVIEW_URL_INVALID })
    .trim()
    .nullish()
    .transform((url) => url || null)
    .pipe(
      httpUrl(PREVIEW_URL_INVALID, 255)
        .refine(isPreviewHost, { error: PREVIEW_NOT_SPOTIFY })
        .nullable(),
    )
    .meta({ description: `Link til ${PREVIEW_HOST}; udeladt, null eller tom betyder ingen smagsprøve` }),
  /** Repeated ids count once. */
  genreIds: z
    .array(jsonIdSchema, { error: genreIdsMessage })
    .min(1, { error: genreIdsMessage })
    .max(ARTIST_GENRES_MAX, { error: `Højst ${ARTIST_GENRES_MAX} genrer` })
    .transform((ids) => [...new Set(ids)]),
  socials: z
    .array(httpUrl(SOCIAL_URL_INVALID, 500), { error: SOCIAL_URL_INVALID })
    .max(ARTIST_SOCIALS_MAX, { error: `Højst ${ARTIST_SOCIALS_MAX} links` })
    .default([]),
  /** An URL an upload answered (PUT /api/artists/image). Creating needs one; updating without one keeps the picture. */
  imageUrl: z
    .string({ error: 'Billedets URL er ugyldigt' })
    .trim()
    .max(2000, { error: 'Billedets URL er ugyldigt' })
    .nullish()
    .transform((url) => url || undefined)
    .meta({ description: 'URL fra PUT /api/artists/image; kræves ved oprettelse, udeladt ved rettelse beholder billedet' }),
  translations: translationsInput({ description: englishText('Beskrivelsen på engelsk', ARTIST_DESCRIPTION_MAX) }),
});
export type ArtistInput = z.infer<typeof artistInputSchema>;

/** PUT /api/artists/{id}: the form's fields and the version the editor loaded. */
export const artistUpdateInputSchema = artistInputSchema.extend(seenUpdatedAt);
export type ArtistUpdateInput = z.infer<typeof artistUpdateInputSchema>;

export const artistSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    imageUrl: z.url().optional(),
    imageFocus: imageFocusSchema.optional(),
    description: z.string().meta({ description: 'Renset HTML (se ArtistInput)' }),
    /** Deduplicated and ordered by name, case ignored (docs/product.md). */
    genres: z.array(genreSchema),
    socials: z.array(z.url()),
    previewUrl: z.url().optional(),
    translations: translationsOutput(['description']),
    ...auditFields,
  })
  .meta({ id: 'Artist' });
export type Artist = z.infer<typeof artistSchema>;

export const artistListSchema = pagedListSchema(artistSchema).meta({ id: 'ArtistList' });
