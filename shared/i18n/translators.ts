import { messages as danish } from './locales/da';
import { messages as english } from './locales/en';
import { createTranslator, type Locale, type Translator } from './index';

/**
 * Both languages at hand, for what the server writes itself (mails, feeds, the embed). Pages load
 * their own language's catalogue instead (loadMessages), so a browser fetches one.
 */
const translators: Record<Locale, Translator> = { da: createTranslator('da', danish), en: createTranslator('en', english) };

export const translatorFor = (locale: Locale): Translator => translators[locale];
