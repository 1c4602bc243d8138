import { formatDate } from '../../../shared/danish-date';
import type { Locale } from '../../../shared/i18n';
import type { OfferView } from '../../../shared/schemas/offer';

/**
 * An offer's terms in Danish, as the act's page (/spil-hos-os/tilbud) and the admin's screens word
 * them; the act's page in English gives the language where the words differ. No zod: the act's page
 * loads this on its first visit (shared/schemas/offer.ts is imported for its types only).
 */

/** "4.000 kr.": whole kroner with the Danish thousands' dot, the same on the server and in any browser; "DKK 4,000" in English. */
export const formatKroner = (amount: number, locale: Locale = 'da') => (locale === 'en' ? `DKK ${amount.toLocaleString('en-GB')}` : `${amount.toLocaleString('da-DK')} kr.`);

/** "Honorar: 4.000 kr." or "Dørdeal: 70 % af dørsalget efter udgifter". */
export function dealText(offer: Pick<OfferView, 'dealKind' | 'fee' | 'doorDeal'>): string {
  return offer.dealKind === 'fee' ? `Honorar: ${formatKroner(offer.fee ?? 0)}` : `Dørdeal: ${offer.doorDeal ?? ''}`;
}

/** "fredag 12. marts 2027": a calendar day ("2027-03-12") in Danish, or in the words given; noon UTC is the same day in Copenhagen. */
export const formatCalendarDate = (date: string, words: (instant: string) => string = formatDate) => words(`${date}T12:00:00Z`);

/** "120 kB" or "2,4 MB": a file's size as Danish screens write it (1 kB = 1,000 bytes); "2.4 MB" in English. */
export function formatFileSize(bytes: number, locale: Locale = 'da'): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toLocaleString(locale === 'en' ? 'en-GB' : 'da-DK', { maximumFractionDigits: 1 })} MB`;
}
