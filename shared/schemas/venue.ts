import { z } from 'zod';
import { isCountryCode } from '../countries';
import { COUNTRY_CODE_REQUIRED, VENUE_CITY_REQUIRED, VENUE_NAME_REQUIRED, VENUE_URL_INVALID } from '../messages';
import { venueAccessInputSchema, venueAccessSchema } from './access';
import { httpUrl } from './artist';
import { auditFields, idSchema, jsonWholeNumber, optionalField, pagedListSchema, requiredText, seenUpdatedAt } from './common';
import { DOOR_MESSAGES, VENUE_CAPACITY_MAX } from './door';
import { englishText, translationsInput, translationsOutput } from './translations';
import { ACCESS_NOTE_MAX } from '../access';

const ADDRESS_MAX = 200;
/** Room for every country's form: Danish "1620", Swedish "211 20", British "SW1A 1AA". */
const POSTAL_CODE_MAX = 10;
/** As typed; percent-encoding may lengthen it, so the column is text. */
const URL_MAX = 500;

/** A host name with a dot in it, perhaps a port, then the end or a path, query or fragment: "vega.dk", "www.vega.dk/program". */
const BARE_HOST = /^[^\s/:@?#]+\.[^\s/:@?#]+(?::\d+)?(?:[/?#]|$)/;

/**
 * A site typed as people say it ("vega.dk", "www.vega.dk/program") with https:// in front, as the
 * browser's address bar would: a volunteer copies the address from a poster, not from the bar. Text with
 * a scheme of its own ("ftp://…", "mailto:…") or no host is left as typed, for the URL check to refuse.
 */
export function withScheme(text: string): string {
  const trimmed = text.trim();
  return BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** How many may be inside at once (door mode counts against it): absent keeps the stored one, null removes it. */
const capacitySchema = jsonWholeNumber(DOOR_MESSAGES.capacity, 1, VENUE_CAPACITY_MAX)
  .nullish()
  .meta({ description: `Hvor mange der må være inde på én gang, som brandmyndigheden har godkendt (1–${VENUE_CAPACITY_MAX}); udeladt beholder den gemte, null fjerner den` });

export const venueInputSchema = z.object({
  name: requiredText(VENUE_NAME_REQUIRED),
  city: requiredText(VENUE_CITY_REQUIRED),
  countryCode: z
    .string({ error: COUNTRY_CODE_REQUIRED })
    .trim()
    .min(1, { error: COUNTRY_CODE_REQUIRED })
    .toUpperCase()
    .refine(isCountryCode, { error: 'Landekode skal være en gyldig ISO 3166-1-kode, fx DK' }),
  address: optionalField(requiredText('Adressen skal være tekst', ADDRESS_MAX), 'Adressen skal være tekst', 'Gade og nummer, fx "Vesterbrogade 1"'),
  postalCode: optionalField(requiredText('Postnummeret skal være tekst', POSTAL_CODE_MAX), 'Postnummeret skal være tekst', 'Postnummer, fx "1620" eller "211 20"'),
  url: optionalField(
    z.string().transform(withScheme).pipe(httpUrl(VENUE_URL_INVALID, URL_MAX)),
    VENUE_URL_INVALID,
    'Spillestedets egen hjemmeside (http eller https); en adresse uden skema, fx "vega.dk", får https:// foran',
  ),
  access: venueAccessInputSchema.nullish(),
  capacity: capacitySchema,
  translations: translationsInput({ accessNote: englishText('Teksten om tilgængelighed på engelsk', ACCESS_NOTE_MAX) }),
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
    address: z.string().optional(),
    postalCode: z.string().optional(),
    url: z.url().optional(),
    access: venueAccessSchema.optional(),
    translations: translationsOutput(['accessNote']),
    capacity: z.number().int().optional().meta({ description: 'Hvor mange der må være inde på én gang; udeladt uden grænse' }),
    ...auditFields,
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof venueSchema>;

export const venueListSchema = pagedListSchema(venueSchema).meta({ id: 'VenueList' });
