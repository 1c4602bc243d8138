import { z } from 'zod';
import { TEAM_NAMES } from '../constants';
import { dateTimeSchema, idSchema } from './common';

export const teamSchema = z
  .object({
    id: idSchema,
    name: z.enum(TEAM_NAMES),
    displayName: z.string(),
    description: z.string(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/**
 * A member as the API shows it. email and approvedById are left out for callers
 * that may not see them (DESIGN.md §5), so both are optional.
 */
export const memberSchema = z
  .object({
    id: idSchema,
    email: z.email().optional(),
    firstName: z.string(),
    lastName: z.string(),
    teams: z.array(teamSchema),
    profilePictureUrl: z.string().optional(),
    active: z.boolean(),
    approvedById: idSchema.optional(),
    specialRole: z.string().optional(),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;
