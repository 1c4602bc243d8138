import { z } from 'zod';
import { accentContrastProblem, normalizeHexColour } from '../accent-colour';
import { PERK_EVERY_MAX, PERK_REWARD_MAX, PERK_UNITS, PERKS_MAX, parseSeasonStart, SEASON_START_MESSAGE, DEFAULT_SEASON_START } from '../shift-season';
import { FEDERATION_HANDLE_MAX, FEDERATION_HANDLE_MESSAGE, FEDERATION_HANDLE_PATTERN } from '../federation';
import { RICH_TEXT_DESCRIPTION, httpUrl } from './artist';
import { dateTimeSchema, idSchema, jsonBoolean, jsonWholeNumber, optionalField, requiredText, seenUpdatedAt } from './common';
import { DEFAULT_GUESTS_PER_ACT } from './guest-list';
import { DEFAULT_DIGEST_HOUR, DEFAULT_DIGEST_WEEKDAY } from './subscription';
import { englishText, translationsInput, translationsOutput } from './translations';

const DIGEST_WEEKDAY_MESSAGE = 'Ugedagen skal være et tal fra 1 (mandag) til 7 (søndag)';
const DIGEST_HOUR_MESSAGE = 'Klokkeslættet skal være en hel time fra 0 til 23';
/** An act's guests through its link: a band and its friends, not a second audience. */
export const GUESTS_PER_ACT_MAX = 50;
const GUESTS_PER_ACT_MESSAGE = `Gæster pr. kunstner skal være et helt tal fra 1 til ${GUESTS_PER_ACT_MAX}`;

export const SITE_NAME_MAX = 60;
const SHORT_NAME_MAX = 30;
const TAGLINE_MAX = 160;
const ABOUT_MAX = 10_000;
const ADDRESS_MAX = 200;
const CITY_MAX = 100;
const FOOTER_MAX = 500;
const SOCIALS_MAX = 20;
/** Two weeks: a cut-off longer than that would keep a volunteer on a shift for most of a season. */
export const GIVE_BACK_HOURS_MAX = 336;
export const DEFAULT_GIVE_BACK_HOURS = 24;

export const CVR_DIGITS_MESSAGE = 'CVR-nummeret skal være 8 cifre';
export const CVR_CHECK_MESSAGE = 'CVR-nummeret findes ikke: kontrolcifferet passer ikke';

/** The weights of the CVR register's modulus-11 check: a real number's weighted digits add up to a multiple of 11. */
const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

export function isValidCvr(digits: string): boolean {
  if (!/^\d{8}$/.test(digits) || digits[0] === '0') return false;
  return [...digits].reduce((sum, digit, index) => sum + Number(digit) * CVR_WEIGHTS[index]!, 0) % 11 === 0;
}

const cvrSchema = z
  .string()
  // As printed on letters: "12 34 56 78".
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, { error: CVR_DIGITS_MESSAGE }).refine(isValidCvr, { error: CVR_CHECK_MESSAGE }));

export const ACCENT_FORMAT_MESSAGE = 'Accentfarven skal være en hex-farve, fx #fbbf24';

