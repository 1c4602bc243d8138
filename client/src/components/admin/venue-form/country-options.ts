import { COUNTRY_CODES, countryName } from '../../../../../shared/countries';
import { compareDanish } from '../../../lib/compare-danish';

export const countryOptions = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
  compareDanish(a.label, b.label),
);
