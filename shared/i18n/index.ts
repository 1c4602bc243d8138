import { type I18n, type Messages, setupI18n } from '@lingui/core';
import * as danishDates from '../danish-date';
import * as englishDates from '../english-date';
import type { MessageId } from './locales/message-id';

export type { MessageId };

/** The site's languages: Danish at `/`, English under `/en` (docs/languages.md). The admin area is Danish only. */
export const LOCALES = ['da', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'da';

/** For <html lang>, hreflang and og:locale. */
export const LOCALE_TAGS = { da: { lang: 'da', og: 'da_DK' }, en: { lang: 'en', og: 'en_GB' } } as const satisfies Record<Locale, { lang: string; og: string }>;

export { LANGUAGE_COOKIE } from './language-cookie';

const ENGLISH_PREFIX = '/en';

/** Paths that are only ever Danish: the admin area, logging in, the API and the files. */
const DANISH_ONLY = /^\/(admin|auth|api|trpc|images|embed)(\/|$)/;

/**
 * The visitors' pages, the ones a remembered English choice takes to their English counterpart
 * (server/http/language-choice.ts): not the feeds, files or fediverse paths beside them.
 */
export const isPublicPagePath = (pathname: string) =>
  /^\/(|events(\/[^./]*)*|artists(\/[^./]*)?|venues\/[^./]+|about|follow|subscription|reservation|reserver|gaesteliste|spil-hos-os(\/[^./]*)?)$/.test(pathname);

/** Whether a path (with or without query) has an English counterpart under /en. */
export const hasEnglish = (path: string) => !DANISH_ONLY.test(path);

/** The language a page's path is in: `/en` and below is English. */
export const localeOfPath = (pathname: string): Locale => (pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) || pathname.startsWith(`${ENGLISH_PREFIX}?`) ? 'en' : 'da');

/** The path the routes know, whatever its language: "/en/events?x=1" is "/events?x=1". */
export function pathWithoutLocale(path: string): string {
  if (localeOfPath(path) === 'da') return path;
  const rest = path.slice(ENGLISH_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A page's path (with its query) in a language: "/events?x=1" in English is "/en/events?x=1", "/" is "/en". */
export function localisedPath(path: string, locale: Locale): string {
  const base = pathWithoutLocale(path);
  if (locale === 'da' || !hasEnglish(base)) return base;
  return base === '/' ? ENGLISH_PREFIX : base.startsWith('/?') ? `${ENGLISH_PREFIX}${base.slice(1)}` : `${ENGLISH_PREFIX}${base}`;
}

/** The dates of a language, all on Copenhagen's clock. */
export type DateWords = Pick<typeof danishDates, 'formatDate' | 'formatTime' | 'formatDateTime' | 'formatShortDateTime' | 'formatMonth' | 'dateBlock'>;

export const dateWords = (locale: Locale): DateWords => (locale === 'en' ? englishDates : danishDates);

export type MessageValues = Record<string, string | number | Date | undefined>;

/** One language's texts and dates: what a page, a mail or a feed is written with. */
export type Translator = {
  locale: Locale;
  /** The message of an id in this language, its placeholders filled in (ICU MessageFormat, plurals included). */
  t: (id: MessageId, values?: MessageValues) => string;
  dates: DateWords;
  /** Lingui's own instance, for <Trans> where a message holds links or emphasis. */
  i18n: I18n;
};

/** A translator over a compiled catalogue (shared/i18n/locales/{locale}.ts). */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return { locale, t: (id, values) => i18n._(id, values), dates: dateWords(locale), i18n };
}

/** A language's compiled catalogue, loaded when asked: a page's browser fetches only its own. */
export const loadMessages = async (locale: Locale): Promise<Messages> =>
  (locale === 'en' ? await import('./locales/en') : await import('./locales/da')).messages;
