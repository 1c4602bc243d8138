import type { Locale } from './i18n';

/**
 * A record's own texts in other languages than Danish (docs/languages.md): the REST API's optional
 * `translations: { en: { title, description } }`. Danish is the record's own fields; each English one
 * may be absent, and then the Danish shows, marked as such.
 */
export type Translations<Field extends string> = { en?: Partial<Record<Field, string | null>> | null } | null;

export type TranslatedText = {
  text: string;
  /** The text is the Danish one, shown on a page in another language: say so, and mark it lang="da". */
  inDanish: boolean;
};

/** A record's text in a language: its own translation if it has one, else the Danish. */
export function translated<Field extends string>(
  record: { readonly [key in Field]?: string | null } & { readonly translations?: Translations<Field> },
  field: Field,
  locale: Locale,
): TranslatedText {
  const danish = record[field] ?? '';
  if (locale === 'da') return { text: danish, inDanish: false };
  const own = record.translations?.[locale]?.[field]?.trim();
  return own ? { text: own, inDanish: false } : { text: danish, inDanish: danish !== '' };
}
