/**
 * The server's refusals that are about one field of the form that sent them (docs/screens.md): the
 * wrong current password, an e-mail another member has, a genre name that exists, a webhook's address.
 * The answer stays `{ message }` (docs/api.md); the client knows from the message which field it
 * belongs to, shows it there, and a form posted without JavaScript gets its page back with the message
 * at that field. How the screens word a message is shared/messages.ts.
 */
export const REFUSALS = {
  emailTaken: 'Der findes allerede et medlem med denne e-mail',
  wrongLogin: 'Forkert e-mail eller adgangskode',
  wrongCurrentPassword: 'Den nuværende adgangskode er forkert',
  genreExists: 'Genren findes allerede',
  webhookNotHttps: 'Adressen skal begynde med https://',
  webhookPrivate: 'Adressen peger på et lokalt eller privat netværk; webhooks skal kunne nås fra internettet',
} as const;

/** A webhook's address whose host name resolves to nothing. */
export const webhookHostUnknown = (host: string) => `Værten ${host} findes ikke`;

const FIELD_OF_REFUSAL: Readonly<Record<string, string>> = {
  [REFUSALS.emailTaken]: 'email',
  // Which of the two was wrong is not told; the password is what the person types again.
  [REFUSALS.wrongLogin]: 'password',
  [REFUSALS.wrongCurrentPassword]: 'currentPassword',
  [REFUSALS.genreExists]: 'name',
  [REFUSALS.webhookNotHttps]: 'url',
  [REFUSALS.webhookPrivate]: 'url',
};

/** Refusals that name what was typed, known by their form. */
const FIELD_OF_PATTERN: readonly (readonly [RegExp, string])[] = [[new RegExp(`^${webhookHostUnknown('.+')}$`, 's'), 'url']];

/** The name of the field a refusal belongs to, or undefined when it is about the whole form. */
export function refusedField(message: string): string | undefined {
  return FIELD_OF_REFUSAL[message] ?? FIELD_OF_PATTERN.find(([pattern]) => pattern.test(message))?.[1];
}