const accentColourSchema = z
  .string()
  .transform((text, context) => {
    const hex = normalizeHexColour(text);
    if (!hex) context.addIssue({ code: 'custom', message: ACCENT_FORMAT_MESSAGE });
    return hex ?? text;
  })
  .superRefine((hex, context) => {
    const problem = normalizeHexColour(hex) && accentContrastProblem(hex);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const PHONE_MESSAGE = 'Telefonnummeret skal være et gyldigt nummer, fx +45 12 34 56 78';

/** As people write it: digits with spaces, dashes or a leading +; 8 to 15 digits (E.164 allows 15). */
const phoneSchema = z
  .string()
  .regex(/^\+?[\d\s()-]+$/, { error: PHONE_MESSAGE })
  .refine((text) => {
    const digits = text.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, { error: PHONE_MESSAGE });

const PERK_MESSAGE = 'En regel for goder skal have en belønning, et antal og en enhed';
const perkEvery = `Antallet skal være et helt tal mellem 1 og ${PERK_EVERY_MAX}`;

/** One rule of what volunteering earns (shared/shift-season.ts). */
export const shiftPerkSchema = z
  .object(
    {
      reward: requiredText('Skriv, hvad man får, fx drikkebillet', PERK_REWARD_MAX),
      every: z
        .number({ error: perkEvery })
        .int({ error: perkEvery })
        .min(1, { error: perkEvery })
        .max(PERK_EVERY_MAX, { error: perkEvery })
        .pipe(z.number()),
      unit: z.enum(PERK_UNITS, { error: 'Enheden skal være hours eller shifts' }),
      repeat: jsonBoolean('repeat skal være true eller false'),
    },
    { error: PERK_MESSAGE },
  )
  .meta({ id: 'ShiftPerk', description: '`repeat`: én pr. `every` timer eller vagter; ellers én, når `every` er nået' });

/** An URL an upload answered (POST /api/settings/logo or /share-image), or null to remove the picture. */
function pictureUrl(message: string, description: string) {
  return optionalField(z.string().max(2000, { error: message }), message, description);
}

/** The association's name: on the settings screen and the welcome it must be given. */
export const siteNameSchema = requiredText('Foreningens navn skal udfyldes', SITE_NAME_MAX);

/**
 * PUT /api/settings. Every field may be left out, which keeps what is stored (docs/api.md); null or
 * blank removes an optional one. The name, once set, can be changed but not removed.
 */
export const settingsInputSchema = z.object({
  name: siteNameSchema
    .optional()
    .meta({ description: `Foreningens navn, 1–${SITE_NAME_MAX} tegn; overskrift på forsiden, i sidetitler, feeds og e-mails` }),
  shortName: optionalField(
    requiredText('Det korte navn skal være tekst', SHORT_NAME_MAX),
    'Det korte navn skal være tekst',
    `Kort navn til sidehovedet og som afsender af e-mails, højst ${SHORT_NAME_MAX} tegn`,
  ),
  tagline: optionalField(requiredText('Sloganet skal være tekst', TAGLINE_MAX), 'Sloganet skal være tekst', `Én linje under navnet på forsiden, højst ${TAGLINE_MAX} tegn`),
  about: z
    .string({ error: 'Teksten om foreningen skal være tekst' })
    .max(ABOUT_MAX, { error: `Højst ${ABOUT_MAX} tegn` })
    .nullish()
    .meta({ description: `Teksten øverst på /about. ${RICH_TEXT_DESCRIPTION.replace(' Skal indeholde tekst, ikke kun tags.', '')} Uden tekst fjernes den; udeladt beholder den gemte` }),
  email: optionalField(
    z.email({ error: 'E-mail skal være gyldig' }).max(254, { error: 'E-mail må højst være 254 tegn' }).toLowerCase(),
    'E-mail skal være gyldig',
    'Foreningens kontaktadresse',
  ),
  phone: optionalField(phoneSchema, PHONE_MESSAGE, 'Telefonnummer, fx "+45 12 34 56 78"'),
  address: optionalField(requiredText('Adressen skal være tekst', ADDRESS_MAX), 'Adressen skal være tekst', 'Gade og nummer, fx "Vesterbrogade 1"'),
  postalCode: optionalField(z.string().regex(/^\d{4}$/, { error: 'Postnummeret skal være 4 cifre' }), 'Postnummeret skal være 4 cifre', 'Dansk postnummer, fx "8000"'),
  city: optionalField(requiredText('Byen skal være tekst', CITY_MAX), 'Byen skal være tekst', 'By, fx "Aarhus"'),
  cvr: optionalField(cvrSchema, CVR_DIGITS_MESSAGE, 'CVR-nummer, 8 cifre (mellemrum tilladt), tjekket med modulus 11'),
  socials: z
    .array(httpUrl('URL skal være gyldigt', 500), { error: 'URL skal være gyldigt' })
    .max(SOCIALS_MAX, { error: `Højst ${SOCIALS_MAX} links` })
    .nullish()
    .transform((urls) => (urls === null ? [] : urls))
    .meta({ description: 'Links til foreningens sider (Instagram, Facebook, Spotify …) som kunstneres; udeladt beholder de gemte, null eller [] fjerner dem' }),
  accentColor: optionalField(
    accentColourSchema,
    ACCENT_FORMAT_MESSAGE,
    'Accentfarve som hex, fx "#fbbf24". Afvises, hvis kontrasten mod sidens mørke baggrund eller knappernes tekst er under 4,5:1 (WCAG AA)',
  ),
  logoUrl: pictureUrl('Logoets URL er ugyldigt', 'URL fra POST /api/settings/logo (SVG eller billede)'),
  shareImageUrl: pictureUrl('Delingsbilledets URL er ugyldigt', 'URL fra POST /api/settings/share-image: vises, når en side uden eget billede deles'),
  footer: optionalField(requiredText('Teksten i bunden skal være tekst', FOOTER_MAX), 'Teksten i bunden skal være tekst', `Tekst i sidens bund, højst ${FOOTER_MAX} tegn`),
  translations: translationsInput({
    tagline: englishText('Sloganet på engelsk', TAGLINE_MAX),
    about: englishText('Teksten om foreningen på engelsk', ABOUT_MAX),
    footer: englishText('Teksten i bunden på engelsk', FOOTER_MAX),
  }),
  shiftGiveBackHours: z
    .number({ error: 'Fristen skal være et helt antal timer' })
    .int({ error: 'Fristen skal være et helt antal timer' })
    .min(0, { error: 'Fristen skal være et helt antal timer' })
    .max(GIVE_BACK_HOURS_MAX, { error: `Fristen kan højst være ${GIVE_BACK_HOURS_MAX} timer` })
    // A JSON number: trpc-to-openapi coerces numbers in bodies, and Number(true) is 1 (see jsonInteger).
    .pipe(z.number())
    .optional()
    .meta({ description: `Timer før en vagt, hvor frivillige senest kan give den tilbage (standard ${DEFAULT_GIVE_BACK_HOURS})` }),
  seasonStart: z
    .string({ error: SEASON_START_MESSAGE })
    .refine((text) => parseSeasonStart(text) !== undefined, { error: SEASON_START_MESSAGE })
    .optional()
    .meta({ description: `Dagen frivilliges sæson begynder, "MM-DD" i dansk tid (standard "${DEFAULT_SEASON_START}"): timer og optjente goder tælles pr. sæson` }),
  shiftPerks: z
    .array(shiftPerkSchema, { error: PERK_MESSAGE })
    .max(PERKS_MAX, { error: `Højst ${PERKS_MAX} regler for goder` })
    .optional()
    .meta({ description: 'Hvad timer og vagter giver, fx 1 drikkebillet pr. 2 timer og en fribillet efter 4 vagter; [] fjerner reglerne' }),
  federationEnabled: jsonBoolean('federationEnabled skal være true eller false')
    .optional()
    .meta({ description: 'Programmet kan følges fra Mastodon og andre ActivityPub-servere (docs/federation.md); slået fra, til en administrator slår det til' }),
  federationHandle: optionalField(
    z
      .string()
      .toLowerCase()
      .max(FEDERATION_HANDLE_MAX, { error: FEDERATION_HANDLE_MESSAGE })
      .regex(FEDERATION_HANDLE_PATTERN, { error: FEDERATION_HANDLE_MESSAGE }),
    FEDERATION_HANDLE_MESSAGE,
    'Navnet i fediverset, fx "stengade" for @stengade@eksempel.dk; uden navn laves det af det korte navn',
  ),
  digestWeekday: z
    .number({ error: DIGEST_WEEKDAY_MESSAGE })
    .int({ error: DIGEST_WEEKDAY_MESSAGE })
    .min(1, { error: DIGEST_WEEKDAY_MESSAGE })
    .max(7, { error: DIGEST_WEEKDAY_MESSAGE })
    .pipe(z.number())
    .optional()
    .meta({ description: `Ugedagen "Nyt i programmet" sendes, 1 (mandag) til 7 (søndag), standard ${DEFAULT_DIGEST_WEEKDAY}` }),
  digestHour: z
    .number({ error: DIGEST_HOUR_MESSAGE })
    .int({ error: DIGEST_HOUR_MESSAGE })
    .min(0, { error: DIGEST_HOUR_MESSAGE })
    .max(23, { error: DIGEST_HOUR_MESSAGE })
    .pipe(z.number())
    .optional()
    .meta({ description: `Klokkeslættet i dansk tid, 0–23, standard ${DEFAULT_DIGEST_HOUR}` }),
  doorMembersFree: jsonBoolean('doorMembersFree skal være true eller false')
    .optional()
    .meta({ description: 'Medlemmer kommer gratis ind: dørlisten har alle godkendte medlemmer (docs/door.md); standard false' }),
  guestsPerAct: jsonWholeNumber(GUESTS_PER_ACT_MESSAGE, 1, GUESTS_PER_ACT_MAX)
    .optional()
    .meta({ description: `Personer (navne og +N), en kunstner kan skrive på gæstelisten via sit link, 1–${GUESTS_PER_ACT_MAX}, standard ${DEFAULT_GUESTS_PER_ACT}` }),
  ...seenUpdatedAt,
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;
/** The body as a client sends it (every field optional). */
export type SettingsBody = z.input<typeof settingsInputSchema>;

/**
 * The association's settings as GET /api/settings answers them. What a field has not been given is
 * left out: visitors then see a neutral placeholder (shared/site-identity.ts). shiftGiveBackHours
 * and updatedBy are for approved members only.
 */
export const settingsSchema = z
  .object({
    name: z.string().optional().meta({ description: 'Udeladt, indtil foreningen har givet sit navn' }),
    shortName: z.string().optional(),
    tagline: z.string().optional(),
    about: z.string().optional().meta({ description: 'Renset HTML' }),
    email: z.string().optional(),
    phone: z.string().optional(),
    address: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    cvr: z.string().optional(),
    socials: z.array(z.url()),
    accentColor: z.string().optional(),
    logoUrl: z.url().optional(),
    shareImageUrl: z.url().optional(),
    footer: z.string().optional(),
    translations: translationsOutput(['tagline', 'about', 'footer']),
    shiftGiveBackHours: z.number().int().nonnegative().optional().meta({ description: 'Kun for godkendte medlemmer' }),
    seasonStart: z.string().optional().meta({ description: 'Kun for godkendte medlemmer: "MM-DD"' }),
    shiftPerks: z.array(shiftPerkSchema).optional().meta({ description: 'Kun for godkendte medlemmer' }),
    federationEnabled: z.boolean().optional().meta({ description: 'Om programmet kan følges fra fediverset' }),
    federationHandle: z.string().optional().meta({ description: 'Navnet i fediverset (@navn@vært): det valgte, ellers det, der laves af det korte navn' }),
    digestWeekday: z.number().int().optional().meta({ description: 'Kun for godkendte medlemmer: ugedagen "Nyt i programmet" sendes, 1 (mandag) til 7' }),
    digestHour: z.number().int().optional().meta({ description: 'Kun for godkendte medlemmer: klokkeslættet, 0–23 dansk tid' }),
    doorMembersFree: z.boolean().optional().meta({ description: 'Kun for godkendte medlemmer: om medlemmer kommer gratis ind' }),
    guestsPerAct: z.number().int().optional().meta({ description: 'Kun for godkendte medlemmer: gæster pr. kunstner via link' }),
    updatedAt: dateTimeSchema.optional().meta({ description: 'Udeladt, indtil indstillingerne er gemt første gang' }),
    updatedBy: idSchema.optional().meta({ description: 'Kun for godkendte medlemmer' }),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof settingsSchema>;
