import { z } from 'zod';
import { DEFAULT_GUESTS_PER_ACT } from '../../../../shared/schemas/guest-list';
import { DEFAULT_GIVE_BACK_HOURS, type Settings, settingsInputSchema, siteNameSchema } from '../../../../shared/schemas/settings';
import { DEFAULT_DIGEST_HOUR, DEFAULT_DIGEST_WEEKDAY } from '../../../../shared/schemas/subscription';
import { DEFAULT_SEASON_START } from '../../../../shared/shift-season';
import { englishFormValues } from '../../components/form/language-tabs';

/** The settings screen's form: the body of PUT /api/settings, with the name required (the page sends updatedAt). */
export const settingsFormSchema = settingsInputSchema.omit({ updatedAt: true }).extend({ name: siteNameSchema });
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

/** The welcome's three questions (docs/settings.md): the name, the town and the accent colour. */
export const welcomeFormSchema = settingsInputSchema.pick({ city: true, accentColor: true }).extend({ name: siteNameSchema });
export type WelcomeFormValues = z.input<typeof welcomeFormSchema>;

/** The settings as the form holds them: a field not set is empty, and saved empty it stays unset. */
export function settingsFormValues(settings: Settings): SettingsFormValues {
  return {
    name: settings.name ?? '',
    shortName: settings.shortName ?? '',
    tagline: settings.tagline ?? '',
    about: settings.about ?? '',
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    address: settings.address ?? '',
    postalCode: settings.postalCode ?? '',
    city: settings.city ?? '',
    cvr: settings.cvr ?? '',
    socials: settings.socials,
    accentColor: settings.accentColor ?? '',
    logoUrl: settings.logoUrl ?? '',
    shareImageUrl: settings.shareImageUrl ?? '',
    footer: settings.footer ?? '',
    shiftGiveBackHours: settings.shiftGiveBackHours ?? DEFAULT_GIVE_BACK_HOURS,
    seasonStart: settings.seasonStart ?? DEFAULT_SEASON_START,
    shiftPerks: settings.shiftPerks ?? [],
    federationEnabled: settings.federationEnabled ?? false,
    federationHandle: settings.federationHandle ?? '',
    digestWeekday: settings.digestWeekday ?? DEFAULT_DIGEST_WEEKDAY,
    digestHour: settings.digestHour ?? DEFAULT_DIGEST_HOUR,
    doorMembersFree: settings.doorMembersFree ?? false,
    guestsPerAct: settings.guestsPerAct ?? DEFAULT_GUESTS_PER_ACT,
    translations: englishFormValues(['tagline', 'about', 'footer'], settings.translations),
  };
}

/** The settings with the version a save names; settings never saved have none (the server then takes any save). */
export type LoadedSettings = Settings & { updatedAt: string };
export const loadedSettings = (settings: Settings): LoadedSettings => ({ ...settings, updatedAt: settings.updatedAt ?? '' });

/** The form's fields, as a stale save names what someone else changed. */
export const SETTINGS_FORM_FIELDS = {
  values: settingsFormValues,
  labels: {
    name: 'Navn',
    shortName: 'Kort navn',
    tagline: 'Slogan',
    about: 'Om foreningen',
    email: 'E-mail',
    phone: 'Telefon',
    address: 'Adresse',
    postalCode: 'Postnummer',
    city: 'By',
    cvr: 'CVR-nummer',
    socials: 'Sociale medier',
    accentColor: 'Accentfarve',
    logoUrl: 'Logo',
    shareImageUrl: 'Delingsbillede',
    footer: 'Tekst i bunden',
    shiftGiveBackHours: 'Frist for at give en vagt tilbage',
    seasonStart: 'Sæsonen begynder',
    shiftPerks: 'Goder for vagter',
    federationEnabled: 'Kan følges fra fediverset',
    federationHandle: 'Navn i fediverset',
    digestWeekday: 'Ugedag for "Nyt i programmet"',
    digestHour: 'Klokkeslæt for "Nyt i programmet"',
    doorMembersFree: 'Medlemmer kommer gratis ind',
    guestsPerAct: 'Gæster pr. kunstner via link',
    translations: 'Engelske tekster',
  },
} satisfies { values: (settings: LoadedSettings) => SettingsFormValues; labels: Record<keyof SettingsFormValues, string> };
