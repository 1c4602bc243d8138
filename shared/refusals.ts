/**
 * The server's refusals that are about one field of the form that sent them (docs/screens.md): the
 * wrong current password, an e-mail another member has, a genre name that exists. The answer stays
 * `{ message }` (docs/api.md); the client knows from the message which field it belongs to, shows it
 * there, and a form posted without JavaScript gets its page back with the message at that field.
 */
export const REFUSALS = {
  emailTaken: 'Der findes allerede et medlem med denne e-mail',
  wrongLogin: 'Forkert e-mail eller adgangskode',
  wrongCurrentPassword: 'Den nuværende adgangskode er forkert',
  genreExists: 'Genren findes allerede',
} as const;

const FIELD_OF_REFUSAL: Readonly<Record<string, string>> = {
  [REFUSALS.emailTaken]: 'email',
  // Which of the two was wrong is not told; the password is what the person types again.
  [REFUSALS.wrongLogin]: 'password',
  [REFUSALS.wrongCurrentPassword]: 'currentPassword',
  [REFUSALS.genreExists]: 'name',
};

/** The name of the field a refusal belongs to, or undefined when it is about the whole form. */
export function refusedField(message: string): string | undefined {
  return FIELD_OF_REFUSAL[message];
}
