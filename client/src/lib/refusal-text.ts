import type { MessageId, Translator } from '../../../shared/i18n';
import { useTranslator } from './i18n';

/**
 * The refusals the visitors' and acts' forms can get (the application, its status and offer pages, the
 * act's guest list), by the Danish words the server sends: the API keeps its messages Danish
 * (integrators match on them), and an English page shows them in English. Written out rather than
 * imported, so the pages load no schemas for it; refusal-text.test.ts holds them to the schemas' own.
 */
const REFUSALS: Readonly<Record<string, MessageId>> = {
  'Skriv navnet på bandet eller kunstneren': 'form.refusal.actName',
  'Skriv navnet på en kontaktperson': 'form.refusal.contactName',
  'Skriv en gyldig e-mailadresse': 'form.refusal.email',
  'Teksten indeholder ugyldige tegn': 'form.refusal.invalidCharacters',
  'Telefonnummeret skal have 8–15 cifre': 'form.refusal.phone',
  'En genre må højst være 40 tegn': 'form.refusal.genreLength',
  'Højst 5 genrer': 'form.refusal.genreCount',
  'Et link skal være en gyldig adresse, der begynder med https:// eller http://': 'form.refusal.link',
  'Et link må højst være 500 tegn': 'form.refusal.linkLength',
  'Højst 5 links': 'form.refusal.linkCount',
  'Højst 2 links i teksten: sæt jeres links i felterne til links': 'form.refusal.linksInText',
  'En måned skrives ÅÅÅÅ-MM': 'form.refusal.month',
  'Højst 12 måneder': 'form.refusal.monthCount',
  'Skriv hvor mange I er på scenen': 'form.refusal.lineupSize',
  'Mindst 1': 'form.refusal.lineupMin',
  'Højst 50': 'form.refusal.lineupMax',
  'Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen': 'form.refusal.consent',
  'Formularen blev sendt meget hurtigt. Vent et øjeblik, og send den igen.': 'form.refusal.tooFast',
  'For mange ansøgninger fra din adresse. Prøv igen om en time.': 'form.refusal.tooManyFromAddress',
  'Der er allerede sendt flere ansøgninger fra den e-mail. Prøv igen om en time.': 'form.refusal.tooManyFromEmail',
  'Vi tager ikke imod ansøgninger lige nu.': 'form.refusal.applicationsClosed',
  'Billedet må højst fylde 10 MB': 'form.refusal.pictureTooLarge',
  'Filtypen understøttes ikke; brug JPEG, PNG, WebP eller AVIF': 'form.refusal.pictureType',
  'Billedet kunne ikke læses': 'form.refusal.pictureUnreadable',
  'Billedet må højst have 40 megapixel': 'form.refusal.pictureMegapixels',
  'Tak for jeres ansøgning! Vi har sendt en bekræftelse med et link, hvor I kan følge den og trække den tilbage.': 'form.applicationReceived',
  'Skriv gæstens navn': 'form.refusal.guestName',
  'Antal ekstra (+N) skal være et helt tal fra 0 til 20': 'form.refusal.guestPlus',
  'Linket er ugyldigt eller udløbet': 'form.refusal.linkInvalid',
  'Gæstelisten er lukket: dørene er åbnet': 'guestList.doorsOpen',
  'Gæstelisten er lukket: aftenen er forbi': 'form.refusal.nightOver',
  'Arrangementet er aflyst': 'guestList.cancelled',
  'I kan kun fjerne de navne, I selv har skrevet på': 'form.refusal.notOwn',
  'Vælg et navn på listen': 'form.refusal.entryId',
  'Gæsten findes ikke på listen': 'form.refusal.entryNotFound',
  'Arrangementet findes ikke': 'form.refusal.eventNotFound',
  'Vælg at skrive et navn på eller fjerne et': 'form.refusal.guestAction',
  'Tilbuddet er allerede besvaret': 'form.refusal.offerAnswered',
  'Tilbuddet er trukket tilbage': 'form.refusal.offerWithdrawn',
  'Vælg at acceptere eller afslå tilbuddet': 'form.refusal.offerAnswer',
  'Linket er ugyldigt': 'form.refusal.applicationLink',
  'Linket er ugyldigt, eller ansøgningen er slettet': 'form.refusal.applicationGone',
  'I er booket: skriv til os, hvis I må melde fra': 'form.refusal.booked',
};

/** Refusals with a count in them ("Højst 300 tegn"), the count filled into the English. */
const COUNTED: readonly { pattern: RegExp; id: MessageId; count: string }[] = [
  { pattern: /^Højst (\d+) tegn$/, id: 'form.refusal.maxChars', count: 'max' },
  { pattern: /^Gæstelisten er fuld: I har (\d+) plads(?:er)?, og de er brugt$/, id: 'form.refusal.guestListFull', count: 'limit' },
  { pattern: /^Der er kun (\d+) plads(?:er)? tilbage på gæstelisten: skriv færre med \(\+N\)$/, id: 'form.refusal.guestPlacesLeft', count: 'left' },
];

/** A refusal (or a form's thanks) from the server as the page's language words it; one it does not know stays as sent. */
export function refusalText(message: string, { locale, t }: Translator): string {
  if (locale === 'da') return message;
  const id = REFUSALS[message];
  if (id) return t(id);
  for (const { pattern, id: countedId, count } of COUNTED) {
    const match = pattern.exec(message);
    if (match) return t(countedId, { [count]: Number(match[1]) });
  }
  return message;
}

/** `refusalText` in the page's language. */
export function useRefusalText(): (message: string) => string {
  const translator = useTranslator();
  return (message) => refusalText(message, translator);
}
