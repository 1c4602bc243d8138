import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TEAM_NAMES, type TeamName } from '../../../shared/constants';
import { timestamps } from '../../db/timestamps';

export const Team = defineEntity({
  name: 'Team',
  properties: {
    id: p.integer().primary(),
    name: p.enum([...TEAM_NAMES]).$type<TeamName>().unique(),
    displayName: p.string(),
    description: p.text(),
    ...timestamps,
  },
});
export type Team = InferEntity<typeof Team>;
