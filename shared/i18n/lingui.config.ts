import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

/**
 * One catalogue per language (docs/languages.md). Messages have explicit ids ("nav.events"): the
 * Danish catalogue holds the texts as they were, the English one what a native speaker would write.
 * `npm run i18n` compiles both into the modules the site loads, so no ICU parser ships to a browser.
 */
const config: LinguiConfig = {
  locales: ['da', 'en'],
  sourceLocale: 'da',
  fallbackLocales: false,
  rootDir: import.meta.dirname,
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: [] }],
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
};

export default config;
