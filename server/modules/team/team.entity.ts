import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TEAM_NAMES, type TeamName } from '../../../shared/constants';
import { timestamps } from '../../db/timestamps';
import type { StoredTranslations } from '../../lib/translations';

export const Team = defineEntity({
  name: 'Team',
  properties: {
    id: p.integer().primary(),
    name: p.enum([...TEAM_NAMES]).$type<TeamName>().unique(),
    displayName: p.string(),
    /** What the team may do in the admin: shown to members choosing teams. */
    description: p.text(),
    /** How the team presents itself to visitors on /about, in its own words (docs/settings.md). */
    publicDescription: p.text().nullable(),
    /** English beside the Danish texts (docs/languages.md): { en: { publicDescription } }, only those set. */
    translations: p.json<StoredTranslations>().nullable(),
    ...timestamps,
  },
});
export type Team = InferEntity<typeof Team>;
