import { z } from 'zod';
import { hasOnlyTypedCharacters, INVALID_CHARACTERS_MESSAGE } from './common';

/**
 * A record's texts in English beside its Danish fields (issue 48, docs/languages.md). Sent in a body as
 * `translations: { en: { title, description } }`: a field left out keeps the stored English, null or
 * blank removes it; `en: null` or `translations: null` removes them all, and `translations` left out
 * keeps them all, as the original client sends none.
 */
export const TRANSLATIONS_INPUT_DESCRIPTION =
  'Engelske udgaver af teksterne (docs/languages.md). Et felt udeladt beholder den gemte engelske tekst, null eller tom fjerner den; en eller translations null fjerner alle, translations udeladt beholder dem.';

/**
 * One English text, checked as its Danish field is (the same length; control characters and half
 * surrogate pairs refused), named in its messages: "Titlen på engelsk må højst være 200 tegn".
 * Rich text is sanitized on the server, as the Danish field is.
 */
export function englishText(what: string, max: number) {
  return z
    .string({ error: `${what} skal være tekst` })
    .trim()
    .max(max, { error: `${what} må højst være ${max} tegn` })
    .refine(hasOnlyTypedCharacters, { error: INVALID_CHARACTERS_MESSAGE })
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null));
}

type EnglishText = ReturnType<typeof englishText>;

/** The optional `translations` of an input schema, with one englishText per translatable field. */
export function translationsInput<Field extends string>(fields: Record<Field, EnglishText>) {
  return z
    .object({ en: z.object(fields, { error: 'translations.en skal være et objekt' }).nullish() }, { error: 'translations skal være et objekt med en' })
    .nullish()
    .meta({ description: TRANSLATIONS_INPUT_DESCRIPTION });
}

export type TranslationsInput<Field extends string> = { en?: Partial<Record<Field, string | null>> | null } | null | undefined;

/** The `translations` of an answer: only the English texts that are set; absent when none is. */
export function translationsOutput<Field extends string>(fields: readonly Field[]) {
  const en = z.object(Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<Field, z.ZodOptional<z.ZodString>>);
  return z
    .object({ en: en.optional() })
    .optional()
    .meta({ description: 'Engelske udgaver af teksterne, kun dem der er sat; udeladt, når ingen er. Mangler en, vises den danske.' });
}
