/**
 * The API's messages that the screens word otherwise, and the words they use. The API answers these
 * exactly (integrators match on them: SPEC §5, docs/product.md), the spec's typos and English included;
 * the schemas in shared/schemas/ refuse with them. Plain strings, no zod: every form loads this, and the
 * registration page need not load the event and artist schemas for it.
 */

// The spec's own words (SPEC §5).
export const ARTIST_NAME_REQUIRED = 'Kustnernavn skal være defineret';
export const ARTIST_DESCRIPTION_REQUIRED = 'Kunstnerbeskreivelse skal være defineret';
export const PREVIEW_URL_INVALID = 'Spotify preview-URL skal være et gyldigt URL';
export const PREVIEW_NOT_SPOTIFY = 'Preview URL skal være fra Spotify';
export const SOCIAL_URL_INVALID = 'URL skal være gyldigt';
/** POST /api/artists without a picture (400). */
export const ARTIST_IMAGE_REQUIRED = 'Image file not present';
export const EVENT_TITLE_REQUIRED = 'Eventtitel skal være defineret';
export const EVENT_DESCRIPTION_REQUIRED = 'Eventbeskrivelse skal være defineret';
export const TICKET_URL_REQUIRED = 'Billet-URL skal være defineret';
/** POST /api/events without a cover (400). */
export const COVER_REQUIRED = 'Cover image must be set';
export const PASSWORDS_DIFFER = 'Adgangskoder skal være ens';

// Ours, written after the spec's "… skal være defineret" and "… et gyldigt URL".
export const TICKET_URL_INVALID = 'Billet-URL skal være et gyldigt URL';
export const PICTURE_MISSING = 'Profilbillede skal være uploadet';
export const VENUE_NAME_REQUIRED = 'Navn skal være defineret';
export const VENUE_CITY_REQUIRED = 'By skal være defineret';
export const COUNTRY_CODE_REQUIRED = 'Landekode skal være defineret';
export const VENUE_URL_INVALID = 'Hjemmeside skal være et gyldigt URL';
export const GENRE_NAME_REQUIRED = 'Genrenavn skal være defineret';
export const EMAIL_REQUIRED = 'E-mail skal være defineret';
export const EMAIL_INVALID = 'E-mail skal være gyldig';
export const FIRST_NAME_REQUIRED = 'Fornavn skal være defineret';
export const LAST_NAME_REQUIRED = 'Efternavn skal være defineret';
export const PASSWORD_REQUIRED = 'Adgangskode skal være defineret';
export const CURRENT_PASSWORD_REQUIRED = 'Nuværende adgangskode skal være defineret';

/**
 * What the screens say for a message the API keeps as the spec wrote it (docs/screens.md). Integrators
 * match on the API's words, typos and English included ("Kustnernavn skal være defineret", "Cover image
 * must be set"), so those never change; a volunteer reads what to do instead ("Skriv kunstnerens navn").
 * One map for every way a message reaches a screen: a field's own check before sending (the same zod
 * schema the server uses), a server refusal at its field or in a toast, and a form posted before the
 * scripts ran. Messages not in it are already worded for people and are shown as they are.
 */
const SCREEN_WORDS: Readonly<Record<string, string>> = {
  // The spec's.
  [ARTIST_NAME_REQUIRED]: 'Skriv kunstnerens navn',
  [ARTIST_DESCRIPTION_REQUIRED]: 'Skriv en beskrivelse af kunstneren',
  [PREVIEW_URL_INVALID]: 'Skriv hele linket til smagsprøven, fx https://open.spotify.com/track/…',
  [PREVIEW_NOT_SPOTIFY]: 'Smagsprøven skal være et link til open.spotify.com',
  [SOCIAL_URL_INVALID]: 'Skriv hele linket, fx https://instagram.com/kunstneren',
  [ARTIST_IMAGE_REQUIRED]: 'Vælg et billede af kunstneren',
  [EVENT_TITLE_REQUIRED]: 'Skriv eventets titel',
  [EVENT_DESCRIPTION_REQUIRED]: 'Skriv en beskrivelse af eventet',
  [TICKET_URL_REQUIRED]: 'Skriv linket til billetsalget',
  [COVER_REQUIRED]: 'Vælg et coverbillede',
  [PASSWORDS_DIFFER]: 'De to adgangskoder er ikke ens',
  // Ours.
  [PICTURE_MISSING]: 'Vælg et profilbillede',
  [TICKET_URL_INVALID]: 'Skriv hele linket til billetsalget, fx https://billetto.dk/…',
  [VENUE_NAME_REQUIRED]: 'Skriv spillestedets navn',
  [VENUE_CITY_REQUIRED]: 'Skriv byen',
  [COUNTRY_CODE_REQUIRED]: 'Vælg et land',
  [VENUE_URL_INVALID]: 'Skriv spillestedets hjemmeside, fx vega.dk',
  [GENRE_NAME_REQUIRED]: 'Skriv genrens navn',
  [EMAIL_REQUIRED]: 'Skriv en e-mailadresse',
  [EMAIL_INVALID]: 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk',
  [FIRST_NAME_REQUIRED]: 'Skriv fornavn',
  [LAST_NAME_REQUIRED]: 'Skriv efternavn',
  [PASSWORD_REQUIRED]: 'Skriv adgangskoden',
  [CURRENT_PASSWORD_REQUIRED]: 'Skriv din nuværende adgangskode',
};

/** A message as a screen shows it. */
export const inScreenWords = (message: string): string => SCREEN_WORDS[message] ?? message;
