import { hasText } from '../../shared/rich-text';
import type { TranslationsInput } from '../../shared/schemas/translations';
import { sanitizeRichText } from './rich-text';

/** What a record's `translations` column holds: only English texts that are set, or null when none is. */
export type StoredTranslations = { en?: Record<string, string> } | null;

/**
 * The translations to store for a body's `translations` (shared/schemas/translations.ts): undefined
 * when the body left them out, so nothing is written and the stored ones stay. Each field given
 * replaces its stored text, null or blank removes it; the rich ones (descriptions) are sanitized
 * as their Danish fields are, and one left without words is removed.
 */
export function translationsToStore<Field extends string>(
  input: TranslationsInput<Field>,
  stored: StoredTranslations | undefined,
  richFields: readonly Field[] = [],
): StoredTranslations | undefined {
  if (input === undefined) return undefined;
  const en: Record<string, string> = input === null || input.en === null ? {} : { ...stored?.en };
  for (const [field, given] of Object.entries(input?.en ?? {}) as [Field, string | null | undefined][]) {
    if (given === undefined) continue;
    const text = given && richFields.includes(field) ? sanitizeRichText(given) : given;
    if (text && (!richFields.includes(field) || hasText(text))) en[field] = text;
    else delete en[field];
  }
  return Object.keys(en).length > 0 ? { en } : null;
}

/** A record's `translations` as an answer carries them: absent when it has none. */
export function translationsOf(stored: StoredTranslations | undefined): { en: Record<string, string> } | undefined {
  return stored?.en && Object.keys(stored.en).length > 0 ? { en: stored.en } : undefined;
}
