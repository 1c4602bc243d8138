import { createContext, type ReactNode, useContext } from 'react';
import { localisedPath, type Translator } from '../../../shared/i18n';

const TranslatorContext = createContext<Translator | undefined>(undefined);

/** The page's language, its texts and dates, for every component below (routes/__root.tsx provides it). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** `const { t, dates, locale } = useTranslator()`: the page's language (docs/languages.md). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator outside TranslatorProvider');
  return translator;
}

/**
 * The router rewrites every path it shows, so `/en` stays on the links of an English page while the
 * routes know one tree (router.tsx). A plain `<a>` or a form's action the router does not build goes
 * through this instead.
 */
export const useLocalisedPath = () => {
  const { locale } = useTranslator();
  return (path: string) => localisedPath(path, locale);
};
