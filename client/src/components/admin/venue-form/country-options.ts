import { useHydrated } from '@tanstack/react-router';
import { COUNTRY_CODES, countryName } from '../../../../../shared/countries';
import { compareDanish } from '../../../lib/compare-danish';

const countryOptions = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
  compareDanish(a.label, b.label),
);

/**
 * Every country, in Danish order. Node's and the browser's ICU name a few of them differently
 * (and so sort them differently), so the server renders only the chosen one and the browser adds
 * the rest once it has taken the page over: both renders of the hydration agree.
 */
export function useCountryOptions(chosen: string) {
  const all = useHydrated();
  return all ? countryOptions : countryOptions.filter((option) => option.value === chosen);
}
