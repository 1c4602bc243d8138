import { LANGUAGE_COOKIE } from '../../../../shared/i18n/language-cookie';
import type { Controller } from '../../lib/controllers';

/**
 * The browser's languages may suggest the other one, never choose it (docs/languages.md): a reader
 * whose first language is not the page's, and who never chose one here, is shown the line offering
 * the page in the language they read. Shown by `data-shown`, which no component renders.
 */
export const languageSuggestionController: Controller = (suggestion) => {
  const chosen = document.cookie.split('; ').some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
  const offered = suggestion.lang;
  const first = navigator.languages[0]?.toLowerCase() ?? '';
  const readsOffered = offered === 'da' ? first.startsWith('da') : !first.startsWith('da') && navigator.languages.some((language) => language.toLowerCase().startsWith('en'));
  if (!chosen && readsOffered) suggestion.dataset.shown = '';
};
