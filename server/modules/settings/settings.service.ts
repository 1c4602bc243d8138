import type { EntityManager } from '@mikro-orm/core';
import { defaultFederationHandle, handleAfterSave } from '../../../shared/federation';
import { hasText } from '../../../shared/rich-text';
import type { SettingsInput, Settings as SettingsDto } from '../../../shared/schemas/settings';
import { assertUnchangedSince } from '../../db/unchanged-since';
import { givenFields } from '../../lib/given-fields';
import { sanitizeRichText } from '../../lib/rich-text';
import { resolveImageUrl } from '../image/image.service';
import { storedImageUrl } from '../../lib/image-url';
import type { Image } from '../image/image.entity';
import type { Member } from '../member/member.entity';
import { Settings } from './settings.entity';
import { translationsOf, translationsToStore } from '../../lib/translations';

/** The settings' one row (its migration made it). */
const SETTINGS_ID = 1;

const readRow = (em: EntityManager) => em.findOneOrFail(Settings, { id: SETTINGS_ID }, { populate: ['logo', 'shareImage'] });

/** The association's handle in the fediverse: the chosen one, else one made from its short name. */
export const federationHandle = (settings: Pick<Settings, 'federationHandle' | 'name' | 'shortName'>) =>
  settings.federationHandle ?? defaultFederationHandle(settings);

/**
 * The settings as the API shows them. Visitors get what the public pages show; approved members
 * also the rules for volunteers and who saved last.
 */
export function toSettingsDto(settings: Settings, publicUrl: string, forMembers: boolean): SettingsDto {
  const picture = (image: Image | null | undefined) => (image ? storedImageUrl(publicUrl, image) : undefined);
  return {
    name: settings.name ?? undefined,
    shortName: settings.shortName ?? undefined,
    tagline: settings.tagline ?? undefined,
    about: settings.about ?? undefined,
    email: settings.email ?? undefined,
    phone: settings.phone ?? undefined,
    address: settings.address ?? undefined,
    postalCode: settings.postalCode ?? undefined,
    city: settings.city ?? undefined,
    cvr: settings.cvr ?? undefined,
    socials: settings.socials,
    accentColor: settings.accentColor ?? undefined,
    logoUrl: picture(settings.logo),
    shareImageUrl: picture(settings.shareImage),
    footer: settings.footer ?? undefined,
    translations: translationsOf(settings.translations),
    federationEnabled: settings.federationEnabled,
    federationHandle: federationHandle(settings),
    updatedAt: settings.updatedAt?.toISOString(),
    ...(forMembers && {
      shiftGiveBackHours: settings.shiftGiveBackHours,
      seasonStart: settings.seasonStart,
      shiftPerks: settings.shiftPerks,
      digestWeekday: settings.digestWeekday,
      digestHour: settings.digestHour,
      doorMembersFree: settings.doorMembersFree,
      guestsPerAct: settings.guestsPerAct,
      updatedBy: settings.updatedBy?.id,
    }),
  };
}

/** What GET /api/settings answers; `forMembers` for an approved member. */
export async function getSettings(em: EntityManager, publicUrl: string, forMembers = false): Promise<SettingsDto> {
  return toSettingsDto(await readRow(em), publicUrl, forMembers);
}

/** A picture field of the body: left out keeps it, null removes it, an URL this server issued sets it. */
async function pictureOf(em: EntityManager, publicUrl: string, url: string | null | undefined, svg: boolean): Promise<Image | null | undefined> {
  if (url === undefined || url === null) return url;
  return resolveImageUrl(em, publicUrl, url, { svg });
}

/**
 * PUT /api/settings: the fields given, the rest kept (docs/api.md). Even a body that changes nothing
 * is a save: it ends the first-run welcome ("Spring over"). Refused with 409 when the settings
 * changed after `updatedAt`.
 */
export async function updateSettings(em: EntityManager, publicUrl: string, input: SettingsInput, actor: Member): Promise<SettingsDto> {
  const { updatedAt: seen, about, logoUrl, shareImageUrl, translations, ...fields } = input;
  return em.transactional(async (tx) => {
    await assertUnchangedSince(tx, Settings, SETTINGS_ID, seen, { definite: 'Indstillingerne', pronoun: 'dem' });
    const settings = await readRow(tx);
    const [logo, shareImage] = await Promise.all([pictureOf(tx, publicUrl, logoUrl, true), pictureOf(tx, publicUrl, shareImageUrl, false)]);
    const sanitizedAbout = about === undefined || about === null ? about : sanitizeRichText(about);
    // A handle never chosen is the one made from the names: sent back in the save that renames, it follows them.
    const names = Object.assign({ name: settings.name, shortName: settings.shortName }, givenFields({ name: fields.name, shortName: fields.shortName }));
    const federationHandle = settings.federationHandle === null ? handleAfterSave(fields.federationHandle, settings, names) : fields.federationHandle;
    tx.assign(settings, {
      ...givenFields({ ...fields, federationHandle, logo, shareImage, translations: translationsToStore(translations, settings.translations, ['about']) }),
      ...(sanitizedAbout !== undefined && { about: sanitizedAbout && hasText(sanitizedAbout) ? sanitizedAbout : null }),
      updatedAt: new Date(),
      updatedBy: actor,
    });
    await tx.flush();
    return toSettingsDto(settings, publicUrl, true);
  });
}

/** What the shift rules read of the settings: the give-back cut-off, the season and the perks. */
export async function shiftSettings(em: EntityManager): Promise<Pick<Settings, 'shiftGiveBackHours' | 'seasonStart' | 'shiftPerks'>> {
  const { shiftGiveBackHours, seasonStart, shiftPerks } = await em.findOneOrFail(Settings, { id: SETTINGS_ID });
  return { shiftGiveBackHours, seasonStart, shiftPerks };
}
