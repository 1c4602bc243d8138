import type { MessageId } from '../../../../shared/i18n';
import { useTranslator } from '../../lib/i18n';

/**
 * The server's answers and refusals to the follow and reservation forms are Danish, as every API
 * message is (docs/languages.md); an English page shows the ones it knows in English, by their
 * Danish text. One it does not know shows as it came.
 */
const SERVER_WORDS: Readonly<Record<string, MessageId>> = {
  'Tjek din indbakke: vi har sendt en e-mail med et link, du skal klikke på for at bekræfte. Uden bekræftelse sender vi intet.': 'follow.answer.subscribed',
  'E-mail skal være gyldig': 'follow.refusal.email',
  'Vælg hvad du vil følge': 'follow.refusal.follows',
  'For mange tilmeldinger fra din adresse. Prøv igen om en time.': 'follow.refusal.tooMany',
  'Der er allerede sendt flere bekræftelser til den adresse. Prøv igen om en time.': 'follow.refusal.tooManyMails',
  'Du er afmeldt, og din adresse er slettet.': 'subscription.left',
  'Bekræft først din tilmelding': 'subscription.confirmFirst',
  'Linket er ugyldigt': 'subscription.linkInvalid',
  'Linket er ugyldigt eller udløbet': 'reservation.refusal.linkInvalid',
  'Tjek din indbakke: vi holder pladserne i 30 minutter, til du har bekræftet med linket i den e-mail, vi har sendt.': 'reservation.answer.held',
  'Der er ikke plads lige nu, så du kommer på ventelisten, når du har bekræftet med linket i den e-mail, vi har sendt (inden 30 minutter). Bliver der plads, får du besked.':
    'reservation.answer.listed',
  'Reservationen er annulleret.': 'reservation.answer.cancelled',
  'Skriv dit navn': 'reservation.refusal.name',
  'Skriv en gyldig e-mailadresse': 'reservation.refusal.email',
  'Arrangementet er begyndt eller forbi og tager ikke imod flere reservationer': 'reservation.refusal.started',
  'Arrangementet er aflyst': 'reservation.refusal.cancelled',
  'Der er ikke så mange pladser i alt til arrangementet': 'reservation.refusal.beyondCapacity',
  'Reservationen er udløbet. Reserver igen, hvis der stadig er plads.': 'reservation.refusal.expired',
  'For mange reservationer fra din adresse. Prøv igen om en time.': 'reservation.refusal.tooMany',
  'Der er allerede sendt flere reservationer til den adresse. Prøv igen om en time.': 'reservation.refusal.tooManyMails',
};

/** The server's words as the page's language says them. */
export function useServerWords(): (text: string) => string {
  const { t, locale } = useTranslator();
  return (text) => {
    const id = locale === 'da' ? undefined : SERVER_WORDS[text];
    return id ? t(id) : text;
  };
}
