import { DEFAULT_GUESTS_PER_ACT } from '../../../shared/schemas/guest-list';
import { DEFAULT_DIGEST_HOUR, DEFAULT_DIGEST_WEEKDAY } from '../../../shared/schemas/subscription';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DEFAULT_GIVE_BACK_HOURS } from '../../../shared/schemas/settings';
import { DEFAULT_SEASON_START, type ShiftPerk } from '../../../shared/shift-season';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';
import type { StoredTranslations } from '../../lib/translations';

/**
 * The association's own identity and a few rules (docs/settings.md): one row, id 1, made by its
 * migration. Every field but the give-back cut-off is empty until someone sets it, and visitors
 * meanwhile see a neutral placeholder. A write bumps the content version like any content, so
 * pages, feeds and every instance show a change at once.
 */
export const Settings = defineEntity({
  name: 'Settings',
  tableName: 'site_settings',
  properties: {
    /** Always 1: the table has exactly one row. */
    id: p.integer().primary().autoincrement(false),
    name: p.string().nullable(),
    shortName: p.string().nullable(),
    tagline: p.string().nullable(),
    /** Sanitized HTML (server/lib/rich-text.ts). */
    about: p.text().nullable(),
    email: p.string().nullable(),
    phone: p.string().nullable(),
    address: p.string().nullable(),
    postalCode: p.string().length(10).nullable(),
    city: p.string().nullable(),
    cvr: p.string().length(8).nullable(),
    socials: p.json<string[]>(),
    /** "#rrggbb", checked for contrast on the dark site. */
    accentColor: p.string().length(7).nullable(),
    /** An SVG or a picture; shown in the header and made into the favicon and app icons. */
    logo: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    /** Shown in link previews of pages that have no picture of their own. */
    shareImage: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    footer: p.text().nullable(),
    /** English beside the Danish texts (docs/languages.md): { en: { tagline, about, footer } }, only those set. */
    translations: p.json<StoredTranslations>().nullable(),
    /** How many hours before a shift a volunteer may still give it back (DESIGN §16); read by the shift rules. */
    shiftGiveBackHours: p.integer().default(DEFAULT_GIVE_BACK_HOURS),
    /** "MM-DD": the day volunteers' hours start counting again (shared/shift-season.ts). */
    seasonStart: p.string().length(5).default(DEFAULT_SEASON_START),
    /** What hours and shifts earn in a season; none until the association sets a rule. */
    shiftPerks: p.json<ShiftPerk[]>().default('[]'),
    /** The programme followable from the fediverse (docs/federation.md): off until an admin turns it on. */
    federationEnabled: p.boolean().default(false),
    /** The chosen `@handle`; null makes one from the short name (shared/federation.ts). */
    federationHandle: p.string().length(30).nullable(),
    /** The weekday (1 Monday … 7 Sunday) and hour, Copenhagen time, "Nyt i programmet" goes out (digest-schedule.ts). */
    digestWeekday: p.integer().default(DEFAULT_DIGEST_WEEKDAY),
    digestHour: p.integer().default(DEFAULT_DIGEST_HOUR),
    /** Members get in free: the door list carries every active member (docs/door.md#guest-lists). */
    doorMembersFree: p.boolean().default(false),
    /** The persons (names and +N) an act may put on a night's guest list through its link, unless the link says otherwise. */
    guestsPerAct: p.integer().default(DEFAULT_GUESTS_PER_ACT),
    /** Null until the settings are saved the first time: until then, an admin who logs in is welcomed (docs/settings.md). */
    updatedAt: p.datetime().nullable(),
    updatedBy: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
  },
});
export type Settings = InferEntity<typeof Settings>;
