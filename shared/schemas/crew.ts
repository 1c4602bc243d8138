import { z } from 'zod';
import { hasText } from '../rich-text';
import { RICH_TEXT_DESCRIPTION } from './artist';
import { auditFields, idSchema, jsonIdSchema, jsonInteger, requiredText, seenUpdatedAt } from './common';
import { englishText, translationsInput, translationsOutput } from './translations';

/** Short enough that the 255-character sort key (two characters a letter) holds the whole name. */
export const CREW_NAME_MAX = 60;
const CREW_DESCRIPTION_MAX = 5000;
/** A crew is people one lead knows by name; a larger one is a mistake of the picker. */
export const CREW_MEMBERS_MAX = 200;

export const CREW_NAME_REQUIRED = 'Skriv holdets navn';
export const CREW_DESCRIPTION_REQUIRED = 'Skriv, hvad holdet laver';

export const crewInputSchema = z.object({
  name: requiredText(CREW_NAME_REQUIRED, CREW_NAME_MAX).meta({ description: 'Fx Bar, Lyd, Dør, Garderobe eller Køkken; unikt' }),
  description: requiredText(CREW_DESCRIPTION_REQUIRED, CREW_DESCRIPTION_MAX)
    .refine(hasText, { error: CREW_DESCRIPTION_REQUIRED })
    .meta({ description: `Vises på /about. ${RICH_TEXT_DESCRIPTION}` }),
  leadId: jsonInteger('Holdlederens id skal være et positivt heltal')
    .nullable()
    .optional()
    .meta({ description: 'Et godkendt medlem, der leder holdet og dets vagter; sættes også på holdet. null fjerner, udeladt beholder' }),
  imageUrl: z
    .string({ error: 'Billedets URL er ugyldigt' })
    .trim()
    .max(2000, { error: 'Billedets URL er ugyldigt' })
    .nullish()
    .transform((url) => (url === '' ? null : url))
    .meta({ description: 'URL fra PUT /api/crews/image; null eller tom fjerner billedet, udeladt beholder det' }),
  translations: translationsInput({ description: englishText('Beskrivelsen på engelsk', CREW_DESCRIPTION_MAX) }),
});
export type CrewInput = z.infer<typeof crewInputSchema>;

/** PUT /api/crews/{id}: the form's fields and the version the editor loaded. */
export const crewUpdateInputSchema = crewInputSchema.extend(seenUpdatedAt);
export type CrewUpdateInput = z.infer<typeof crewUpdateInputSchema>;

/** PUT /api/crews/{id}/members: the whole list; repeated ids count once. */
export const crewMembersInputSchema = z.object({
  memberIds: z
    .array(jsonIdSchema, { error: 'memberIds skal være en liste af medlemmers id’er' })
    .max(CREW_MEMBERS_MAX, { error: `Højst ${CREW_MEMBERS_MAX} på et hold` })
    .transform((ids) => [...new Set(ids)])
    .meta({ description: 'Godkendte medlemmer; holdets leder forbliver på holdet' }),
});
export type CrewMembersInput = z.infer<typeof crewMembersInputSchema>;

/** A member as the public sees them on a crew: only those who agreed to be shown (docs/permissions.md). */
export const shownCrewMemberSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  profilePictureUrl: z.url().optional(),
  specialRole: z.string().optional(),
  lead: z.boolean().meta({ description: 'Holdets leder' }),
});
export type ShownCrewMember = z.infer<typeof shownCrewMemberSchema>;

/** GET /api/crews: what anyone sees of a crew. */
export const crewSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string().meta({ description: 'Renset HTML (se CrewInput)' }),
    imageUrl: z.url().optional(),
    memberCount: z.number().int().nonnegative().meta({ description: 'Hvor mange der er på holdet, også dem, der ikke vises' }),
    members: z.array(shownCrewMemberSchema).meta({ description: 'Kun aktive medlemmer, der har sagt ja til at blive vist, efter navn' }),
    translations: translationsOutput(['description']),
    ...auditFields,
  })
  .meta({ id: 'Crew' });
export type Crew = z.infer<typeof crewSchema>;

export const crewListSchema = z.array(crewSchema).meta({ id: 'CrewList' });

/** A member as other members see them on a crew: name and address (members see each other's, docs/permissions.md). */
const crewPersonSchema = z.object({ id: idSchema, firstName: z.string(), lastName: z.string(), email: z.string() });
export type CrewPerson = z.infer<typeof crewPersonSchema>;

/** GET /api/crews/{id} and GET /api/profile/crews: a crew as members see it, everyone on it included. */
export const crewDetailSchema = crewSchema
  .omit({ members: true })
  .extend({
    lead: crewPersonSchema.optional().meta({ description: 'Holdets leder; udeladt, når ingen er sat' }),
    members: z.array(crewPersonSchema).meta({ description: 'Alle aktive medlemmer på holdet, efter navn' }),
  })
  .meta({ id: 'CrewDetail' });
export type CrewDetail = z.infer<typeof crewDetailSchema>;

export const myCrewsSchema = z.array(crewDetailSchema).meta({ id: 'MyCrews' });
