import type { ReactNode } from 'react';
import { TranslatorProvider } from '../lib/i18n';
import type { Locale } from '../../../shared/i18n';
import { translatorFor } from '../../../shared/i18n/translators';

/** For tests: Testing Library's render options that give a component its page's language, as routes/__root.tsx does. */
export const inLanguage = (locale: Locale) => ({
  wrapper: ({ children }: { children: ReactNode }) => <TranslatorProvider translator={translatorFor(locale)}>{children}</TranslatorProvider>,
});
